"""bench/people-like-items: each drawing names, in its <title>, a shipped item of its folder's language and category,
no item twice, and holds pen strokes only; a third of them are held out."""

import xml.etree.ElementTree as ET
from pathlib import Path

from parlour.content.items import CATEGORIES, load_items
from parlour.content.stand_in_drawings import read_stand_ins

FOLDER = Path(__file__).resolve().parents[2] / "bench" / "people-like-items"
SVG = "{http://www.w3.org/2000/svg}"


def test_every_item_stand_in_draws_a_shipped_item_of_its_category_once_with_pen_strokes() -> None:
    seen: set[tuple[str, str]] = set()
    paths = sorted(FOLDER.glob("*/*/*.svg"))
    assert len(paths) == 240
    for path in paths:
        language, category = path.parent.parent.name, path.parent.name
        assert category in CATEGORIES, path
        root = ET.parse(path).getroot()
        title = root.find(f"{SVG}title")
        assert title is not None and title.text, path
        texts = {i.text for i in load_items(language) if i.category == category}
        assert title.text in texts, f"{path}: {title.text!r} is not a shipped {category} item"
        assert (language, title.text) not in seen, f"{path}: drawn twice"
        seen.add((language, title.text))
        tags = {element.tag.removeprefix(SVG) for element in root.iter()} - {"svg", "title"}
        assert tags == {"path"}, f"{path}: pen strokes only"
    drawings = read_stand_ins(FOLDER)
    held = sum(d.held_out for d in drawings)
    assert 0.2 < held / len(drawings) < 0.45, "about a third held out"
