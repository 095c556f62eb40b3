"""A host's own list of things to sketch, pasted or uploaded when a room is made: the item format of
docs/items.md under category headings, or simply one item a line under them.

    [Movies]
    Jaws
    The Adventures of Superman | Superman
    [Livres]
    Le Petit Prince @ Antoine de Saint-Exupéry

A heading names a category in English or French; every problem is reported with its line."""

from parlour.content.items import (
    ARTICLES,
    CATEGORIES,
    Item,
    ItemProblem,
    ItemsError,
    check_unique,
    fold,
    parse_line,
)

MIN_CUSTOM_ITEMS = 5
"""Fewer would repeat within a few turns."""
FILE = "list"

HEADINGS = {
    "books": ("books", "book", "livres", "livre"),
    "tv": ("tv", "tv shows", "tv show", "television", "series", "emissions", "tele", "television"),
    "movies": ("movies", "movie", "films", "film", "cinema"),
    "music": ("music", "music stars", "musique", "chanteurs", "chanteuses", "artistes"),
    "food": ("food", "food drink", "food and drink", "cuisine", "nourriture", "boissons", "a boire et a manger"),
    "phrases": ("phrases", "famous phrases", "expressions", "phrases celebres", "proverbes"),
}
_CATEGORY_OF = {name: category for category, names in HEADINGS.items() for name in names}
assert set(HEADINGS) == set(CATEGORIES)


def heading(line: str) -> str | None:
    """The category a `[Heading]` line names (None when the line is no heading), or "" for an unknown one."""
    if not (line.startswith("[") and line.endswith("]")):
        return None
    return _CATEGORY_OF.get(fold(line[1:-1], "en"), "")


def parse_custom_items(text: str, language: str) -> tuple[Item, ...]:
    """The host's items; raises ItemsError with every problem, each with its line."""
    if language not in ARTICLES:
        raise ItemsError([ItemProblem(FILE, 0, f"unknown language {language!r}")])
    items: list[Item] = []
    problems: list[ItemProblem] = []
    owner: dict[str, tuple[str, int]] = {}
    category: str | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        named = heading(line)
        if named is not None:
            if not named:
                problems.append(ItemProblem(FILE, number, f"unknown category {line}: use one of {_examples()}"))
            category = named  # "" after an unknown heading: its items wait for a heading that names a category
            continue
        if category == "":
            continue
        if category is None:
            problems.append(ItemProblem(FILE, number, f"an item before any category heading: start with {_examples()}"))
            continue
        item, found = parse_line(line, category, author_required=False)
        problems += [ItemProblem(FILE, number, message) for message in found]
        if item is not None:
            problems += check_unique(item, FILE, number, language, owner)
            items.append(item)
    if not problems and len(items) < MIN_CUSTOM_ITEMS:
        problems.append(ItemProblem(FILE, 0, f"a list needs {MIN_CUSTOM_ITEMS} items at least, it has {len(items)}"))
    if problems:
        raise ItemsError(problems)
    return tuple(items)


def _examples() -> str:
    return "[Books], [TV Shows], [Movies], [Music Stars], [Food & Drink] or [Famous Phrases]"
