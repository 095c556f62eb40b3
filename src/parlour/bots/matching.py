"""How a computer player reads a drawing: an oriented chamfer match against the pictures of the clues on the table.

Both a drawing and a picture are brought to the unit square (scaled by their larger side, centred), sampled every
`STEP` along their lines, each sample keeping the direction of its line. The cost of drawing against picture is
how far, on average, each sample of the one lies from the nearest sample of the other going the same way (a
direction off by a right angle counts as `TURN` more distance), both ways round: a drawing that wanders off the
picture and a picture the drawing leaves out both cost. Pure numpy; a picture's cost maps are made once per
process and shared by every player."""

from collections.abc import Sequence
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from parlour.bots.sketching import layout
from parlour.content.sketches import Picture, outlines

Floats = npt.NDArray[np.float32]
GRID = 32
"""Cost maps are kept at this many cells a side of the unit square."""
BINS = 6
"""Directions are told apart in this many bins over half a turn (a line has no arrow)."""
STEP = 0.015
TURN = 0.12
"""Extra cost of a sample whose nearest neighbour runs at right angles to it, in unit-square distance."""
MAX_SAMPLES = 220
BACK_WEIGHT = 0.6
"""Weight of the picture-to-drawing half: a drawing still in progress leaves parts out and should not pay fully."""

_CELLS = (
    (np.stack(np.meshgrid(np.arange(GRID), np.arange(GRID), indexing="ij"), -1).reshape(-1, 2) + 0.5) / GRID
).astype(np.float32)
_BIN_ANGLES = (np.arange(BINS) + 0.5) * np.pi / BINS
_GAPS = np.abs(_BIN_ANGLES[:, None] - _BIN_ANGLES[None, :])
_BIN_TURNS = (np.minimum(_GAPS, np.pi - _GAPS) / (np.pi / 2) * TURN).astype(np.float32)
"""Extra cost between direction bins: _BIN_TURNS[b, c] for a sample of bin b near one of bin c."""


def samples(lines: Sequence[Sequence[tuple[float, float]]]) -> tuple[Floats, Floats]:
    """Points every STEP along the lines, in the unit square, and the direction (0..π) of each."""
    points = [np.asarray(line, dtype=np.float64) for line in lines if len(line) >= 2]
    if not points:
        return np.zeros((0, 2), np.float32), np.zeros(0, np.float32)
    everything = np.concatenate(points)
    low, high = everything.min(0), everything.max(0)
    scale = max(float((high - low).max()), 1e-6)
    middle = (low + high) / 2
    found: list[npt.NDArray[np.float64]] = []
    angles: list[npt.NDArray[np.float64]] = []
    for line in points:
        unit = (line - middle) / scale + 0.5
        steps = np.diff(unit, axis=0)
        lengths = np.hypot(steps[:, 0], steps[:, 1])
        keep = lengths > 1e-9
        if not keep.any():
            continue
        steps, lengths, starts = steps[keep], lengths[keep], unit[:-1][keep]
        along = np.concatenate([[0.0], np.cumsum(lengths)])
        at = np.arange(0.0, along[-1] + 1e-9, STEP)
        index = np.clip(np.searchsorted(along, at, side="right") - 1, 0, len(lengths) - 1)
        t = ((at - along[index]) / lengths[index])[:, None]
        found.append(starts[index] + steps[index] * t)
        angles.append(np.mod(np.arctan2(steps[index, 1], steps[index, 0]), np.pi))
    if not found:
        return np.zeros((0, 2), np.float32), np.zeros(0, np.float32)
    xy, theta = np.concatenate(found), np.concatenate(angles)
    if len(xy) > MAX_SAMPLES:
        pick = np.linspace(0, len(xy) - 1, MAX_SAMPLES).round().astype(int)
        xy, theta = xy[pick], theta[pick]
    return xy.astype(np.float32), theta.astype(np.float32)


def cost_maps(xy: Floats, theta: Floats) -> Floats:
    """For each direction bin and grid cell, the oriented distance to the nearest sample: shape (BINS, GRID²).
    The plain distance to each bin's nearest sample is found once; a bin's cost then adds the turn between bins."""
    if len(xy) == 0:
        return np.full((BINS, GRID * GRID), 1.0, np.float32)
    bins = np.minimum((theta / (np.pi / BINS)).astype(int), BINS - 1)
    order = np.argsort(bins, kind="stable")
    xy, bins = xy[order], bins[order]
    distance = np.hypot(_CELLS[:, 0:1] - xy[None, :, 0], _CELLS[:, 1:2] - xy[None, :, 1])
    present, starts = np.unique(bins, return_index=True)
    nearest = np.full((BINS, GRID * GRID), 2.0, np.float32)
    nearest[present] = np.minimum.reduceat(distance, starts, axis=1).T
    return (nearest[None, :, :] + _BIN_TURNS[:, :, None]).min(1)  # type: ignore[no-any-return]


def _lookup(maps: Floats, xy: Floats, theta: Floats) -> Floats:
    """Mean oriented distance of samples to whatever the maps were made of; maps may be stacked (n, BINS, cells)."""
    cells = np.clip((xy * GRID).astype(int), 0, GRID - 1)
    cell = cells[:, 0] * GRID + cells[:, 1]
    bins = np.minimum((theta / (np.pi / BINS)).astype(int), BINS - 1)
    return maps[..., bins, cell].mean(-1)  # type: ignore[no-any-return]


class Template:
    """A picture as the matcher holds it: its samples and its cost maps."""

    def __init__(self, lines: Sequence[Sequence[tuple[float, float]]]) -> None:
        self.xy, self.theta = samples(lines)
        self.maps = cost_maps(self.xy, self.theta)


@lru_cache(maxsize=2048)  # 24 KiB each, 48 MiB at most: every shipped picture of both games and languages fits
def template(picture: Picture) -> Template:
    return Template(layout(picture, outlines()))


def costs(drawing: Sequence[Sequence[tuple[float, float]]], templates: Sequence[Template]) -> Floats:
    """The cost of a drawing against each template (lower is closer); inf for an empty drawing."""
    xy, theta = samples(drawing)
    if len(xy) == 0 or not templates:
        return np.full(len(templates), np.inf, np.float32)
    forward = _lookup(np.stack([t.maps for t in templates]), xy, theta)
    mine = cost_maps(xy, theta)
    # Every template's samples in one look-up, then a mean per template.
    sizes = np.array([len(t.xy) for t in templates])
    every_xy = np.concatenate([t.xy for t in templates])
    every_theta = np.concatenate([t.theta for t in templates])
    cells = np.clip((every_xy * GRID).astype(int), 0, GRID - 1)
    bins = np.minimum((every_theta / (np.pi / BINS)).astype(int), BINS - 1)
    found = mine[bins, cells[:, 0] * GRID + cells[:, 1]]
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    sums = np.add.reduceat(found, np.minimum(starts, max(len(found) - 1, 0))) if len(found) else np.zeros(len(sizes))
    back = np.where(sizes > 0, sums / np.maximum(sizes, 1), 1.0).astype(np.float32)
    return forward + BACK_WEIGHT * back


def table_costs(drawing: Sequence[Sequence[tuple[float, float]]], table: Sequence[Sequence[Template]]) -> list[float]:
    """A drawing's cost against each clue of a table, in order: its best match among the clue's pictures (the
    shipped one, and those learned from the table's drawings); 0.0 where the clue has none (the guesser gives
    those its own cost for what it cannot picture)."""
    every = [t for pictures in table for t in pictures]
    found = iter(costs(drawing, every).tolist())
    return [min(next(found) for _ in pictures) if pictures else 0.0 for pictures in table]
