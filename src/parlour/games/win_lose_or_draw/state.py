"""The whole state of a game of Win, Lose or Draw, as plain msgspec structs (cheap to snapshot and compare)."""

from typing import Literal

import msgspec

from parlour.engine.rng import Rng
from parlour.games.win_lose_or_draw.options import Options

Phase = Literal["opening", "placing", "turn", "over"]
Stage = Literal["ready", "drawing", "steal", "collect", "reveal"]
"""`reveal`: the turn is over and recorded; its finished sketch stays in sight until the next turn begins."""
Outcome = Literal["guessed", "stolen", "missed", "put_away", "passed"]


class GuessEntry(msgspec.Struct):
    id: int
    seat: int
    text: str
    ms: int
    """After the timer started."""
    at: int
    """When it was most likely sent (server clock): board play's 'same time' is judged on this."""
    mark: str | None = None
    correct: bool = False
    accepted: bool = False
    steal: bool = False
    near: bool = False


class PlacedLabel(msgspec.Struct):
    word: int
    x: int
    y: int


class TurnResult(msgspec.Struct):
    turn: int
    sketcher: int
    category: str
    item: int
    """Index into the options' items."""
    outcome: Outcome
    revealed: bool
    """Whether everyone may know the item (it is out of play); board play keeps a missed item secret."""
    guessers: list[int] = msgspec.field(default_factory=list)
    guess: str | None = None
    accepted: bool = False
    team: int | None = None
    ms: int | None = None


class Roll(msgspec.Struct):
    seat: int
    value: int
    start: int
    end: int
    took: str | None


class State(msgspec.Struct):
    options: Options
    seats: int
    rng: Rng
    phase: Phase
    turn: int = 0
    sketcher: int = 0
    stage: Stage | None = None
    deadline: int | None = None
    started: int | None = None
    deck: list[int] = msgspec.field(default_factory=list)
    """Items not sketched yet, the front card last."""
    spent: list[int] = msgspec.field(default_factory=list)
    """Items out of play, shuffled back in should the box run out."""
    item: int | None = None
    guesses: list[GuessEntry] = msgspec.field(default_factory=list)
    labels: list[PlacedLabel] = msgspec.field(default_factory=list)
    history: list[TurnResult] = msgspec.field(default_factory=list)
    following: int | None = None
    """While a finished sketch is shown (`reveal`): who sketches next, and whether it is the same item again."""
    following_same: bool = False
    # Team play
    team_of: tuple[int, ...] = ()
    score: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    playing: int = 0
    rolls: list[tuple[int, int]] = msgspec.field(default_factory=list)
    first: int = 0
    rotation: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    """How many turns each team has had a sketcher for: its next sketcher is its member at that position."""
    steal_team: int | None = None
    steal_used: bool = False
    winner: int | None = None
    # Board play
    white: int | None = None
    pawns: list[list[str]] = msgspec.field(default_factory=list)
    sketched: list[int] = msgspec.field(default_factory=list)
    """Who has sketched the current item (they know it, so they may not guess it)."""
    window_closes: int | None = None
    """When the guesses 'at exactly the same time' as the first correct one are all in (board play)."""
    correct: list[int] = msgspec.field(default_factory=list)
    to_take: list[int] = msgspec.field(default_factory=list)
    aces: list[int] = msgspec.field(default_factory=list)
    """This turn's correct guessers who owned all four colours before it: the Ace is theirs on a Spade Space."""
    rolled: bool = False
    last_roll: Roll | None = None
    ace: int | None = None
