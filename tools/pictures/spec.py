"""The card spec files, `cards/*.toml`: reading them and refusing anything the generator cannot draw well.

Every problem is reported with its file and card, all at once, so a writer fixes a file in one pass. The format
is described in docs/pictures.md."""

import difflib
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from icons import STYLES, Icons
from palettes import PALETTES
from scenes import SCENES

LANGUAGES = ("en", "fr")
ROLES = ("ink", "accent", "light", "shade", "pop")
MAX_CAPTION = 40
DESCRIPTION = (60, 220)
ACCOUNT = (60, 240)
ITEMS = (2, 6)
SIZE = (0.05, 1.2)
POSITION = (-0.2, 1.2)
"""A centre is a fraction of the card's width or height; a little beyond 0..1 lets an item bleed off an edge."""
ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
HEX = re.compile(r"^#[0-9a-f]{6}$")
RESERVED_PREFIX = "drawn-"
"""Own-deck mode names players' drawings "drawn-<seat>-<n>"; no picture may look like one."""

CARD_KEYS = {"id", "scene", "palette", "caption", "description", "account", "item"}
ITEM_KEYS = {"icon", "style", "x", "y", "size", "colour", "rotate", "flip", "opacity", "glow"}


@dataclass(frozen=True)
class Item:
    icon: str
    style: str
    x: float
    y: float
    size: float
    colour: str
    rotate: float
    flip: bool
    opacity: float
    glow: bool


@dataclass(frozen=True)
class Card:
    source: str
    id: str
    scene: str
    palette: str
    caption: dict[str, str]
    description: dict[str, str]
    items: tuple[Item, ...]
    account: dict[str, str]


class SpecError(Exception):
    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


def _number(value: object) -> TypeGuard[float]:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _suggest(word: str, choices: frozenset[str] | set[str] | dict[str, Any]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=3)
    return f" (did you mean {', '.join(close)}?)" if close else ""


class _Checker:
    def __init__(self, icons: Icons) -> None:
        self.icons = icons
        self.problems: list[str] = []
        self.seen: dict[str, str] = {}

    def card(self, source: str, index: int, raw: Any) -> Card | None:
        where = f"{source}: card #{index}"
        if not isinstance(raw, dict):
            self.problems.append(f"{where}: a card must be a [[card]] table")
            return None
        ident = raw.get("id")
        if isinstance(ident, str):
            where = f"{source}: card '{ident}' (#{index})"
        before = len(self.problems)

        def problem(message: str) -> None:
            self.problems.append(f"{where}: {message}")

        for key in sorted(set(raw) - CARD_KEYS):
            problem(f"unknown key '{key}'{_suggest(key, CARD_KEYS)}")
        if not isinstance(ident, str) or not ID.match(ident):
            problem(f"id {ident!r} must be lowercase words (letters, digits) joined by '-'")
        elif ident.startswith(RESERVED_PREFIX):
            problem(f"ids starting '{RESERVED_PREFIX}' are kept for players' drawings")
        elif ident in self.seen:
            problem(f"duplicate id: already in {self.seen[ident]}")
        else:
            self.seen[ident] = source
        scene, palette = raw.get("scene"), raw.get("palette")
        if scene not in SCENES:
            problem(f"unknown scene {scene!r}{_suggest(str(scene), SCENES)}; scenes: {', '.join(SCENES)}")
        if palette not in PALETTES:
            problem(f"unknown palette {palette!r}{_suggest(str(palette), PALETTES)}; palettes: {', '.join(PALETTES)}")
        caption = self.texts(problem, raw.get("caption"), "caption", 1, MAX_CAPTION)
        description = self.texts(problem, raw.get("description"), "description", *DESCRIPTION)
        account = self.texts(problem, raw.get("account"), "account", *ACCOUNT)
        raw_items = raw.get("item", [])
        if not isinstance(raw_items, list) or not ITEMS[0] <= len(raw_items) <= ITEMS[1]:
            count = len(raw_items) if isinstance(raw_items, list) else 0
            problem(f"has {count} [[card.item]]: a picture needs {ITEMS[0]} to {ITEMS[1]}")
            raw_items = raw_items if isinstance(raw_items, list) else []
        items = [self.item(problem, n, r) for n, r in enumerate(raw_items, 1)]
        if len(self.problems) > before:
            return None
        return Card(
            source,
            str(ident),
            str(scene),
            str(palette),
            caption,
            description,
            tuple(i for i in items if i is not None),
            account,
        )

    def texts(self, problem: Any, raw: Any, name: str, shortest: int, longest: int) -> dict[str, str]:
        if not isinstance(raw, dict):
            problem(f'{name} must be {{ en = "…", fr = "…" }}')
            return {}
        for key in sorted(set(raw) - set(LANGUAGES)):
            problem(f"{name} has an unknown language '{key}'")
        texts = {}
        for language in LANGUAGES:
            text = raw.get(language)
            if not isinstance(text, str) or not text.strip():
                problem(f"{name} is missing its '{language}' text")
            elif text != text.strip() or "  " in text or "\n" in text:
                problem(f"{name}.{language} has stray spaces or a line break")
            elif not shortest <= len(text) <= longest:
                problem(f"{name}.{language} is {len(text)} characters: it should be {shortest} to {longest}")
            else:
                texts[language] = text
        return texts

    def item(self, card_problem: Any, n: int, raw: Any) -> Item | None:
        if not isinstance(raw, dict):
            card_problem(f"item {n} must be a [[card.item]] table")
            return None
        icon, style = raw.get("icon"), raw.get("style", "outline")
        before = len(self.problems)

        def problem(message: str) -> None:
            card_problem(f"item {n} ({icon!r}): {message}")

        for key in sorted(set(raw) - ITEM_KEYS):
            problem(f"unknown key '{key}'{_suggest(key, ITEM_KEYS)}")
        if style not in STYLES:
            problem(f"style {style!r} should be 'outline' or 'filled'")
        elif not isinstance(icon, str) or icon not in self.icons.names(style):
            hint = _suggest(str(icon), self.icons.names(style))
            if style == "filled" and isinstance(icon, str) and icon in self.icons.names("outline"):
                hint = " (it exists only as outline)"
            problem(f"no {style} Tabler icon of that name{hint}")
        for key, low, high in (("x", *POSITION), ("y", *POSITION), ("size", *SIZE)):
            value = raw.get(key)
            if not _number(value) or not low <= value <= high:
                problem(f"{key} = {value!r}: it should be a number from {low} to {high}")
        opacity = raw.get("opacity", 1.0)
        if not _number(opacity) or not 0.05 <= opacity <= 1:
            problem(f"opacity = {opacity!r}: it should be a number from 0.05 to 1")
        rotate = raw.get("rotate", 0)
        if not _number(rotate) or not -360 <= rotate <= 360:
            problem(f"rotate = {rotate!r}: it should be degrees from -360 to 360")
        for flag in ("flip", "glow"):
            if not isinstance(raw.get(flag, False), bool):
                problem(f"{flag} should be true or false")
        colour = raw.get("colour", "ink")
        if not isinstance(colour, str) or (colour not in ROLES and not HEX.match(colour)):
            problem(f'colour {colour!r} should be a role ({", ".join(ROLES)}) or "#rrggbb" in lower case')
        if len(self.problems) > before:
            return None
        return Item(
            str(icon),
            str(style),
            float(raw["x"]),
            float(raw["y"]),
            float(raw["size"]),
            colour,
            float(rotate),
            bool(raw.get("flip", False)),
            float(opacity),
            bool(raw.get("glow", False)),
        )


def load_cards(files: list[Path], icons: Icons, root: Path) -> list[Card]:
    """Every card of `files`, in file order then card order; SpecError lists every problem found."""
    checker = _Checker(icons)
    cards = []
    for file in files:
        source = file.relative_to(root).as_posix() if file.is_relative_to(root) else str(file)
        try:
            data = tomllib.loads(file.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
            checker.problems.append(f"{source}: not valid TOML: {error}")
            continue
        for key in sorted(set(data) - {"card"}):
            checker.problems.append(f"{source}: unknown top-level key '{key}': cards are [[card]] tables")
        raw_cards = data.get("card", [])
        if not isinstance(raw_cards, list):
            checker.problems.append(f"{source}: 'card' must be [[card]] tables")
            continue
        for index, raw in enumerate(raw_cards, 1):
            card = checker.card(source, index, raw)
            if card is not None:
                cards.append(card)
    if checker.problems:
        raise SpecError(checker.problems)
    return cards
