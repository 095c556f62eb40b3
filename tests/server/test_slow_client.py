"""A slow client never slows its room: its frames queue up to a bound, then it is caught up or dropped."""

import asyncio
from typing import Any

from parlour.server.connection import RESYNCS_BEFORE_DROP, SEND_QUEUE, Connection
from parlour.server.metrics import Metrics
from parlour.wire.seam import Resync


class StuckSocket:
    """A client that never reads: every send waits forever."""

    def __init__(self) -> None:
        self.sent = 0

    async def send_text(self, data: str) -> None:
        self.sent += 1
        await asyncio.Event().wait()

    async def close(self) -> None:
        return None


class RecordingRoom:
    def __init__(self) -> None:
        self.posted: list[Any] = []

    def post(self, message: Any) -> None:
        self.posted.append(message)


async def test_sending_to_a_stuck_client_never_blocks_and_the_queue_is_bounded() -> None:
    conn = Connection(StuckSocket(), Metrics())  # type: ignore[arg-type]
    conn.room = RecordingRoom()  # type: ignore[assignment]
    writer = asyncio.create_task(conn.write_loop())
    for n in range(SEND_QUEUE * 2):
        conn.send(f'{{"t":"pong","n":{n}}}')  # returns at once however slow the client is
    assert conn.queue.qsize() <= SEND_QUEUE
    resyncs = [m for m in conn.room.posted if isinstance(m, Resync)]  # type: ignore[union-attr]
    assert resyncs, "a client that fell behind is caught up with a snapshot"
    writer.cancel()


async def test_a_client_that_keeps_falling_behind_is_dropped() -> None:
    conn = Connection(StuckSocket(), Metrics())  # type: ignore[arg-type]
    conn.room = RecordingRoom()  # type: ignore[assignment]
    for _ in range(RESYNCS_BEFORE_DROP + 1):
        for n in range(SEND_QUEUE + 1):
            conn.send(str(n))
    assert not conn.alive
    conn.send("more")
    assert conn.queue.qsize() <= 1
