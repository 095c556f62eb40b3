"""A host's own list of things to sketch: headings name categories; each kind of problem is refused with its line."""

import pytest

from parlour.content.custom_items import heading, parse_custom_items
from parlour.content.items import ItemsError

GOOD = """\
[Movies]
Jaws
The Adventures of Superman | Superman
[Livres]
Le Petit Prince @ Antoine de Saint-Exupéry
Les Misérables
[Food & Drink]
Apple pie
"""


def problems(text: str, language: str = "en") -> list[tuple[int, str]]:
    with pytest.raises(ItemsError) as caught:
        parse_custom_items(text, language)
    return [(p.line, p.message) for p in caught.value.problems]


def test_items_go_under_category_headings_in_english_or_french() -> None:
    items = parse_custom_items(GOOD, "fr")
    assert [(i.category, i.text) for i in items] == [
        ("movies", "Jaws"),
        ("movies", "The Adventures of Superman"),
        ("books", "Le Petit Prince"),
        ("books", "Les Misérables"),  # a host's own book may leave its author out
        ("food", "Apple pie"),
    ]
    assert items[1].answers == ("Superman",) and items[2].author == "Antoine de Saint-Exupéry"
    assert heading("[TV Shows]") == "tv" and heading("[Séries]") == "tv" and heading("Jaws") is None


def test_an_item_before_any_heading_is_refused_with_its_line() -> None:
    assert problems("\nJaws\n" + GOOD)[0][0] == 2


def test_an_unknown_heading_is_refused_with_its_line() -> None:
    found = problems(GOOD + "[Cars]\nBeetle\n")
    assert found[0][0] == 9 and found[0][1].startswith("unknown category [Cars]")


def test_digits_lengths_and_authors_are_checked_as_in_the_shipped_lists() -> None:
    found = problems(GOOD + "[Movies]\nOcean's 11\nX\nStar Wars @ George Lucas\n")
    assert [line for line, _ in found] == [10, 11, 12]


def test_a_duplicate_or_a_shared_answer_is_refused_with_both_lines() -> None:
    found = problems(GOOD + "[Music]\nSuperman!\n")
    assert found == [(10, "'superman' is already at line 3")]


def test_a_list_needs_five_items() -> None:
    assert problems("[Movies]\nJaws\nStar Wars\n") == [(0, "a list needs 5 items at least, it has 2")]


def test_an_unknown_language_is_refused() -> None:
    assert problems(GOOD, "de") == [(0, "unknown language 'de'")]
