"""Colour arithmetic for the picture deck: mixing, WCAG contrast, and nudging a colour until it shows."""

Colour = str
"""A colour as "#rrggbb" (lower case)."""

WHITE: Colour = "#ffffff"
BLACK: Colour = "#000000"


def rgb(colour: Colour) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def hex_of(r: float, g: float, b: float) -> Colour:
    return "#" + "".join(f"{max(0, min(255, round(v))):02x}" for v in (r, g, b))


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """`a` moved a fraction `t` of the way to `b`."""
    ra, ga, ba = rgb(a)
    rb, gb, bb = rgb(b)
    return hex_of(ra + (rb - ra) * t, ga + (gb - ga) * t, ba + (bb - ba) * t)


def _channel(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: Colour) -> float:
    r, g, b = (_channel(v) for v in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


STEPS = 24


def standing_out(colour: Colour, backdrops: list[Colour], target: float) -> Colour:
    """`colour` itself when it contrasts by `target` with every backdrop; else the least-changed tint or shade
    of it that does, so a palette's hue survives while the line stays visible; else the best it can do."""

    def worst(c: Colour) -> float:
        return min(contrast(c, b) for b in backdrops)

    if worst(colour) >= target:
        return colour
    best, best_score = colour, worst(colour)
    for step in range(1, STEPS + 1):
        t = step / STEPS
        for end in (WHITE, BLACK):
            candidate = mix(colour, end, t)
            score = worst(candidate)
            if score >= target:
                return candidate
            if score > best_score + 1e-9:
                best, best_score = candidate, score
    return best
