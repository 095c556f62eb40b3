"""Rate and count limits: a token bucket per connection (a burst is fine, a flood is refused), and the same
per client address for what an address may do across connections."""

import math
import time
from collections.abc import Callable


class TokenBucket:
    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp: float | None = None

    def take(self, now: float) -> bool:
        if self.stamp is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class PerAddress:
    """A token bucket per client address (rooms created per minute, say). Buckets that have refilled are
    forgotten, so a stream of new addresses holds memory only while each is still limited."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = per_minute / 60.0
        self.burst = float(per_minute)
        self.clock = clock
        self.buckets: dict[str, TokenBucket] = {}
        self.prune_at = PRUNE_AT

    def take(self, address: str) -> bool:
        now = self.clock()
        if len(self.buckets) >= self.prune_at:
            self._prune(now)
            # Sweeping costs a pass over every bucket: when most are still limited, wait for twice as many.
            self.prune_at = max(PRUNE_AT, 2 * len(self.buckets))
        bucket = self.buckets.get(address)
        if bucket is None:
            bucket = self.buckets[address] = TokenBucket(self.rate, self.burst)
        return bucket.take(now)

    def retry_after(self, address: str) -> int:
        """Whole seconds until `address` may try again."""
        bucket = self.buckets.get(address)
        if bucket is None or bucket.tokens >= 1:
            return 0
        return max(1, math.ceil((1 - bucket.tokens) / self.rate))

    def _prune(self, now: float) -> None:
        full_after = self.burst / self.rate
        stale = [a for a, b in self.buckets.items() if b.stamp is None or now - b.stamp >= full_after]
        for address in stale:
            del self.buckets[address]


class OpenPerAddress:
    """How many connections each client address has open; an address with none is not kept."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.open: dict[str, int] = {}

    def acquire(self, address: str) -> bool:
        count = self.open.get(address, 0)
        if count >= self.limit:
            return False
        self.open[address] = count + 1
        return True

    def release(self, address: str) -> None:
        count = self.open.get(address, 0) - 1
        if count > 0:
            self.open[address] = count
        else:
            self.open.pop(address, None)


PRUNE_AT = 1024
"""Addresses tracked before full buckets are swept out."""
