"""The reviewed map from clues to pictures (content/sketches/), and the icon outlines shipped with it."""

import json
import re

import pytest

from parlour.content.deck import LEVELS, fold
from parlour.content.shipped import load_language
from parlour.content.sketches import (
    Picture,
    confident_picture,
    map_path,
    outlines,
    outlines_path,
    parse_map,
    shipped_map,
    used_icons,
)

LANGUAGES = ("en", "fr")
NOT_DRAWINGS = re.compile(r"^(brand-|letter-|number-|alphabet-|abc$|sort-)|-off$")
"""Logos, letters and digits (the game forbids writing), crossed-out icons."""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_shipped_clue_has_exactly_one_reviewed_line(language: str, level: str) -> None:
    entries, problems = parse_map(map_path(language, level).read_text(encoding="utf-8"), level)
    assert problems == []
    clues = [fold(c) for card in load_language(language) if card.level == level for side in card.sides for c in side]
    assert set(clues) == set(entries), "a line for every clue of the deck, and no other"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_clues_of_one_card_side_share_a_picture(language: str) -> None:
    pictures = shipped_map(language)
    for card in load_language(language):
        for side in card.sides:
            drawn = [str(pictures[fold(c)]) for c in side if pictures[fold(c)] is not None]
            assert len(drawn) == len(set(drawn)), f"{card.id}: {drawn}"


def test_pictures_are_drawings_not_logos_letters_or_crossed_out_icons() -> None:
    names = used_icons(shipped_map(language) for language in LANGUAGES)
    assert not [n for n in names if NOT_DRAWINGS.search(n)]


def test_only_the_outlines_of_icons_the_maps_use_ship_with_tablers_licence() -> None:
    names = used_icons(shipped_map(language) for language in LANGUAGES)
    assert set(outlines()) == names, "run tools/sketches/outlines.py after editing a map"
    data = json.loads(outlines_path().read_text())
    assert "@tabler/icons" in data["source"] and "MIT" in data["source"]
    licence = (outlines_path().parent / "LICENSE-tabler-icons.txt").read_text()
    assert "MIT License" in licence and "Paweł Kuna" in licence
    for name, lines in outlines().items():
        assert lines and all(len(line) >= 4 and len(line) % 2 == 0 for line in lines), name
        assert all(0 <= v <= 2400 for line in lines for v in line), name


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("apple", "expected 'clue = picture'"),
        ("apple = ?", "is not an icon name"),
        ("apple = a + b + c", "is not an icon name"),
        ("apple = ~a + b", "a related picture ('~') is a single icon"),
        ("apple = Apple", "is not an icon name"),
    ],
)
def test_a_map_line_that_cannot_be_read_is_reported_with_its_line(line: str, problem: str) -> None:
    _, problems = parse_map(f"# a comment\n{line}\n", "x.map")
    assert len(problems) == 1 and problems[0].line == 2 and problem in problems[0].message


def test_a_clue_twice_in_a_map_is_reported() -> None:
    _, problems = parse_map("apple = apple\nApple  = pear\n", "x.map")
    assert [p.line for p in problems] == [2]


def test_map_lines_read_as_icon_rebus_related_or_nothing() -> None:
    entries, problems = parse_map("a = pig\nb = pig + plane  # a rebus\nc = ~mood-happy\nd = -\n", "x.map")
    assert problems == []
    assert entries == {
        "a": Picture(("pig",), "icon"),
        "b": Picture(("pig", "plane"), "rebus"),
        "c": Picture(("mood-happy",), "related"),
        "d": None,
    }


def test_a_custom_clue_gets_a_picture_only_by_a_confident_name_match() -> None:
    icon = next(p for p in shipped_map("en").values() if p is not None and p.kind == "icon" and "-" not in p.icons[0])
    name = icon.icons[0]
    assert confident_picture(name.upper(), "en") == Picture((name,), "icon")
    assert confident_picture(f"the {name}s", "en") == Picture((name,), "icon"), "an article and a plural"
    assert confident_picture(f"a {name} in disguise", "en") is None, "a clue that only mentions one"
    assert confident_picture("tentation", "fr") is None, "no guess by spelling (tentation is not a tent)"
