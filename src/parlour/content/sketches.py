"""What a computer player draws for a clue, and what it compares people's drawings with.

Each shipped clue has a reviewed line in `sketches/<language>/<level>.map` (docs/sketches.md):

    apple = apple                 the thing itself, one icon
    flying pig = pig + plane      a rebus: two or three icons side by side, left to right
    happiness = ~mood-happy       a related picture that suggests the clue
    nostalgia = -                 no picture: a computer player draws nothing

The icons are Tabler's (MIT), or our own line pictures drawn in the same style where no set has one (named
`own-*`, from tools/sketches/own/, the project's own work). Both are kept as outlines: `sketches/outlines.json`
holds only the icons the maps use, as polylines in the icons' own 24-unit square, times 100. A custom deck's clue
gets a picture only from a confident match by name (`confident_picture`)."""

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Literal

import msgspec

from parlour.content.deck import LEVELS, Problem, fold

Kind = Literal["icon", "rebus", "related"]
ICON_NAME = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
ICON_SIZE = 2400
"""Outline coordinates run over 0..ICON_SIZE (the 24-unit square of Tabler's icons and ours, times 100)."""
MAX_ICONS = 3
"""A rebus joins two or three pictures, read left to right."""
OWN_PREFIX = "own-"
"""Our own line pictures' names start with this, so that they never clash with a Tabler icon's."""


@dataclass(frozen=True)
class Picture:
    icons: tuple[str, ...]
    kind: Kind

    def __str__(self) -> str:
        return ("~" if self.kind == "related" else "") + " + ".join(self.icons)


Outline = tuple[tuple[int, ...], ...]
"""An icon's polylines, each a flat list x0, y0, x1, y1, …"""


def parse_picture(text: str) -> Picture | str | None:
    """A map line's right-hand side as a Picture, None for "-", or why it cannot be read."""
    text = text.strip()
    if text == "-":
        return None
    related = text.startswith("~")
    names = tuple(part.strip() for part in text.removeprefix("~").split("+"))
    if not 1 <= len(names) <= MAX_ICONS or not all(ICON_NAME.match(n) for n in names):
        return f"{text!r} is not an icon name, two or three joined by '+', '~' and a name, or '-'"
    if related and len(names) > 1:
        return "a related picture ('~') is a single icon"
    kind: Kind = "related" if related else "rebus" if len(names) > 1 else "icon"
    return Picture(names, kind)


def parse_map(text: str, filename: str) -> tuple[dict[str, Picture | None], list[Problem]]:
    """One `.map` file: folded clue -> picture (None: no picture). `#` starts a comment."""
    entries: dict[str, Picture | None] = {}
    problems: list[Problem] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        clue, sep, right = line.rpartition(" = ")
        if not sep or not clue.strip():
            problems.append(Problem(filename, number, "expected 'clue = picture'"))
            continue
        picture = parse_picture(right)
        if isinstance(picture, str):
            problems.append(Problem(filename, number, picture))
            continue
        key = fold(clue)
        if key in entries:
            problems.append(Problem(filename, number, f"clue {clue.strip()!r} appears twice"))
            continue
        entries[key] = picture
    return entries, problems


def _root() -> Path:
    return Path(str(resources.files("parlour.content"))) / "sketches"


def map_path(language: str, level: str) -> Path:
    return _root() / language / f"{level}.map"


def outlines_path() -> Path:
    return _root() / "outlines.json"


@cache
def shipped_map(language: str) -> dict[str, Picture | None]:
    """Every reviewed line of a language, all levels together; empty for a language with no maps."""
    entries: dict[str, Picture | None] = {}
    for level in LEVELS:
        path = map_path(language, level)
        if path.exists():
            found, problems = parse_map(path.read_text(encoding="utf-8"), str(path))
            if problems:
                raise ValueError("\n".join(str(p) for p in problems))
            entries.update(found)
    return entries


def item_map_path(language: str, category: str) -> Path:
    """Items to sketch (`items/<language>/<category>.items`): `sketches/<language>/items/<category>.map`, one line per
    item of the category's shipped `.items` file (its written title on the left)."""
    return _root() / language / "items" / f"{category}.map"


@cache
def item_map(language: str, category: str) -> dict[str, Picture | None]:
    """The reviewed pictures of a category's shipped items (folded title -> picture); empty when none is written."""
    path = item_map_path(language, category)
    if not path.exists():
        return {}
    found, problems = parse_map(path.read_text(encoding="utf-8"), str(path))
    if problems:
        raise ValueError("\n".join(str(p) for p in problems))
    return found


def item_picture(text: str, category: str, language: str) -> Picture | None:
    """What a computer player sketches for an item: its reviewed picture, None for a custom item or one without."""
    return item_map(language, category).get(fold(text))


@cache
def outlines() -> dict[str, Outline]:
    data = msgspec.json.decode(outlines_path().read_bytes())
    return {name: tuple(tuple(line) for line in lines) for name, lines in data["icons"].items()}


def used_icons(maps: Iterable[dict[str, Picture | None]]) -> set[str]:
    return {name for entries in maps for picture in entries.values() if picture for name in picture.icons}


# --- custom decks: a picture only when the clue names an icon, or a reviewed clue, outright ---------------------

_ARTICLES = ("a ", "an ", "the ", "some ", "le ", "la ", "les ", "l'", "l’", "un ", "une ", "des ", "du ")


def plain(text: str) -> str:
    """Lowercase, unaccented, no leading article, hyphens as spaces: the form names are compared in."""
    text = unicodedata.normalize("NFKD", fold(text))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).replace("-", " ")
    for article in _ARTICLES:
        if text.startswith(article):
            text = text[len(article) :]
            break
    return " ".join(text.split())


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith(("s", "x")) and not word.endswith("ss"):
        return word[:-1]
    return word


@cache
def _names(language: str) -> dict[str, Picture]:
    """Plain form (and its singular) -> picture: each shipped icon by its own name (ours without `own-`, never over
    a Tabler icon's), then the language's reviewed clues whose picture is the thing itself. Only exact forms: a
    custom clue never gets a guessed picture."""
    names: dict[str, Picture] = {}
    ours = sorted(icon for icon in outlines() if icon.startswith(OWN_PREFIX))
    for icon in outlines():
        if not icon.startswith(OWN_PREFIX):
            names[plain(icon)] = Picture((icon,), "icon")
    for icon in ours:
        names.setdefault(plain(icon.removeprefix(OWN_PREFIX)), Picture((icon,), "icon"))
    for clue, picture in shipped_map(language).items():
        if picture is not None and picture.kind == "icon":
            names[plain(clue)] = picture
    return names | {_singular(name): picture for name, picture in names.items() if _singular(name) not in names}


def confident_picture(clue: str, language: str) -> Picture | None:
    """A picture for a clue outside the shipped decks: only when the clue is an icon's name or a reviewed clue of
    the language, give or take an article, accents, case and a plural."""
    key = plain(clue)
    names = _names(language)
    return names.get(key) or names.get(" ".join(_singular(w) for w in key.split()))


def picture_for(clue: str, language: str) -> Picture | None:
    """The reviewed picture of a shipped clue, or else a confident match by name."""
    entries = shipped_map(language)
    key = fold(clue)
    if key in entries:
        return entries[key]
    return confident_picture(clue, language)
