"""Durability: what the room does about the log. Strokes written behind (sent first, committed after), what a
refused or failed write means (another process took the room over, or the log is behind memory), stepping down for
another process, and the room's fault handling: in each case the room is dropped, to be loaded afresh from its log.

Decisions only: the waiting itself (for the journal, for writes still behind) is the actor's, the one part of the
room that awaits."""

import asyncio
from collections.abc import Callable

import structlog

from parlour.server.room.state import RoomState
from parlour.server.room.turn import Peer
from parlour.store.journal import StaleOwner, Write
from parlour.wire.seam import RECONNECT_CLOSE_CODE, RoomMessage

log = structlog.get_logger("parlour.room")

RELOAD_CLOSE_CODE = 1011
"""Internal error: the room was dropped after a fault; the client reconnects and the room is loaded afresh."""


class Durability:
    def __init__(self, state: RoomState, wake: Callable[[], None]) -> None:
        self.state = state
        self.wake = wake
        """Runs a turn soon (a write behind failed: the room must drop itself)."""
        self.behind: set[asyncio.Future[None]] = set()
        """Stroke writes sent to the journal and not yet committed."""
        self.behind_failed = False
        self.behind_stale = False
        """A write behind was refused because another process took the room over."""
        self.stepping_down = False
        """Another process owns the room now: the next turn drops it instead of handling anything."""

    def write_behind(self, writes: list[Write]) -> None:
        future = self.state.services.journal.submit(writes, self.state.fence)
        self.behind.add(future)
        future.add_done_callback(self._written_behind)

    def _written_behind(self, future: "asyncio.Future[None]") -> None:
        self.behind.discard(future)
        state = self.state
        if future.cancelled() or future.exception() is not None:
            if isinstance(future.exception(), StaleOwner):
                if not self.behind_stale:
                    log.warning("stale_owner_write_refused", room=state.code, fence=state.fence)
                self.behind_stale = True
            elif not self.behind_failed:
                log.error("journal_write_failed", room=state.code, exception=repr(future.exception()))
            self.behind_failed = True
            self.wake()  # the room drops itself and reloads from its log
        else:
            state.services.metrics.commits.inc()

    def committed(self) -> None:
        self.state.services.metrics.commits.inc()

    def refused(self, error: Exception) -> int:
        """A turn's write failed (called while handling `error`): how the room is dropped, by the close code its
        clients are sent away with."""
        state = self.state
        if isinstance(error, StaleOwner):
            # Another process took the room over while this one stalled: the turn never happened.
            log.warning("stale_owner_write_refused", room=state.code, fence=state.fence)
            return RECONNECT_CLOSE_CODE
        # The state in memory is now ahead of the durable log: drop the room; the next connection reloads it
        # from the database, as after a crash.
        log.exception("journal_write_failed", room=state.code)
        return RELOAD_CLOSE_CODE

    def step_down(self) -> bool:
        """Another process owns the room now (its lease moved on); whether the room must be woken to drop."""
        if self.state.closed:
            return False
        self.stepping_down = True
        return True

    def dropping(self, code: int) -> int:
        """The room is being dropped: from now on a join is refused (and tries again), not left waiting in the
        inbox. The close code its clients get: to reconnect wherever the room is served next when another
        process owns it now."""
        if self.stepping_down or self.behind_stale or code == RECONNECT_CLOSE_CODE:
            code = RECONNECT_CLOSE_CODE
            self.state.services.metrics.stepped_down.inc()
        self.state.closed = True
        return code

    def failed(self, message: RoomMessage | None, conn: Peer | None) -> None:
        """A fault in the game's code or ours (logged with the exception being handled)."""
        state = self.state
        frame = getattr(message, "frame", None)
        log.exception(
            "room_failed",
            room=state.code,
            message=type(message).__name__ if message is not None else "turn",
            seat=conn.seat if conn is not None else None,
            frame=type(frame).__name__ if frame is not None else None,
        )
        state.services.metrics.errors.labels("internal").inc()
        state.closed = True
