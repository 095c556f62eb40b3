"""Another seat's sheet as a computer player has seen it: the strokes its `draw`, `undo` and `clear` frames built,
as a browser keeps them, and when the player last read it."""

from dataclasses import dataclass, field
from typing import Any

from parlour.bots.sketching import PEN


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
