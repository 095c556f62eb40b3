"""The actor: one asyncio task per room that serialises everything that happens to it, and the one part of the
room that awaits. It owns the inbox, the stroke tick, and the turn loop.

Each turn drains the inbox, has every message handled (`Dispatch`, then `Play.advance`: the clock, stand-ins,
absent players), commits the turn's writes through the journal (a turn of strokes alone is written behind), and only
then has the fan-out send anything: no client hears of a change before it is durable. A fault anywhere drops the
room (`Durability`); the next connection loads it afresh from its log."""

import asyncio
import time
from collections.abc import Callable, ValuesView
from typing import Any

import structlog

from parlour.engine.errors import RuleError
from parlour.engine.game import Game
from parlour.engine.match import Match
from parlour.server.room.dispatch import Dispatch
from parlour.server.room.durability import RELOAD_CLOSE_CODE, Durability
from parlour.server.room.fanout import FanOut
from parlour.server.room.inbox import Inbox, Queued, Shut, Stale, Stop, Wake
from parlour.server.room.lobby import Lobby
from parlour.server.room.play import Play
from parlour.server.room.seating import Seating
from parlour.server.room.services import Services
from parlour.server.room.sheets import Sheets
from parlour.server.room.state import RoomState
from parlour.server.room.talk import Talk
from parlour.server.room.turn import Peer, Turn
from parlour.store import repository as repo
from parlour.store.journal import Fence
from parlour.store.repository import RoomRow, SeatRow
from parlour.wire.protocol import FrameError, SetOptions, encode
from parlour.wire.seam import RECONNECT_CLOSE_CODE, FrameIn, Join, JoinFrom, Member, Outbox, RoomMessage

log = structlog.get_logger("parlour.room")

CLOSED_CLOSE_CODE = 4410
"""The socket's close code for a room closed for good (docs/protocol.md): the client does not come back."""

IDLE_SECONDS = 600.0
"""A room nobody is connected to leaves memory after this long; the database still has it all."""


class Room:
    """One room: its surface is listed in server/room/__init__.py; its parts are the package's own."""

    def __init__(self, row: RoomRow, game: Game, options: Any, services: Services) -> None:
        """`options` are the room's options as `game.prepare_options` made them from `row.options`."""
        self._state = state = RoomState.of(row, game, options, services)
        self._services = services
        self._sheets = Sheets(state)
        self._seating = Seating(state, self)
        self._play = Play(state, self._sheets)
        self._lobby = Lobby(state, self._seating, self._sheets)
        self._talk = Talk(state, self._lobby)
        self._fanout = FanOut(state, self._sheets, self._talk)
        self._durability = Durability(state, self.wake)
        self._dispatch = Dispatch(state, self._lobby, self._seating, self._play, self._sheets, self._talk)
        self._inbox = Inbox(services.stroke_tick_ms)
        self.task: asyncio.Task[None] | None = None
        self.idle_seconds = IDLE_SECONDS
        self.last_active = time.monotonic()
        self.on_close: Callable[[Room], None] | None = None

    # --- the surface (server/room/__init__.py lists it) -------------------------------------------------------

    @classmethod
    async def load(cls, row: RoomRow, game: Game, options: Any, services: Services) -> "Room":
        """Rebuild a room from the database: seats, the game replayed from its log, this round's drawings."""
        room = cls(row, game, options, services)
        state, reader = room._state, services.reader
        state.seats = await reader.seats(row.code)
        for row_seat in state.seats:
            if row_seat.bot is not None:
                room._seating.attach(row_seat.seat, row_seat.bot)
        if row.game_id is not None:
            game_row = await reader.game(row.game_id)
            if game_row is None:
                raise RuntimeError(f"room {row.code} names missing game {row.game_id}")
            state.match, _ = Match.replay(game, *await reader.game_log(game_row))
            state.game_players = game_row.players
            if row.status == "playing":
                # A room shows the options of the game it plays, as recorded: one started before an option existed
                # keeps what it was played with, where the room's raw options (which do not name it) would give
                # today's default.
                state.options = state.match.options
                state.table = game.table(state.match.options)
                state.public_options = game.public_options(state.match.options)
            epoch = game.canvas_epoch(state.match.state)
            room._sheets.restore(epoch, await reader.op_count(row.game_id), await reader.ops(row.game_id, epoch))
        return room

    @property
    def code(self) -> str:
        return self._state.code

    @property
    def status(self) -> str:
        return self._state.status

    @property
    def game_id(self) -> str | None:
        return self._state.game_id

    @property
    def match(self) -> Match | None:
        return self._state.match

    @property
    def seats(self) -> list[SeatRow]:
        return self._state.seats

    @seats.setter
    def seats(self, seats: list[SeatRow]) -> None:
        self._state.seats = seats

    @property
    def closed(self) -> bool:
        return self._state.closed

    @closed.setter
    def closed(self, closed: bool) -> None:
        self._state.closed = closed

    @property
    def fence(self) -> Fence | None:
        return self._state.fence

    @fence.setter
    def fence(self, fence: Fence | None) -> None:
        self._state.fence = fence

    @property
    def conns(self) -> "ValuesView[Peer]":
        return self._state.conns

    def outbox_of(self, conn_id: int) -> Outbox | None:
        """Where the room's frames for that connection go (None: not in the room, or a computer player)."""
        peer = self._state.peers.get(conn_id)
        return peer.outbox if isinstance(peer, Member) else None

    def now(self) -> int:
        """The room's clock (server clock, ms): a computer player's time."""
        return self._services.clock()

    def room_data(self, you: int | None) -> dict[str, Any]:
        return self._fanout.room_data(you)

    def start(self) -> None:
        self.task = asyncio.create_task(self.run(), name=f"room-{self.code}")

    def post(self, message: RoomMessage) -> bool:
        """Hand the room a message; False once the room has closed (nothing posted then is ever handled)."""
        if self.closed:
            return False
        self._inbox.put(message)
        return True

    def wake(self) -> None:
        """Run a turn now: the clock moved (a test's clock jumped), so a deadline may have fallen due."""
        if not self.closed:
            self._inbox.put(Wake())

    def step_down(self) -> None:
        """Another process owns the room now (its lease moved on): stop, write nothing more, send clients away
        to reconnect, wherever the room is served next."""
        if self._durability.step_down():
            self._inbox.put(Stale())  # wakes the room, which waits on its inbox

    async def stop(self) -> None:
        self.closed = True
        self._inbox.put(Stop())
        if self.task is not None:
            await self.task

    async def shut(self, reason: str) -> None:
        """Close the room for good (the server's admin): written as closed, its players told `reason` and let go;
        no connection loads it again."""
        if self.closed:
            return
        self._inbox.put(Shut(reason))
        if self.task is not None:
            await self.task

    def backlog(self) -> int:
        """Messages waiting for the room: a socket stops reading past a limit."""
        return len(self._inbox)

    def is_idle(self) -> bool:
        """Nobody is connected and nothing is waiting: letting the room go loses nothing (it is all written)."""
        return not self.closed and not self._state.has_people() and not self._inbox

    # --- the turn loop ------------------------------------------------------------------------------------

    def _timeout(self) -> float | None:
        idle = None if self._state.has_people() else self.idle_seconds
        deadline = self._play.next_deadline()
        if deadline is None:
            return idle
        until = max(0.0, (deadline - self._services.clock()) / 1000)
        return until if idle is None else min(until, idle)

    async def run(self) -> None:
        try:
            await self._serve()
        except Exception:
            # A fault outside any one message (the clock, stand-ins, sending): the room cannot be trusted.
            await self._fail(Turn(), None, None)

    async def _serve(self) -> None:
        idle_since = time.monotonic()
        while True:
            first = await self._inbox.next(self._timeout())
            has_people = self._state.has_people()
            if first is None and not has_people and time.monotonic() - idle_since >= self.idle_seconds:
                self._drop(1000)
                return
            if has_people:
                idle_since = time.monotonic()
            if first is not None:
                self.last_active = time.monotonic()
            batch = ([first] if first is not None else []) + self._inbox.drain()
            if self._durability.stepping_down:
                # Another process owns the room now: nothing more is written or sent from here.
                log.warning("stepped_down", room=self.code, fence=self.fence)
                await self._drop_after_writes_behind(RECONNECT_CLOSE_CODE)
                return
            if not await self._turn(batch):
                return

    async def _turn(self, batch: list[Queued]) -> bool:
        """Handle, commit and deliver one batch; False once the room is done (stopped, dropped)."""
        turn = Turn()
        stopping = False
        shut: Shut | None = None
        for message in batch:
            if isinstance(message, Stop):
                stopping = True
                continue
            if isinstance(message, Shut):
                shut = message
                continue
            if isinstance(message, Stale | Wake):
                continue  # they only woke the room
            done = len(turn.writes)
            try:
                if isinstance(message, FrameIn) and isinstance(message.frame, SetOptions):
                    await self._set_options(message, message.frame, turn)
                else:
                    self._dispatch.handle(message, turn)
            except Exception:
                del turn.writes[done:]  # what the faulty message half did is not kept
                await self._fail(turn, message, self._state.peers.get(message.conn))
                return False
        done = len(turn.writes)
        try:
            self._play.advance(turn)
        except Exception:
            del turn.writes[done:]
            await self._fail(turn, None, None)
            return False
        if self._durability.behind_failed:
            await self._drop_after_writes_behind()
            return False
        if shut is not None:
            turn.writes.append(repo.write_room_status(self.code, "closed", self._state.game_id))
        if turn.writes and turn.only_strokes():
            # Strokes are sent first and written behind: the drawer's client holds them, and sends again
            # whatever the server lacks when it reconnects (docs/action-log.md, "What a crash loses").
            self._durability.write_behind(turn.writes)
        elif turn.writes:
            try:
                await self._services.journal.write(turn.writes, self.fence)
            except Exception as error:
                await self._drop_after_writes_behind(self._durability.refused(error))
                return False
            self._durability.committed()
            if turn.game_over is not None and self._services.teacher is not None:
                self._services.teacher.game_over(turn.game_over[0], turn.game_over[1])
        self._fanout.deliver(turn)
        if shut is not None:
            farewell = encode({"t": "error", "code": "room_closed", "reason": shut.reason})
            await self._drop_after_writes_behind(CLOSED_CLOSE_CODE, farewell)
            return False
        if stopping:
            self._close_all(RECONNECT_CLOSE_CODE)  # clients come back to wherever the room is next
            return False
        return True

    async def _set_options(self, message: FrameIn, frame: SetOptions, turn: Turn) -> None:
        """The host changes the options in the lobby. Awaited, unlike other frames: a large pasted deck is checked
        off the event loop, as at creation; the room handles nothing else meanwhile, so nothing changes under it."""
        conn = self._state.peers.get(message.conn)
        if conn is None:
            return
        game = self._state.game
        try:
            raw = self._lobby.options_asked(conn, frame)
            options = await self._services.offload(
                game.prepare_options, raw, self._services.content, result_type=game.options_type
            )
        except (FrameError, RuleError) as error:
            self._state.refuse(conn, error.code, error.params, turn)
            return
        self._lobby.set_options(conn, raw, options, turn)

    # --- letting go ---------------------------------------------------------------------------------------

    async def _drop_after_writes_behind(self, code: int = RELOAD_CLOSE_CODE, farewell: str | None = None) -> None:
        """Drop the room once the writes still on their way are done, so that the next load reads a log that
        nothing of this room's will still add to (a stroke numbered after the load's count would collide)."""
        code = self._durability.dropping(code)
        if self._durability.behind:
            await asyncio.gather(*self._durability.behind, return_exceptions=True)
        self._drop(code, farewell)

    def _close_all(self, code: int = 1000, farewell: str | None = None) -> None:
        self.closed = True
        for conn in list(self.conns):
            conn.close(code, farewell)
        self._state.peers.clear()
        # Sockets whose join came too late to be handled: closed too, so that they reconnect rather than hang.
        for message in self._inbox.drain():
            if isinstance(message, Join):
                Member(message.conn, self._services.outbox).close(code)
            elif isinstance(message, JoinFrom):
                Member(message.conn, message.outbox).close(code)

    def _drop(self, code: int, farewell: str | None = None) -> None:
        """Close every connection and leave memory; the next connection loads the room again from its log."""
        self._close_all(code, farewell)
        if self.on_close is not None:
            self.on_close(self)

    async def _fail(self, turn: Turn, message: RoomMessage | None, conn: Peer | None) -> None:
        """A fault in the game's code or ours. The room is not left half-alive: what came before the fault in
        this turn is written, the sender is told `internal`, everyone is closed with a code that makes clients
        reconnect, and the room is forgotten, so that the next connection replays it from its log."""
        self._durability.failed(message, conn)
        if turn.writes:
            try:
                await self._services.journal.write(turn.writes, self.fence)
            except Exception:
                log.exception("journal_write_failed", room=self.code)
        if conn is not None:
            conn.close(RELOAD_CLOSE_CODE, farewell=encode({"t": "error", "code": "internal"}))
        await self._drop_after_writes_behind()
