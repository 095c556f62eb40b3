"""Drawings as a person draws them on the 1000-unit sheet in 10-30 s, not traced from any icon: the corners of
each line were written here by hand, and `by_hand` moves a pen through them at a person's pace, with a wobble.
Two drawings of a clue by the same hand differ as a person's do from one game to the next: where and how big on
the sheet, the lines' proportions, the order of the lines, and the details."""

import itertools
import math
import random

Corners = list[tuple[float, float]]

MOP_FIRST: list[Corners] = [
    [(590, 90), (480, 620)],  # the handle, leaning
    [(390, 610), (570, 640)],  # the head
    [(400, 615), (380, 740), (395, 870)],  # strands hanging from it, each a little wavy
    [(445, 620), (430, 750), (450, 890)],
    [(490, 628), (500, 760), (480, 895)],
    [(530, 633), (550, 750), (545, 880)],
    [(565, 640), (600, 740), (610, 860)],
]
"""A mop: a long leaning handle, the bar of its head, and five strands hanging down."""

MOP_SECOND: list[Corners] = [
    [(560, 600), (740, 590)],  # this time the head first, smaller and to the right
    [(650, 595), (660, 170)],  # then the handle, upright
    [(575, 600), (560, 700), (575, 800)],  # four strands, then a fifth that splays out
    [(620, 598), (615, 710), (630, 810)],
    [(670, 596), (680, 700), (670, 805)],
    [(715, 592), (735, 690), (740, 790)],
    [(735, 592), (780, 670), (800, 760)],
    [(520, 850), (640, 835), (820, 850)],  # and the wet floor under it
]
"""The same hand's mop in the next game: smaller, off to the right, upright, the head drawn before the handle,
and a line of wet floor."""


def by_hand(lines: list[Corners], seed: int, speed: float = 220.0, rate: int = 60) -> list[list[int]]:
    """Each line as a browser samples a pen moving through its corners: a point every 1/rate s at `speed` sheet
    units a second, the hand drifting a few units to the side and back, flat points x, y, pressure."""
    rng = random.Random(seed)
    strokes = []
    step = speed / rate
    for corners in lines:
        phase, drift = rng.uniform(0, math.tau), rng.uniform(2.0, 5.0)
        points: list[int] = []
        travelled = 0.0
        for (x0, y0), (x1, y1) in itertools.pairwise(corners):
            length = math.hypot(x1 - x0, y1 - y0)
            count = max(1, round(length / step))
            nx, ny = -(y1 - y0) / max(length, 1e-9), (x1 - x0) / max(length, 1e-9)
            for i in range(count):
                t = i / count
                side = drift * math.sin(phase + (travelled + t * length) / 90) + rng.gauss(0, 0.8)
                x, y = x0 + (x1 - x0) * t + nx * side, y0 + (y1 - y0) * t + ny * side
                points += [round(x), round(y), 50]
            travelled += length
        last = corners[-1]
        points += [round(last[0]), round(last[1]), 50]
        strokes.append(points)
    return strokes


def seconds(strokes: list[list[int]], rate: int = 60, lift: float = 0.4) -> float:
    """How long a person takes to draw these: the points at `rate` a second, and the pen lifted between lines."""
    return sum(len(s) // 3 for s in strokes) / rate + lift * (len(strokes) - 1)


def lines_of(strokes: list[list[int]]) -> list[list[tuple[float, float]]]:
    return [[(float(x), float(y)) for x, y in zip(s[0::3], s[1::3], strict=True)] for s in strokes]
