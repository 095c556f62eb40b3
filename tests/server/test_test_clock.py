"""The test clock (PARLOUR_TEST_CLOCK): a test moves a server's time on, and the games' timers fall due at once;
a server people play on has no such door."""

from collections.abc import AsyncIterator

import pytest

from parlour.server import clock

from .conftest import Server, running_server
from .helpers import close_all, started_game, to_drawing


@pytest.fixture
async def clock_server(database_url: str) -> AsyncIterator[Server]:
    async with running_server(database_url, test_clock=True) as running:
        yield running


async def test_a_server_without_the_test_clock_has_no_clock_route(server: Server) -> None:
    response = await server.http.post("/test/clock", json={"advance_ms": 60_000})
    assert response.status_code == 404


async def test_moving_the_clock_on_ends_a_round_whose_time_is_up(clock_server: Server) -> None:
    _code, clients = await started_game(clock_server, 3, round_seconds=120)
    await to_drawing(clients)
    view = await clients[0].wait_view(lambda v: v["phase"] == "drawing")
    for client in clients:
        client.answers_probes = False  # their answers would wake the room every two seconds
    before = (await clock_server.http.post("/test/clock", json={"advance_ms": 0})).json()["now"]
    assert view["deadline"] > before
    moved = await clock_server.http.post("/test/clock", json={"advance_ms": view["deadline"] - before + 1})
    assert moved.status_code == 200 and moved.json()["now"] >= view["deadline"]
    # Nobody sent anything: the room's own timer, set for two minutes of wall time, was woken by the jump.
    for client in clients:
        await client.wait_view(lambda v: v["phase"] != "drawing", timeout=10.0)
    await close_all(clients)


async def test_the_clock_refuses_bad_moves_with_a_stable_code(clock_server: Server) -> None:
    for body in ({"advance_ms": -1}, {"advance_ms": 1.5}, {"advance_ms": True}, {}, [1]):
        response = await clock_server.http.post("/test/clock", json=body)
        assert response.status_code == 400 and response.json()["error"]["code"] == "bad_request", body


async def test_a_held_clock_moves_only_when_moved_on(clock_server: Server) -> None:
    held = await clock_server.http.post("/test/clock", json={"hold": True})
    assert held.status_code == 200 and held.json()["held"] is True
    stood = held.json()["now"]
    # Requests take wall time; a held clock does not see it: it stands until moved, then by exactly that much.
    assert (await clock_server.http.post("/test/clock", json={"advance_ms": 0})).json()["now"] == stood
    moved = await clock_server.http.post("/test/clock", json={"advance_ms": 5_000})
    assert moved.json() == {"now": stood + 5_000, "held": True}
    released = await clock_server.http.post("/test/clock", json={"hold": False})
    assert released.json()["held"] is False and released.json()["now"] >= stood + 5_000


async def test_the_clock_refuses_a_hold_that_is_not_true_or_false(clock_server: Server) -> None:
    for body in ({"hold": 1}, {"hold": "yes"}, {"hold": None}, {"hold": True, "advance_ms": -5}):
        response = await clock_server.http.post("/test/clock", json=body)
        assert response.status_code == 400 and response.json()["error"]["code"] == "bad_request", body


def test_a_released_clock_flows_on_from_where_it_stood(monkeypatch: pytest.MonkeyPatch) -> None:
    wall = [1_000_000]
    monkeypatch.setattr(clock, "wall_clock", lambda: wall[0])
    movable = clock.MovableClock()
    assert movable.hold() == 1_000_000
    wall[0] += 60_000  # a minute of wall time while held: none of it passes
    assert movable() == 1_000_000
    assert movable.advance(3_000) == 1_003_000
    assert movable.release() == 1_003_000
    wall[0] += 2_000  # flowing again: with the wall clock, never back
    assert movable() == 1_005_000
