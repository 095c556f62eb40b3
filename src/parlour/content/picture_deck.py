"""The shipped picture deck: each picture's id, captions and descriptions (docs/pictures.md says how they are made)."""

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


def picture_ids() -> tuple[str, ...]:
    return tuple(card["id"] for card in load_deck()["cards"])


def descriptions(language: str) -> dict[str, str]:
    """Each picture's description in `language`, by id."""
    return {card["id"]: card["description"][language] for card in load_deck()["cards"]}
