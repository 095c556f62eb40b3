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
    (the rooms, whose timers were set for the old time) listens with `on_advance`."""

    def __init__(self) -> None:
        self.ahead_ms = 0
        self._listeners: list[Callable[[], None]] = []

    def __call__(self) -> int:
        return wall_clock() + self.ahead_ms

    def on_advance(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def advance(self, ms: int) -> int:
        """Move on by `ms` (never back); returns the new time."""
        if ms < 0:
            raise ValueError("a clock does not go back")
        self.ahead_ms += ms
        for listener in self._listeners:
            listener()
        return self()
