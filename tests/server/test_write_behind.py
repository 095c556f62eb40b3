"""Strokes at relay speed (issue 15, item 1): a stroke reaches the other players at once and is written behind;
a game action is heard of only once it is durable."""

import asyncio
from typing import Any

from parlour.server.state import state_of
from parlour.store.journal import Journal

from .client import Client
from .conftest import Server
from .helpers import close_all, started_game, to_drawing


async def test_strokes_reach_the_others_before_they_are_written_but_actions_only_after(server: Server) -> None:
    _, clients = await started_game(server, 3)
    await to_drawing(clients)
    journal: Journal = state_of(server.app).running.directory.services.journal
    held = asyncio.Event()
    real_commit = journal._commit

    async def slow_commit(batch: Any) -> None:
        await held.wait()
        await real_commit(batch)

    journal._commit = slow_commit  # type: ignore[method-assign]
    try:
        await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [10, 20, 50]})
        # The database has not written it, yet the others see it.
        stroke = await clients[1].wait(lambda f: f["t"] == "draw" and f["seat"] == 0)
        assert stroke["pts"] == [10, 20, 50]
        await clients[1].act({"type": "guess", "target": 0, "number": 4})
        await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [30, 40, 50]})
        await asyncio.sleep(0.3)  # nothing can arrive while the commit is held: give it every chance to
        heard = [f for f in clients[2].frames if f["t"] == "event" and f["event"]["type"] == "guessed"]
        assert heard == [], "nobody hears of a guess before it is durable"
        held.set()
        await clients[2].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
        await clients[2].wait(lambda f: f["t"] == "draw" and f["pts"] == [30, 40, 50])
    finally:
        journal._commit = real_commit  # type: ignore[method-assign]
        held.set()
    rows = await state_of(server.app).running.reader.ops(clients[0].room["game_id"])  # type: ignore[index]
    assert [op["pts"] for _, _, _, _, op in rows] == [[10, 20, 50], [30, 40, 50]], "every stroke written, in order"
    await close_all(clients)


async def test_a_stroke_the_database_refuses_drops_the_room_and_its_drawer_sends_it_again(server: Server) -> None:
    code, clients = await started_game(server, 3)
    await to_drawing(clients)
    journal: Journal = state_of(server.app).running.directory.services.journal
    real_commit = journal._commit
    failed: list[int] = []

    async def failing_commit(batch: Any) -> None:
        if not failed:
            failed.append(len(batch))
            for _, future, _ in batch:
                future.set_exception(RuntimeError("disk full"))
            return
        await real_commit(batch)

    journal._commit = failing_commit  # type: ignore[method-assign]
    try:
        stroke = {"sid": 1, "tool": "pen", "size": 6, "pts": [10, 20, 50]}
        await clients[0].send({"t": "draw", **stroke})
        codes = [await client.closed() for client in clients]
        assert codes == [1011, 1011, 1011], "the room is dropped, and everyone told to reconnect"
    finally:
        journal._commit = real_commit  # type: ignore[method-assign]
    back = [await Client(server.base, code).connect(token=c.token) for c in clients]
    assert back[1].snapshot["canvases"].get("0", []) == [], "the log never held the stroke"
    await back[0].send({"t": "draw", **stroke})  # as the drawer's browser sends what the snapshot lacks
    await back[1].wait(lambda f: f["t"] == "draw" and f["seat"] == 0 and f["pts"] == [10, 20, 50])
    await close_all(back)
