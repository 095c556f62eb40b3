"""What the app holds between requests, typed: made with the app (`AppState`), completed by the lifespan
(`Running`), and reached from an app, a request or a socket through `state_of`."""

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from starlette.applications import Starlette
from starlette.requests import HTTPConnection

from parlour.server.bans import Bans
from parlour.server.clock import MovableClock
from parlour.server.directory import RoomDirectory
from parlour.server.learning import Teacher
from parlour.server.limits import Limits
from parlour.server.metrics import FrameRates, Metrics
from parlour.server.outbox import LocalOutbox
from parlour.server.ratelimit import OpenPerAddress, PerAddress
from parlour.server.settings import Settings
from parlour.store.repository import Reader

if TYPE_CHECKING:
    from parlour.cluster.node import Node


@dataclass(frozen=True)
class Running:
    """What the lifespan opens at start (and closes at stop): only a started app has it."""

    directory: RoomDirectory
    reader: Reader
    outbox: LocalOutbox
    node: "Node | None"
    """This process's place among several (PARLOUR_REDIS_URL); None when it serves alone."""
    teacher: Teacher | None = None
    """What computer players keep of finished games."""


@dataclass
class AppState:
    settings: Settings
    clock: Callable[[], int] | None = None
    """The clock the rooms run on (milliseconds); None: the wall clock."""
    movable: MovableClock | None = None
    """The test clock (`settings.test_clock`), which `POST /test/clock` moves; None on a server people play on."""
    metrics: Metrics = field(default_factory=Metrics)
    creations: PerAddress = field(init=False)
    """Rooms created per client address and minute."""
    sockets: OpenPerAddress = field(init=False)
    """WebSockets open per client address."""
    bans: Bans = field(init=False)
    """Addresses the admin banned for a while (server/routes/admin.py)."""
    frame_rates: FrameRates = field(default_factory=FrameRates)
    _running: Running | None = field(default=None, init=False)
    draining: bool = field(default=False, init=False)
    """Stopping: its rooms are being written and handed on, so it takes no new ones (`/readyz` says so)."""

    def __post_init__(self) -> None:
        self.creations = PerAddress(self.limits.rooms_per_minute)
        self.sockets = OpenPerAddress(self.limits.connections_per_address)
        clock = self.clock
        self.bans = Bans(clock if clock is not None else lambda: int(time.time() * 1000))

    @classmethod
    def for_settings(cls, settings: Settings, clock: Callable[[], int] | None = None) -> "AppState":
        """A test's own clock wins over the test clock: with one given, nothing else may move the time."""
        movable = MovableClock() if settings.test_clock and clock is None else None
        return cls(settings, clock=movable if movable is not None else clock, movable=movable)

    @property
    def limits(self) -> Limits:
        return self.settings.limits

    @property
    def running(self) -> Running:
        if self._running is None:
            raise RuntimeError("the app has not started: its lifespan opens the rooms and the database")
        return self._running

    def started(self, running: Running) -> None:
        self._running = running

    @property
    def is_started(self) -> bool:
        return self._running is not None


def attach(app: Starlette, state: AppState) -> None:
    app.state.parlour = state


def state_of(source: Starlette | HTTPConnection) -> AppState:
    """The app's state, from the app itself or from any request or socket it serves."""
    app = source.app if isinstance(source, HTTPConnection) else source
    state = app.state.parlour
    if not isinstance(state, AppState):
        raise TypeError(f"not a Parlour app's state: {state!r}")
    return state
