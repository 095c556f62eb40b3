"""The server's clock: wall time, or, for tests, wall time that the test may move on (PARLOUR_TEST_CLOCK).

Every timer of a game (turns, steals, reveal moments, the grace before playing for an absent seat) is a deadline
on this clock, so a test that moves it on sees them fall due at once instead of waiting them out."""

import time
from collections.abc import Callable


def wall_clock() -> int:
    """Milliseconds since the epoch: what deadlines in views are written in."""
    return int(time.time() * 1000)


class MovableClock:
    """Runs with the wall clock, ahead of it by what `advance` added: time still passes as it does for players
    (a bell is still timed), and a test skips the waits it does not care about. Whoever must act when time jumps
    (the rooms, whose timers were set for the old time) listens with `on_advance`.

    A test may also `hold` it: then only `advance` moves it, so that no timer runs out while a slow (loaded) machine
    renders a stage the test means to look at; `release` lets it flow again from where it stood."""

    def __init__(self) -> None:
        self.ahead_ms = 0
        self._held_at: int | None = None
        self._listeners: list[Callable[[], None]] = []

    def __call__(self) -> int:
        if self._held_at is not None:
            return self._held_at
        return wall_clock() + self.ahead_ms

    @property
    def held(self) -> bool:
        return self._held_at is not None

    def hold(self) -> int:
        """Stop time flowing (only `advance` moves it now); returns the time it stands at."""
        if self._held_at is None:
            self._held_at = self()
        return self._held_at

    def release(self) -> int:
        """Let time flow again from where it stood (never back); returns the time."""
        if self._held_at is not None:
            self.ahead_ms = self._held_at - wall_clock()
            self._held_at = None
        return self()

    def on_advance(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def advance(self, ms: int) -> int:
        """Move on by `ms` (never back); returns the new time."""
        if ms < 0:
            raise ValueError("a clock does not go back")
        if self._held_at is not None:
            self._held_at += ms
        else:
            self.ahead_ms += ms
        for listener in self._listeners:
            listener()
        return self()
