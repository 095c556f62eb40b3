"""The card spec files, `cards/*.toml` (the classic deck) and `storybook/*.toml`: reading them and refusing anything
the generator cannot draw well.

Every problem is reported with its file and card, all at once, so a writer fixes a file in one pass. The format
is described in docs/pictures.md."""

import difflib
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from emoji import EmojiSet, element
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

STORYBOOK_CARD_KEYS = CARD_KEYS | {"texture", "light", "vignette", "clues"}
STORYBOOK_ITEM_KEYS = ITEM_KEYS | {"emoji", "shadow"}
STORYBOOK_ITEMS = (2, 8)
TEXTURES = ("none", "grain", "paper", "canvas")
FOCAL = 0.45
"""The storybook's focal subject: at least one item this wide (a fraction of the card's width, so a square emoji
this size covers a third of the card's height or more)."""
MOST_CARDS_PER_ELEMENT = 3
"""No emoji or icon on more than three storybook cards: a table of nine should not keep meeting the same moon."""
MOST_CARDS_PER_BACKDROP = 2
"""No scene in one palette on more than two storybook cards, so that backdrops vary across a table."""
REVIEW_CLUES = 3
"""A storybook card is kept only when its reviewer wrote three different clues that each fit it (`clues`, in
English): the proof that it can be read in several ways. They are not shipped: players find their own."""
EMOJI = "emoji"
"""The `style` of an item that is a Fluent emoji: drawn in its own colours."""


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
    shadow: bool = False
    """A soft shadow on the ground under the item (storybook): it stands somewhere."""


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
    deck: str = "classic"
    texture: str = "none"
    """Storybook: a painted surface over the whole picture (grain, paper, canvas), or none."""
    light: tuple[float, float] | None = None
    """Storybook: where a soft light falls from (x, y as fractions of the card), or no light."""
    vignette: bool = False
    """Storybook: edges darkened a little, which draws the eye to the middle and gives depth."""


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
    def __init__(self, icons: Icons, deck: str, emoji: EmojiSet | None) -> None:
        self.icons = icons
        self.deck = deck
        self.emoji = emoji
        self.storybook = deck == "storybook"
        self.card_keys = STORYBOOK_CARD_KEYS if self.storybook else CARD_KEYS
        self.item_keys = STORYBOOK_ITEM_KEYS if self.storybook else ITEM_KEYS
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

        for key in sorted(set(raw) - self.card_keys):
            problem(f"unknown key '{key}'{_suggest(key, self.card_keys)}")
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
        fewest, most = STORYBOOK_ITEMS if self.storybook else ITEMS
        if not isinstance(raw_items, list) or not fewest <= len(raw_items) <= most:
            count = len(raw_items) if isinstance(raw_items, list) else 0
            problem(f"has {count} [[card.item]]: a picture needs {fewest} to {most}")
            raw_items = raw_items if isinstance(raw_items, list) else []
        items = [self.item(problem, n, r) for n, r in enumerate(raw_items, 1)]
        texture = raw.get("texture", "none")
        if texture not in TEXTURES:
            problem(f"texture {texture!r} should be one of {', '.join(TEXTURES)}")
        light = raw.get("light")
        if light is not None and not (
            isinstance(light, list) and len(light) == 2 and all(_number(v) and -0.2 <= v <= 1.2 for v in light)
        ):
            problem(f"light = {light!r}: it should be [x, y], each from -0.2 to 1.2")
        if not isinstance(raw.get("vignette", False), bool):
            problem("vignette should be true or false")
        clues = raw.get("clues")
        if self.storybook and not (
            isinstance(clues, list)
            and len(clues) == REVIEW_CLUES
            and all(isinstance(c, str) and c.strip() for c in clues)
            and len({c.strip().lower() for c in clues}) == REVIEW_CLUES
        ):
            problem(f"clues should be {REVIEW_CLUES} different clues that each fit the card (the review's proof)")
        sizes = [i.size for i in items if i is not None]
        if self.storybook and sizes and len(sizes) == len(items) and max(sizes) < FOCAL:
            problem(f"no item is {FOCAL} of the card wide or more: a storybook card has a large focal subject")
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
            self.deck,
            str(texture),
            (float(light[0]), float(light[1])) if light is not None else None,
            bool(raw.get("vignette", False)),
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
        emoji = raw.get("emoji")
        icon, style = (emoji, EMOJI) if emoji is not None else (raw.get("icon"), raw.get("style", "outline"))
        before = len(self.problems)

        def problem(message: str) -> None:
            card_problem(f"item {n} ({icon!r}): {message}")

        for key in sorted(set(raw) - self.item_keys):
            problem(f"unknown key '{key}'{_suggest(key, self.item_keys)}")
        if emoji is not None:
            if "icon" in raw or "style" in raw or "colour" in raw:
                problem("an emoji keeps its own colours: give it no icon, style or colour")
            if self.emoji is None or not isinstance(emoji, str) or emoji not in self.emoji.names():
                hint = _suggest(str(emoji), self.emoji.names()) if self.emoji is not None else ""
                problem(f"no Fluent emoji of that name{hint}")
        elif style not in STYLES:
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
        for flag in ("flip", "glow", "shadow"):
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
            bool(raw.get("shadow", False)),
        )


def elements(card: Card) -> set[str]:
    """The things a card's picture is made of: each emoji (whatever its skin tone) and each icon."""
    return {element(i.icon) if i.style == EMOJI else f"icon:{i.icon}" for i in card.items}


def load_cards(
    files: list[Path], icons: Icons, root: Path, deck: str = "classic", emoji: EmojiSet | None = None
) -> list[Card]:
    """Every card of `files`, in file order then card order; SpecError lists every problem found."""
    checker = _Checker(icons, deck, emoji)
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
    if checker.storybook:
        backdrops: dict[tuple[str, str], list[str]] = {}
        for card in cards:
            backdrops.setdefault((card.scene, card.palette), []).append(card.id)
        for (scene, palette), ids in sorted(backdrops.items()):
            if len(ids) > MOST_CARDS_PER_BACKDROP:
                checker.problems.append(
                    f"scene {scene} in palette {palette} is on {len(ids)} cards ({', '.join(ids)}): "
                    f"at most {MOST_CARDS_PER_BACKDROP}"
                )
        cards_with: dict[str, list[str]] = {}
        for card in cards:
            for name in elements(card):
                cards_with.setdefault(name, []).append(card.id)
        for name, ids in sorted(cards_with.items()):
            if len(ids) > MOST_CARDS_PER_ELEMENT:
                checker.problems.append(
                    f"{name} is on {len(ids)} cards ({', '.join(ids)}): at most {MOST_CARDS_PER_ELEMENT}"
                )
    if checker.problems:
        raise SpecError(checker.problems)
    return cards
