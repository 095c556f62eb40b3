"""Clue cards and the `.deck` format (docs/decks.md): parsing and checking, with every problem located."""

import re
from collections.abc import Iterable

import msgspec

LEVELS = ("easy", "moderate", "hard", "very-hard")
CLUES_PER_SIDE = 7
MAX_CLUE_LENGTH = 40

_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_LANGUAGE = re.compile(r"^[a-z]{2,3}$")
_DIGIT = re.compile(r"\d")


class Card(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A clue card: one or two sides of 7 clues; clue n of a side is `sides[s][n - 1]`."""

    id: str
    level: str
    sides: tuple[tuple[str, ...], ...]


class Problem(msgspec.Struct, frozen=True):
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


class DeckError(ValueError):
    """A deck with problems. It is refused whole: nothing of it is used."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = problems


def fold(clue: str) -> str:
    """The form in which two clues count as the same."""
    return " ".join(clue.split()).casefold()


def check_clue(clue: str) -> str | None:
    """Why a clue is unacceptable, or None."""
    if not clue:
        return "empty clue"
    if len(clue) > MAX_CLUE_LENGTH:
        return f"clue {clue!r} is longer than {MAX_CLUE_LENGTH} characters"
    if _DIGIT.search(clue):
        return f"clue {clue!r} has a digit (spell numbers out)"
    return None


class ParsedDeck(msgspec.Struct):
    language: str | None
    level: str | None
    cards: list[Card]
    lines: dict[tuple[str, int], int]
    """Where each side came from: (card id, side index) -> line number, for later cross-file reports."""


def parse_deck(text: str, filename: str) -> tuple[ParsedDeck, list[Problem]]:
    """Parse one `.deck` file. Returns what could be read and every problem found."""
    problems: list[Problem] = []
    language: str | None = None
    level: str | None = None
    cards: list[Card] = []
    lines: dict[tuple[str, int], int] = {}
    current: dict[str, object] | None = None

    def report(line: int, message: str) -> None:
        problems.append(Problem(filename, line, message))

    def close_card() -> None:
        if current is None:
            return
        sides = current["sides"]
        assert isinstance(sides, dict)
        card_id = str(current["id"])
        if set(sides) != {"front", "back"}:
            missing = " and ".join(s for s in ("front", "back") if s not in sides)
            report(int(str(current["line"])), f"card {card_id!r} has no {missing} line")
            return
        if level is not None:
            cards.append(Card(card_id, level, (sides["front"], sides["back"])))

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if not sep:
            report(number, f"expected 'key: value', found {line[:40]!r}")
            continue
        if key == "language":
            if cards or current is not None:
                report(number, "the header must come before the first card")
            elif not _LANGUAGE.match(value):
                report(number, f"language {value!r} is not a lowercase language code")
            else:
                language = value
        elif key == "level":
            if cards or current is not None:
                report(number, "the header must come before the first card")
            elif value not in LEVELS:
                report(number, f"level {value!r} is not one of {', '.join(LEVELS)}")
            else:
                level = value
        elif key == "card":
            close_card()
            if language is None or level is None:
                report(number, "a card before the header's language and level")
            if not _ID.match(value):
                report(number, f"card id {value!r} is not lowercase letters, digits and dashes")
            current = {"id": value, "line": number, "sides": {}}
        elif key in ("front", "back"):
            if current is None:
                report(number, f"a {key} line outside a card")
                continue
            sides = current["sides"]
            assert isinstance(sides, dict)
            if key in sides:
                report(number, f"card {current['id']!r} has a second {key} line")
                continue
            if key == "back" and "front" not in sides:
                report(number, f"card {current['id']!r}: back comes before front")
            clues = tuple(c.strip() for c in value.split("|"))
            if len(clues) != CLUES_PER_SIDE:
                report(number, f"{key} has {len(clues)} clues, expected {CLUES_PER_SIDE}")
            for clue in clues:
                reason = check_clue(clue)
                if reason:
                    report(number, reason)
            sides[key] = clues
            lines[(str(current["id"]), 0 if key == "front" else 1)] = number
        else:
            report(number, f"unknown key {key!r}")
    close_card()
    if language is None:
        report(1, "no 'language:' header")
    if level is None:
        report(1, "no 'level:' header")
    return ParsedDeck(language, level, cards, lines), problems


def check_unique(decks: Iterable[tuple[str, ParsedDeck]]) -> list[Problem]:
    """Card ids and clues must be unique within one language, across all its files."""
    problems: list[Problem] = []
    seen_ids: dict[tuple[str | None, str], str] = {}
    seen_clues: dict[tuple[str | None, str], str] = {}
    for filename, deck in decks:
        for card in deck.cards:
            first_line = deck.lines.get((card.id, 0), 0)
            where = f"{filename}:{first_line}"
            id_key = (deck.language, card.id)
            if id_key in seen_ids:
                problems.append(Problem(filename, first_line, f"card id {card.id!r} also at {seen_ids[id_key]}"))
            else:
                seen_ids[id_key] = where
            for side_index, side in enumerate(card.sides):
                line = deck.lines.get((card.id, side_index), 0)
                for clue in side:
                    clue_key = (deck.language, fold(clue))
                    if clue_key in seen_clues:
                        problems.append(Problem(filename, line, f"clue {clue!r} also at {seen_clues[clue_key]}"))
                    else:
                        seen_clues[clue_key] = f"{filename}:{line}"
    return problems


def parse_simple(text: str, filename: str, level: str = "easy") -> tuple[list[Card], list[Problem]]:
    """The simple text form: a clue a line, 7 lines a side, a blank line between sides. Each side becomes a
    one-sided card (`custom-1`, `custom-2`, …) so that even a handful of sides makes a playable deck."""
    problems: list[Problem] = []
    cards: list[Card] = []
    side: list[tuple[int, str]] = []
    clue_lines: list[list[int]] = []

    def close_side() -> None:
        if not side:
            return
        first = side[0][0]
        if len(side) != CLUES_PER_SIDE:
            problems.append(Problem(filename, first, f"this side has {len(side)} clues, expected {CLUES_PER_SIDE}"))
        for line, clue in side:
            reason = check_clue(clue)
            if reason:
                problems.append(Problem(filename, line, reason))
        cards.append(Card(f"custom-{len(cards) + 1}", level, (tuple(clue for _, clue in side),)))
        clue_lines.append([line for line, _ in side])
        side.clear()

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("#"):
            continue
        if not line:
            close_side()
            continue
        if "|" in line:
            problems.append(Problem(filename, number, "a clue may not contain '|'"))
        side.append((number, line))
    close_side()
    if not cards:
        problems.append(Problem(filename, 1, "the deck is empty"))
    seen: dict[str, int] = {}
    for card, lines in zip(cards, clue_lines, strict=True):
        for at, clue in zip(lines, card.sides[0], strict=True):
            key = fold(clue)
            if key in seen:
                problems.append(Problem(filename, at, f"clue {clue!r} also at line {seen[key]}"))
            else:
                seen[key] = at
    return cards, problems


def looks_like_deck_format(text: str) -> bool:
    return any(line.strip().startswith(("card:", "level:", "language:")) for line in text.splitlines())


def parse_custom(text: str, filename: str = "custom deck") -> tuple[Card, ...]:
    """A deck a host pasted or uploaded, in either form. Any problem refuses it whole (DeckError)."""
    if looks_like_deck_format(text):
        parsed, problems = parse_deck(text, filename)
        problems += check_unique([(filename, parsed)])
        cards = parsed.cards
        if not cards and not problems:
            problems.append(Problem(filename, 1, "the deck has no card"))
    else:
        cards, problems = parse_simple(text, filename)
    if problems:
        raise DeckError(problems)
    return tuple(cards)
