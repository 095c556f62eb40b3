"""The platform runs any game that registers: Counting, a game that lives only in the test suite, is created,
played (with a computer player), recorded and reported over the real server without any server code naming it."""

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from parlour.cli import main
from parlour.engine import log
from parlour.engine.errors import RuleError
from parlour.engine.match import Match
from parlour.registry import get_game, registered, registered_games
from parlour.replay_report import report
from parlour.server.state import state_of
from tests.games.counting import ENTRY

from .client import Client
from .conftest import Server
from .helpers import close_all


@pytest.fixture
def counting() -> Iterator[None]:
    with registered(ENTRY):
        yield


async def test_a_game_only_the_tests_know_is_played_over_websockets_with_a_computer_player(
    server: Server, counting: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    response = await server.http.post("/api/rooms", json={"game": "counting", "options": {"target": 10}})
    assert response.status_code == 201, response.text
    code = response.json()["code"]
    room = (await server.http.get(f"/api/rooms/{code}")).json()
    assert room["game"] == "counting" and room["options"] == {"target": 10}
    assert (room["min_players"], room["max_players"]) == (2, 6)

    ann = await Client(server.base, code).connect()
    bob = await Client(server.base, code).connect()
    await ann.sit("Ann", "red")
    await bob.sit("Bob", "blue")
    await ann.send({"t": "add_bot", "level": "clever"})
    error = await ann.error()
    assert error["code"] == "bad_level" and error["levels"] == ["steady"], "levels come from the registration"
    await ann.send({"t": "add_bot", "level": "steady"})
    seated = await ann.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 3)
    assert seated["room"]["seats"][2]["bot"] == "steady"
    await ann.send({"t": "start"})
    await ann.wait_view(lambda v: v["game"] == "counting")

    async def play() -> None:
        """Each person adds 1 on their turn; the computer player takes its own turns."""
        acted = {0: -1, 1: -1}
        refused = False
        while True:
            view = await ann.wait_view(
                lambda v: v["phase"] == "over" or (v["turn"] in acted and v["moves"] != acted[v["turn"]]), timeout=20
            )
            if view["phase"] == "over":
                return
            acted[view["turn"]] = view["moves"]
            player = (ann, bob)[view["turn"]]
            if not refused:
                await player.act({"type": "add", "amount": 3})
                # The game's own refusals reach its players, with their parameters.
                error = await player.wait(lambda f: f["t"] == "error" and f["code"] == "bad_amount")
                assert error["allowed"] == [1, 2]
                refused = True
            await player.act({"type": "add", "amount": 1})

    await asyncio.wait_for(play(), timeout=20)
    final = await bob.wait_view(lambda v: v["phase"] == "over")
    assert final["counter"] == 10 and final["winner"] in (0, 1, 2) and final["seat"] == 1
    await close_all([ann, bob])

    assert ann.room is not None
    game_id = ann.room["game_id"]
    record = (await server.http.get(f"/api/games/{game_id}")).json()
    assert record["game"] == "counting" and record["status"] == "over"
    # The record holds the game's own view; the drawing block and whether the table may talk are what a live room
    # adds to every view (a game that says nothing of talking lets the table chat).
    live = {key: value for key, value in final.items() if key not in ("drawing", "talk")}
    assert record["final"] == {**live, "seat": None}
    assert final["drawing"] == {"epoch": 0, "drawers": [], "sheets": None}
    assert final["talk"] is True
    added = [e for e in record["events"] if e["type"] == "added"]
    assert sum(e["amount"] for e in added) == 10 and record["events"][-1] == {
        "type": "game_over",
        "winner": final["winner"],
    }
    assert {e["seat"] for e in added} == {0, 1, 2}, "everyone played, the computer player too"

    reader = state_of(server.app).running.reader
    row = await reader.game(game_id)
    path = tmp_path / "counting.jsonl"
    path.write_bytes(log.dumps(*await reader.game_log(row)))
    assert main(["replay", str(path)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == {
        "game": "counting",
        "finished": True,
        "winner": final["winner"],
        "counter": 10,
        "moves": [{"seat": e["seat"], "amount": e["amount"]} for e in added],
    }, "parlour replay prints the game's own report"


async def test_a_room_must_name_its_game(server: Server, counting: None) -> None:
    for body in ({}, {"options": {"target": 10}}, {"game": 7}):
        response = await server.http.post("/api/rooms", json=body)
        assert response.status_code == 400
        assert response.json()["error"] == {"code": "bad_request", "detail": "game is required"}
    response = await server.http.post("/api/rooms", json={"game": "counting", "options": {"target": 1}})
    assert response.json()["error"]["code"] == "bad_options", "the game checks its own options"


def test_registration_is_all_it_takes_and_unregistering_undoes_it(capsys: pytest.CaptureFixture[str]) -> None:
    with registered(ENTRY):
        assert get_game("counting") is ENTRY.game
        assert ENTRY in registered_games()
        assert main(["simulate", "counting", "--games", "50", "--option", "target=20"]) == 0
        figures = json.loads(capsys.readouterr().out)
        assert figures["players"] == 6 and figures["games"] == 50, "a table as large as the game allows"
        match = Match(ENTRY.game, ENTRY.game.prepare_options({}, None), 2, 0)
        assert report(match)["finished"] is False
    with pytest.raises(RuleError) as refused:
        get_game("counting")
    assert refused.value.code == "unknown_game"
    assert ENTRY not in registered_games()
    with pytest.raises(SystemExit):
        main(["simulate", "counting"])
