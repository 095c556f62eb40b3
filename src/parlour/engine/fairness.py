"""Latency fairness for games where the first to answer wins: the server credits an answer with when its player
sent it, not when it happened to arrive, and waits long enough for slower connections' answers to arrive.

Round trips are measured by the server (pings), so a client cannot claim a short one; a client that inflates
its round trip gains at most MAX_RTT_MS. Used by a bell players race to ring, and by guesses raced on a board."""

MARGIN_MS = 60
"""Allowance for the client's rendering and event handling."""
MAX_RTT_MS = 400
"""A longer round trip counts as this much: it caps what a client inflating its round trip can gain."""
MAX_WINDOW_MS = 600
"""The longest a game waits for slower connections after the first answer."""


def capped_rtt(rtt_ms: int) -> int:
    return min(max(0, rtt_ms), MAX_RTT_MS)


def sent_at(arrived_ms: int, rtt_ms: int) -> int:
    """When an answer that arrived at `arrived_ms` was most likely sent: half a (capped) round trip earlier."""
    return arrived_ms - capped_rtt(rtt_ms) // 2


def window_ms(rtts: list[int]) -> int:
    """How long to wait after the first answer, so that the slowest connection's answer can still arrive."""
    slowest = max((capped_rtt(r) for r in rtts), default=0)
    return min(MAX_WINDOW_MS, slowest + MARGIN_MS)
