"""Addresses the server's admin has banned for a while: their sockets and new rooms are refused until then. Kept
by each process in memory (a restart lifts them); a ban past its time is forgotten when next looked at."""

from collections.abc import Callable

MAX_BANS = 10_000
"""More than any admin sets by hand: a bound, so that no request can make the list grow for ever."""

MAX_MINUTES = 30 * 24 * 60


class TooManyBans(Exception):
    pass


class Bans:
    def __init__(self, clock_ms: Callable[[], int]) -> None:
        self.clock_ms = clock_ms
        self._until: dict[str, int] = {}

    def ban(self, address: str, minutes: int) -> int:
        """Ban `address` for `minutes` from now (a ban already there is replaced); when it ends, in ms."""
        self._forget_past()
        if address not in self._until and len(self._until) >= MAX_BANS:
            raise TooManyBans()
        until = self._until[address] = self.clock_ms() + minutes * 60_000
        return until

    def lift(self, address: str) -> bool:
        return self._until.pop(address, None) is not None

    def banned(self, address: str) -> bool:
        until = self._until.get(address)
        if until is None:
            return False
        if until <= self.clock_ms():
            del self._until[address]
            return False
        return True

    def listed(self) -> list[dict[str, object]]:
        self._forget_past()
        return [{"address": a, "until": u} for a, u in sorted(self._until.items(), key=lambda item: item[1])]

    def _forget_past(self) -> None:
        now = self.clock_ms()
        for address in [a for a, until in self._until.items() if until <= now]:
            del self._until[address]
