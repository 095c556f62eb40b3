"""Each player's drawing for the current round: strokes on a fixed virtual canvas, checked cheaply."""

from typing import Any

import msgspec

from parlour.server.protocol import Clear, Draw, FrameError, Undo

WIDTH = HEIGHT = 1000
MAX_PRESSURE = 100
MAX_POINTS = 128
MAX_SIZE = 80
MAX_SID = 2**31
TOOLS = frozenset({"pen", "eraser"})


class Stroke(msgspec.Struct):
    sid: int
    tool: str
    size: int
    pts: list[int]


def check_draw(frame: Draw) -> None:
    """Refuse a malformed or out-of-bounds batch of points before anything is stored or sent."""
    pts = frame.pts
    if frame.tool not in TOOLS:
        raise FrameError("bad_stroke", detail="tool must be pen or eraser")
    if not 1 <= frame.size <= MAX_SIZE:
        raise FrameError("bad_stroke", detail=f"size must be 1..{MAX_SIZE}")
    if not 0 <= frame.sid < MAX_SID:
        raise FrameError("bad_stroke", detail="sid out of range")
    if not pts or len(pts) % 3 or len(pts) > 3 * MAX_POINTS:
        raise FrameError("bad_stroke", detail=f"pts must be 1..{MAX_POINTS} triples x, y, p")
    # Slices and min/max run in C: this is the hot path.
    xs, ys, ps = pts[0::3], pts[1::3], pts[2::3]
    if min(xs) < 0 or max(xs) > WIDTH or min(ys) < 0 or max(ys) > HEIGHT or min(ps) < 0 or max(ps) > MAX_PRESSURE:
        raise FrameError("out_of_bounds", width=WIDTH, height=HEIGHT, pressure=MAX_PRESSURE)


class Canvas:
    """One seat's strokes in drawing order; undo removes the last, clear removes all."""

    def __init__(self) -> None:
        self.strokes: list[Stroke] = []
        self.last_sid = -1

    def check(self, frame: Draw | Undo | Clear) -> None:
        if isinstance(frame, Draw):
            check_draw(frame)
            if frame.sid < self.last_sid:
                raise FrameError("bad_stroke", detail="sid must not go back")

    def apply(self, frame: Draw | Undo | Clear) -> None:
        if isinstance(frame, Draw):
            last = self.strokes[-1] if self.strokes else None
            if last is not None and last.sid == frame.sid:
                last.pts.extend(frame.pts)
            else:
                self.strokes.append(Stroke(frame.sid, frame.tool, frame.size, list(frame.pts)))
            self.last_sid = frame.sid
        elif isinstance(frame, Undo):
            if self.strokes:
                self.strokes.pop()
        else:
            self.strokes.clear()

    def as_data(self) -> list[dict[str, Any]]:
        return [msgspec.to_builtins(s) for s in self.strokes]


def op_of(frame: Draw | Undo | Clear) -> dict[str, Any]:
    """The stored form of a canvas operation (the game record's `ops`)."""
    if isinstance(frame, Draw):
        return {"k": "draw", "sid": frame.sid, "tool": frame.tool, "size": frame.size, "pts": frame.pts}
    return {"k": "undo"} if isinstance(frame, Undo) else {"k": "clear"}


def frame_of(op: dict[str, Any]) -> Draw | Undo | Clear:
    if op["k"] == "draw":
        return Draw(op["sid"], op["tool"], op["size"], op["pts"])
    return Undo() if op["k"] == "undo" else Clear()
