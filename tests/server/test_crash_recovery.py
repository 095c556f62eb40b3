"""kill -9 in the middle of a round loses nothing: the room comes back with guesses and scores, and with every
stroke, those written behind and lost coming back from their drawer's client."""

import asyncio
import os
import select
from collections.abc import Iterator
from pathlib import Path

import pytest

from .client import Client
from .conftest import Server
from .decks import deck_of_bytes
from .helpers import close_all, started_game, to_drawing
from .process import ServerProcess


@pytest.fixture
def process(database_url: str) -> Iterator[ServerProcess]:
    proc = ServerProcess(database_url)
    yield proc
    proc.kill()


async def test_kill_9_mid_round_and_restart_loses_nothing(process: ServerProcess, tmp_path: Path) -> None:
    await process.start()
    server = Server(process.base, None)
    code, clients = await started_game(server, 3)
    await to_drawing(clients)
    await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [1, 2, 3, 4, 5, 6]})
    await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [7, 8, 9]})
    await clients[2].send({"t": "draw", "sid": 1, "tool": "pen", "size": 3, "pts": [500, 500, 50]})
    await clients[1].act({"type": "guess", "target": 0, "number": 4})
    await clients[2].act({"type": "finish", "bonus": True})
    # Everything each client has heard of is durable: wait until the others have heard it all.
    await clients[1].wait(lambda f: f["t"] == "draw" and f["seat"] == 2)
    for client in clients:  # every client's last view must be the newest, or `before` compares a stale one
        await client.wait_view(lambda v: v["players"][2]["finished"] and v["players"][0]["pile"])
    before = {c.seat: c.view for c in clients}
    tokens = [c.token for c in clients]
    # A stroke is written behind: one the others have seen may not be durable when the server dies.
    late = {"sid": 2, "tool": "pen", "size": 6, "pts": [600, 600, 40]}
    await clients[0].send({"t": "draw", **late})
    await clients[1].wait(lambda f: f["t"] == "draw" and f["sid"] == 2)

    process.kill()
    for client in clients:
        await client.close()
    await process.start()

    back = [await Client(process.base, code).connect(token=t) for t in tokens]
    first = {"sid": 1, "tool": "pen", "size": 6, "pts": [1, 2, 3, 4, 5, 6, 7, 8, 9]}
    for client in back:
        snapshot = client.snapshot
        assert snapshot["view"] == before[client.seat], "the view came back exactly"
        assert snapshot["canvases"]["0"] in ([first], [first, late]), "what was heard of before an action is durable"
        assert snapshot["canvases"]["2"][0]["pts"] == [500, 500, 50]
    # The drawer's client sends what the server lacks, as a browser does after reconnecting (docs/protocol.md).
    if back[0].snapshot["canvases"]["0"] == [first]:
        await back[0].send({"t": "draw", **late})
        await back[1].wait(lambda f: f["t"] == "draw" and f["sid"] == 2)
    again = await Client(process.base, code).connect(token=tokens[2])
    assert again.snapshot["canvases"]["0"] == [first, late], "every stroke its drawer still had is back"
    back[2] = again
    # ...and the game goes on.
    await back[0].act({"type": "finish", "bonus": True})
    view = await back[1].wait_view(lambda v: v["phase"] == "review")
    assert view["players"][2]["bonus"] == 2 and view["players"][0]["bonus"] == 1
    await close_all(back)


def _pool_workers(pid: int) -> set[int]:
    """The process's children that are pool workers (not multiprocessing's resource tracker)."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        found |= {int(child) for child in (task / "children").read_text().split()}
    return {child for child in found if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes()}


async def test_a_server_killed_with_kill_9_leaves_no_worker_process_behind(process: ServerProcess) -> None:
    """Its worker (for large pasted decks and for the computer players' lessons) held ~50 MB each and stayed
    forever after a kill -9: five of them were left behind by one run of the browser tests."""
    await process.start()
    assert process.proc is not None
    before = _pool_workers(process.proc.pid)
    server = Server(process.base, None)
    response = await server.http.post(
        "/api/rooms", json={"game": "pictomania", "options": {"custom_deck": deck_of_bytes(40_000)}}
    )
    await server.http.aclose()
    assert response.status_code == 201, response.text
    (worker,) = _pool_workers(process.proc.pid) - before
    watch = os.pidfd_open(worker)  # readable once the worker has ended: a wait on the event, not a poll
    try:
        process.kill()
        readable, _, _ = await asyncio.to_thread(select.select, [watch], [], [], 30)
        assert readable, "the worker outlived its server"
    finally:
        os.close(watch)
