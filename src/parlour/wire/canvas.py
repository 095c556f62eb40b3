"""Each player's drawing for the current round: strokes on a fixed virtual canvas, checked cheaply."""

from typing import Any

import msgspec

from parlour.wire.protocol import Clear, Draw, FrameError, Undo

WIDTH = HEIGHT = 1000
MAX_PRESSURE = 100
MAX_POINTS = 128
MAX_SIZE = 80
MAX_SID = 2**31
TOOLS = frozenset({"pen", "eraser", "fill"})
PALETTE = ("black", "white", "brown", "red", "orange", "yellow", "green", "sky", "blue", "pink")
"""The inks of a game that lets its players draw in colour, by index (docs/protocol.md, "Colours and fills"; the
client's web/src/canvas/palette.ts holds their looks and names). Append only: records name inks by index."""


class Stroke(msgspec.Struct, omit_defaults=True):
    sid: int
    tool: str
    size: int
    pts: list[int]
    colour: int | None = None
    """An index into PALETTE; None (left out) is the first ink, as every stroke was before there were colours."""


def check_draw(frame: Draw, palette: bool = False) -> None:
    """Refuse a malformed or out-of-bounds batch of points before anything is stored or sent. `palette`: whether
    the game lets its players choose inks and fill; without it a stroke is pen or eraser in the one ink."""
    pts = frame.pts
    if frame.tool not in TOOLS:
        raise FrameError("bad_stroke", detail="tool must be pen, eraser or fill")
    # Per frame, never per point: strokes are the hot path.
    colour = frame.colour
    if colour is not None or frame.tool == "fill":
        if not palette:
            raise FrameError("colour_not_allowed", detail="this game draws in one ink, without fills")
        if colour is not None and not 0 <= colour < len(PALETTE):
            raise FrameError("not_in_palette", colours=len(PALETTE))
        if frame.tool == "eraser":
            raise FrameError("bad_stroke", detail="an eraser has no colour")
        if frame.tool == "fill" and len(pts) != 3:
            raise FrameError("bad_stroke", detail="a fill is one point x, y, p")
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
        self.last_fill = False
        """Whether the stroke `last_sid` names is a fill: a fill is one point, never continued."""

    def check(self, frame: Draw | Undo | Clear, palette: bool = False) -> None:
        if isinstance(frame, Draw):
            check_draw(frame, palette)
            if frame.sid < self.last_sid:
                raise FrameError("bad_stroke", detail="sid must not go back")
            if frame.sid == self.last_sid and (self.last_fill or frame.tool == "fill"):
                raise FrameError("bad_stroke", detail="a fill takes a sid of its own")

    def apply(self, frame: Draw | Undo | Clear) -> None:
        if isinstance(frame, Draw):
            last = self.strokes[-1] if self.strokes else None
            if last is not None and last.sid == frame.sid:
                last.pts.extend(frame.pts)
            else:
                self.strokes.append(Stroke(frame.sid, frame.tool, frame.size, list(frame.pts), frame.colour))
                self.last_fill = frame.tool == "fill"
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
        op = {"k": "draw", "sid": frame.sid, "tool": frame.tool, "size": frame.size, "pts": frame.pts}
        if frame.colour is not None:
            op["colour"] = frame.colour
        return op
    return {"k": "undo"} if isinstance(frame, Undo) else {"k": "clear"}


def frame_of(op: dict[str, Any]) -> Draw | Undo | Clear:
    """A stored operation as the frame that made it; a stroke stored before there were colours has none."""
    if op["k"] == "draw":
        return Draw(op["sid"], op["tool"], op["size"], op["pts"], op.get("colour"))
    return Undo() if op["k"] == "undo" else Clear()
