"""The whole state of a game of Pictomania, as plain msgspec structs (cheap to snapshot and compare)."""

from typing import Literal

import msgspec

from parlour.engine.rng import Rng
from parlour.games.pictomania.options import Options
from parlour.games.pictomania.scoring import PileEntry, RoundScore

Phase = Literal["choosing_level", "preview", "drawing", "review", "scored", "over"]


class Player(msgspec.Struct):
    """One seat's part of the current round."""

    symbol: int = 0
    """Which clue card on the rack (its position); always 0 in the children's variant."""
    number: int = 0
    """Which clue on that card, 1 to 7."""
    used: int = 0
    """Guess cards already placed this round, as a bit mask (bit n for card n)."""
    guessed: int = 0
    """Players already guessed this round, as a bit mask of seats."""
    ready: bool = False
    finished: bool = False
    bonus: int = 0
    """Stars on the bonus token taken this round; 0 for none."""
    blank: bool = False
    """Draws nothing this round."""
    wrong_clue: bool = False
    checked: bool = False
    replaced: int = 0


class RackCard(msgspec.Struct, array_like=True):
    card: int
    """Index into the options' cards."""
    side: int


class RoundResult(msgspec.Struct, frozen=True):
    round: int
    level: str
    clues: tuple[str, ...]
    """Each player's secret clue, revealed at scoring."""
    symbols: tuple[int, ...]
    score: RoundScore


class State(msgspec.Struct):
    options: Options
    seats: int
    rng: Rng
    phase: Phase
    round: int
    level: str | None
    stock: dict[str, list[int]]
    """Cards not dealt yet, per level, top of the deck last."""
    discard: dict[str, list[int]]
    """Cards already used, per level; shuffled back in when a level runs out."""
    rack: list[RackCard]
    players: list[Player]
    piles: list[list[PileEntry]]
    bonus_left: list[int]
    """Bonus tokens still in the centre, most valuable first."""
    deadline: int | None
    results: list[RoundResult]
    totals: list[int]
