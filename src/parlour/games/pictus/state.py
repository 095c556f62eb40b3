"""The whole state of a game of Pictus, as plain msgspec structs."""

from typing import Any, Literal

import msgspec

from parlour.engine.rng import Rng
from parlour.games.pictus.options import Options

Phase = Literal["drawing", "clue", "hand_in", "vote", "reveal", "over"]


class GivenClue(msgspec.Struct, frozen=True):
    words: str
    drawn: bool


class Reveal(msgspec.Struct):
    owners: list[int | None]
    """Per card on the table, the seat who put it in; None for the extra card from the deck."""
    votes: list[list[int]]
    """Per card on the table, the seats who voted for it."""
    narrator_card: int
    points: list[int]
    """Per seat, the points of the round."""
    all_or_none: bool
    abstained: list[int] = msgspec.field(default_factory=list)
    """The voters the wait ended without a vote from (a time limit, or the host)."""


class Late(msgspec.Struct, frozen=True):
    """A wait that ended with players who had not acted: the server played for them (docs/rules/pictus.md)."""

    phase: str
    seats: list[int]
    why: str
    """"time" (the time limit ran out) or "host" (the host ended the wait)."""


class RoundRecord(msgspec.Struct, frozen=True):
    round: int
    narrator: int
    words: str
    drawn: bool
    points: list[int]


class State(msgspec.Struct):
    options: Options
    seats: int
    rng: Rng
    phase: Phase
    deck: list[str] = msgspec.field(default_factory=list)
    """Face down; the top is the end of the list."""
    hands: list[list[str]] = msgspec.field(default_factory=list)
    used: list[str] = msgspec.field(default_factory=list)
    scores: list[int] = msgspec.field(default_factory=list)
    round: int = 0
    narrator: int | None = None
    clue: GivenClue | None = None
    narrator_card: str | None = None
    handed: list[str | None] = msgspec.field(default_factory=list)
    table: list[str] = msgspec.field(default_factory=list)
    owners: list[int | None] = msgspec.field(default_factory=list)
    votes: list[int | None] = msgspec.field(default_factory=list)
    abstained: list[int] = msgspec.field(default_factory=list)
    """Voters whose vote the wait ended without: no vote is cast for them (docs/rules/pictus.md)."""
    ready: list[bool] = msgspec.field(default_factory=list)
    late: list[Late] = msgspec.field(default_factory=list)
    """This round's waits that ended with someone late, for everyone to be told whom the server played for."""
    deadline: int | None = None
    """When the hand-in or the vote ends whoever is still thinking (the time limit), or the reveal moves on."""
    reveal: Reveal | None = None
    history: list[RoundRecord] = msgspec.field(default_factory=list)
    shares: list[list[str]] = msgspec.field(default_factory=list)
    """Own-deck play: the cards each seat brought (drawn, or shipped pictures instead)."""
    drawings: dict[str, list[dict[str, Any]]] = msgspec.field(default_factory=dict)
    """Own-deck play: each drawn card's strokes, by card id."""
    winners: list[int] | None = None
    end_reason: str | None = None
