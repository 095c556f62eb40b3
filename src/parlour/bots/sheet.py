"""Another seat's sheet as a computer player has seen it: the strokes its `draw`, `undo` and `clear` frames built,
as a browser keeps them, and when the player last read it. What it reads is the ink a person sees: an eraser
stroke, or a pen stroke in the paper's white, takes away the ink it passes over."""

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from parlour.bots.sketching import PEN
from parlour.wire.canvas import PALETTE

ERASER = "eraser"
WHITE = PALETTE.index("white")
"""The paper's own colour: a pen in it hides what it covers, as an eraser does."""


@dataclass
class _Stroke:
    sid: int
    tool: str
    size: int
    colour: int | None
    pts: list[int]
    """Flat points x, y, p, …"""

    @property
    def covers(self) -> bool:
        """Whether it takes ink away rather than lay it down."""
        return self.tool == ERASER or (self.tool == PEN and self.colour == WHITE)


@dataclass
class Sheet:
    """Another seat's drawing as this player has seen it."""

    strokes: list[_Stroke] = field(default_factory=list)
    """In drawing order."""
    version: int = 0
    looked_at: int = -1
    looked_when: float = -1e9
    _seen: tuple[int, list[list[tuple[float, float]]]] = field(default=(-1, []), init=False, repr=False, compare=False)
    """The visible lines, and the version they were worked out for."""

    def apply(self, frame: dict[str, Any]) -> None:
        kind = frame.get("t")
        if kind == "draw":
            if self.strokes and self.strokes[-1].sid == frame["sid"]:
                self.strokes[-1].pts.extend(frame["pts"])
            else:
                stroke = _Stroke(frame["sid"], frame["tool"], frame.get("size", 1), frame.get("colour"), [])
                stroke.pts.extend(frame["pts"])
                self.strokes.append(stroke)
        elif kind == "undo":
            if self.strokes:
                self.strokes.pop()
        elif kind == "clear":
            self.strokes.clear()
        self.version += 1

    @property
    def read_in_full(self) -> bool:
        """Whether its last look saw all of it."""
        return self.looked_at == self.version

    @property
    def ink(self) -> int:
        """How many points of ink show."""
        if not any(stroke.covers for stroke in self.strokes):  # what nearly every look finds: nothing to work out
            return sum(len(stroke.pts) // 3 for stroke in self.strokes if stroke.tool == PEN)
        return sum(len(line) for line in self.lines())

    def lines(self) -> list[list[tuple[float, float]]]:
        """The pen lines as they show: cut where a later eraser or white stroke passed over them."""
        version, seen = self._seen
        if version != self.version:
            seen = _visible(self.strokes)
            self._seen = (self.version, seen)
        return seen


def _visible(strokes: list[_Stroke]) -> list[list[tuple[float, float]]]:
    if not any(stroke.covers for stroke in strokes):
        return [list(zip(s.pts[0::3], s.pts[1::3], strict=True)) for s in strokes if s.tool == PEN]
    lines: list[np.ndarray] = []
    for stroke in strokes:
        xy = np.asarray(stroke.pts, dtype=np.float64).reshape(-1, 3)[:, :2]
        if stroke.covers:
            lines = [piece for line in lines for piece in _uncovered(line, xy, stroke.size / 2)]
        elif stroke.tool == PEN:
            lines.append(xy)
    return [[(float(x), float(y)) for x, y in line] for line in lines if len(line)]


def _uncovered(line: np.ndarray, cover: np.ndarray, radius: float) -> list[np.ndarray]:
    """The runs of `line`'s points that lie farther than `radius` from the covering stroke's path."""
    if len(cover) > 1:
        # A quick hand's points lie far apart: the path between them covers too, sampled finer than its width.
        steps = np.maximum(1, np.ceil(np.hypot(*np.diff(cover, axis=0).T) / max(radius, 1.0))).astype(int)
        cover = np.concatenate(
            [a + (b - a) * (np.arange(n)[:, None] / n) for a, b, n in zip(cover[:-1], cover[1:], steps, strict=True)]
            + [cover[-1:]]
        )
    near = np.zeros(len(line), dtype=bool)
    step = max(1, 250_000 // len(line))  # at most a quarter of a million distances at once, however long the line
    for start in range(0, len(cover), step):
        chunk = cover[start : start + step]
        gaps = np.hypot(line[:, None, 0] - chunk[None, :, 0], line[:, None, 1] - chunk[None, :, 1])
        near |= (gaps <= radius).any(axis=1)
    if not near.any():
        return [line]
    kept = np.flatnonzero(~near)
    if not len(kept):
        return []
    breaks = np.flatnonzero(np.diff(kept) > 1) + 1
    return [line[run] for run in np.split(kept, breaks)]
