"""A tiny seeded generator whose whole state is one integer, so it snapshots and replays for free.

The algorithm is SplitMix64: fast in pure Python, well distributed, and its state fits in a JSON number.
"""

from collections.abc import MutableSequence
from typing import TypeVar

import msgspec

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng(msgspec.Struct):
    state: int

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(seed & _MASK)

    def next_u64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: list[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]
