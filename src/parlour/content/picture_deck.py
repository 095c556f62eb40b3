"""The shipped picture decks, storybook and classic, in one file: each picture's id, deck, captions and descriptions
(docs/pictures.md says how they are made)."""

import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any


def deck_path() -> Path:
    return Path(str(resources.files("parlour.content"))) / "pictures" / "deck.json"


@cache
def load_deck() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(deck_path().read_text(encoding="utf-8"))
    return data


DECKS = ("storybook", "classic")


def picture_ids(deck: str) -> tuple[str, ...]:
    """The ids of one deck's pictures, in the deck's order."""
    if deck not in DECKS:
        raise LookupError(deck)
    return tuple(card["id"] for card in load_deck()["cards"] if card["deck"] == deck)


def descriptions(language: str) -> dict[str, str]:
    """Each picture's description in `language`, by id."""
    return {card["id"]: card["description"][language] for card in load_deck()["cards"]}
