"""What a Pictomania computer player keeps about the round in play (each other seat's sheet: parlour.bots.sheet)."""

from dataclasses import dataclass, field
from typing import Any

from parlour.bots import matching
from parlour.bots.sketching import PenStroke
from parlour.content.sketches import Picture
from parlour.games.pictomania import guessing


@dataclass
class Round:
    """What a player keeps about the round in play."""

    number: int
    started: float | None = None
    """Its own seconds at the start signal."""
    strokes: list[PenStroke] = field(default_factory=list)
    sent: int = 0
    """Points of its drawing sent so far, counted over all strokes."""
    blank_planned: bool = False
    done_at: float | None = None
    """When its own work (drawing, or deciding to draw nothing) was done."""
    evidence: dict[int, Any] = field(default_factory=dict)
    """Per other seat: chances over numbers from its last look."""
    steady: dict[int, bool] = field(default_factory=dict)
    """Per other seat: whether its last two looks saw the same most likely number (see `Level.looks_twice`)."""
    pending: tuple[float, dict[str, Any]] | None = None
    """The one action it has decided and will send at that time."""
    clues: list[guessing.Clue] = field(default_factory=list)
    pictures: list[Picture | None] = field(default_factory=list)
    """The shipped picture of each clue, in the same order."""
    templates: list[list[matching.Template]] = field(default_factory=list)
    """Each clue's pictures made ready for matching so far: the shipped one and those learned from the table."""
    to_prepare: list[tuple[int, Picture | str]] = field(default_factory=list)
    """Pictures still to make ready (clue index, shipped picture or learned data), a few a tick."""
    guessed: dict[int, int] = field(default_factory=dict)
    """Guesses it has sent, target -> number: its view may not show them yet."""
    looks: int = 0
    """How many times it has read a sheet this round (its beliefs change only then)."""
    chances: dict[int, Any] = field(default_factory=dict)
    chances_key: tuple[Any, ...] | None = None
    finished: bool = False
