"""Drawings as a person draws them on the 1000-unit sheet in 10-30 s, not traced from any icon: the corners of
each line were written here by hand, and `by_hand` moves a pen through them at a person's pace, with a wobble.
Two drawings of a clue by the same hand differ as a person's do from one game to the next: where and how big on
the sheet, the lines' proportions, the order of the lines, and the details."""

import itertools
import math
import random

Corners = list[tuple[float, float]]

KITE_FIRST: list[Corners] = [
    [(500, 120), (650, 330), (500, 600), (350, 330), (500, 120)],  # the sail, one line round
    [(500, 120), (500, 600)],  # its spars
    [(350, 330), (650, 330)],
    [(500, 600), (470, 660), (530, 720), (470, 790), (530, 860), (500, 920)],  # the tail, wavy
    [(470, 680), (440, 650), (440, 710), (470, 680)],  # a bow on the tail
    [(500, 820), (470, 790), (470, 850), (500, 820)],
]
"""A kite: a diamond sail with its cross, and a wavy tail with two bows."""

KITE_SECOND: list[Corners] = [
    [(300, 360), (280, 480)],  # this time the cross first, a little tilted
    [(180, 420), (395, 415)],
    [(300, 240), (410, 420), (300, 600), (190, 430), (300, 240)],  # then the sail round it, not quite closed
    [(300, 600), (350, 650), (300, 700), (360, 760), (310, 820), (370, 880)],  # the tail, wavy the other way
    [(335, 680), (305, 650), (310, 705), (335, 680)],  # one bow
    [(330, 790), (300, 760), (305, 815), (330, 790)],  # another
    [(360, 850), (335, 830), (340, 875), (360, 850)],  # and a third
]
"""The same hand's kite in the next game: smaller, off to the left, a longer tail, three bows."""


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
