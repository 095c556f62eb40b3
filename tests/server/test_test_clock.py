"""The test clock (PARLOUR_TEST_CLOCK): a test moves a server's time on, and the games' timers fall due at once;
a server people play on has no such door."""

from collections.abc import AsyncIterator

import pytest

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
