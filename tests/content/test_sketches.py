"""The reviewed map from clues to pictures (content/sketches/), and the icon outlines shipped with it."""

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from svgelements import Path as SvgPath

from parlour.bots.sketching import layout
from parlour.content.deck import LEVELS, fold
from parlour.content.items import CATEGORIES, load_items
from parlour.content.shipped import load_language
from parlour.content.sketches import (
    ICON_NAME,
    Picture,
    confident_picture,
    item_map,
    item_map_path,
    map_path,
    outlines,
    outlines_path,
    parse_map,
    parse_picture,
    shipped_map,
    used_icons,
)

ROOT = Path(__file__).resolve().parents[2]
OWN = ROOT / "tools/sketches/own"
TABLER = ROOT / "web/node_modules/@tabler/icons/icons/outline"
SVG = "{http://www.w3.org/2000/svg}"
OUTLINE_STYLE = {
    "viewBox": "0 0 24 24",
    "fill": "none",
    "stroke": "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
}
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
@pytest.mark.parametrize("level", LEVELS)
def test_every_shipped_clue_has_a_picture(language: str, level: str) -> None:
    """A computer player dealt any shipped clue draws it (issue 23): "draws nothing" is left to custom decks."""
    entries, _ = parse_map(map_path(language, level).read_text(encoding="utf-8"), level)
    assert sorted(clue for clue, picture in entries.items() if picture is None) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_clues_of_one_card_side_share_a_picture(language: str) -> None:
    pictures = shipped_map(language)
    for card in load_language(language):
        for side in card.sides:
            drawn = [str(pictures[fold(c)]) for c in side if pictures[fold(c)] is not None]
            assert len(drawn) == len(set(drawn)), f"{card.id}: {drawn}"


def every_map() -> list[dict[str, Picture | None]]:
    """Pictomania's clue maps and Win, Lose or Draw's item maps, every language."""
    maps = [shipped_map(language) for language in LANGUAGES]
    return maps + [item_map(language, category) for language in LANGUAGES for category in CATEGORIES]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("category", CATEGORIES)
def test_every_shipped_item_has_exactly_one_reviewed_line(language: str, category: str) -> None:
    path = item_map_path(language, category)
    entries, problems = parse_map(path.read_text(encoding="utf-8"), str(path))
    assert problems == []
    items = [fold(i.text) for i in load_items(language) if i.category == category]
    assert set(items) == set(entries) and len(items) == len(entries), "a line for every item, and no other"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("category", CATEGORIES)
def test_no_two_items_of_one_category_share_a_picture(language: str, category: str) -> None:
    drawn = [str(p) for p in item_map(language, category).values() if p is not None]
    repeated = {d for d in drawn if drawn.count(d) > 1}
    assert not repeated, "a guesser could not tell them apart"


def test_pictures_are_drawings_not_logos_letters_or_crossed_out_icons() -> None:
    names = used_icons(every_map())
    assert not [n for n in names if NOT_DRAWINGS.search(n)]


def test_only_the_outlines_of_icons_the_maps_use_ship_with_tablers_licence() -> None:
    names = used_icons(every_map())
    assert set(outlines()) == names, "run tools/sketches/outlines.py after editing a map"
    data = json.loads(outlines_path().read_text())
    assert "@tabler/icons" in data["source"] and "MIT" in data["source"]
    assert "own line pictures" in data["source"] and "tools/sketches/own" in data["source"]
    licence = (outlines_path().parent / "LICENSE-tabler-icons.txt").read_text()
    assert "MIT License" in licence and "Paweł Kuna" in licence
    for name, lines in outlines().items():
        assert lines and all(len(line) >= 4 and len(line) % 2 == 0 for line in lines), name
        assert all(0 <= v <= 2400 for line in lines for v in line), name


def test_own_pictures_are_24_unit_outlines_in_tablers_style_named_apart_from_tablers_icons() -> None:
    pictures = sorted(OWN.glob("*.svg"))
    tabler = {path.stem for path in TABLER.glob("*.svg")}
    assert pictures and tabler, "own pictures in tools/sketches/own, Tabler's in web/node_modules (npm ci in web/)"
    for path in pictures:
        name = path.stem
        assert ICON_NAME.match(name) and name.startswith("own-") and name not in tabler, name
        svg = ET.parse(path).getroot()
        assert svg.tag == f"{SVG}svg" and {k: svg.get(k) for k in OUTLINE_STYLE} == OUTLINE_STYLE, name
        assert len(svg) >= 1, f"{name}: no path"
        for element in svg:
            assert element.tag == f"{SVG}path" and set(element.attrib) == {"d"}, f"{name}: only <path d=…>"
            x0, y0, x1, y1 = SvgPath(element.attrib["d"]).bbox()
            assert 0 <= x0 <= x1 <= 24 and 0 <= y0 <= y1 <= 24, f"{name}: a path leaves the 24-unit square"


def test_the_own_pictures_the_maps_use_ship_as_outlines() -> None:
    names = used_icons(every_map())
    own = {path.stem for path in OWN.glob("*.svg")}
    used = names & own
    assert used, "the maps use own pictures"
    assert used <= set(outlines())
    assert not {n for n in names if n.startswith("own-")} - own, "a map names an own picture that is not drawn"


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("apple", "expected 'clue = picture'"),
        ("apple = ?", "is not an icon name"),
        ("apple = a + b + c + d", "is not an icon name"),
        ("apple = ~a + b", "a related picture ('~') is a single icon"),
        ("apple = Apple", "is not an icon name"),
    ],
)
def test_a_map_line_that_cannot_be_read_is_reported_with_its_line(line: str, problem: str) -> None:
    _, problems = parse_map(f"# a comment\n{line}\n", "x.map")
    assert len(problems) == 1 and problems[0].line == 2 and problem in problems[0].message


def test_a_rebus_of_three_pictures_is_laid_out_left_to_right_on_the_sheet() -> None:
    picture = parse_picture("sun + glasses + moon")
    assert picture == Picture(("sun", "glasses", "moon"), "rebus")
    square = ((0, 0, 2400, 0, 2400, 2400, 0, 2400, 0, 0),)
    lines = layout(picture, {"sun": square, "glasses": square, "moon": square})
    middles = [sum(x for x, _ in line) / len(line) for line in lines]
    assert middles == sorted(middles) and len(lines) == 3
    assert all(0 <= x <= 1000 for line in lines for x, _ in line)


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


def test_an_own_picture_answers_to_the_thing_it_draws_not_to_its_prefix() -> None:
    own = sorted(name for name in outlines() if name.startswith("own-"))
    assert own, "the maps use own pictures"
    name = own[0]
    thing = name.removeprefix("own-").replace("-", " ")
    found = confident_picture(f"the {thing}", "fr")
    assert found is not None and found.kind == "icon"
    assert confident_picture(name, "fr") is None, "the prefix is not part of the thing's name"
