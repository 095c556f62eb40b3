"""Stand-ins for people's drawings: read from SVG files, a third held out, and read by the guesser on random tables."""

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from parlour.bots.sketching import layout
from parlour.cli import main
from parlour.content.deck import fold
from parlour.content.shipped import load_language
from parlour.content.sketches import outlines, shipped_map
from parlour.content.stand_in_drawings import SVG, StandInError, held_out, read_drawing, read_stand_ins, strokes
from parlour.engine.players import StandInDrawing
from parlour.games.pictomania import stand_ins
from parlour.games.pictomania.bot_levels import LEVELS

HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" fill="none" stroke="black">'


def write(folder: Path, name: str, body: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.svg"
    path.write_text(f"{HEAD}{body}</svg>", encoding="utf-8")
    return path


def test_a_stand_in_drawing_is_its_strokes_in_the_order_drawn_with_curves_cut_into_pieces(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "apple",
        "<title> apple </title>"
        '<path d="M 50 30 C 20 20 20 80 50 80"/>'
        '<path d="M 50 30 L 52 20 L 55 12"/><path d="M 60 60 L 70 70 M 80 80 L 90 90"/>',
    )
    drawing = read_drawing(path, "en")
    assert drawing.clue == "apple" and drawing.language == "en"
    curve, stem, first, second = drawing.lines
    assert curve[0] == (50, 30) and curve[-1] == pytest.approx((50, 80)) and len(curve) > 10
    assert stem == [(50, 30), (52, 20), (55, 12)]
    assert (first, second) == ([(60, 60), (70, 70)], [(80, 80), (90, 90)])


# Curves whose length is within a few hundredths of a piece of a rounding edge: eight-point quadrature over the
# whole curve cut pantoufles' into 12 pieces where svgelements' subdivision gives 11.
NEAR_EDGES = [
    (1.0, "bench/people-like/fr/easy/pantoufles.svg"),
    (0.35, "bench/people-like/fr/easy/pansement.svg"),
    (0.35, "bench/people-like/fr/easy/telephone-portable.svg"),
    (0.35, "bench/people-like/en/easy/apple.svg"),
]


@pytest.mark.parametrize(("step", "name"), NEAR_EDGES)
def test_a_curve_is_cut_into_as_many_pieces_as_its_length_by_svgelements_gives(step: float, name: str) -> None:
    from svgelements import Close, Line, Move
    from svgelements import Path as SvgPath

    root = ET.parse(Path(__file__).resolve().parents[2] / name).getroot()
    curves = [
        segment
        for element in root.iter(f"{SVG}path")
        for segment in SvgPath(element.attrib["d"])
        if not isinstance(segment, (Move, Line, Close)) and segment.start is not None
    ]
    assert curves, name
    for curve in curves:
        expected = max(1, round(curve.length(error=1e-3) / step))
        line = strokes(SvgPath([Move(curve.start), curve]).d(), step)[0]
        assert len(line) == expected + 1, (name, curve)


def test_a_stand_in_without_a_title_or_a_stroke_is_refused_naming_its_file(tmp_path: Path) -> None:
    untitled = write(tmp_path, "untitled", '<path d="M 1 1 L 2 2"/>')
    with pytest.raises(StandInError, match=r"untitled\.svg: no <title>"):
        read_drawing(untitled, "en")
    empty = write(tmp_path, "empty", "<title>apple</title>")
    with pytest.raises(StandInError, match=r"empty\.svg: no pen stroke"):
        read_drawing(empty, "en")
    with pytest.raises(StandInError, match="no such folder"):
        read_stand_ins(tmp_path / "nowhere")


def test_a_third_of_the_clues_are_held_out_always_the_same_ones_whatever_the_case_and_spaces() -> None:
    clues = [clue for card in load_language("en") if card.level == "easy" for side in card.sides for clue in side]
    kept_apart = [clue for clue in clues if held_out("en", clue)]
    assert 0.25 < len(kept_apart) / len(clues) < 0.42
    assert all(held_out("en", f"  {clue.upper()} ") for clue in kept_apart)


def test_the_folder_gives_each_drawing_its_language_from_the_folder_above_its_level(tmp_path: Path) -> None:
    write(tmp_path / "en" / "easy", "apple", '<title>apple</title><path d="M 1 1 L 9 9"/>')
    write(tmp_path / "fr" / "easy", "pomme", '<title>pomme</title><path d="M 1 1 L 9 9"/>')
    found = read_stand_ins(tmp_path)
    assert sorted((d.language, d.clue) for d in found) == [("en", "apple"), ("fr", "pomme")]


def test_the_guesser_reads_a_drawing_that_is_its_clues_picture_and_lists_a_clue_no_deck_holds() -> None:
    picture = shipped_map("en")[fold("apple")]
    assert picture is not None
    apple = [list(line) for line in layout(picture, outlines())]
    drawings = [
        StandInDrawing("en", "apple", apple, held_out=False),
        StandInDrawing("en", "no such clue", apple, held_out=True),
        StandInDrawing("fr", "pomme", apple, held_out=True),
    ]
    tally = stand_ins.tally_stand_ins(drawings, "en", LEVELS["hard"], seed=1, trials=6)
    assert tally.drawings == 1 and tally.unknown == ["no such clue"]
    guesses, right = tally.others["easy"]
    assert guesses == 6 and right >= 5
    assert tally.held_out["easy"] == [0, 0]


def test_bots_evaluate_reads_the_stand_ins_of_a_folder_and_refuses_a_folder_that_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path / "en" / "easy", "apple", '<title>apple</title><path d="M 40 30 C 10 30 20 90 50 85 L 80 40"/>')
    arguments = ["bots", "evaluate", "pictomania", "--rounds", "0", "--level", "hard", "--language", "en"]
    assert main([*arguments, "--stand-ins", str(tmp_path)]) == 0
    report = capsys.readouterr().out
    assert "## On stand-ins for people's drawings" in report and "| en | hard | 1 |" in report
    assert "(--rounds 0): none played" in report
    assert main([*arguments, "--stand-ins", str(tmp_path / "nowhere")]) == 2
    assert "no such folder" in capsys.readouterr().err


def test_every_shipped_stand_in_draws_a_clue_of_its_folders_deck_once_with_its_own_strokes() -> None:
    """bench/people-like: each file names, in its <title>, a clue of the deck its folder says (language and level),
    no clue twice, and holds pen strokes; a third of them are held out."""
    folder = Path(__file__).resolve().parents[2] / "bench" / "people-like"
    decks = {language: stand_ins.places(language) for language in ("en", "fr")}
    seen: dict[tuple[str, str], Path] = {}
    for path in sorted(folder.glob("*/*/*.svg")):
        language, level = path.parent.parent.name, path.parent.name
        root = ET.parse(path).getroot()
        title = root.find(f"{SVG}title")
        assert title is not None and title.text, path
        key = (language, fold(title.text))
        place = decks[language].get(key[1])
        assert place is not None and place.card.level == level, f"{path}: not a clue of the {language} {level} deck"
        assert key not in seen, f"{path} draws the clue of {seen.get(key)}"
        seen[key] = path
        assert root.findall(f"{SVG}path"), f"{path}: no pen stroke"
    assert len(seen) >= 1400
    kept_apart = sum(held_out(language, clue) for language, clue in seen)
    assert 0.25 < kept_apart / len(seen) < 0.42
