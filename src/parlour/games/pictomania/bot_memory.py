"""What a Pictomania computer player keeps: each other seat's sheet as it has seen it, and the round in play."""

from dataclasses import dataclass, field
from typing import Any

from parlour.bots import matching
from parlour.bots.sketching import PEN, PenStroke
from parlour.content.sketches import Picture
from parlour.games.pictomania import guessing


@dataclass
class Sheet:
    """Another seat's drawing as this player has seen it."""

    strokes: list[tuple[int, str, list[int]]] = field(default_factory=list)
    """(sid, tool, flat points x, y, p, …) in drawing order."""
    version: int = 0
    looked_at: int = -1
    looked_when: float = -1e9
    ink: int = 0

    def apply(self, frame: dict[str, Any]) -> None:
        kind = frame.get("t")
        if kind == "draw":
            if self.strokes and self.strokes[-1][0] == frame["sid"]:
                self.strokes[-1][2].extend(frame["pts"])
            else:
                self.strokes.append((frame["sid"], frame["tool"], list(frame["pts"])))
        elif kind == "undo":
            if self.strokes:
                self.strokes.pop()
        elif kind == "clear":
            self.strokes.clear()
        self.version += 1
        self.ink = sum(len(pts) // 3 for _, tool, pts in self.strokes if tool == PEN)

    @property
    def read_in_full(self) -> bool:
        """Whether its last look saw all of it."""
        return self.looked_at == self.version

    def lines(self) -> list[list[tuple[float, float]]]:
        return [list(zip(pts[0::3], pts[1::3], strict=True)) for _, tool, pts in self.strokes if tool == PEN]


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
