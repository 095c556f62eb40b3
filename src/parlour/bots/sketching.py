"""How a computer player draws a picture: the icons' outlines laid out on the 1000-unit sheet, then traced as a
person would, one outline after another, at a pen's pace, with a hand's wobble and pressure. Pure: the same
picture, care and seed always give the same strokes.

A stroke's points come at `RATE` a second; `PenStroke.start` says when, in seconds from the first touch, so a
player can send each batch of points when its time comes, as a browser does."""

import itertools
import math
import random
from dataclasses import dataclass
from typing import Any

from parlour.content.sketches import Outline, Picture

SHEET = 1000
RATE = 60
"""Points a second, as a browser samples a moving pen."""
PEN = "pen"
PEN_SIZE = 10
"""The client's medium pen."""
PRESSURE = 55
Point = tuple[int, int, int]
Line = list[tuple[float, float]]


@dataclass(frozen=True)
class Care:
    """How a level draws."""

    wobble: float
    """Amplitude of the hand's slow drift along a line, in sheet units."""
    offset: float
    """How far a whole line may land from where it belongs, in sheet units."""
    speed: tuple[float, float]
    """Pen speed while drawing, sheet units a second (drawn once per picture)."""
    pause: tuple[float, float]
    """Pen lifted between two lines, seconds."""
    skip_details: float
    """Chance of leaving out each small detail (a line under 4 % of the picture's ink)."""
    size: float
    """Share of the sheet the picture spans."""


@dataclass(frozen=True)
class PenStroke:
    start: float
    """Seconds from the first touch to this stroke's first point; its points follow at RATE a second."""
    points: tuple[Point, ...]

    @property
    def end(self) -> float:
        return self.start + (len(self.points) - 1) / RATE


def _bounds(lines: list[Line]) -> tuple[float, float, float, float]:
    xs = [x for line in lines for x, _ in line]
    ys = [y for line in lines for _, y in line]
    return min(xs), min(ys), max(xs), max(ys)


def _fit(lines: list[Line], cx: float, cy: float, box: float) -> list[Line]:
    """Scale lines to fit a square of side `box` centred on (cx, cy), keeping their proportions."""
    x0, y0, x1, y1 = _bounds(lines)
    scale = box / max(x1 - x0, y1 - y0, 1e-6)
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    return [[(cx + (x - mx) * scale, cy + (y - my) * scale) for x, y in line] for line in lines]


def _lines(outline: Outline) -> list[Line]:
    return [list(zip(flat[0::2], flat[1::2], strict=True)) for flat in outline]


def layout(
    picture: Picture, outlines: dict[str, Outline], size: float = 0.7, shift: tuple[float, float] = (0, 0)
) -> list[Line]:
    """The picture's lines on the sheet: one icon centred, a rebus's two or three side by side, left to right."""
    icons = [_lines(outlines[name]) for name in picture.icons]
    cx, cy = SHEET / 2 + shift[0], SHEET / 2 + shift[1]
    if len(icons) == 1:
        return _fit(icons[0], cx, cy, SHEET * size)
    box, gap = (0.62, 0.7) if len(icons) == 2 else (0.42, 0.46)
    first = cx - gap * SHEET * size * (len(icons) - 1) / 2
    lines: list[Line] = []
    for i, icon in enumerate(icons):
        lines += _fit(icon, first + i * gap * SHEET * size, cy, box * SHEET * size)
    return lines


def _length(line: Line) -> float:
    return sum(math.dist(a, b) for a, b in itertools.pairwise(line))


def _at(line: Line, distance: float) -> tuple[float, float, float]:
    """The point `distance` along a line, and the direction there."""
    walked = 0.0
    for (ax, ay), (bx, by) in itertools.pairwise(line):
        step = math.hypot(bx - ax, by - ay)
        if step > 0 and walked + step >= distance:
            t = (distance - walked) / step
            return ax + (bx - ax) * t, ay + (by - ay) * t, math.atan2(by - ay, bx - ax)
        walked += step
    (ax, ay), (bx, by) = line[-2], line[-1]
    return bx, by, math.atan2(by - ay, bx - ax)


def _trace(line: Line, speed: float, care: Care, rng: random.Random) -> list[Point]:
    """One line as a hand draws it: slower at both ends, drifting slowly to one side and back, pressing harder in
    the middle."""
    length = _length(line)
    duration = max(length / speed, 2 / RATE)
    count = max(2, round(duration * RATE) + 1)
    dx, dy = rng.gauss(0, care.offset), rng.gauss(0, care.offset)
    waves = [
        (rng.uniform(0.5, 1.5) * care.wobble, rng.uniform(260, 650), rng.uniform(0, 2 * math.pi)) for _ in range(2)
    ]
    press = rng.uniform(-8, 8)
    points: list[Point] = []
    for i in range(count):
        u = i / (count - 1)
        eased = u * u * (3 - 2 * u)  # a pen starts and stops gently
        along = length * (0.35 * u + 0.65 * eased)
        x, y, heading = _at(line, along)
        drift = sum(a * math.sin(2 * math.pi * along / wavelength + phase) for a, wavelength, phase in waves)
        x += dx - math.sin(heading) * drift + rng.gauss(0, 0.8)
        y += dy + math.cos(heading) * drift + rng.gauss(0, 0.8)
        pressure = PRESSURE + press + 15 * math.sin(math.pi * u) - 12 * (1 - min(1.0, 4 * u))
        points.append((min(SHEET, max(0, round(x))), min(SHEET, max(0, round(y))), min(100, max(1, round(pressure)))))
    return points


def sketch(picture: Picture, outlines: dict[str, Outline], care: Care, seed: int) -> list[PenStroke]:
    """The strokes of one drawing of `picture`, in order, timed from the first touch."""
    rng = random.Random(seed)
    shift = (rng.uniform(-40, 40), rng.uniform(-40, 40))
    lines = layout(picture, outlines, care.size * rng.uniform(0.9, 1.05), shift)
    ink = sum(_length(line) for line in lines)
    speed = rng.uniform(*care.speed)
    strokes: list[PenStroke] = []
    clock = 0.0
    for line in lines:
        if _length(line) < 0.04 * ink and rng.random() < care.skip_details:
            continue
        points = _trace(line, speed, care, rng)
        if strokes:
            previous = strokes[-1].points[-1]
            travel = math.dist(previous[:2], points[0][:2]) / (speed * 3)
            clock = strokes[-1].end + rng.uniform(*care.pause) + travel
        strokes.append(PenStroke(clock, tuple(points)))
    return strokes


def ink(strokes: list[PenStroke]) -> int:
    return sum(len(s.points) for s in strokes)


MAX_BATCH = 128
"""Points in one `draw` frame at most."""


def due_frames(strokes: list[PenStroke], sent: int, clock: float) -> tuple[list[dict[str, Any]], int]:
    """The `draw` frames of the points whose time has come `clock` seconds after the first touch, when `sent` points
    (counted over all strokes) have gone already: a frame per stroke (sid from 1) and batch, and the new count."""
    frames: list[dict[str, Any]] = []
    counted = 0
    for sid, stroke in enumerate(strokes, start=1):
        first, last = counted, counted + len(stroke.points)
        counted = last
        if sent >= last:
            continue
        due = min(last, first + int((clock - stroke.start) * RATE) + 1)
        while sent < due:
            start = sent - first
            end = min(due - first, start + MAX_BATCH)
            pts = [v for point in stroke.points[start:end] for v in point]
            frames.append({"sid": sid, "tool": PEN, "size": PEN_SIZE, "pts": pts})
            sent = first + end
        if sent < last:
            break
    return frames, sent
