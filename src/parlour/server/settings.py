"""Where the server listens and what it stores into; from the command line or PARLOUR_* variables."""

import os
from dataclasses import dataclass, field

from parlour.server.limits import Limits
from parlour.server.room import STROKE_TICK_MS
from parlour.store.database import DEFAULT_URL


@dataclass(frozen=True)
class Settings:
    host: str = "127.0.0.1"
    port: int = 8000
    database_url: str = DEFAULT_URL
    log_level: str = "info"
    bot_speed: float = 1.0
    """Computer players act this many times faster than their level says (tests and demos speed games up)."""
    limits: Limits = field(default_factory=Limits)
    stroke_tick_ms: int = STROKE_TICK_MS
    """How long a room gathers strokes before sending them on (PARLOUR_STROKE_TICK_MS; 0 sends each turn at once)."""
    redis_url: str | None = None
    """Several processes serving the same rooms meet here (PARLOUR_REDIS_URL); None: one process, as `make run`."""
    lease_seconds: float = 5.0
    """How long a room's lease lasts unrenewed (PARLOUR_LEASE_SECONDS): how soon another process takes over the
    rooms of one that died or stalled."""
    shutdown_seconds: float = 10.0
    """How long a stopping process (SIGTERM) waits for HTTP requests in flight before it closes them
    (PARLOUR_SHUTDOWN_SECONDS); players' sockets are told to come back at once, and every room is written before
    it exits."""
    admin_token: str | None = None
    """The token the admin page and API ask for (PARLOUR_ADMIN_TOKEN); unset, they are off."""
    game_seed: int | None = None
    """Every game starts from this seed (PARLOUR_GAME_SEED): the same dice and cards each time, for tests."""
    test_clock: bool = False
    """For tests only (PARLOUR_TEST_CLOCK=1): the clock may be moved on by `POST /test/clock {"advance_ms": N}`,
    so that a test skips a game's timers instead of waiting them out. Never on a server people play on."""

    @classmethod
    def from_env(cls) -> "Settings":
        return cls(
            host=os.environ.get("PARLOUR_HOST", cls.host),
            port=int(os.environ.get("PARLOUR_PORT", cls.port)),
            database_url=os.environ.get("PARLOUR_DATABASE_URL", cls.database_url),
            log_level=os.environ.get("PARLOUR_LOG_LEVEL", cls.log_level),
            bot_speed=float(os.environ.get("PARLOUR_BOT_SPEED", cls.bot_speed)),
            limits=Limits.from_env(),
            stroke_tick_ms=int(os.environ.get("PARLOUR_STROKE_TICK_MS", cls.stroke_tick_ms)),
            redis_url=os.environ.get("PARLOUR_REDIS_URL") or None,
            lease_seconds=float(os.environ.get("PARLOUR_LEASE_SECONDS", cls.lease_seconds)),
            shutdown_seconds=float(os.environ.get("PARLOUR_SHUTDOWN_SECONDS", cls.shutdown_seconds)),
            admin_token=os.environ.get("PARLOUR_ADMIN_TOKEN") or None,
            game_seed=int(os.environ["PARLOUR_GAME_SEED"]) if os.environ.get("PARLOUR_GAME_SEED") else None,
            test_clock=os.environ.get("PARLOUR_TEST_CLOCK") == "1",
        )

    def problem(self, workers: int = 1) -> str | None:
        """Why these settings cannot serve, or None. Several processes share rooms only through PostgreSQL and
        Redis: SQLite is one process's database."""
        sqlite = self.database_url.startswith("sqlite")
        if workers > 1 and sqlite:
            return (
                f"{workers} processes cannot share SQLite: give a PostgreSQL database (--database-url or "
                "PARLOUR_DATABASE_URL) and a Redis server (PARLOUR_REDIS_URL), or serve with one process"
            )
        if workers > 1 and self.redis_url is None:
            return f"{workers} processes meet through Redis: set PARLOUR_REDIS_URL (redis://host:6379/0)"
        if self.redis_url is not None and sqlite:
            return (
                "PARLOUR_REDIS_URL is for several processes, which cannot share SQLite: give a PostgreSQL "
                "database, or unset PARLOUR_REDIS_URL to serve with one process"
            )
        return None
