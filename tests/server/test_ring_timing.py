"""An action is timed from when its frame came off the socket: time it then waited in a busy room's inbox is the
server's, not the player's (the fair bell judges rings by it, and its reaction floor by a few milliseconds)."""

import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from parlour.content.source import Content
from parlour.engine.game import get_game
from parlour.server.metrics import Metrics
from parlour.server.protocol import Act, Hello, Sit, Start
from parlour.server.room import Facts, Room, Services
from parlour.store import migrate
from parlour.store.database import open_engine
from parlour.store.journal import Journal
from parlour.store.repository import Reader, RoomRow

from .test_room_seam import RecordingOutbox, until_sent

NOW_MS = 5_000_000


class FactsSeen:
    """The game, with a note of the facts the room admits each action with."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.facts: list[Facts] = []

    def admit(self, action: Any, seat: int, facts: Facts) -> Any:
        self.facts.append(facts)
        return self.game.admit(action, seat, facts)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


@pytest.fixture
async def piccolino_room(tmp_path: Path) -> AsyncIterator[tuple[Room, RecordingOutbox, FactsSeen]]:
    engine = open_engine(f"sqlite+aiosqlite:///{tmp_path / 'timing.sqlite3'}")
    await migrate.upgrade(engine)
    journal = Journal(engine)
    journal.start()
    outbox = RecordingOutbox()
    content = Content()
    services = Services(
        journal=journal, reader=Reader(engine), metrics=Metrics(), content=content, outbox=outbox, clock=lambda: NOW_MS
    )
    game = get_game("piccolino")
    seen = FactsSeen(game)
    room = Room(
        RoomRow("PICCOL", "piccolino", {}, "lobby", None, time.time()),
        game,
        game.prepare_options({}, content),
        services,
    )
    room.game = seen  # type: ignore[assignment]
    room.start()
    try:
        yield room, outbox, seen
    finally:
        await room.stop()
        await journal.close()
        await engine.dispose()


async def test_a_ring_that_waited_in_the_rooms_inbox_is_timed_from_when_it_arrived(
    piccolino_room: tuple[Room, RecordingOutbox, FactsSeen],
) -> None:
    room, outbox, seen = piccolino_room
    room.post(("join", 99, None, 0.0))  # the watcher `until_sent` pings from
    room.post(("frame", 99, Hello(token=None), time.perf_counter()))
    for conn_id, name, colour in ((1, "Ann", "red"), (2, "Bob", "blue")):
        room.post(("join", conn_id, None, 0.0))
        room.post(("frame", conn_id, Hello(token=None), time.perf_counter()))
        room.post(("frame", conn_id, Sit(name=name, colour=colour), time.perf_counter()))
    room.post(("frame", 1, Start(), time.perf_counter()))
    await until_sent(room, outbox, 1)
    assert room.status == "playing"
    # Came off the socket 400 ms ago; the room reaches it only now.
    room.post(("frame", 2, Act(action={"type": "ring", "version": 0, "reaction_ms": 50}), time.perf_counter() - 0.4))
    await until_sent(room, outbox, 2)
    (facts,) = seen.facts
    assert NOW_MS - 450 <= facts.now <= NOW_MS - 400
