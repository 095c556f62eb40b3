"""The decks that ship inside the package, and checking deck files on disk."""

from functools import cache
from importlib import resources
from pathlib import Path

from parlour.content.deck import Card, DeckError, ParsedDeck, Problem, check_unique, parse_deck
from parlour.engine.entry import ContentCheck, ContentKind


def _decks_root() -> Path:
    return Path(str(resources.files("parlour.content"))) / "decks"


def shipped_languages() -> list[str]:
    root = _decks_root()
    return sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.deck")))


def check_files(paths: list[Path]) -> tuple[list[ParsedDeck], list[Problem]]:
    """Parse and check deck files together (uniqueness is checked across all of them)."""
    parsed: list[tuple[str, ParsedDeck]] = []
    problems: list[Problem] = []
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            problems.append(Problem(str(path), 0, f"cannot read: {exc}"))
            continue
        deck, found = parse_deck(text, str(path))
        parsed.append((str(path), deck))
        problems.extend(found)
    problems.extend(check_unique(parsed))
    return [deck for _, deck in parsed], problems


@cache
def load_language(language: str) -> tuple[Card, ...]:
    """Every shipped card of one language. A deck with any problem raises DeckError: never half-loaded."""
    return load_folder(_decks_root() / language, language)


def load_folder(folder: Path, language: str) -> tuple[Card, ...]:
    paths = sorted(folder.glob("*.deck"))
    if not paths:
        raise DeckError([Problem(str(folder), 0, f"no decks for language {language!r}")])
    decks, problems = check_files(paths)
    for deck in decks:
        if deck.language != language:
            problems.append(Problem(str(folder), 1, f"a deck in folder {language!r} says language {deck.language!r}"))
    if problems:
        raise DeckError(problems)
    return tuple(card for deck in decks for card in deck.cards)


def check_shipped() -> None:
    """Load every shipped language; a deck with any problem raises DeckError listing them all."""
    for language in shipped_languages():
        load_language(language)


def check_deck_files(paths: list[str]) -> ContentCheck:
    decks, problems = check_files([Path(p) for p in paths])
    return ContentCheck([str(p) for p in problems], f"{sum(len(d.cards) for d in decks)} card(s)")


DECKS = ContentKind("decks", "clue decks", check_files=check_deck_files, check_shipped=check_shipped)
"""Clue decks (docs/decks.md), for any game that plays from them."""
