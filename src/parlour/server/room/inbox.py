"""The room's inbox and its stroke tick: part of the actor (actor.py), which alone takes messages out of it.

Everything a room is posted queues here in order: what sockets, computer players and other processes send
(`RoomMessage`, wire/seam.py), and the room's own signals (`Stop`, `Shut`, `Stale`, `Wake`). A stroke may wait a
short tick for the strokes that follow it; anything else cuts the tick short."""

import asyncio
from dataclasses import dataclass

from parlour.wire.protocol import Clear, Draw, Undo
from parlour.wire.seam import FrameIn, RoomMessage


@dataclass(frozen=True)
class Stop:
    """Close the room (the directory lets it go): its clients reconnect to wherever it is next."""


@dataclass(frozen=True)
class Shut:
    """Close the room for good (the server's admin): its players are told why, and it is never served again."""

    reason: str


@dataclass(frozen=True)
class Stale:
    """Another process owns the room now: the next turn drops it."""


@dataclass(frozen=True)
class Wake:
    """Run a turn now: the clock moved, or a write behind failed."""


Queued = RoomMessage | Stop | Shut | Stale | Wake


def is_stroke(message: Queued) -> bool:
    return isinstance(message, FrameIn) and isinstance(message.frame, Draw | Undo | Clear)


def _release(waiter: "asyncio.Future[None]") -> None:
    if not waiter.done():
        waiter.set_result(None)


class Inbox:
    def __init__(self, tick_ms: int) -> None:
        self.tick_ms = tick_ms
        self.queue: asyncio.Queue[Queued] = asyncio.Queue()
        self.gathering: asyncio.Future[None] | None = None
        """While the room waits out a stroke tick: done as soon as a message that must not wait comes in."""
        self.urgent = 0
        """Messages in the inbox that must not wait for a stroke tick."""

    def put(self, message: Queued) -> None:
        self.queue.put_nowait(message)
        if not is_stroke(message):
            # A message that must not wait has come: cut the stroke tick short.
            self.urgent += 1
            if self.gathering is not None and not self.gathering.done():
                self.gathering.set_result(None)

    def __len__(self) -> int:
        return self.queue.qsize()

    async def next(self, timeout: float | None) -> Queued | None:
        """The next message, once the stroke tick is out if it is a stroke; None if none came within `timeout`."""
        try:
            # Not wait_for, which in Python 3.11 drops a cancel that comes as a message does (and costs a task).
            async with asyncio.timeout(timeout):
                first = await self.queue.get()
        except TimeoutError:
            return None
        if self.tick_ms > 0 and is_stroke(first):
            await self._gather()
        return first

    async def _gather(self) -> None:
        """Wait out the stroke tick, so that the strokes that come meanwhile are handled in one turn and each
        viewer is sent one message with every drawer's new points, instead of one per frame that came in. Cut
        short by anything else: a game action, a join, a leave is never held back for strokes."""
        if self.urgent:
            return
        loop = asyncio.get_running_loop()
        self.gathering = loop.create_future()
        timer = loop.call_later(self.tick_ms / 1000, _release, self.gathering)
        try:
            await self.gathering
        finally:
            timer.cancel()
            self.gathering = None

    def drain(self) -> list[Queued]:
        """Everything waiting now, in order."""
        batch = []
        while not self.queue.empty():
            batch.append(self.queue.get_nowait())
        self.urgent = 0  # the inbox is empty: whatever must not wait is in this turn
        return batch
