"""The shipped Pictus picture decks, classic and storybook (docs/pictures.md): their texts, their pictures, and that
the generator made them."""

import json
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "tools/pictures/generate.py"
PICTURES = Path("web/public/pictures")
SERVER_DECK = Path("src/parlour/content/pictures/deck.json")
SVG = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
SIZE_LIMIT = {"classic": 8 * 1024, "storybook": 30 * 1024}
STORYBOOK_SPECS = ROOT / "tools/pictures/storybook"
SKIN_TONES = ("-medium-light", "-medium-dark", "-medium", "-light", "-dark")


def deck() -> dict[str, Any]:
    return dict(json.loads((ROOT / SERVER_DECK).read_text(encoding="utf-8")))


def cards() -> list[dict[str, Any]]:
    return list(deck()["cards"])


def ids() -> list[str]:
    return [str(card["id"]) for card in cards()]


def run_generator(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(GENERATOR), *args], capture_output=True, text=True, cwd=ROOT, check=False
    )


def deck_of(card_id: str) -> str:
    return str(next(card["deck"] for card in cards() if card["id"] == card_id))


def test_the_classic_deck_has_at_least_150_cards_the_storybook_300_and_no_id_twice() -> None:
    decks = Counter(card["deck"] for card in cards())
    assert set(decks) == {"classic", "storybook"}
    assert decks["classic"] >= 150 and decks["storybook"] >= 300
    assert len(set(ids())) == len(ids())


def storybook_specs() -> list[dict[str, Any]]:
    return [
        card
        for path in sorted(STORYBOOK_SPECS.glob("*.toml"))
        for card in tomllib.loads(path.read_text(encoding="utf-8"))["card"]
    ]


def test_no_element_is_on_more_than_three_storybook_cards_nor_a_backdrop_on_more_than_two() -> None:
    """Read from the specs here, apart from the generator's own check."""
    elements: Counter[str] = Counter()
    backdrops: Counter[tuple[str, str]] = Counter()
    for card in storybook_specs():
        names = set()
        for item in card["item"]:
            name = item.get("emoji") or f"icon:{item['icon']}"
            names.add(next((name[: -len(t)] for t in SKIN_TONES if name.endswith(t)), name))
        elements.update(names)
        backdrops[(card["scene"], card["palette"])] += 1
    assert [(name, n) for name, n in elements.most_common() if n > 3] == []
    assert [(pair, n) for pair, n in backdrops.most_common() if n > 2] == []


def test_every_storybook_card_has_a_large_focal_subject_and_three_different_review_clues() -> None:
    for card in storybook_specs():
        assert max(item["size"] for item in card["item"]) >= 0.45, card["id"]
        assert len({clue.strip().lower() for clue in card["clues"]}) == 3, card["id"]


def test_every_card_has_a_caption_a_description_and_a_neutral_account_in_english_and_french() -> None:
    for card in cards():
        caption, description, account = card["caption"], card["description"], card["account"]
        assert set(caption) == set(description) == set(account) == {"en", "fr"}, card["id"]
        assert all(0 < len(caption[lang]) <= 40 for lang in ("en", "fr")), card["id"]
        assert all(60 <= len(description[lang]) <= 220 for lang in ("en", "fr")), card["id"]
        assert all(60 <= len(account[lang]) <= 240 for lang in ("en", "fr")), card["id"]
        assert account != description, card["id"]


def test_no_two_cards_of_a_deck_share_a_caption_in_either_language() -> None:
    """With the captions variant, two cards of one table must not read the same."""
    for deck in ("classic", "storybook"):
        for language in ("en", "fr"):
            captions = Counter(card["caption"][language].lower() for card in cards() if card["deck"] == deck)
            assert [c for c, n in captions.items() if n > 1] == [], (deck, language)


def test_french_texts_keep_their_punctuation_on_the_line_before_it() -> None:
    for card in cards():
        for field in ("caption", "description", "account"):
            text = card[field]["fr"]
            for mark in (" ;", " :", " !", " ?", "« ", " »"):
                assert mark not in text, f"{card['id']} {field}: {mark!r} needs a non-breaking space"


def test_the_browser_and_the_server_read_the_same_deck() -> None:
    assert (ROOT / PICTURES / "deck.json").read_bytes() == (ROOT / SERVER_DECK).read_bytes()


def test_the_deck_credits_tabler_and_fluent_emoji_and_ships_their_licences() -> None:
    assert "Tabler Icons" in deck()["licence"] and "MIT" in deck()["licence"]
    licence = (ROOT / PICTURES / "LICENSE-tabler.txt").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "Paweł Kuna" in licence
    assert "Fluent Emoji" in deck()["licence"] and "LICENSE-fluent-emoji.txt" in deck()["licence"]
    licence = (ROOT / PICTURES / "LICENSE-fluent-emoji.txt").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "Copyright (c) Microsoft Corporation." in licence


def test_every_card_has_its_picture_and_no_other_picture_ships() -> None:
    assert {p.stem for p in (ROOT / PICTURES).glob("*.svg")} == set(ids())


@pytest.mark.parametrize("card_id", ids())
def test_each_picture_is_a_self_contained_scalable_svg(card_id: str) -> None:
    path = ROOT / PICTURES / f"{card_id}.svg"
    assert path.stat().st_size < SIZE_LIMIT[deck_of(card_id)]
    root = ET.fromstring(path.read_bytes())
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 200 300"
    assert root.get("width") is None and root.get("height") is None
    assert root.get("role") == "img"
    ids = [element.get("id") for element in root.iter() if element.get("id")]
    assert len(ids) == len(set(ids)), f"an id is defined twice in {card_id}"
    for element in root.iter():
        assert element.tag.startswith(SVG), f"{element.tag} is not SVG"
        assert element.tag not in (f"{SVG}script", f"{SVG}text", f"{SVG}foreignObject", f"{SVG}image")
        for name, value in element.attrib.items():
            assert not name.startswith("on"), f"{name} handler in {card_id}"
            if name in ("href", XLINK_HREF):
                assert value.startswith("#"), f"external reference {value}"
                assert value[1:] in ids, f"{value} names no element of {card_id}"
            if "url(" in value:
                assert value.startswith("url(#"), f"external reference {value}"
                assert value[5:-1] in ids, f"{value} names no element of {card_id}"


def test_the_shipped_deck_is_what_the_generator_makes_of_the_specs(tmp_path: Path) -> None:
    result = run_generator("--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    made = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    assert made, "the generator wrote nothing"
    stale = [str(p) for p in made if (tmp_path / p).read_bytes() != (ROOT / p).read_bytes()]
    assert stale == [], "regenerate: .venv/bin/python tools/pictures/generate.py"
    shipped = {p.relative_to(ROOT) for p in (ROOT / PICTURES).iterdir()} | {SERVER_DECK}
    assert shipped == set(made)


BAD_SPECS = """
[[card]]
id = "river-of-stars"
scene = "night-sky"
palette = "dusk"
caption = { en = "Stars", fr = "Étoiles" }
description.en = "A river of stars flows between two dark hills under a crescent moon."
description.fr = "Une rivière d'étoiles coule entre deux collines sombres sous un croissant de lune."
account.en = "A white crescent moon at the top; a small dark sailing boat below; dark blue starry sky."
account.fr = "Un croissant de lune blanc en haut ; un petit voilier sombre en dessous ; ciel bleu nuit étoilé."

[[card.item]]
icon = "moon"
x = 0.5
y = 0.3
size = 0.2

[[card.item]]
icon = "sailboat"
x = 0.5
y = 0.6
size = 0.3

[[card]]
id = "river-of-stars"
scene = "under-the-bed"
palette = "dusk"
caption = { en = "A caption that goes on much too long for a card" }
description.en = "Too short."
description.fr = "Trop court."

[[card.item]]
icon = "moon-made-of-cheese"
x = 0.5
y = 0.3
size = 0.2
colour = "purple"

[[card.item]]
icon = "tent"
style = "filled"
x = 0.5
y = 0.6
size = 2
"""


def test_the_generator_names_the_file_and_card_of_every_problem(tmp_path: Path) -> None:
    cards_dir = tmp_path / "cards"
    cards_dir.mkdir()
    (cards_dir / "bad.toml").write_text(BAD_SPECS, encoding="utf-8")
    result = run_generator("--cards", str(cards_dir), "--out", str(tmp_path / "out"))
    assert result.returncode == 1
    problems = [line.strip() for line in result.stderr.splitlines()[1:]]
    assert all(p.startswith(f"{cards_dir / 'bad.toml'}: card 'river-of-stars' (#2)") for p in problems), problems
    messages = " | ".join(problems)
    for expected in (
        "duplicate id",
        "unknown scene 'under-the-bed'",
        "caption is missing its 'fr' text",
        "caption.en is 47 characters",
        "description.en is 10 characters",
        "account must be",
        "item 1 ('moon-made-of-cheese'): no outline Tabler icon",
        "colour 'purple'",
        "item 2 ('tent'): no filled Tabler icon of that name (it exists only as outline)",
        "size = 2",
    ):
        assert expected in messages
    assert not (tmp_path / "out").exists()


BAD_STORYBOOK = """
[[card]]
id = "four-moons"
scene = "night-sky"
palette = "dusk"
clues = ["night", "Night", "sleep"]
caption = { en = "Moons", fr = "Lunes" }
description.en = "Four small moons hang over a dark hill while a cat watches them from below."
description.fr = "Quatre petites lunes flottent au-dessus d'une colline sombre qu'un chat regarde d'en bas."
account.en = "Four small yellow moons at the top; a small grey cat at the bottom; a dark blue sky."
account.fr = "Quatre petites lunes jaunes en haut ; un petit chat gris en bas ; un ciel bleu nuit."

[[card.item]]
emoji = "crescent-moon"
x = 0.5
y = 0.3
size = 0.2

[[card.item]]
emoji = "cat"
colour = "pop"
x = 0.5
y = 0.8
size = 0.3

[[card.item]]
emoji = "moon-made-of-cheese"
x = 0.2
y = 0.2
size = 0.2
"""


def test_the_generator_refuses_a_storybook_card_without_review_clues_or_with_unknown_or_recoloured_emoji(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "storybook"
    folder.mkdir()
    (folder / "bad.toml").write_text(BAD_STORYBOOK, encoding="utf-8")
    (tmp_path / "empty").mkdir()
    result = run_generator("--cards", str(tmp_path / "empty"), "--storybook", str(folder), "--out", str(tmp_path / "o"))
    assert result.returncode == 1
    messages = result.stderr
    for expected in (
        "clues should be 3 different clues",
        "item 2 ('cat'): an emoji keeps its own colours",
        "item 3 ('moon-made-of-cheese'): no Fluent emoji of that name",
    ):
        assert expected in messages, messages
    assert not (tmp_path / "o").exists()


def test_the_generator_refuses_an_element_on_a_fourth_storybook_card_and_a_small_focal_subject(tmp_path: Path) -> None:
    folder = tmp_path / "storybook"
    folder.mkdir()
    card = """
[[card]]
id = "cat-{n}"
scene = "{scene}"
palette = "dusk"
clues = ["one", "two", "three"]
caption = {{ en = "Cat", fr = "Chat" }}
description.en = "A cat sits on a hill under the sky and looks at the world below it."
description.fr = "Un chat est assis sur une colline sous le ciel et regarde le monde en bas."
account.en = "A grey cat in the middle of the card; a hill at the bottom; a sky above it all."
account.fr = "Un chat gris au milieu de la carte ; une colline en bas ; un ciel au-dessus."

[[card.item]]
emoji = "cat"
x = 0.5
y = 0.6
size = {size}

[[card.item]]
emoji = "fish"
x = 0.2
y = 0.8
size = 0.1
"""
    scenes = ("night-sky", "day-sky", "forest", "meadow", "desert")
    text = "".join(card.format(n=n, scene=scene, size=0.3 if n == 0 else 0.5) for n, scene in enumerate(scenes))
    (folder / "cats.toml").write_text(text, encoding="utf-8")
    (tmp_path / "empty").mkdir()
    result = run_generator("--cards", str(tmp_path / "empty"), "--storybook", str(folder), "--out", str(tmp_path / "o"))
    assert result.returncode == 1
    assert "card 'cat-0' (#1): no item is 0.45 of the card wide or more" in result.stderr
    assert "cat is on 4 cards (cat-1, cat-2, cat-3, cat-4): at most 3" in result.stderr, result.stderr
