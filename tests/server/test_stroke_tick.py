"""The stroke tick (issue 15, item 2): a room gathers the strokes of a short tick and sends each viewer one
message holding every drawer's new points; anything else the room sends never overtakes them."""

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from .client import Client
from .conftest import Server, running_server
from .helpers import close_all, started_game, to_drawing

LONG_TICK_MS = 400
"""Long enough that frames sent back to back surely fall in one tick, even on a busy machine."""


@pytest.fixture
async def slow_tick(tmp_path: Path) -> AsyncIterator[Server]:
    async with running_server(f"sqlite+aiosqlite:///{tmp_path}/p.sqlite3", stroke_tick_ms=LONG_TICK_MS) as server:
        yield server


def _draw(sid: int, x: int) -> dict[str, Any]:
    return {"t": "draw", "sid": sid, "tool": "pen", "size": 6, "pts": [x, x, 50, x + 1, x + 1, 50]}


def _is_draw(frame: dict[str, Any]) -> bool:
    return frame["t"] == "draw"


async def test_a_viewer_gets_every_drawers_points_of_one_tick_in_one_message(slow_tick: Server) -> None:
    _, clients = await started_game(slow_tick, 3)
    await to_drawing(clients)
    for drawer, x in ((0, 10), (1, 20), (0, 30), (1, 40)):
        await clients[drawer].send(_draw(x, x))
    viewer = clients[2]
    await viewer.wait(lambda f: _is_draw(f) and f["sid"] == 40)
    carrying = [m for m in viewer.messages if any(_is_draw(f) for f in m)]
    assert len(carrying) == 1, f"one message for the tick, not {len(carrying)}"
    drawn = [(f["seat"], f["sid"]) for f in carrying[0] if _is_draw(f)]
    # Two sockets race each other; each drawer's own frames keep their order.
    assert [sid for seat, sid in drawn if seat == 0] == [10, 30]
    assert [sid for seat, sid in drawn if seat == 1] == [20, 40]
    # A drawer is sent the others' points, never its own.
    await clients[0].wait(lambda f: _is_draw(f) and f["sid"] == 40)
    assert {f["seat"] for f in clients[0].frames if _is_draw(f)} == {1}
    await close_all(clients)


async def test_an_action_after_a_stroke_is_never_heard_before_the_stroke(slow_tick: Server) -> None:
    _, clients = await started_game(slow_tick, 3)
    await to_drawing(clients)
    await clients[0].send(_draw(1, 10))
    await clients[1].act({"type": "guess", "target": 0, "number": 4})
    viewer = clients[2]
    await viewer.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
    kinds = [f["t"] if f["t"] != "event" else f["event"]["type"] for f in viewer.frames]
    assert "draw" in kinds, "the guess sent the stroke on before itself, without waiting for the tick"
    assert kinds.index("draw") < kinds.index("guessed")
    await close_all(clients)


async def test_a_newcomer_whose_hello_shares_a_turn_with_a_stroke_gets_it_once_in_its_snapshot(
    slow_tick: Server,
) -> None:
    code, clients = await started_game(slow_tick, 3)
    await to_drawing(clients)
    watcher = await Client(slow_tick.base, code).open()
    await asyncio.wait_for(watcher.probed.wait(), 5)  # the room knows of the socket: only the hello is to come
    await clients[0].send(_draw(7, 10))
    await watcher.hello()  # cuts the stroke's tick short: one turn handles the stroke and the hello
    assert [s["sid"] for s in watcher.snapshot["canvases"]["0"]] == [7]
    await clients[1].wait(lambda f: _is_draw(f) and f["sid"] == 7)
    assert not [f for f in watcher.frames if _is_draw(f)], "not sent it again beside the snapshot"
    await close_all([*clients, watcher])
