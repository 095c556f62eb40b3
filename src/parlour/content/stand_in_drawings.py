"""Drawings made as people draw, standing in for people's until they have played: a folder of SVG files.

    <folder>/<language>/<deck level>/<clue>.svg

Each file is one drawing: its `<title>` is the clue as the deck writes it, each `<path>` one pen stroke in the
order drawn. They are drawn by hands that never saw the computer players' pictures, so that reading them measures
the players on drawings they were not built from. A third of the clues, chosen by a hash of their language and
text, are held out: the readers are tuned on the others, and the figure that counts is on these.

Reading SVG paths needs svgelements (the dev extra): the folder is a measuring tool of a clone, not a part of a
running server."""

import xml.etree.ElementTree as ET
import zlib
from pathlib import Path
from typing import Any

from parlour.engine.players import StandInDrawing

SVG = "{http://www.w3.org/2000/svg}"
HELD_OUT_ONE_IN = 3
CURVE_STEP = 1.0
"""Curves are cut into pieces about this long, in the drawing's own units (a 100-unit square)."""


class StandInError(ValueError):
    pass


def held_out(language: str, clue: str) -> bool:
    key = f"{language}:{' '.join(clue.split()).casefold()}"
    return zlib.crc32(key.encode()) % HELD_OUT_ONE_IN == 0


def strokes(d: str, step: float = CURVE_STEP) -> list[list[tuple[float, float]]]:
    """A path's pen lines as polylines: lines kept as drawn, curves cut into pieces about `step` long (in the
    path's units). A dot ("M x y" alone, or "v.01") is a line of one point."""
    from svgelements import Close, Move
    from svgelements import Path as SvgPath

    lines: list[list[tuple[float, float]]] = []
    current: list[tuple[float, float]] = []
    for segment in SvgPath(d):
        if isinstance(segment, Move):
            if current:
                lines.append(current)
            current = [(segment.end.x, segment.end.y)]
            continue
        if segment.start is None or segment.end is None:
            continue
        if not current:
            current = [(segment.start.x, segment.start.y)]
        pieces = 1
        if not isinstance(segment, Close) and type(segment).__name__ != "Line":
            pieces = max(1, _pieces(segment, step))
        for i in range(1, pieces + 1):
            point = segment.point(i / pieces)
            current.append((float(point.x), float(point.y)))
    if current:
        lines.append(current)
    return lines


# Gauss-Legendre quadrature (8 points on each quarter of [0, 1]): a Bézier's length to far better than a piece's
# length, in a fraction of the time of svgelements' subdivision, which reading every stand-in spent seconds in.
_GAUSS_8 = (
    (0.0198550717512319, 0.0506142681451881),
    (0.1016667612931866, 0.1111905172266872),
    (0.2372337950418355, 0.1568533229389436),
    (0.4082826787521751, 0.1813418916891810),
    (0.5917173212478249, 0.1813418916891810),
    (0.7627662049581645, 0.1568533229389436),
    (0.8983332387068134, 0.1111905172266872),
    (0.9801449282487681, 0.0506142681451881),
)
_QUARTERS = 4
_QUADRATURE = tuple(((q + x) / _QUARTERS, w / _QUARTERS) for q in range(_QUARTERS) for x, w in _GAUSS_8)
_NEAR_HALF = 0.02
"""How near a rounding edge (a whole number and a half of pieces) the quick length hands over to svgelements' own."""


def _bezier_length(points: list[complex]) -> float:
    """Length of a quadratic or cubic Bézier from its control points, by quadrature of its speed."""
    if len(points) == 3:
        a, b, c = points
        return sum(w * abs(2 * ((1 - t) * (b - a) + t * (c - b))) for t, w in _QUADRATURE)
    a, b, c, d = points
    return sum(
        w * abs(3 * ((1 - t) ** 2 * (b - a) + 2 * (1 - t) * t * (c - b) + t * t * (d - c))) for t, w in _QUADRATURE
    )


def _pieces(segment: Any, step: float) -> int:
    """How many pieces about `step` long a curve is cut into: the number svgelements' length gives."""
    from svgelements import CubicBezier, QuadraticBezier

    controls: tuple[Any, ...] | None = None
    if isinstance(segment, QuadraticBezier):
        controls = (segment.start, segment.control, segment.end)
    elif isinstance(segment, CubicBezier):
        controls = (segment.start, segment.control1, segment.control2, segment.end)
    if controls is not None:
        pieces = _bezier_length([complex(p.x, p.y) for p in controls]) / step
        if abs(pieces - int(pieces) - 0.5) > _NEAR_HALF:
            return round(pieces)
    length: float = segment.length(error=1e-3)
    return round(length / step)


def read_drawing(path: Path, language: str) -> StandInDrawing:
    root = ET.parse(path).getroot()
    title = root.find(f"{SVG}title")
    if title is None or not (title.text or "").strip():
        raise StandInError(f"{path}: no <title> naming its clue")
    clue = " ".join((title.text or "").split())
    paths = (strokes(element.attrib.get("d", "")) for element in root.iter(f"{SVG}path"))
    lines = [line for found in paths for line in found if len(line) >= 2]
    if not lines:
        raise StandInError(f"{path}: no pen stroke")
    return StandInDrawing(language, clue, lines, held_out(language, clue))


def read_stand_ins(folder: Path) -> list[StandInDrawing]:
    """Every drawing of the folder, by language (its first level of folders); StandInError names a bad file."""
    if not folder.is_dir():
        raise StandInError(f"{folder}: no such folder")
    drawings = []
    for path in sorted(folder.glob("*/*/*.svg")):
        drawings.append(read_drawing(path, path.parent.parent.name))
    return drawings
