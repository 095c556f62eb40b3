"""A table of computer players under a virtual clock: the game's own rules, the room's sheets, and every player
fed what a room would send it (its seat's views, other seats' strokes), with nobody waiting in real time. For
property tests (every move a computer player makes must pass the rules) and for measuring how well they play.

Moves are checked as the room checks them: actions by the game's rules, strokes by the sheet's rules (the seat
may draw now; the points are in bounds). A refused move is kept in `refusals`, never raised, so a test can say
which move it was."""

import heapq
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from parlour.engine.decoding import decode_action
from parlour.engine.errors import RuleError
from parlour.engine.game import Game
from parlour.engine.players import Clockwork, Move, Policy
from parlour.wire.canvas import Canvas
from parlour.wire.protocol import Draw, FrameError

STEP = 0.1
"""Seconds between two looks at the clock: clockwork players tick at this pace (their own tick_seconds is
rounded to it)."""


@dataclass
class Refusal:
    at: float
    seat: int
    move: Move
    code: str


@dataclass
class VirtualTable:
    game: Game
    options: Any
    policies: dict[int, Policy]
    seed: int
    seats: Any
    """What the game's setup takes: a number of seats, or each seat's team for a team game."""
    start_ms: int = 1_700_000_000_000
    on_action: Callable[["VirtualTable", int, Any], None] | None = None
    """Called before each accepted action is applied (the state is as the player saw it)."""
    now: float = 0.0
    refusals: list[Refusal] = field(default_factory=list)
    actions: int = 0
    strokes: int = 0

    def __post_init__(self) -> None:
        self.state = self.game.setup(self.options, self.seats, self.seed)
        self.canvases: dict[int, Canvas] = {}
        self.epoch = self.game.canvas_epoch(self.state)
        self.queue: list[tuple[float, int, int, dict[str, Any]]] = []
        self.order = itertools.count()
        # A runtime Protocol check is slow: it is made once per player, not at every tick.
        self.clockwork: dict[int, Clockwork] = {s: p for s, p in self.policies.items() if isinstance(p, Clockwork)}

    @property
    def count(self) -> int:
        return len(self.seats) if isinstance(self.seats, (tuple, list)) else int(self.seats)

    @property
    def clock_ms(self) -> int:
        return self.start_ms + int(self.now * 1000)

    def view(self, seat: int) -> dict[str, Any]:
        view = self.game.view(self.state, seat)
        drawers = [s for s in range(self.count) if self.game.may_draw(self.state, s)]
        viewers = [self.game.sheet_viewers(self.state, s) for s in range(self.count)]
        hidden = any(v is not None for v in viewers)
        view["drawing"] = {
            "epoch": self.epoch,
            "drawers": drawers,
            "sheets": [s for s, v in enumerate(viewers) if v is None or seat in v] if hidden else None,
        }
        return view

    def _changed(self) -> None:
        """As a room's turn ends: a new round's blank sheets, then every seat's new view, before anyone moves again."""
        epoch = self.game.canvas_epoch(self.state)
        if epoch != self.epoch:
            self.epoch = epoch
            self.canvases = {}
        self._deliver_views()

    def _deliver_views(self) -> None:
        for seat, policy in self.policies.items():
            for delay, action in policy.on_view(self.view(seat)):
                heapq.heappush(self.queue, (self.now + delay, next(self.order), seat, action))

    def _act(self, seat: int, raw: dict[str, Any]) -> None:
        try:
            action = decode_action(self.game, raw)
            if self.on_action is not None:
                self.on_action(self, seat, action)
            self.game.apply(self.state, seat, action, self.clock_ms)
        except RuleError as error:
            self.refusals.append(Refusal(self.now, seat, ("act", raw), error.code))
            return
        self.actions += 1
        self._changed()

    def _draw(self, seat: int, body: dict[str, Any]) -> None:
        try:
            if not self.game.may_draw(self.state, seat):
                raise FrameError("cannot_draw_now")
            frame = Draw(body["sid"], body["tool"], body["size"], body["pts"], body.get("colour"))
            canvas = self.canvases.setdefault(seat, Canvas())
            canvas.check(frame, self.game.palette)
            canvas.apply(frame)
        except FrameError as error:
            self.refusals.append(Refusal(self.now, seat, ("draw", body), error.code))
            return
        self.strokes += 1
        viewers = self.game.sheet_viewers(self.state, seat)
        out = {"t": "draw", "seat": seat, **body}
        for other, watcher in self.clockwork.items():
            if other != seat and (viewers is None or other in viewers):
                watcher.on_sheet(out)

    def _move(self, seat: int, move: Move) -> None:
        kind, body = move
        if kind == "act":
            self._act(seat, body)
        else:
            self._draw(seat, body)

    def run(self, done: Callable[[Any], bool], max_seconds: float) -> bool:
        """Play until `done(state)` or the game is over; False when `max_seconds` of table time ran out first."""
        for watcher in self.clockwork.values():
            watcher.on_sheets({})
        stop = self.now + max_seconds
        self._changed()
        while self.now < stop:
            if done(self.state) or self.game.is_over(self.state):
                return True
            while self.queue and self.queue[0][0] <= self.now:
                _, _, seat, action = heapq.heappop(self.queue)
                self._move(seat, ("act", action))
            for seat, watcher in self.clockwork.items():
                for move in watcher.on_tick(self.now, self.clock_ms):
                    self._move(seat, move)
            deadline = self.game.next_deadline(self.state)
            if deadline is not None and self.clock_ms >= deadline and self.game.tick(self.state, self.clock_ms):
                self._changed()
            self.now = round(self.now + STEP, 6)
        return False
