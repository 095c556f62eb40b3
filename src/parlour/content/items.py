"""Things to sketch and guess (a box of cards to draw from): the item format, folding for comparison, loading.

One file per category per language, `items/<language>/<category>.items`, one item a line:

    The Adventures of Superman | Superman
    The Hobbit @ J. R. R. Tolkien

The text to sketch, then other accepted answers after ` | `, then, for Books only, the author after ` @ `.
Lines starting with `#` and blank lines are ignored. The format and its checks: docs/items.md."""

import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

import msgspec
from num2words import num2words  # type: ignore[import-untyped]

from parlour.engine.entry import ContentCheck, ContentKind

CATEGORIES = ("books", "tv", "movies", "music", "food", "phrases")
ARTICLES = {
    "en": frozenset({"the", "a", "an"}),
    "fr": frozenset({"le", "la", "les", "l", "un", "une", "des"}),
}
MIN_TEXT = 2
MAX_TEXT = 48
SUFFIX = ".items"


class Item(msgspec.Struct, frozen=True, array_like=True):
    category: str
    text: str
    answers: tuple[str, ...] = ()
    """Other accepted answers: the short forms a guesser would reasonably say."""
    author: str | None = None
    """Books only: a help for the sketcher, never an answer."""


@dataclass(frozen=True)
class ItemProblem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


class ItemsError(Exception):
    def __init__(self, problems: list[ItemProblem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = problems


_NOT_WORD = re.compile(r"[^0-9a-z]+")
_APOSTROPHE = re.compile(r"['’]")
"""English apostrophes join a word (don't, Ocean's); French ones end an elided article (l'arbre), so they split."""
AND = {"en": "and", "fr": "et"}
_NUMBER = re.compile(r"(?<!\d)\d{1,7}(?!\d)")
"""Longer runs of digits are left as they are: no item spells out a number that long."""


def _spoken(text: str, language: str, years: bool) -> str:
    """Numbers written with digits, as words ("Ulysse 31" is "Ulysse trente et un"); items never have digits."""

    def words(match: re.Match[str]) -> str:
        number = int(match.group())
        year = years and 1000 <= number <= 2099
        return f" {num2words(number, lang=language, to='year' if year else 'cardinal')} "

    return _NUMBER.sub(words, text)


def fold(text: str, language: str, *, years: bool = False) -> str:
    """The text as compared: numbers in words, accents, case, punctuation and spacing folded, and a leading
    article dropped. `years` reads four digits as a year ("1984" as "nineteen eighty-four")."""
    if any(c.isdigit() for c in text):
        text = _spoken(text, language if language in ARTICLES else "en", years)
    text = text.replace("&", f" {AND.get(language, 'and')} ")
    if language == "en":
        text = _APOSTROPHE.sub("", text)  # "Dad's Army" is typed "Dads Army" as often as not
    decomposed = unicodedata.normalize("NFKD", text.replace("œ", "oe").replace("Œ", "Oe").replace("æ", "ae"))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    words = _NOT_WORD.sub(" ", plain).split()
    if len(words) > 1 and words[0] in ARTICLES.get(language, frozenset()):
        words = words[1:]
    return " ".join(words)


def fold_words(text: str) -> list[str]:
    """Each word folded alone (no article dropped): what a label may show once a guess has found it."""
    decomposed = unicodedata.normalize("NFKD", text.replace("œ", "oe").replace("Œ", "Oe").replace("æ", "ae"))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return [_NOT_WORD.sub("", word) for word in plain.split()]


def parse_line(line: str, category: str, *, author_required: bool = True) -> tuple[Item | None, list[str]]:
    """One line as an item, with what is wrong with it (an item is None when there is nothing to make one of).
    A host's own list may leave a book's author out (`author_required`); the shipped lists may not."""
    problems: list[str] = []
    author = None
    if "@" in line:
        line, _, author = line.partition("@")
        author = author.strip()
        if category != "books":
            problems.append("only books have an author (after @)")
        elif not author:
            problems.append("the author after @ is empty")
        if "@" in author:
            problems.append("more than one @")
        if "|" in author:
            problems.append("other answers go before the @, not after the author")
    elif category == "books" and author_required:
        problems.append("a book needs its author after @")
    parts = [part.strip() for part in line.split("|")]
    text, answers = parts[0], tuple(parts[1:])
    if not text:
        return None, [*problems, "no text to sketch"]
    for field in (text, *answers):
        if not MIN_TEXT <= len(field) <= MAX_TEXT:
            problems.append(f"{field!r} should be {MIN_TEXT} to {MAX_TEXT} characters")
        if any(c.isdigit() for c in field):
            problems.append(f"{field!r} has a digit: spell numbers out")
    return Item(category, text, answers, author or None), problems


def parse_items(text: str, category: str, file: str) -> tuple[list[tuple[int, Item]], list[ItemProblem]]:
    """Each item with its line number, and every problem."""
    items: list[tuple[int, Item]] = []
    problems: list[ItemProblem] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        item, found = parse_line(line, category)
        problems += [ItemProblem(file, number, message) for message in found]
        if item is not None:
            items.append((number, item))
    return items, problems


def _items_root() -> Path:
    return Path(str(resources.files("parlour.content"))) / "items"


def shipped_item_languages() -> list[str]:
    root = _items_root()
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob(f"*{SUFFIX}")))


def check_item_files(paths: list[Path], language: str) -> tuple[list[Item], list[ItemProblem]]:
    """Parse files of one language together: each must be named after its category, and no item or accepted
    answer may appear twice among them once folded."""
    items: list[Item] = []
    problems: list[ItemProblem] = []
    owner: dict[str, tuple[str, int]] = {}
    for path in paths:
        category = path.name.removesuffix(SUFFIX)
        if category not in CATEGORIES:
            problems.append(ItemProblem(str(path), 0, f"unknown category {category!r}: {', '.join(CATEGORIES)}"))
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            problems.append(ItemProblem(str(path), 0, f"cannot read: {exc}"))
            continue
        found, found_problems = parse_items(text, category, str(path))
        problems += found_problems
        for number, item in found:
            problems += check_unique(item, str(path), number, language, owner)
        items += [item for _, item in found]
    if language not in ARTICLES:
        problems.append(ItemProblem(str(paths[0].parent) if paths else "", 0, f"unknown language {language!r}"))
    return items, problems


def check_unique(
    item: Item, file: str, number: int, language: str, owner: dict[str, tuple[str, int]]
) -> list[ItemProblem]:
    """Problems if the item's text or an answer, folded, is already another item's (`owner` remembers whose)."""
    problems = []
    for name in dict.fromkeys(fold(name, language) for name in (item.text, *item.answers)):
        first = owner.setdefault(name, (file, number))
        if first != (file, number):
            where = f"line {first[1]}" if first[0] == file else f"{first[0]}:{first[1]}"
            problems.append(ItemProblem(file, number, f"{name!r} is already at {where}"))
    return problems


@cache
def load_items(language: str) -> tuple[Item, ...]:
    """Every shipped item of one language; any problem raises ItemsError (never half-loaded)."""
    paths = sorted((_items_root() / language).glob(f"*{SUFFIX}"))
    if not paths:
        raise ItemsError([ItemProblem(str(_items_root() / language), 0, f"no items for language {language!r}")])
    items, problems = check_item_files(paths, language)
    if problems:
        raise ItemsError(problems)
    return tuple(items)


def check_shipped_items() -> None:
    """Load every shipped language; any problem raises ItemsError listing them all."""
    for language in shipped_item_languages():
        load_items(language)


def check_items_paths(paths: list[str]) -> ContentCheck:
    """Files are checked together per folder; a folder named after a language folds that language's articles."""
    folders: dict[Path, list[Path]] = {}
    for name in paths:
        path = Path(name)
        folders.setdefault(path.parent, []).append(path)
    count, problems = 0, []
    for folder, files in folders.items():
        items, found = check_item_files(files, folder.name if folder.name in ARTICLES else "en")
        count += len(items)
        problems += [str(p) for p in found]
    return ContentCheck(problems, f"{count} item(s)")


ITEMS = ContentKind("items", "things to sketch", check_files=check_items_paths, check_shipped=check_shipped_items)
"""Things to sketch and guess (docs/items.md), for any game that plays from them."""
