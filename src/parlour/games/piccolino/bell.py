"""The fair bell: who rang first is decided by reaction time, not by arrival order alone.

Each ring reports how long after the deciding card appeared on that player's screen they rang (`reaction_ms`,
measured on their own device). The server knows two things the client cannot fake: how long after it sent
that card the ring arrived (`elapsed_ms`), and the connection's measured round-trip time (`rtt_ms`). An honest
reaction is `elapsed - rtt - rendering`, so a claim is accepted only within [elapsed - rtt - MARGIN, elapsed]:
a lying client gains at most its measured round trip (capped at MAX_RTT_MS) plus MARGIN_MS.
The method, its limits and what it cannot prevent: docs/rules/piccolino.md."""

REACTION_FLOOR_MS = 100
"""Nobody reacts to what they see sooner (athletics counts a start within 100 ms of the gun as false): a ring
credited with less, after the table changed, was aimed at the table before the change and is judged on it."""
MARGIN_MS = 60
"""Allowance for the client's rendering and event handling, inside which a claim is believed as it is."""
MAX_RTT_MS = 400
"""A longer round trip counts as this much: it caps what a client inflating its round trip can gain."""
MAX_WINDOW_MS = 600
"""The longest the bell waits for slower connections after the first correct ring."""


def effective_reaction(claimed_ms: int, elapsed_ms: int | None, rtt_ms: int) -> int:
    """The reaction time the server credits a ring with."""
    claimed = max(0, claimed_ms)
    if elapsed_ms is None:  # no timing facts (a game driven directly, without a server): take the claim
        return claimed
    elapsed = max(0, elapsed_ms)
    rtt = min(max(0, rtt_ms), MAX_RTT_MS)
    floor = max(0, elapsed - rtt - MARGIN_MS)
    return min(max(claimed, floor), elapsed)


def window_ms(rtts: list[int]) -> int:
    """How long to wait after the first correct ring, so that the slowest connection's ring can still arrive."""
    slowest = max((min(max(0, r), MAX_RTT_MS) for r in rtts), default=0)
    return min(MAX_WINDOW_MS, slowest + MARGIN_MS)
