import json
from pathlib import Path

import pytest

from parlour.bots.random_play import play_random_game
from parlour.cli import main
from parlour.engine import log
from parlour.games.pictomania import GAME
from parlour.games.pictomania.options import Options
from tests.pictomania.helpers import CARDS


def test_replay_prints_final_scores_and_each_rounds_breakdown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = play_random_game(GAME, Options(cards=CARDS, level="hard"), 4, 11)
    path = tmp_path / "game.jsonl"
    path.write_bytes(log.dumps(match.header, match.records))
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["final_scores"] == match.state.totals
    assert out["finished"] and len(out["rounds"]) == 5
    player = out["rounds"][0]["players"][0]
    expected = {"tokens_received", "own_tokens_kept", "bonus_token", "bonus_counted", "black_sheep", "score"}
    assert expected <= set(player)
    for r, result in zip(out["rounds"], match.state.results, strict=True):
        assert [p["score"] for p in r["players"]] == [p.score for p in result.score.players]
        assert r["black_sheep"] == result.score.black_sheep


def test_replay_of_a_broken_log_says_where(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"game": "pictomania"}\n')
    assert main(["replay", str(path)]) == 2
    assert "line 1" in capsys.readouterr().err


def test_simulate_prints_games_per_second(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "pictomania", "--players", "6", "--games", "20", "--seed", "3"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["games"] == 20 and figures["players"] == 6 and figures["games_per_second"] > 0


def test_decks_check_reports_each_problem_with_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.deck"
    bad.write_text("language: en\nlevel: easy\n\ncard: one\nfront: a | b | c\nback: a | b | c | d | e | f | g7\n")
    assert main(["decks", "check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"{bad}:5: front has 3 clues, expected 7" in out
    assert f"{bad}:6: clue 'g7' has a digit" in out


def test_serve_keeps_every_setting_of_the_environment_the_command_line_does_not_give(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from parlour.cli import build_parser, serve_settings

    monkeypatch.setenv("PARLOUR_GAME_SEED", "7")
    monkeypatch.setenv("PARLOUR_BOT_SPEED", "4")
    monkeypatch.setenv("PARLOUR_PORT", "9000")
    settings = serve_settings(build_parser().parse_args(["serve", "--port", "8123"]))
    assert (settings.game_seed, settings.bot_speed, settings.port) == (7, 4.0, 8123)


def test_bots_evaluate_reports_the_players_figures_and_refuses_a_file_that_is_no_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["bots", "evaluate", "pictomania", "--rounds", "1", "--level", "medium", "--language", "fr"]) == 0
    report = capsys.readouterr().out
    assert "| medium | fr |" in report and "chance 16.7%" in report
    assert "No database given" in report
    empty = f"sqlite+aiosqlite:///{tmp_path / 'empty.sqlite3'}"
    assert main(["bots", "evaluate", "pictomania", "--rounds", "1", "--database-url", empty]) == 2
    assert "holds no Parlour database" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("arguments", "environment", "says"),
    [
        (["--workers", "2"], {}, "2 processes cannot share SQLite"),
        (["--workers", "2", "--database-url", "postgresql://u@h/db"], {}, "set PARLOUR_REDIS_URL"),
        ([], {"PARLOUR_REDIS_URL": "redis://127.0.0.1:6379/0"}, "PARLOUR_REDIS_URL is for several processes"),
    ],
)
def test_serve_refuses_several_processes_without_postgresql_and_redis(
    arguments: list[str],
    environment: dict[str, str],
    says: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.delenv("PARLOUR_REDIS_URL", raising=False)
    monkeypatch.delenv("PARLOUR_DATABASE_URL", raising=False)
    for key, value in environment.items():
        monkeypatch.setenv(key, value)
    assert main(["serve", *arguments]) == 2
    assert says in capsys.readouterr().err
