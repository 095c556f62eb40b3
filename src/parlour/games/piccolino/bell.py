"""The fair bell: who rang first is decided by reaction time, not by arrival order alone.

Each ring reports how long after the deciding card appeared on that player's screen they rang (`reaction_ms`,
measured on their own device). The server knows two things the client cannot fake: how long after it sent
that card the ring arrived (`elapsed_ms`), and the connection's measured round-trip time (`rtt_ms`). An honest
reaction is `elapsed - rtt - rendering`, so a claim is accepted only within [elapsed - rtt - MARGIN, elapsed]:
a lying client gains at most its measured round trip (capped at MAX_RTT_MS) plus MARGIN_MS.
The method, its limits and what it cannot prevent: docs/rules/piccolino.md."""

from parlour.engine.fairness import MARGIN_MS, MAX_RTT_MS, MAX_WINDOW_MS, capped_rtt, window_ms

__all__ = [
    "CLAIM_GRACE_MS",
    "MARGIN_MS",
    "MAX_RTT_MS",
    "MAX_WINDOW_MS",
    "REACTION_FLOOR_MS",
    "claim_stands",
    "effective_reaction",
    "window_ms",
]

REACTION_FLOOR_MS = 100
"""Nobody reacts to what they see sooner (athletics counts a start within 100 ms of the gun as false): a ring
credited with less, after the table changed, was aimed at the table before the change and is judged on it."""


def effective_reaction(claimed_ms: int, elapsed_ms: int | None, rtt_ms: int) -> int:
    """The reaction time the server credits a ring with."""
    claimed = max(0, claimed_ms)
    if elapsed_ms is None:  # no timing facts (a game driven directly, without a server): take the claim
        return claimed
    elapsed = max(0, elapsed_ms)
    rtt = min(max(0, rtt_ms), MAX_RTT_MS)
    floor = max(0, elapsed - rtt - MARGIN_MS)
    return min(max(claimed, floor), elapsed)


CLAIM_GRACE_MS = 1000
"""How long beyond its measured round trip a ring may still claim a table the server had already replaced on
that player's screen: an honest screen shows the old table at most a one-way trip and a paint longer, and its
ring takes the other way back; a second more covers a busy phone, and no more, so nobody hides behind an old
table."""


def claim_stands(replaced_ms: int | None, rtt_ms: int) -> bool:
    """Is a ring's claim to have pressed on a table believable? `replaced_ms`: how long before the ring arrived
    the server sent that player a newer table (None: none yet, the claimed table is the newest they were sent)."""
    return replaced_ms is None or replaced_ms <= capped_rtt(rtt_ms) + CLAIM_GRACE_MS
