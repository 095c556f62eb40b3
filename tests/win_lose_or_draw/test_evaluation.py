"""`parlour bots evaluate win-lose-or-draw`: what the computer players can sketch, how they do among themselves, and
how a computer teammate reads sketches made as people draw them (stand-ins)."""

import itertools
from pathlib import Path

import pytest

from parlour.bots.sketching import layout
from parlour.cli import main
from parlour.content.items import load_items
from parlour.content.sketches import item_picture, outlines
from parlour.content.stand_in_drawings import held_out
from parlour.engine.players import StandInDrawing
from parlour.games.win_lose_or_draw.evaluation import on_stand_ins, resampled

SVG_HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'


def test_the_report_gives_the_share_sketchable_and_games_among_themselves(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bots", "evaluate", "win-lose-or-draw", "--rounds", "2", "--level", "hard", "--language", "en"]) == 0
    report = capsys.readouterr().out
    assert "## What they can sketch" in report and "| en | " in report
    assert "| teams | hard | en | 2 |" in report and "| board | hard | en | 2 |" in report


def test_a_person_sketching_an_items_own_picture_is_found_by_a_computer_teammate_and_a_scribble_is_not() -> None:
    item = next(i for i in load_items("en") if i.category == "food" and item_picture(i.text, "food", "en"))
    picture = item_picture(item.text, "food", "en")
    assert picture is not None
    clean = [list(line) for line in layout(picture, outlines())]
    scribble = [[(10.0, 10.0), (90.0, 12.0), (12.0, 50.0), (88.0, 52.0), (10.0, 90.0)]]
    drawings = [
        StandInDrawing("en", item.text, clean, held_out=False),
        StandInDrawing("en", item.text, scribble, held_out=True),
        StandInDrawing("en", "No such item of any category", clean, held_out=True),
    ]
    tallies = on_stand_ins(drawings, "hard", seed=1)
    assert tallies[False].outcomes["guessed"] == 1
    assert tallies[True].sketched == 1 and tallies[True].outcomes["guessed"] == 0, "the unknown item is left out"


def test_a_pen_leaves_a_point_every_few_units_along_a_stand_in_line() -> None:
    [line] = resampled([[(0.0, 0.0), (100.0, 0.0)]])
    gaps = {round(b[0] - a[0], 3) for a, b in itertools.pairwise(line)}
    assert len(line) > 20 and len(gaps) == 1


def test_bots_evaluate_reads_a_folder_of_item_stand_ins(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "en" / "food"
    folder.mkdir(parents=True)
    (folder / "fish-and-chips.svg").write_text(
        f'{SVG_HEAD}<title>Fish and chips</title><path d="M 10 50 C 30 30 50 30 60 50 L 70 40 L 70 60 L 60 50"/>'
        '<path d="M 75 40 L 78 70"/></svg>',
        encoding="utf-8",
    )
    arguments = ["bots", "evaluate", "win-lose-or-draw", "--rounds", "0", "--level", "easy", "--language", "en"]
    assert main([*arguments, "--stand-ins", str(tmp_path)]) == 0
    report = capsys.readouterr().out
    assert "## On sketches a person could have drawn" in report
    mine, other = ("held out", "development") if held_out("en", "Fish and chips") else ("development", "held out")
    assert "| easy | en, " + mine + " | 1 |" in report and "| easy | en, " + other + " | 0 |" in report
