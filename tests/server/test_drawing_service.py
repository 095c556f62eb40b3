"""Drawing as a platform service: the view's drawing block says who may draw, which sheets a seat may see and
the sheets' epoch, and strokes and snapshots follow it for any game (issue 9, items 4 and 5)."""

from collections.abc import Iterator

import pytest

from parlour.registry import registered
from tests.games import private_sketch

from .client import Client
from .conftest import Server
from .helpers import COLOURS, NAMES, close_all

STROKE = {"t": "draw", "sid": 1, "tool": "pen", "size": 5, "pts": [10, 10, 50, 20, 20, 50]}


async def synced(client: Client) -> None:
    await client.send({"t": "ping", "n": 4242})
    await client.wait(lambda f: f["t"] == "pong" and f["n"] == 4242)


@pytest.fixture
def sketch_game() -> Iterator[None]:
    with registered(private_sketch.ENTRY):
        yield


async def test_a_private_sheet_reaches_its_drawer_and_the_judge_alone(server: Server, sketch_game: None) -> None:
    code = await server.create_room("private-sketch")
    players = []
    for i in range(3):
        client = await Client(server.base, code).connect()
        await client.sit(NAMES[i], COLOURS[i])
        players.append(client)
    watcher = await Client(server.base, code).connect()
    judge, drawer, other = players
    await judge.send({"t": "start"})
    view = await drawer.wait_view(lambda v: v.get("game") == "private-sketch")
    assert view["drawing"] == {"epoch": 0, "drawers": [0, 1, 2], "sheets": [1]}
    assert (await judge.wait_view(lambda v: "drawing" in v))["drawing"]["sheets"] == [0, 1, 2]
    assert (await watcher.wait_view(lambda v: "drawing" in v))["drawing"]["sheets"] == []

    await drawer.send(STROKE)
    await drawer.send({"t": "undo"})
    await drawer.send(STROKE)
    await judge.wait(lambda f: f["t"] == "draw" and f["seat"] == 1)
    await other.send({**STROKE, "sid": 9})
    await judge.wait(lambda f: f["t"] == "draw" and f["seat"] == 2)
    for client in (drawer, other, watcher):  # a pong comes after anything the room sent before it
        await synced(client)
    assert not [f for f in other.frames if f["t"] in ("draw", "undo") and f.get("seat") == 1]
    assert not [f for f in watcher.frames if f["t"] in ("draw", "undo")]
    assert not [f for f in drawer.frames if f["t"] == "draw" and f.get("seat") == 2]

    late_other = await Client(server.base, code).connect(token=other.token)
    assert set(late_other.snapshot["canvases"]) == {"2"}, "a snapshot holds the sheets its seat may see"
    late_judge = await Client(server.base, code).connect(token=judge.token)
    assert set(late_judge.snapshot["canvases"]) == {"1", "2"}

    turn = late_judge.snapshot["view"]["turn"]
    mover = {0: late_judge, 1: drawer, 2: late_other}[turn]
    await mover.act({"type": "add", "amount": 1})
    fresh = await drawer.wait_view(lambda v: v["drawing"]["epoch"] == 1)
    assert fresh["drawing"]["sheets"] == [1], "a new epoch: every sheet starts blank"
    again = await Client(server.base, code).connect(token=judge.token)
    assert again.snapshot["canvases"] == {}
    await close_all([judge, drawer, other, watcher, late_other, late_judge, again])
