"""A room: one asyncio task that owns one game and serialises everything that happens to it.

Each turn drains the inbox, handles every frame (validate, then change), commits the turn's writes through the
journal, and only then sends anything: no client hears of a change before it is durable."""

import asyncio
import hashlib
import random
import secrets
import time
import uuid
from collections.abc import Awaitable, Callable, ValuesView
from dataclasses import dataclass, field
from typing import Any

import structlog

from parlour.content.source import Content
from parlour.engine.decoding import decode_action
from parlour.engine.errors import RuleError
from parlour.engine.game import Event, Game
from parlour.engine.match import Match
from parlour.server.bots import BOT_NAMES, BotConnection, bot_levels, make_policy
from parlour.server.clock import wall_clock
from parlour.server.connection import SEAT_TAKEN_ELSEWHERE
from parlour.server.metrics import Metrics
from parlour.server.outbox import RECONNECT_CLOSE_CODE, LocalOutbox, Member, Outbox
from parlour.server.teams import check_ready, check_team, shuffled, smallest_team
from parlour.store import repository as repo
from parlour.store.journal import Fence, Journal, StaleOwner, Write
from parlour.store.repository import Reader, RoomRow, SeatRow
from parlour.wire.canvas import Canvas, frame_of, op_of
from parlour.wire.protocol import (
    Act,
    AddBot,
    Again,
    Clear,
    Draw,
    FrameError,
    Hello,
    MoveTeam,
    Ping,
    Remove,
    SetOptions,
    ShuffleTeams,
    Sit,
    Start,
    TeamChoice,
    Undo,
    encode,
)

log = structlog.get_logger("parlour.room")

COLOURS = (
    "red", "yellow", "green", "blue", "purple", "orange", "pink", "teal", "brown", "grey", "navy", "lime",
)  # fmt: skip
"""Seat colours, enough for the largest table (12). The client draws each with its own mark as well, so that
colour is never the only cue."""
MAX_NAME = 20
IDLE_SECONDS = 600.0
"""A room nobody is connected to leaves memory after this long; the database still has it all."""
STANDIN_STEPS = 200
"""Bound on stand-in moves in one turn, so a bug there cannot spin the room forever."""
ABSENT_GRACE_MS = 8000
"""How long a game waits for a disconnected player it needs before `absent_action` plays for them: longer than
a reconnecting client's first few tries."""

Peer = Member | BotConnection
Message = tuple[str, int, Any, float]
"""(kind, connection id, payload, arrival time): plain data, so that the sender may live in another process."""
DELIVERIES_KEPT = 64
RELOAD_CLOSE_CODE = 1011
"""Internal error: the room was dropped after a fault; the client reconnects and the room is loaded afresh."""
STROKE_TICK_MS = 8
"""How long a room gathers the strokes that come in before it handles and sends them on, together: chosen by
`make bench` (docs/benchmarks.md, "The stroke tick")."""


@dataclass(frozen=True)
class Facts:
    """What the server knows about an action's sender, for games whose rules weigh timing (the fair bell) or take
    a drawing as it stands (an own-deck card)."""

    now: int
    rtt_ms: int
    delivered: dict[int, int]
    """When each recent version of the game was handed to the sender's connection (server clock, ms)."""
    rtts: list[int]
    """The round trips of every seated player."""
    sheet: Callable[[], list[dict[str, Any]]] = lambda: []
    """The strokes on the sender's canvas now (asked for only by the games that need them)."""
    host: bool = False
    """Whether the sender is the room's host (for a game's host-only moves)."""


async def run_inline(function: Callable[..., Any], *args: Any, result_type: Any = None) -> Any:
    return function(*args)


@dataclass
class Services:
    journal: Journal
    reader: Reader
    metrics: Metrics
    content: Content
    clock: Callable[[], int] = wall_clock
    """Milliseconds since the epoch; a test's server runs on a clock the test moves (`server/clock.py`)."""
    bot_speed: float = 1.0
    offload: Callable[..., Awaitable[Any]] = field(default=run_inline)
    """Runs slow pure work (parsing a pasted deck) where it does not hold up the event loop."""
    outbox: Outbox = field(default_factory=LocalOutbox)
    """Where the room's frames go, by connection id."""
    game_seed: int | None = None
    """Every game starts from this seed instead of a random one (tests and demos that need the same dice)."""
    stroke_tick_ms: int = STROKE_TICK_MS
    """How long a room gathers strokes before handling them in one turn (0: a turn as soon as anything comes)."""


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _is_stroke(message: Message) -> bool:
    return message[0] == "frame" and isinstance(message[2], Draw | Undo | Clear)


def _release(waiter: "asyncio.Future[None]") -> None:
    if not waiter.done():
        waiter.set_result(None)


@dataclass
class Turn:
    """What one turn of the room produced: writes to commit, then frames to send, in order."""

    writes: list[Write] = field(default_factory=list)
    sends: list[tuple[Peer | None, Peer | None, str, frozenset[int] | None, bool]] = field(default_factory=list)
    """(only this connection | None for everyone, except this connection, data, only these seats | None, whether
    it is a canvas operation)."""
    snapshots: list[Peer] = field(default_factory=list)
    room_changed: bool = False
    state_changed: bool = False
    stroke_arrivals: list[float] = field(default_factory=list)

    def only_strokes(self) -> bool:
        """Whether every write of the turn is a canvas operation (no action, no seat, no game row)."""
        return all(statement is repo.INSERT_OP for statement, _ in self.writes)

    def reply(self, conn: Peer, frame: dict[str, Any]) -> None:
        self.sends.append((conn, None, encode(frame), None, False))

    def broadcast(
        self,
        frame: dict[str, Any],
        exclude: Peer | None = None,
        seats: frozenset[int] | None = None,
        canvas: bool = False,
    ) -> None:
        """To every connection (but `exclude`), or, with `seats`, to the connections of those seats alone."""
        self.sends.append((None, exclude, encode(frame), seats, canvas))


class Room:
    def __init__(self, row: RoomRow, game: Game, options: Any, services: Services) -> None:
        """`options` are the room's options as `game.prepare_options` made them from `row.options`."""
        self.code = row.code
        self.game = game
        self.options = options
        self.raw_options: dict[str, Any] = dict(row.options or {})
        """What the room was made with, as written (a lobby change patches it)."""
        self.public_options = game.public_options(options)
        self.table = game.table(options)
        """How many may sit and in how many teams, as the options make it."""
        self.status = row.status
        self.game_id = row.game_id
        self.services = services
        self.seats: list[SeatRow] = []
        self.match: Match | None = None
        self.canvases: dict[int, Canvas] = {}
        self.epoch = 0
        self.op_count = 0
        self.peers: dict[int, Peer] = {}
        """Everyone connected (people and computer players), by connection id: messages name their sender so."""
        self.delivered: dict[int, dict[int, int]] = {}
        self.away_since: dict[int, int] = {}
        """Seats with no connection in a game, since when (server clock, ms)."""
        self.absent_waiting: dict[int, int] = {}
        """Seats the game needs something of (`absent_action`) while they are away, since when."""
        self.absent_due: int | None = None
        self.inbox: asyncio.Queue[Message] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None
        self.closed = False
        self.idle_seconds = IDLE_SECONDS
        self.last_active = time.monotonic()
        self.on_close: Callable[[Room], None] | None = None
        self.behind: set[asyncio.Future[None]] = set()
        """Stroke writes sent to the journal and not yet committed."""
        self.behind_failed = False
        self.behind_stale = False
        self.stepping_down = False
        """Another process owns the room now: the next turn drops it instead of handling anything."""
        """A write behind was refused because another process took the room over."""
        self.gathering: asyncio.Future[None] | None = None
        """While the room waits out a stroke tick: done as soon as a message that must not wait comes in."""
        self.urgent = 0
        """Messages in the inbox that must not wait for a stroke tick."""
        self.fence: Fence | None = None
        """With several processes, the fencing number this process holds the room by: every write carries it."""
        self.game_players: list[dict[str, Any]] = []
        """The game record's players: who sat where, and which seats computer players played, from which epoch."""

    # --- lifecycle ----------------------------------------------------------------------------------------

    @classmethod
    async def load(cls, row: RoomRow, game: Game, options: Any, services: Services) -> "Room":
        """Rebuild a room from the database: seats, the game replayed from its log, this round's drawings."""
        room = cls(row, game, options, services)
        room.seats = await services.reader.seats(row.code)
        for row_seat in room.seats:
            if row_seat.bot is not None:
                room._attach_bot(row_seat.seat, row_seat.bot)
        if row.game_id is not None:
            game_row = await services.reader.game(row.game_id)
            if game_row is None:
                raise RuntimeError(f"room {row.code} names missing game {row.game_id}")
            room.match, _ = Match.replay(game, *await services.reader.game_log(game_row))
            room.game_players = game_row.players
            room.epoch = game.canvas_epoch(room.match.state)
            room.op_count = await services.reader.op_count(row.game_id)
            for _, _, _, seat, op in await services.reader.ops(row.game_id, room.epoch):
                room.canvases.setdefault(seat, Canvas()).apply(frame_of(op))
        return room

    def start(self) -> None:
        self.task = asyncio.create_task(self.run(), name=f"room-{self.code}")

    def post(self, message: Message) -> bool:
        """Hand the room a message; False once the room has closed (nothing posted then is ever handled)."""
        if self.closed:
            return False
        self.inbox.put_nowait(message)
        if not _is_stroke(message):
            self._wake()
        return True

    def wake(self) -> None:
        """Run a turn now: the clock moved (a test's clock jumped), so a deadline may have fallen due."""
        self.post(("wake", 0, None, 0.0))

    def _wake(self) -> None:
        """A message that must not wait has come: cut the stroke tick short."""
        self.urgent += 1
        if self.gathering is not None and not self.gathering.done():
            self.gathering.set_result(None)

    async def stop(self) -> None:
        self.closed = True
        self.inbox.put_nowait(("stop", 0, None, 0.0))
        self._wake()
        if self.task is not None:
            await self.task

    async def _gather(self) -> None:
        """Wait out the stroke tick, so that the strokes that come meanwhile are handled in one turn and each
        viewer is sent one message with every drawer's new points, instead of one per frame that came in. Cut
        short by anything else: a game action, a join, a leave is never held back for strokes."""
        if self.urgent:
            return
        loop = asyncio.get_running_loop()
        self.gathering = loop.create_future()
        timer = loop.call_later(self.services.stroke_tick_ms / 1000, _release, self.gathering)
        try:
            await self.gathering
        finally:
            timer.cancel()
            self.gathering = None

    def backlog(self) -> int:
        """Messages waiting for the room: a socket stops reading past a limit."""
        return self.inbox.qsize()

    def _has_people(self) -> bool:
        return any(isinstance(c, Member) for c in self.conns)

    def is_idle(self) -> bool:
        """Nobody is connected and nothing is waiting: letting the room go loses nothing (it is all written)."""
        return not self.closed and not self._has_people() and self.inbox.empty()

    def _timeout(self) -> float | None:
        idle = None if self._has_people() else self.idle_seconds
        if self.match is None or self.status != "playing":
            return idle
        deadline = self.match.next_deadline()
        if self.absent_due is not None:
            deadline = self.absent_due if deadline is None else min(deadline, self.absent_due)
        if deadline is None:
            return idle
        until = max(0.0, (deadline - self.services.clock()) / 1000)
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
            try:
                first: Message | None = await asyncio.wait_for(self.inbox.get(), self._timeout())
            except TimeoutError:
                first = None
            if first is None and not self._has_people() and time.monotonic() - idle_since >= self.idle_seconds:
                self._close_all()
                if self.on_close is not None:
                    self.on_close(self)
                return
            if self._has_people():
                idle_since = time.monotonic()
            if first is not None:
                self.last_active = time.monotonic()
                if self.services.stroke_tick_ms > 0 and _is_stroke(first):
                    await self._gather()
            batch = [first] if first is not None else []
            while not self.inbox.empty():
                batch.append(self.inbox.get_nowait())
            self.urgent = 0  # the inbox is empty: whatever must not wait is in this turn
            if self.stepping_down:
                # Another process owns the room now: nothing more is written or sent from here.
                log.warning("stepped_down", room=self.code, fence=self.fence)
                await self._drop_after_writes_behind(RECONNECT_CLOSE_CODE)
                return
            turn = Turn()
            stopping = False
            for message in batch:
                if message[0] == "stop":
                    stopping = True
                    continue
                done = len(turn.writes)
                try:
                    if isinstance(message[2], SetOptions):
                        await self._set_options(message, turn)
                    else:
                        self._handle(message, turn)
                except Exception:
                    del turn.writes[done:]  # what the faulty message half did is not kept
                    await self._fail(turn, message, self.peers.get(message[1]))
                    return
            done = len(turn.writes)
            try:
                self._advance(turn)
            except Exception:
                del turn.writes[done:]
                await self._fail(turn, None, None)
                return
            if self.behind_failed:
                await self._drop_after_writes_behind()
                return
            if turn.writes and turn.only_strokes():
                # Strokes are sent first and written behind: the drawer's client holds them, and sends again
                # whatever the server lacks when it reconnects (docs/action-log.md, "What a crash loses").
                self._write_behind(turn.writes)
            elif turn.writes:
                try:
                    await self.services.journal.write(turn.writes, self.fence)
                except StaleOwner:
                    # Another process took the room over while this one stalled: the turn never happened.
                    log.warning("stale_owner_write_refused", room=self.code, fence=self.fence)
                    await self._drop_after_writes_behind(RECONNECT_CLOSE_CODE)
                    return
                except Exception:
                    # The state in memory is now ahead of the durable log: drop the room; the next
                    # connection reloads it from the database, as after a crash.
                    log.exception("journal_write_failed", room=self.code)
                    await self._drop_after_writes_behind()
                    return
                self.services.metrics.commits.inc()
            self._deliver(turn)
            if stopping:
                self._close_all(RECONNECT_CLOSE_CODE)  # clients come back to wherever the room is next
                return

    def _write_behind(self, writes: list[Write]) -> None:
        future = self.services.journal.submit(writes, self.fence)
        self.behind.add(future)
        future.add_done_callback(self._written_behind)

    def _written_behind(self, future: "asyncio.Future[None]") -> None:
        self.behind.discard(future)
        if future.cancelled() or future.exception() is not None:
            if isinstance(future.exception(), StaleOwner):
                if not self.behind_stale:
                    log.warning("stale_owner_write_refused", room=self.code, fence=self.fence)
                self.behind_stale = True
            elif not self.behind_failed:
                log.error("journal_write_failed", room=self.code, exception=repr(future.exception()))
            self.behind_failed = True
            self.post(("resync", 0, None, 0.0))  # wakes the room, which drops itself and reloads from its log
        else:
            self.services.metrics.commits.inc()

    async def _drop_after_writes_behind(self, code: int = RELOAD_CLOSE_CODE) -> None:
        """Drop the room once the writes still on their way are done, so that the next load reads a log that
        nothing of this room's will still add to (a stroke numbered after the load's count would collide)."""
        if self.stepping_down or self.behind_stale or code == RECONNECT_CLOSE_CODE:
            code = RECONNECT_CLOSE_CODE
            self.services.metrics.stepped_down.inc()
        self.closed = True  # from now on a join is refused (and tries again), not left waiting in the inbox
        if self.behind:
            await asyncio.gather(*self.behind, return_exceptions=True)
        self._drop(code)

    def step_down(self) -> None:
        """Another process owns the room now (its lease moved on): stop, write nothing more, send clients away
        to reconnect, wherever the room is served next."""
        if not self.closed:
            self.stepping_down = True
            self.inbox.put_nowait(("stale", 0, None, 0.0))  # wakes the room, which waits on its inbox
            self._wake()

    def _close_all(self, code: int = 1000) -> None:
        self.closed = True
        for conn in list(self.conns):
            conn.close(code)
        self.peers.clear()
        # Sockets whose join came too late to be handled: closed too, so that they reconnect rather than hang.
        while not self.inbox.empty():
            kind, conn_id, payload, _ = self.inbox.get_nowait()
            if kind == "join":
                Member(conn_id, payload if payload is not None else self.services.outbox).close(code)

    def _drop(self, code: int) -> None:
        """Close every connection and leave memory; the next connection loads the room again from its log."""
        self._close_all(code)
        if self.on_close is not None:
            self.on_close(self)

    async def _fail(self, turn: Turn, message: Message | None, conn: Peer | None) -> None:
        """A fault in the game's code or ours. The room is not left half-alive: what came before the fault in
        this turn is written, the sender is told `internal`, everyone is closed with a code that makes clients
        reconnect, and the room is forgotten, so that the next connection replays it from its log."""
        kind, _, frame, _ = message if message is not None else ("turn", 0, None, 0.0)
        log.exception(
            "room_failed",
            room=self.code,
            message=kind,
            seat=conn.seat if conn is not None else None,
            frame=type(frame).__name__ if frame is not None else None,
        )
        self.services.metrics.errors.labels("internal").inc()
        self.closed = True
        if turn.writes:
            try:
                await self.services.journal.write(turn.writes, self.fence)
            except Exception:
                log.exception("journal_write_failed", room=self.code)
        if conn is not None:
            conn.close(RELOAD_CLOSE_CODE, farewell=encode({"t": "error", "code": "internal"}))
        await self._drop_after_writes_behind()

    # --- dispatch -----------------------------------------------------------------------------------------

    def _handle(self, message: Message, turn: Turn) -> None:
        kind, conn_id, frame, arrived = message
        if kind == "join":
            # A socket this process holds, or (with several processes) one held elsewhere: then its outbox.
            self._add_peer(Member(conn_id, frame if frame is not None else self.services.outbox))
            return
        conn = self.peers.get(conn_id)
        if conn is None:
            # Gone already: a socket that left or was sent away, or a computer player dismissed when its player
            # came back. What it still had on its way is void.
            return
        if kind == "leave":
            self._remove_peer(conn)
            if conn.seat is not None:
                turn.room_changed = True
            return
        if kind == "resync":
            turn.snapshots.append(conn)
            return
        if kind == "rtt":
            if isinstance(conn, Member):
                conn.rtt_ms = frame
            return
        try:
            if not conn.greeted and not isinstance(frame, Hello):
                raise FrameError("bad_frame", detail="say hello first")
            if isinstance(frame, Draw | Undo | Clear):
                self._canvas(conn, frame, turn, arrived)
            elif isinstance(frame, Act):
                self._act(conn, frame, turn, arrived)
            elif isinstance(frame, Ping):
                turn.reply(conn, {"t": "pong", "n": frame.n})
            elif isinstance(frame, Hello):
                self._hello(conn, frame, turn)
            elif isinstance(frame, Sit):
                self._sit(conn, frame, turn)
            elif isinstance(frame, Start):
                self._start(conn, turn)
            elif isinstance(frame, Remove):
                self._remove(conn, frame, turn)
            elif isinstance(frame, Again):
                self._again(conn, turn)
            elif isinstance(frame, AddBot):
                self._add_bot(conn, frame, turn)
            elif isinstance(frame, TeamChoice):
                self._choose_team(conn, frame, turn)
            elif isinstance(frame, MoveTeam):
                self._move_team(conn, frame, turn)
            elif isinstance(frame, ShuffleTeams):
                self._shuffle_teams(conn, turn)
        except FrameError as error:
            self._refuse(conn, error.code, error.params, turn)
        except RuleError as error:
            self._refuse(conn, error.code, error.params, turn)

    @property
    def conns(self) -> "ValuesView[Peer]":
        return self.peers.values()

    def _add_peer(self, peer: Peer) -> None:
        self.peers[peer.id] = peer

    def _remove_peer(self, peer: Peer) -> None:
        if self.peers.get(peer.id) is peer:
            del self.peers[peer.id]

    def _refuse(self, conn: Peer, code: str, params: dict[str, Any], turn: Turn) -> None:
        self.services.metrics.errors.labels(code).inc()
        turn.reply(conn, {"t": "error", "code": code, **params})

    # --- seats and lobby ----------------------------------------------------------------------------------

    @property
    def host(self) -> int:
        """The first seated player who is connected (seat 0 when nobody is)."""
        connected = {c.seat for c in self.conns if c.seat is not None and c.greeted}
        return next((s.seat for s in self.seats if s.seat in connected and s.bot is None), 0)

    def _seated(self, conn: Peer) -> int:
        if conn.seat is None:
            raise FrameError("not_seated")
        return conn.seat

    def _require_host(self, conn: Peer) -> None:
        if self._seated(conn) != self.host:
            raise FrameError("not_host")

    def _hello(self, conn: Peer, frame: Hello, turn: Turn) -> None:
        if conn.greeted:
            raise FrameError("bad_frame", detail="hello was already said")
        conn.greeted = True
        turn.snapshots.append(conn)
        turn.room_changed = True
        if frame.token is None:
            return
        hashed = hash_token(frame.token)
        seat = next((s for s in self.seats if secrets.compare_digest(s.token_hash, hashed)), None)
        if seat is None:
            self._refuse(conn, "bad_token", {}, turn)
            return
        self._send_away_others(seat.seat, conn)
        conn.seat = seat.seat
        if seat.standin:
            # The player is back: whoever stood in for them (the stand-in or a computer player) steps aside.
            if seat.bot is not None:
                self._detach_bot(seat.seat)
                seat.bot = None
            seat.standin = False
            turn.writes += repo.write_seats(self.code, self.seats)

    def _send_away_others(self, seat: int, newest: Peer) -> None:
        """The newest connection plays a seat. An older one (another tab) loses it at once and is told so, ahead of
        the turn's delivery since it is closed before then; its socket's leave later changes nothing."""
        for other in [c for c in self.conns if isinstance(c, Member) and c.seat == seat and c is not newest]:
            other.seat = None
            other.close(SEAT_TAKEN_ELSEWHERE, farewell=encode({"t": "replaced"}))

    def _sit(self, conn: Peer, frame: Sit, turn: Turn) -> None:
        if self.status != "lobby":
            raise FrameError("not_in_lobby")
        if conn.seat is not None:
            raise FrameError("seat_taken", detail="you are already seated")
        if len(self.seats) >= self.table.max_seats:
            raise FrameError("room_full")
        name = " ".join(frame.name.split())
        if not 1 <= len(name) <= MAX_NAME or not name.isprintable():
            raise FrameError("bad_name", max=MAX_NAME)
        if any(s.name.casefold() == name.casefold() for s in self.seats):
            raise FrameError("name_taken")
        if frame.colour not in COLOURS:
            raise FrameError("bad_colour", colours=list(COLOURS))
        if any(s.colour == frame.colour for s in self.seats):
            raise FrameError("colour_taken")
        team = None
        if self.table.teams:
            current = [s.team for s in self.seats]
            team = smallest_team(current, self.table.teams) if frame.team is None else frame.team
            check_team(team, self.table.teams)
        elif frame.team is not None:
            raise FrameError("no_teams")
        token = secrets.token_urlsafe(24)
        seat = SeatRow(len(self.seats), name, frame.colour, hash_token(token), team=team)
        self.seats.append(seat)
        conn.seat = seat.seat
        turn.writes += repo.write_seats(self.code, self.seats)
        turn.reply(conn, {"t": "seated", "seat": seat.seat, "token": token})
        turn.room_changed = True

    def _add_bot(self, conn: Peer, frame: AddBot, turn: Turn) -> None:
        self._require_host(conn)
        if self.status != "lobby":
            raise FrameError("not_in_lobby")
        self._check_level(frame.level)
        if len(self.seats) >= self.table.max_seats:
            raise FrameError("room_full")
        taken_names = {s.name for s in self.seats}
        taken_colours = {s.colour for s in self.seats}
        name = next(n for n in BOT_NAMES if n not in taken_names)
        colour = next(c for c in COLOURS if c not in taken_colours)
        team = smallest_team([s.team for s in self.seats], self.table.teams) if self.table.teams else None
        seat = SeatRow(len(self.seats), name, colour, hash_token(secrets.token_urlsafe(24)), bot=frame.level, team=team)
        self.seats.append(seat)
        self._attach_bot(seat.seat, frame.level)
        turn.writes += repo.write_seats(self.code, self.seats)
        turn.room_changed = True

    def _choose_team(self, conn: Peer, frame: TeamChoice, turn: Turn) -> None:
        seat = self._seated(conn)
        self._set_team(seat, frame.team, turn)

    def _move_team(self, conn: Peer, frame: MoveTeam, turn: Turn) -> None:
        self._require_host(conn)
        if not 0 <= frame.seat < len(self.seats):
            raise FrameError("no_such_seat", seat=frame.seat)
        self._set_team(frame.seat, frame.team, turn)

    def _set_team(self, seat: int, team: int, turn: Turn) -> None:
        if self.status != "lobby":
            raise FrameError("not_in_lobby")
        self.seats[seat].team = check_team(team, self.table.teams)
        turn.writes += repo.write_seats(self.code, self.seats)
        turn.room_changed = True

    def _shuffle_teams(self, conn: Peer, turn: Turn) -> None:
        self._require_host(conn)
        if self.status != "lobby":
            raise FrameError("not_in_lobby")
        check_team(0, self.table.teams)
        for seat, team in zip(self.seats, shuffled(len(self.seats), self.table.teams, random.Random()), strict=True):
            seat.team = team
        turn.writes += repo.write_seats(self.code, self.seats)
        turn.room_changed = True

    def _check_level(self, level: str) -> None:
        levels = bot_levels(self.game.name)
        if levels is None:
            raise FrameError("no_bots", game=self.game.name)
        if level not in levels:
            raise FrameError("bad_level", levels=list(levels))

    def _attach_bot(self, seat: int, level: str) -> None:
        humans = lambda: [s.seat for s in self.seats if s.bot is None]  # noqa: E731
        policy = make_policy(self.game.name, level, humans)
        bot = BotConnection(self, seat, policy, self.services.bot_speed)
        self._add_peer(bot)
        # Like a browser's first hello: everything its seat may see, sheets included, whenever it joins.
        self.post(("resync", bot.id, None, 0.0))

    def _detach_bot(self, seat: int) -> None:
        for conn in [c for c in self.conns if isinstance(c, BotConnection) and c.seat == seat]:
            conn.close()
            conn.seat = None
            self._remove_peer(conn)

    async def _set_options(self, message: Message, turn: Turn) -> None:
        """The host changes the options in the lobby. Awaited, unlike other frames: a large pasted deck is checked
        off the event loop, as at creation; the room handles nothing else meanwhile, so nothing changes under it."""
        _, conn_id, frame, _ = message
        conn = self.peers.get(conn_id)
        if conn is None:
            return
        try:
            if not conn.greeted:
                raise FrameError("bad_frame", detail="say hello first")
            self._require_host(conn)
            if self.status != "lobby":
                raise FrameError("not_in_lobby")
            raw = {**self.raw_options, **frame.options}
            options = await self.services.offload(
                self.game.prepare_options, raw, self.services.content, result_type=self.game.options_type
            )
        except (FrameError, RuleError) as error:
            self._refuse(conn, error.code, error.params, turn)
            return
        table = self.game.table(options)
        if len(self.seats) > table.max_seats:
            self._refuse(conn, "too_many_players", {"max": table.max_seats, "seated": len(self.seats)}, turn)
            return
        if table.teams != self.table.teams:
            # Played in teams now, or no longer: everyone is dealt afresh, as newcomers would be.
            for seat in self.seats:
                seat.team = None
            for seat in self.seats:
                seat.team = smallest_team([s.team for s in self.seats], table.teams) if table.teams else None
            turn.writes += repo.write_seats(self.code, self.seats)
        self.options = options
        self.table = table
        self.raw_options = raw
        self.public_options = self.game.public_options(options)
        turn.writes.append(repo.write_room_options(self.code, raw))
        turn.room_changed = True

    def _start(self, conn: Peer, turn: Turn) -> None:
        self._require_host(conn)
        if self.status != "lobby":
            raise FrameError("not_in_lobby")
        if not self.table.min_seats <= len(self.seats) <= self.table.max_seats:
            raise FrameError("not_enough_players", min=self.table.min_seats, max=self.table.max_seats)
        teams = check_ready([s.team for s in self.seats], self.table.teams) if self.table.teams else None
        seed = self.services.game_seed if self.services.game_seed is not None else secrets.randbits(62)
        match = Match(self.game, self.options, len(self.seats), seed, teams)  # may raise RuleError
        game_id = uuid.uuid4().hex
        players = [
            {"seat": s.seat, "name": s.name, "colour": s.colour, "team": s.team, "bot": s.bot} for s in self.seats
        ]
        self.game_players = players
        header = repo.to_data(match.header)
        row = repo.GameRow(game_id, self.code, self.game.name, header, players, "playing", time.time(), None)
        turn.writes.append(repo.write_game(row))
        turn.writes.append(repo.write_room_status(self.code, "playing", game_id))
        self.match = match
        self.game_id = game_id
        self.status = "playing"
        self.canvases = {}
        # Versions start again with each game: the last game's delivery times would mistime the new one's rings.
        self.delivered = {}
        self.epoch = self.game.canvas_epoch(match.state)
        self.op_count = 0
        turn.room_changed = turn.state_changed = True
        turn.broadcast({"t": "event", "event": {"type": "game_started", "game_id": game_id}})

    def _remove(self, conn: Peer, frame: Remove, turn: Turn) -> None:
        self._require_host(conn)
        target = frame.seat
        if not 0 <= target < len(self.seats):
            raise FrameError("no_such_seat", seat=target)
        if target == conn.seat:
            raise FrameError("no_such_seat", detail="the host cannot remove themself")
        if self.status == "lobby":
            if frame.level is not None:
                raise FrameError("bad_request", detail="in the lobby, add a computer player with add_bot")
            self._drop_seats({target}, turn)
        else:
            seat = self.seats[target]
            if seat.bot is not None:
                raise FrameError("no_such_seat", detail="a computer player plays that seat", seat=target)
            if any(c.seat == target and c.greeted for c in self.conns):
                raise FrameError("still_connected", seat=target)
            if frame.level is not None:
                self._check_level(frame.level)
            seat.standin = True
            seat.bot = frame.level
            if frame.level is not None:
                self._attach_bot(target, frame.level)
                # A record of people's drawings must not count a computer player's as theirs.
                for player in self.game_players:
                    if player["seat"] == target and not player.get("bot"):
                        player.update(bot=frame.level, bot_since=self.epoch)
                if self.game_id is not None:
                    turn.writes.append(repo.write_game_players(self.game_id, self.game_players))
            turn.writes += repo.write_seats(self.code, self.seats)
            turn.broadcast({"t": "event", "event": {"type": "standin", "seat": target, "bot": frame.level}})
        turn.room_changed = True

    def _drop_seats(self, dropped: set[int], turn: Turn) -> None:
        renumber: dict[int, int | None] = {}
        kept: list[SeatRow] = []
        for seat in self.seats:
            if seat.seat in dropped:
                renumber[seat.seat] = None
            else:
                renumber[seat.seat] = len(kept)
                seat.seat = len(kept)
                kept.append(seat)
        self.seats = kept
        for conn in list(self.conns):
            if conn.seat is not None:
                conn.seat = renumber.get(conn.seat)
            if isinstance(conn, BotConnection) and conn.seat is None:
                conn.close()
                self._remove_peer(conn)
        turn.writes += repo.write_seats(self.code, self.seats)

    def _again(self, conn: Peer, turn: Turn) -> None:
        self._require_host(conn)
        if self.status != "over":
            raise FrameError("game_not_over")
        self.status = "lobby"
        self.match = None
        self.game_id = None
        self.canvases = {}
        self._drop_seats({s.seat for s in self.seats if s.standin}, turn)
        turn.writes.append(repo.write_room_status(self.code, "lobby", None))
        turn.room_changed = turn.state_changed = True

    # --- the game -----------------------------------------------------------------------------------------

    def _act(self, conn: Peer, frame: Act, turn: Turn, arrived: float) -> None:
        seat = self._seated(conn)
        if self.status != "playing" or self.match is None:
            raise FrameError("wrong_phase", detail="no game is being played")
        action = decode_action(self.game, frame.action)
        # When the frame came off the socket, not when the room got to it: time it waited in a busy room's inbox
        # is the server's, and must not count against the player (the fair bell times rings by it).
        waited_ms = max(0, int((time.perf_counter() - arrived) * 1000))
        facts = Facts(
            now=self.services.clock() - waited_ms,
            rtt_ms=conn.rtt_ms,
            delivered=self.delivered.get(seat, {}),
            rtts=[c.rtt_ms for c in self.conns if c.seat is not None],
            sheet=lambda: self.canvases[seat].as_data() if seat in self.canvases else [],
            host=seat == self.host and isinstance(conn, Member),
        )
        self._apply(seat, self.game.admit(action, seat, facts), turn)

    def _apply(self, seat: int, action: Any, turn: Turn) -> None:
        assert self.match is not None and self.game_id is not None
        record, events = self.match.act(seat, action, self.services.clock())
        turn.writes.append(repo.write_action(self.game_id, record.seq, record.t, record.seat, repo.to_data(action)))
        self._events(events, turn)

    def _events(self, events: list[Event], turn: Turn) -> None:
        """Events go to everyone, or, when the game addresses one (`"to": [seats]`), to those seats alone:
        spectators and the other seats never receive it. The address itself is not sent."""
        for event in events:
            to = event.get("to")
            if to is None:
                turn.broadcast({"t": "event", "event": event})
            else:
                public = {key: value for key, value in event.items() if key != "to"}
                turn.broadcast({"t": "event", "event": public}, seats=frozenset(to))
        turn.state_changed = True

    def _canvas(self, conn: Peer, frame: Draw | Undo | Clear, turn: Turn, arrived: float) -> None:
        seat = self._seated(conn)
        if self.status != "playing" or self.match is None or not self.game.may_draw(self.match.state, seat):
            raise FrameError("cannot_draw_now")
        canvas = self.canvases.get(seat)
        if canvas is None:
            canvas = self.canvases[seat] = Canvas()
        canvas.check(frame, self.game.palette)
        canvas.apply(frame)
        assert self.game_id is not None
        self.op_count += 1
        op = op_of(frame)
        turn.writes.append(repo.write_op(self.game_id, self.op_count, self.services.clock(), self.epoch, seat, op))
        # A sheet some seats may not see goes to those that may (its drawer always sees it); None is everyone.
        viewers = self.game.sheet_viewers(self.match.state, seat)
        if isinstance(frame, Draw):
            out = {
                "t": "draw",
                "seat": seat,
                "sid": frame.sid,
                "tool": frame.tool,
                "size": frame.size,
                "pts": frame.pts,
            }
            if frame.colour is not None:
                out["colour"] = frame.colour
            turn.broadcast(
                out,
                exclude=conn,
                seats=viewers,
                canvas=True,
            )
            turn.stroke_arrivals.append(arrived)
        else:
            turn.broadcast({"t": op["k"], "seat": seat}, exclude=conn, seats=viewers, canvas=True)

    def _advance(self, turn: Turn) -> None:
        """What follows from the turn: the clock, stand-ins, a new round's blank canvases, the end."""
        match = self.match
        if match is None or self.status != "playing":
            return
        now = self.services.clock()
        deadline = match.next_deadline()
        if deadline is not None and now >= deadline:
            record, events = match.tick(now)
            if record is not None:
                assert self.game_id is not None
                turn.writes.append(repo.write_action(self.game_id, record.seq, record.t, None, record.action))
                self._events(events, turn)
        standins = [s.seat for s in self.seats if s.standin and s.bot is None]
        for _ in range(STANDIN_STEPS if standins else 0):
            moved = False
            for seat in standins:
                action = self.game.standin_action(match.state, seat)
                if action is not None:
                    self._apply(seat, action, turn)
                    moved = True
            if not moved:
                break
        # Who is away, or what the game needs of them, changes only with a change of state or of who is here, or
        # when a grace runs out: a turn of strokes alone (the hot path) skips the look.
        if turn.state_changed or turn.room_changed or (self.absent_due is not None and now >= self.absent_due):
            self._play_for_the_absent(match, now, turn)
        epoch = self.game.canvas_epoch(match.state)
        if epoch != self.epoch:
            self.epoch = epoch
            self.canvases = {}
        if self.game.is_over(match.state):
            assert self.game_id is not None
            self.status = "over"
            turn.writes.append(repo.write_room_status(self.code, "over", self.game_id))
            turn.writes.append(repo.write_game_over(self.game_id, time.time()))
            turn.room_changed = True

    def _play_for_the_absent(self, match: Match, now: int, turn: Turn) -> None:
        """A seat whose player has no connection is played for by the game's `absent_action`, once the game has
        waited ABSENT_GRACE_MS from the later of their leaving and the game first needing them: a dropped
        connection that comes straight back loses nothing."""
        connected = {c.seat for c in self.conns if c.seat is not None and c.greeted}
        self.absent_due = None
        for row in self.seats:
            seat = row.seat
            if seat in connected or row.standin:
                self.away_since.pop(seat, None)
                self.absent_waiting.pop(seat, None)
                continue
            away = self.away_since.setdefault(seat, now)
            action = self.game.absent_action(match.state, seat)
            if action is None:
                self.absent_waiting.pop(seat, None)
                continue
            due = max(away, self.absent_waiting.setdefault(seat, now)) + ABSENT_GRACE_MS
            if now < due:
                self.absent_due = due if self.absent_due is None else min(self.absent_due, due)
                continue
            del self.absent_waiting[seat]
            self._apply(seat, action, turn)
            self.absent_due = now  # the game moved on: look again at once at who it needs now

    # --- what clients see ---------------------------------------------------------------------------------

    def room_data(self, you: int | None) -> dict[str, Any]:
        connected = {c.seat for c in self.conns if c.seat is not None and c.greeted}
        return {
            "code": self.code,
            "game": self.game.name,
            "status": self.status,
            "options": self.public_options,
            "seats": [
                {
                    "seat": s.seat,
                    "name": s.name,
                    "colour": s.colour,
                    "connected": s.seat in connected,
                    "standin": s.standin,
                    "bot": s.bot,
                    "team": s.team,
                }
                for s in self.seats
            ],
            "host": self.host,
            "you": you,
            "game_id": self.game_id,
            "min_players": self.table.min_seats,
            "teams": self.table.teams,
            "max_players": self.table.max_seats,
        }

    def _view(self, seat: int | None) -> dict[str, Any] | None:
        if self.match is None:
            return None
        view = self.match.view(seat)
        view["drawing"] = self._drawing(seat)
        return view

    def _drawing(self, seat: int | None) -> dict[str, Any]:
        """What every game's view says about drawing, so that a client draws for any game alike: the sheets'
        epoch (a new epoch starts every sheet blank), the seats that may draw now, the sheets this seat may
        see (None: all of them), and `palette` in a game whose players draw in colours and fill."""
        assert self.match is not None
        state = self.match.state
        seats = range(len(self.seats))
        drawers = [s for s in seats if self.game.may_draw(state, s)]
        viewers = {s: self.game.sheet_viewers(state, s) for s in seats}
        hidden = any(v is not None for v in viewers.values())
        block: dict[str, Any] = {
            "epoch": self.epoch,
            "drawers": drawers,
            "sheets": [s for s, v in viewers.items() if v is None or seat in v] if hidden else None,
        }
        if self.game.palette:
            block["palette"] = True
        return block

    def _may_see(self, seat: int | None, sheet: int) -> bool:
        assert self.match is not None
        viewers = self.game.sheet_viewers(self.match.state, sheet)
        return viewers is None or seat in viewers

    def snapshot(self, conn: Peer) -> dict[str, Any]:
        canvases = {}
        if self.match is not None:
            canvases = {str(s): c.as_data() for s, c in self.canvases.items() if self._may_see(conn.seat, s)}
        return {"t": "snapshot", "room": self.room_data(conn.seat), "view": self._view(conn.seat), "canvases": canvases}

    def _deliver(self, turn: Turn) -> None:
        """Everything the turn produced, in order; each connection gets it as one message (a JSON array when
        there are several frames), so a busy room costs one send per viewer per turn, not one per frame."""
        greeted = [c for c in self.conns if c.greeted and c.alive]
        outbox: dict[Peer, list[str]] = {conn: [] for conn in greeted}
        fresh = set(turn.snapshots)
        # A connection sent a snapshot this turn finds the turn's strokes on its sheets there: they skip it.
        drawn_for = [c for c in greeted if c not in fresh] if fresh else greeted
        for only, exclude, data, seats, canvas in turn.sends:
            if only is not None:
                outbox.setdefault(only, []).append(data)
                continue
            for conn in drawn_for if canvas else greeted:
                if conn is not exclude and (seats is None or conn.seat in seats):
                    outbox[conn].append(data)
        if turn.room_changed:
            by_seat: dict[int | None, str] = {}
            for conn in greeted:
                if conn not in fresh:
                    if conn.seat not in by_seat:
                        by_seat[conn.seat] = encode({"t": "room", "room": self.room_data(conn.seat)})
                    outbox[conn].append(by_seat[conn.seat])
        if turn.state_changed:
            views: dict[int | None, str] = {}
            for conn in greeted:
                if conn not in fresh:
                    if conn.seat not in views:
                        views[conn.seat] = encode({"t": "state", "view": self._view(conn.seat)})
                    self._note_delivery(conn)
                    outbox[conn].append(views[conn.seat])
        for conn in fresh:
            if conn.alive:
                self._note_delivery(conn)
                outbox.setdefault(conn, []).append(encode(self.snapshot(conn)))
        for conn, frames in outbox.items():
            if len(frames) == 1:
                conn.send(frames[0])
            elif frames:
                conn.send("[" + ",".join(frames) + "]")
        if turn.stroke_arrivals:
            done = time.perf_counter()
            for arrived in turn.stroke_arrivals:
                self.services.metrics.fanout.observe(done - arrived)

    def _note_delivery(self, conn: Peer) -> None:
        """Remember when a seat was first shown each version of the game (the fair bell measures from it)."""
        if conn.seat is None or self.match is None:
            return
        version = self.game.version(self.match.state)
        seen = self.delivered.setdefault(conn.seat, {})
        if version not in seen:
            seen[version] = self.services.clock()
            if len(seen) > DELIVERIES_KEPT:
                del seen[min(seen)]
