"""A restart as a service manager does it (SIGTERM, then start again) loses nothing, not even the strokes still
being written behind: players are told to come back (close 1012), and they find the round as they left it."""

import signal
from collections.abc import Iterator

import httpx
import pytest

from .client import Client
from .conftest import Server
from .helpers import close_all, started_game, to_drawing
from .process import ServerProcess

RESTART_CLOSE_CODE = 1012
"""The WebSocket close code for "service restart": the client reconnects at once (docs/protocol.md)."""


@pytest.fixture
def process(database_url: str) -> Iterator[ServerProcess]:
    proc = ServerProcess(database_url)
    yield proc
    proc.kill()


async def test_a_graceful_restart_mid_round_loses_no_stroke_and_tells_players_to_come_back(
    process: ServerProcess,
) -> None:
    await process.start()
    server = Server(process.base, None)
    code, clients = await started_game(server, 3)
    await to_drawing(clients)
    strokes = [{"sid": sid, "tool": "pen", "size": 6, "pts": [sid, sid, 50, sid + 1, sid + 2, 60]} for sid in (1, 2, 3)]
    for stroke in strokes:
        await clients[0].send({"t": "draw", **stroke})
    await clients[1].act({"type": "guess", "target": 0, "number": 4})
    # Heard by the others: in the room, though perhaps not yet written (strokes are written behind).
    await clients[2].wait(lambda f: f["t"] == "draw" and f["sid"] == 3)
    for client in clients:  # every client's last view must be the newest, or `before` compares a stale one
        await client.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
        await client.settled()
    before = {c.seat: c.view for c in clients}
    tokens = [c.token for c in clients]

    # uvicorn shuts down, then dies of the signal it was sent, as a service manager expects (-15, not 0).
    assert process.terminate() == -signal.SIGTERM
    assert [await c.closed() for c in clients] == [RESTART_CLOSE_CODE] * 3, "everyone was told to come back"
    await process.start()

    back = [await Client(process.base, code).connect(token=t) for t in tokens]
    for client in back:
        assert client.snapshot["view"] == before[client.seat], "the round came back as it was"
        assert client.snapshot["canvases"]["0"] == strokes, "every stroke, with nothing to send again"
    async with httpx.AsyncClient() as http:
        assert (await http.get(f"{process.base}/readyz")).json() == {"ready": True}
    await close_all(back)
