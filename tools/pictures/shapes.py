"""Small SVG builders the scenes share: compact numbers, gradients, hills, clouds, dots and streaks.

Every shape that repeats (stars, raindrops, windows) is one `<path>` of many sub-paths, which keeps a card's
file a few kilobytes."""

import random
from collections.abc import Iterable, Sequence

from colours import Colour

W = 200
H = 300


def fmt(value: float) -> str:
    """A number in as few characters as SVG allows, to two decimals: 0.5 → ".5", 12.0 → "12"."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    if text in ("-0", ""):
        return "0"
    if text.startswith("0."):
        return text[1:]
    if text.startswith("-0."):
        return "-" + text[2:]
    return text


def pts(*values: float) -> str:
    return " ".join(fmt(v) for v in values)


def linear(ident: str, stops: Sequence[tuple[float, Colour]], *, horizontal: bool = False) -> str:
    direction = "" if horizontal else ' x2="0" y2="1"'
    inner = "".join(f'<stop offset="{fmt(o)}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{ident}"{direction}>{inner}</linearGradient>'


def radial(ident: str, colour: Colour, opacity: float, *, centre: tuple[float, float] | None = None) -> str:
    """A soft spot of `colour` fading to nothing at its edge."""
    where = "" if centre is None else f' cx="{fmt(centre[0])}" cy="{fmt(centre[1])}"'
    return (
        f'<radialGradient id="{ident}"{where}><stop offset="0" stop-color="{colour}" stop-opacity="{fmt(opacity)}"/>'
        f'<stop offset="1" stop-color="{colour}" stop-opacity="0"/></radialGradient>'
    )


def rect(fill: str, y: float = 0, height: float = H, opacity: float = 1) -> str:
    extra = "" if opacity == 1 else f' opacity="{fmt(opacity)}"'
    return f'<rect y="{fmt(y)}" width="{W}" height="{fmt(height)}" fill="{fill}"{extra}/>'


def path(
    d: str, *, fill: str = "none", stroke: str | None = None, width: float | None = None, opacity: float = 1
) -> str:
    attrs = f'd="{d}" fill="{fill}"'
    if stroke:
        attrs += f' stroke="{stroke}"'
    if width is not None:
        attrs += f' stroke-width="{fmt(width)}"'
    if opacity != 1:
        attrs += f' opacity="{fmt(opacity)}"'
    return f"<path {attrs}/>"


def hills(rng: random.Random, base: float, amplitude: float, bumps: int) -> str:
    """A filled band of rolling hills whose crest wavers around `base`, down to the card's foot."""
    step = W / bumps
    xs = [i * step for i in range(bumps + 1)]
    ys = [base + rng.uniform(-amplitude, amplitude) for _ in xs]
    d = f"M0 {fmt(H)}V{fmt(ys[0])}"
    for i in range(1, len(xs)):
        half = step / 2
        d += "C" + pts(xs[i - 1] + half, ys[i - 1], xs[i] - half, ys[i], xs[i], ys[i])
    return d + f"V{H}Z"


def ridge(rng: random.Random, base: float, height: float, peaks: int) -> str:
    """A jagged mountain range: `peaks` summits up to `height` above `base`, down to the card's foot."""
    step = W / peaks
    d = f"M0 {H}V{fmt(base - rng.uniform(0, height * 0.4))}"
    for i in range(peaks):
        x0 = i * step
        summit = base - height * rng.uniform(0.55, 1)
        d += "L" + pts(x0 + step * rng.uniform(0.35, 0.65), summit)
        d += "L" + pts(x0 + step, base - height * rng.uniform(0.05, 0.35))
    return d + f"V{H}Z"


def circle_d(x: float, y: float, r: float) -> str:
    """A circle as two arcs, so many of them fit in one path."""
    return f"M{pts(x - r, y)}a{pts(r, r)} 0 1 1 {fmt(2 * r)} 0a{pts(r, r)} 0 1 1 {fmt(-2 * r)} 0"


def cloud_d(x: float, y: float, width: float) -> str:
    """A cartoon cloud: puffs on a flat base, its base centred on (x, y)."""
    r = width / 4
    d = circle_d(x - r * 1.1, y - r * 0.55, r * 0.8)
    d += circle_d(x + r * 0.1, y - r * 0.95, r * 1.05)
    d += circle_d(x + r * 1.2, y - r * 0.5, r * 0.75)
    corner = pts(r * 0.5, r * 0.5)
    d += f"M{pts(x - r * 1.9, y)}a{corner} 0 0 1 0 {fmt(-r)}h{fmt(r * 3.8)}a{corner} 0 0 1 0 {fmt(r)}z"
    return d


def dots(points: Iterable[tuple[float, float]]) -> str:
    """Zero-length strokes, drawn as round dots by a round line cap."""
    return "".join(f"M{pts(x, y)}h0" for x, y in points)


def streaks(segments: Iterable[tuple[float, float, float, float]]) -> str:
    return "".join(f"M{pts(x, y)}l{pts(dx, dy)}" for x, y, dx, dy in segments)


def scatter(rng: random.Random, count: int, top: float, bottom: float) -> list[tuple[float, float]]:
    return [(rng.uniform(3, W - 3), rng.uniform(top, bottom)) for _ in range(count)]
