"""The state of a game of Piccolino."""

from typing import Any, Literal

import msgspec

from parlour.engine.rng import Rng
from parlour.games.piccolino.cards import Card
from parlour.games.piccolino.options import Options


class Player(msgspec.Struct):
    draw: list[Card]
    """Face down; the top card is the last."""
    discard: list[Card]
    """Face up; only the last (top) card is visible."""
    out: bool = False
    stop_vote: bool = False
    rang: int = -1
    """The latest version this player rang on (the one on their screen, `seen`, when the ring says): one ring per
    table, so a double press is not a double penalty."""

    def cards(self) -> int:
        return len(self.draw) + len(self.discard)


class PendingRing(msgspec.Struct, array_like=True):
    seat: int
    effective_ms: int
    arrived: int


class State(msgspec.Struct):
    options: Options
    seats: int
    rng: Rng
    phase: Literal["playing", "over"]
    players: list[Player]
    turn: int
    version: int
    """Counts changes to the visible tops; a ring names the version on its player's screen at the press."""
    pairs: dict[int, bool]
    """For recent versions: was a pair of happy clowns of one colour showing?"""
    collected: int
    """The version at which the discard piles were last gathered up: rings on anything older come too late."""
    rings: list[PendingRing]
    bell_deadline: int | None
    flip_deadline: int | None
    last: dict[str, Any] | None
    """The last bell's outcome, for everyone to see."""
    winners: list[int]
    shown_at: dict[int, int] = msgspec.field(default_factory=dict)
    """For recent versions: when the server made them (ms), to tell how long after a change a ring came."""
    pair_since: dict[int, int] = msgspec.field(default_factory=dict)
    """For recent versions with a pair: the version where that pair (or part of it still showing) appeared, from
    which rings on it are timed."""
    paired: list[tuple[int, str]] = msgspec.field(default_factory=list)
    """The (seat, colour) of the tops forming pairs at the current version."""
    won_by: dict[int, int] = msgspec.field(default_factory=dict)
    """For recent gatherings: the version they made and who won them, so that a ring too late is told who got the
    pair it was meant for (not whatever bell came since)."""
