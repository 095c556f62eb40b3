"""The seam for several processes: a room takes plain-data messages and answers by connection id through an
outbox, so it runs with no socket at all (issue 9, item 6)."""

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import msgspec
import pytest

from parlour.cluster.bus import Inbound, Item
from parlour.content.source import Content
from parlour.registry import get_game
from parlour.server.metrics import Metrics
from parlour.server.room import Room, Services
from parlour.store import migrate
from parlour.store.database import open_engine
from parlour.store.journal import Journal
from parlour.store.repository import Reader, RoomRow
from parlour.wire.protocol import Draw, Hello, Ping, Sit
from parlour.wire.seam import FrameIn, Join, Leave, Resync, Rtt


class RecordingOutbox:
    """Stands where sockets would be: every frame the room sends, by connection id."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, str]] = []
        self.closed: list[tuple[int, int]] = []
        self.news = asyncio.Event()

    def send(self, conn_id: int, data: str) -> None:
        self.sent.append((conn_id, data))
        self.news.set()

    def close(self, conn_id: int, code: int = 1000, farewell: str | None = None) -> None:
        self.closed.append((conn_id, code))

    def frames(self, conn_id: int) -> list[dict[str, object]]:
        out: list[dict[str, object]] = []
        for to, data in self.sent:
            if to == conn_id:
                decoded = msgspec.json.decode(data)
                out += decoded if isinstance(decoded, list) else [decoded]
        return out


@pytest.fixture
async def room_and_outbox(tmp_path: Path) -> AsyncIterator[tuple[Room, RecordingOutbox]]:
    engine = open_engine(f"sqlite+aiosqlite:///{tmp_path / 'seam.sqlite3'}")
    await migrate.upgrade(engine)
    journal = Journal(engine)
    journal.start()
    outbox = RecordingOutbox()
    content = Content()
    services = Services(journal=journal, reader=Reader(engine), metrics=Metrics(), content=content, outbox=outbox)
    game = get_game("pictomania")
    row = RoomRow("ABCDEF", "pictomania", {}, "lobby", None, time.time())
    room = Room(row, game, game.prepare_options({}, content), services)
    room.start()
    try:
        yield room, outbox
    finally:
        await room.stop()
        await journal.close()
        await engine.dispose()


async def until_sent(room: Room, outbox: RecordingOutbox, count: int) -> None:
    """Post a ping of our own and wait for its pong: the room handles its inbox in order, so everything posted
    before it has been handled and sent by then."""
    room.post(FrameIn(99, Ping(n=count), time.perf_counter()))

    async def pong() -> None:
        while not any(f.get("t") == "pong" and f.get("n") == count for f in outbox.frames(99)):
            outbox.news.clear()
            await outbox.news.wait()

    await asyncio.wait_for(pong(), 5)


async def test_a_room_runs_on_plain_messages_and_answers_by_connection_id(
    room_and_outbox: tuple[Room, RecordingOutbox],
) -> None:
    room, outbox = room_and_outbox
    for conn_id in (7, 8, 99):
        assert room.post(Join(conn_id))
        assert room.post(FrameIn(conn_id, Hello(token=None), time.perf_counter()))
    room.post(FrameIn(7, Sit(name="Ann", colour="red"), time.perf_counter()))
    await until_sent(room, outbox, 1)
    seated = [f for f in outbox.frames(7) if f["t"] == "seated"]
    assert len(seated) == 1 and seated[0]["seat"] == 0
    assert any(f["t"] == "snapshot" for f in outbox.frames(8)), "each id gets its own snapshot"
    assert not any(f["t"] == "seated" for f in outbox.frames(8)), "a reply goes to its sender's id alone"
    room.post(Leave(8))
    room.post(FrameIn(8, Ping(n=5), time.perf_counter()))  # a message from an id that left is void
    await until_sent(room, outbox, 2)
    assert not any(f["t"] == "pong" for f in outbox.frames(8))


def test_what_a_socket_posts_crosses_to_another_process_as_it_is() -> None:
    """The messages a socket posts are the bus's cargo (cluster/bus.py, `Inbound`): each comes out of Redis the
    same typed message that went in, frame and all."""
    messages = [
        Join(7),
        FrameIn(7, Hello(token="t"), 12.5),
        FrameIn(7, Draw(sid=1, tool="pen", size=4, pts=[1, 2, 3, 4], colour=2)),
        Rtt(7, 40),
        Resync(7),
        Leave(7),
    ]
    items: list[Item] = [Inbound(room="ABCDEF", node="holder", message=m, at=1.0) for m in messages]
    decoded = msgspec.msgpack.decode(msgspec.msgpack.encode(items), type=list[Item])
    assert decoded == items
    assert [type(item.message) for item in decoded if isinstance(item, Inbound)] == [type(m) for m in messages]
