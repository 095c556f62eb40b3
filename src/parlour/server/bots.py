"""Computer players inside the server. A bot is attached to its room like a connection: it is sent the same
frames a browser would be, reads its seat's view, and posts actions to the room after its own delays."""

import asyncio
import itertools
import time
from collections.abc import Callable
from typing import Any, Protocol

import msgspec

from parlour.engine.players import Clockwork, Move, Policy
from parlour.registry import game_entry
from parlour.wire.protocol import Act, Draw
from parlour.wire.seam import FrameIn, SocketMessage

BOT_NAMES = ("Pipo", "Zaza", "Bobo", "Lulu", "Coco", "Fifi", "Mimi", "Toto", "Nono", "Kiki", "Riri", "Dodo")


def bot_levels(game: str) -> tuple[str, ...] | None:
    """The levels of the game's computer players, or None when it has none."""
    players = game_entry(game).computer_players
    return None if players is None else players.levels


def make_policy(game: str, level: str, humans: Callable[[], list[int]]) -> Policy:
    players = game_entry(game).computer_players
    if players is None:
        raise LookupError(game)
    return players.policy(level, humans)


class BotRoom(Protocol):
    """What a computer player needs of its room: to post its frames, to know when it has closed, its clock."""

    @property
    def closed(self) -> bool: ...

    def post(self, message: SocketMessage) -> bool: ...

    def now(self) -> int:
        """The room's clock (server clock, ms)."""
        ...


_bot_ids = itertools.count(-1, -1)
"""Computer players live inside their room; negative ids keep them apart from sockets' ids."""


class BotConnection:
    """Looks like a Connection to the room; never slow, never lagging."""

    rtt_ms = 0
    client: str | None = None
    screen = False

    def __init__(self, room: BotRoom, seat: int, policy: Policy, speed: float = 1.0) -> None:
        self.room = room
        self.speed = speed
        self.id = next(_bot_ids)
        self.seat: int | None = seat
        self.policy = policy
        self.greeted = True
        self.alive = True
        self.timers: list[asyncio.TimerHandle] = []
        self.clockwork = policy if isinstance(policy, Clockwork) else None
        self.started = time.monotonic()
        if self.clockwork is not None:
            self._schedule_tick()

    def _schedule_tick(self) -> None:
        assert self.clockwork is not None
        loop = asyncio.get_running_loop()
        self.ticker = loop.call_later(self.clockwork.tick_seconds / self.speed, self._tick)

    def _tick(self) -> None:
        """A clockwork player's own time: it draws and guesses between views. Runs beside the room's turns, never
        inside one, so that what it costs does not hold up a stroke's fan-out."""
        if not self.alive or self.room.closed or self.clockwork is None:
            return
        elapsed = (time.monotonic() - self.started) * self.speed
        for move in self.clockwork.on_tick(elapsed, self.room.now()):
            self._post(move)
        self._schedule_tick()

    def _post(self, move: Move) -> None:
        kind, body = move
        frame = Act(body) if kind == "act" else Draw(body["sid"], body["tool"], body["size"], body["pts"])
        self.room.post(FrameIn(self.id, frame, time.perf_counter()))

    def send(self, data: str) -> None:
        if not self.alive:
            return
        message = msgspec.json.decode(data)
        frames = message if isinstance(message, list) else [message]
        if self.clockwork is not None:
            for f in frames:
                if f.get("t") in ("draw", "undo", "clear"):
                    self.clockwork.on_sheet(f)
                elif f.get("t") == "snapshot":
                    self.clockwork.on_sheets(f.get("canvases") or {})
        views = [f["view"] for f in frames if f.get("t") in ("state", "snapshot") and f.get("view")]
        if views:
            loop = asyncio.get_running_loop()
            self.timers = [t for t in self.timers if not t.cancelled()]
            for delay, action in self.policy.on_view(views[-1]):
                self.timers.append(loop.call_later(delay / self.speed, self._act, action))

    def _act(self, action: dict[str, Any]) -> None:
        if self.alive and not self.room.closed:
            self.room.post(FrameIn(self.id, Act(action), time.perf_counter()))

    def close(self, code: int = 1000, farewell: str | None = None) -> None:
        """As a member's close; a computer player has no socket, so the code and farewell go nowhere."""
        self.alive = False
        for timer in self.timers:
            timer.cancel()
        if self.clockwork is not None:
            self.ticker.cancel()
