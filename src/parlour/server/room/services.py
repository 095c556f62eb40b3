"""What a room is given from outside: the journal and reader of the database, metrics, the games' content, the
clock, and where its frames go. One `Services` is shared by every room of a process."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from parlour.content.source import Content
from parlour.server.clock import wall_clock
from parlour.server.learning import Teacher
from parlour.server.metrics import Metrics
from parlour.server.outbox import LocalOutbox
from parlour.store.journal import Journal
from parlour.store.repository import Reader
from parlour.wire.seam import Outbox

STROKE_TICK_MS = 8
"""How long a room gathers the strokes that come in before it handles and sends them on, together: chosen by
`make bench` (docs/benchmarks.md, "The stroke tick")."""


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
    teacher: Teacher | None = None
    """What computer players keep of finished games (`server/learning.py`); None: they learn nothing."""
