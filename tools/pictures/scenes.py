"""The twenty backdrops. Each paints a composed scene from a palette and a card's own random stream (so two
cards on the same scene differ in their stars, hills and clouds), and says which colour lies behind each height
of the card, so items can be drawn in colours that show on it."""

import bisect
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import shapes as s
from colours import BLACK, WHITE, Colour, mix
from palettes import Palette
from shapes import H, W, fmt, pts


@dataclass
class Backdrop:
    defs: list[str] = field(default_factory=list)
    body: list[str] = field(default_factory=list)
    profile: list[tuple[float, Colour]] = field(default_factory=list)
    """(height, colour) stops, top to bottom: what is mostly behind an item at that height."""

    def check(self, name: str) -> None:
        heights = [h for h, _ in self.profile]
        if not heights or heights != sorted(heights):
            raise ValueError(f"scene {name}: its colour profile must run from top to bottom")

    def at(self, y: float) -> Colour:
        heights = [h for h, _ in self.profile]
        i = bisect.bisect_right(heights, y)
        if i == 0:
            return self.profile[0][1]
        if i == len(self.profile):
            return self.profile[-1][1]
        (h0, c0), (h1, c1) = self.profile[i - 1], self.profile[i]
        return c0 if h1 == h0 else mix(c0, c1, (y - h0) / (h1 - h0))

    def gradient_sky(self, top: Colour, bottom: Colour, horizon: float = H) -> None:
        self.defs.append(s.linear("sky", [(0, top), (1, bottom)]))
        self.body.append(f'<rect width="{W}" height="{fmt(horizon)}" fill="url(#sky)"/>')
        self.profile += [(0, top), (horizon, bottom)]

    def glow(self, ident: str, x: float, y: float, r: float, colour: Colour, opacity: float) -> None:
        self.defs.append(s.radial(ident, colour, opacity))
        self.body.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(r)}" fill="url(#{ident})"/>')


Scene = Callable[[Palette, random.Random], Backdrop]


def _stars(b: Backdrop, rng: random.Random, top: float, bottom: float, colour: Colour, count: int) -> None:
    for share, width, opacity in ((0.6, 1.2, 0.55), (0.3, 2, 0.8), (0.1, 3, 0.95)):
        b.body.append(
            s.path(
                s.dots(s.scatter(rng, round(count * share), top, bottom)), stroke=colour, width=width, opacity=opacity
            )
        )


def _clouds(b: Backdrop, rng: random.Random, colour: Colour, count: int, top: float, bottom: float) -> None:
    d = "".join(s.cloud_d(rng.uniform(20, W - 20), rng.uniform(top, bottom), rng.uniform(38, 70)) for _ in range(count))
    b.body.append(s.path(d, fill=colour, opacity=0.7))


def _waves(b: Backdrop, rng: random.Random, colour: Colour, top: float, count: int, opacity: float) -> None:
    d = ""
    for i in range(count):
        y = top + (H - top) * (i + rng.uniform(0.2, 0.8)) / count
        size = 4 + 8 * (y - top) / (H - top)
        x = rng.uniform(5, W - 4 * size)
        d += f"M{pts(x, y)}q{pts(size, -size * 0.7, size * 2, 0)}q{pts(size, -size * 0.7, size * 2, 0)}"
    b.body.append(s.path(d, stroke=colour, width=1.6, opacity=opacity))


def _glitter(b: Backdrop, rng: random.Random, colour: Colour, top: float, bottom: float, count: int) -> None:
    centre = rng.uniform(60, 140)
    segments = []
    for _ in range(count):
        y = rng.uniform(top, bottom)
        spread = 10 + 40 * (y - top) / (bottom - top)
        length = rng.uniform(4, 14)
        segments.append((centre + rng.uniform(-spread, spread), y, length, 0.0))
    b.body.append(s.path(s.streaks(segments), stroke=colour, width=1.5, opacity=0.6))


def _conifers(rng: random.Random, base: float, low: float, high: float, count: int) -> str:
    d = ""
    for i in range(count):
        x = (i + rng.uniform(0.1, 0.9)) * W / count
        h = rng.uniform(low, high)
        w = h * rng.uniform(0.38, 0.5)
        d += f"M{pts(x - w / 2, base)}L{pts(x, base - h)}L{pts(x + w / 2, base)}Z"
    return d


def _spiral(x: float, y: float, r: float, turns: int) -> str:
    d = f"M{pts(x - r, y)}"
    sign = 1
    for _ in range(turns * 2):
        d += f"a{pts(r, r)} 0 0 1 {fmt(sign * 2 * r * 0.8)} 0"
        r *= 0.8
        sign = -sign
    return d


def day_sky(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    b.gradient_sky(*p.day)
    b.glow("sun", rng.choice((40, 160)), rng.uniform(30, 60), 90, p.sun, 0.8)
    _clouds(b, rng, p.cloud, 3, 40, 220)
    bank = "".join(s.cloud_d(x, 300, rng.uniform(70, 100)) for x in (15, 75, 130, 190))
    b.body.append(s.path(bank + f"M0 282H{W}V{H}H0Z", fill=p.cloud, opacity=0.9))
    b.profile = [(0, p.day[0]), (260, mix(p.day[0], p.day[1], 0.87)), (280, p.cloud), (H, p.cloud)]
    return b


def night_sky(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    b.gradient_sky(*p.night)
    _stars(b, rng, 4, 240, mix(p.light, WHITE, 0.5), 55)
    b.glow("haze", W / 2, H, 160, mix(p.night[1], p.sun, 0.35), 0.6)
    hill = mix(p.land[1], p.night[0], 0.6)
    b.body.append(s.path(s.hills(rng, 262, 10, 3), fill=hill))
    b.profile = [(0, p.night[0]), (252, mix(p.night[0], p.night[1], 0.84)), (256, hill), (H, hill)]
    return b


def sunset(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    top, middle, low = mix(p.night[1], p.day[0], 0.35), mix(p.day[0], p.sun, 0.2), mix(p.day[0], p.sun, 0.55)
    horizon = 205
    b.defs.append(s.linear("sky", [(0, top), (0.45, middle), (0.68, low)]))
    b.body.append(f'<rect width="{W}" height="{horizon}" fill="url(#sky)"/>')
    b.profile += [(0, top), (135, middle), (horizon, low)]
    sun_x = rng.uniform(50, 150)
    b.glow("sun", sun_x, horizon, 120, p.sun, 0.9)
    b.body.append(f'<circle cx="{fmt(sun_x)}" cy="{horizon}" r="30" fill="{mix(p.sun, WHITE, 0.4)}"/>')
    streak = mix(p.day[0], p.night[1], 0.45)
    bars = [(rng.uniform(-20, 120), rng.uniform(60, 185), rng.uniform(50, 110), 0.0) for _ in range(5)]
    b.body.append(s.path(s.streaks(bars), stroke=streak, width=5, opacity=0.45))
    far, near = mix(p.land[0], p.night[0], 0.45), mix(p.land[1], p.night[0], 0.6)
    b.body.append(s.path(s.hills(rng, horizon, 0.01, 1), fill=far))
    b.body.append(s.path(s.hills(rng, 245, 12, 2), fill=near))
    b.profile += [(horizon, far), (240, near), (H, near)]
    return b


def dawn_mist(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    top, low = mix(p.day[0], p.cloud, 0.35), mix(p.sun, p.cloud, 0.55)
    b.gradient_sky(top, low, H)
    b.glow("sun", rng.uniform(50, 150), 150, 110, p.sun, 0.9)
    layers: tuple[tuple[float, float], ...] = ((165, 0.75), (200, 0.55), (238, 0.35), (272, 0.12))
    for base, haze in layers:
        colour = mix(p.land[0], p.cloud, haze)
        b.body.append(s.path(s.hills(rng, base, 14, 3), fill=colour))
        b.body.append(f'<rect y="{fmt(base - 4)}" width="{W}" height="22" fill="{p.cloud}" opacity=".3"/>')
    b.profile = [(0, top), (150, low)] + [(base + 10, mix(p.land[0], p.cloud, haze)) for base, haze in layers]
    return b


def day_sea(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    horizon = 160
    b.gradient_sky(p.day[0], p.day[1], horizon)
    b.glow("sun", rng.uniform(40, 160), rng.uniform(40, 80), 80, p.sun, 0.8)
    _clouds(b, rng, p.cloud, 2, 40, 130)
    surface = mix(p.water[0], p.day[1], 0.25)
    b.defs.append(s.linear("sea", [(0, surface), (1, p.water[1])]))
    b.body.append(f'<rect y="{horizon}" width="{W}" height="{H - horizon}" fill="url(#sea)"/>')
    _waves(b, rng, mix(p.water[0], WHITE, 0.55), horizon + 10, 9, 0.6)
    b.profile += [(horizon, surface), (H, p.water[1])]
    return b


def night_sea(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    horizon = 165
    b.gradient_sky(p.night[0], p.night[1], horizon)
    _stars(b, rng, 4, horizon - 20, mix(p.light, WHITE, 0.5), 35)
    surface, deep = mix(p.water[0], p.night[1], 0.55), mix(p.water[1], p.night[0], 0.5)
    b.defs.append(s.linear("sea", [(0, surface), (1, deep)]))
    b.body.append(f'<rect y="{horizon}" width="{W}" height="{H - horizon}" fill="url(#sea)"/>')
    _glitter(b, rng, p.sun, horizon + 4, 250, 14)
    _waves(b, rng, mix(surface, WHITE, 0.35), horizon + 10, 8, 0.5)
    b.profile += [(horizon, surface), (H, deep)]
    return b


def underwater(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    top, bottom = mix(p.water[0], p.day[1], 0.25), mix(p.water[1], p.night[0], 0.35)
    b.gradient_sky(top, bottom)
    b.defs.append(s.linear("ray", [(0, mix(WHITE, p.sun, 0.3)), (1, top)]))
    rays = ""
    for _ in range(4):
        x = rng.uniform(10, 190)
        lean = rng.uniform(-40, 40)
        rays += f"M{pts(x - 6, 0)}L{pts(x + 6, 0)}L{pts(x + lean + 22, 240)}L{pts(x + lean - 22, 240)}Z"
    b.body.append(s.path(rays, fill="url(#ray)", opacity=0.22))
    bubbles = "".join(s.circle_d(x, y, rng.uniform(1.5, 4)) for x, y in s.scatter(rng, 10, 20, 250))
    b.body.append(s.path(bubbles, stroke=mix(top, WHITE, 0.6), width=1.2, opacity=0.7))
    sand = mix(mix(p.land[0], p.sun, 0.45), bottom, 0.3)
    b.body.append(s.path(s.hills(rng, 278, 7, 3), fill=sand))
    rocks = "".join(s.circle_d(rng.uniform(15, 185), 284, rng.uniform(6, 11)) for _ in range(3))
    b.body.append(s.path(rocks, fill=mix(sand, bottom, 0.5)))
    b.profile = [(0, top), (270, mix(top, bottom, 0.9)), (276, sand), (H, sand)]
    return b


def desert(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    horizon = 190
    top, low = mix(p.day[0], p.sun, 0.25), mix(p.day[1], p.sun, 0.45)
    b.gradient_sky(top, low, horizon + 20)
    b.glow("sun", rng.uniform(40, 160), rng.uniform(45, 80), 80, p.sun, 1)
    sand = mix(p.land[0], p.sun, 0.5)
    far, middle, near = mix(sand, low, 0.4), sand, mix(sand, p.land[1], 0.3)
    b.body.append(s.path(s.hills(rng, horizon, 8, 2), fill=far))
    b.body.append(s.path(s.hills(rng, 228, 14, 2), fill=middle))
    b.body.append(s.path(s.hills(rng, 265, 10, 3), fill=near))
    b.profile = [(0, top), (horizon - 5, low), (horizon + 5, far), (228, middle), (262, near), (H, near)]
    return b


def forest(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    b.gradient_sky(p.day[0], p.day[1])
    b.glow("sun", rng.uniform(40, 160), rng.uniform(30, 60), 70, p.sun, 0.7)
    far, near, ground = mix(p.land[0], p.day[1], 0.45), mix(p.land[0], p.land[1], 0.4), p.land[1]
    b.body.append(s.path(_conifers(rng, 192, 40, 75, 11), fill=far))
    b.body.append(f'<rect y="190" width="{W}" height="{H - 190}" fill="{far}"/>')
    b.body.append(s.path(_conifers(rng, 232, 60, 115, 8), fill=near))
    b.body.append(s.path(s.hills(rng, 232, 4, 3), fill=ground))
    b.profile = [
        (0, p.day[0]),
        (120, p.day[1]),
        (150, mix(p.day[1], far, 0.5)),
        (192, far),
        (232, near),
        (236, ground),
        (H, ground),
    ]
    return b


def meadow(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    b.gradient_sky(p.day[0], p.day[1])
    b.glow("sun", rng.uniform(40, 160), rng.uniform(35, 70), 80, p.sun, 0.8)
    _clouds(b, rng, p.cloud, 2, 40, 120)
    far = mix(p.land[0], p.day[1], 0.35)
    b.body.append(s.path(s.hills(rng, 200, 9, 2), fill=far))
    b.defs.append(s.linear("grass", [(0, p.land[0]), (1, p.land[1])]))
    b.body.append(s.path(s.hills(rng, 232, 10, 2), fill="url(#grass)"))
    tufts = "".join(f"M{pts(x - 3, y - 5)}l{pts(3, 5)}l{pts(3, -6)}" for x, y in s.scatter(rng, 22, 245, 296))
    b.body.append(s.path(tufts, stroke=mix(p.land[1], BLACK, 0.15), width=1.4, opacity=0.7))
    b.body.append(s.path(s.dots(s.scatter(rng, 12, 245, 296)), stroke=p.pop, width=3.5))
    b.body.append(s.path(s.dots(s.scatter(rng, 10, 245, 296)), stroke=p.light, width=3.5))
    b.profile = [(0, p.day[0]), (190, p.day[1]), (196, far), (225, p.land[0]), (H, p.land[1])]
    return b


def mountains(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    b.gradient_sky(p.day[0], p.day[1])
    rock = mix(p.land[0], p.day[0], 0.45)
    snowline = 0.44
    b.defs.append(
        '<linearGradient id="snow" gradientUnits="userSpaceOnUse" x2="0" y2="300">'
        f'<stop offset="{snowline}" stop-color="{p.cloud}"/><stop offset="{snowline}" stop-color="{rock}"/>'
        "</linearGradient>"
    )
    b.body.append(s.path(s.ridge(rng, 205, 120, 3), fill="url(#snow)"))
    middle = mix(p.land[0], p.land[1], 0.45)
    b.body.append(s.path(s.ridge(rng, 245, 70, 4), fill=middle))
    b.body.append(s.path(s.hills(rng, 272, 6, 2), fill=p.land[1]))
    b.profile = [(0, p.day[0]), (100, p.day[1]), (140, rock), (200, middle), (268, p.land[1]), (H, p.land[1])]
    return b


def snowfield(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    top, low = mix(p.day[0], p.cloud, 0.35), mix(p.day[1], p.cloud, 0.6)
    b.gradient_sky(top, low)
    pines = mix(p.shade, low, 0.55)
    b.body.append(s.path(_conifers(rng, 212, 18, 34, 12), fill=pines))
    snow, shadow = mix(p.cloud, WHITE, 0.6), mix(p.land[0], p.cloud, 0.45)
    b.defs.append(s.linear("snow", [(0, snow), (1, shadow)]))
    b.body.append(s.path(s.hills(rng, 210, 5, 2), fill="url(#snow)"))
    b.body.append(s.path(s.hills(rng, 258, 10, 2), fill=mix(snow, shadow, 0.35)))
    b.body.append(s.path(s.dots(s.scatter(rng, 45, 0, 300)), stroke=WHITE, width=2.6, opacity=0.9))
    b.profile = [(0, top), (205, low), (210, snow), (H, mix(snow, shadow, 0.6))]
    return b


def _skyline(rng: random.Random, base: float, low: float, high: float) -> tuple[str, list[tuple[float, float, float]]]:
    """Rectangular buildings along `base`; returns the path and each building's (left, width, top)."""
    d, towers, x = "", [], -4.0
    while x < W:
        width, top = rng.uniform(16, 34), base - rng.uniform(low, high)
        d += f"M{pts(x, base)}V{fmt(top)}h{fmt(width)}V{fmt(base)}Z"
        towers.append((x, width, top))
        x += width + rng.uniform(0, 4)
    return d, towers


def _windows(rng: random.Random, towers: list[tuple[float, float, float]], base: float, share: float) -> str:
    d = ""
    for left, width, top in towers:
        for wy in range(int(top) + 6, int(base) - 8, 10):
            for wx in range(int(left) + 4, int(left + width) - 5, 7):
                if rng.random() < share:
                    d += f"M{wx} {wy}h3v5h-3z"
    return d


def city_night(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    b.gradient_sky(p.night[0], p.night[1])
    _stars(b, rng, 4, 110, mix(p.light, WHITE, 0.5), 25)
    base = 268
    back, front = mix(p.night[1], p.night[0], 0.5), mix(p.night[0], BLACK, 0.3)
    far_d, _ = _skyline(rng, base, 70, 140)
    b.body.append(s.path(far_d, fill=back))
    near_d, towers = _skyline(rng, base, 30, 90)
    b.body.append(s.path(near_d, fill=front))
    b.body.append(s.path(_windows(rng, towers, base, 0.25), fill=p.sun, opacity=0.85))
    street = mix(p.night[0], p.land[1], 0.35)
    b.body.append(s.rect(street, base, H - base))
    b.body.append(s.path(f"M0 {base}H{W}", stroke=mix(p.sun, street, 0.5), width=1.5, opacity=0.6))
    b.profile = [(0, p.night[0]), (128, p.night[1]), (150, back), (205, front), (base, street), (H, street)]
    return b


def city_day(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    b.gradient_sky(p.day[0], p.day[1])
    b.glow("sun", rng.uniform(40, 160), rng.uniform(30, 60), 80, p.sun, 0.8)
    _clouds(b, rng, p.cloud, 2, 40, 100)
    base = 268
    back, front = mix(p.shade, p.day[1], 0.7), mix(p.shade, p.cloud, 0.45)
    far_d, _ = _skyline(rng, base, 70, 140)
    b.body.append(s.path(far_d, fill=back))
    near_d, towers = _skyline(rng, base, 30, 90)
    b.body.append(s.path(near_d, fill=front))
    b.body.append(s.path(_windows(rng, towers, base, 0.4), fill=mix(p.cloud, p.day[0], 0.3), opacity=0.5))
    street = mix(p.shade, p.cloud, 0.3)
    b.body.append(s.rect(street, base, H - base))
    b.profile = [(0, p.day[0]), (128, p.day[1]), (150, back), (205, front), (base, street), (H, street)]
    return b


def room(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    floor_y = 208
    wall_top, wall_low = mix(p.cloud, p.land[0], 0.3), mix(p.cloud, p.land[0], 0.45)
    b.gradient_sky(wall_top, wall_low, floor_y)
    stripes = "".join(f"M{x} 0V{floor_y}" for x in range(10, W, 22))
    b.body.append(s.path(stripes, stroke=mix(wall_low, p.land[1], 0.3), width=5, opacity=0.25))
    wood, dark_wood = mix(p.land[0], p.sun, 0.25), mix(p.land[1], p.sun, 0.1)
    b.defs.append(s.linear("floor", [(0, wood), (1, dark_wood)]))
    b.body.append(f'<rect y="{floor_y}" width="{W}" height="{H - floor_y}" fill="url(#floor)"/>')
    vanish = rng.uniform(70, 130)
    boards = "".join(f"M{pts(vanish + (x - vanish) * 0.35, floor_y)}L{fmt(x)} {H}" for x in range(-120, 330, 40))
    b.body.append(s.path(boards, stroke=mix(dark_wood, BLACK, 0.25), width=1.2, opacity=0.45))
    b.body.append(s.rect(mix(p.land[1], wall_low, 0.3), floor_y - 7, 7))
    b.defs.append(s.radial("lamp", p.sun, 0.45))
    b.body.append(f'<ellipse cx="{fmt(vanish)}" cy="252" rx="80" ry="28" fill="url(#lamp)"/>')
    b.profile = [(0, wall_top), (floor_y - 7, wall_low), (floor_y, wood), (H, dark_wood)]
    return b


def space(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    deep = mix(p.night[0], BLACK, 0.45)
    b.gradient_sky(deep, p.night[0])
    for ident, colour in (("nebula", p.accent), ("nebula2", p.pop)):
        b.defs.append(s.radial(ident, colour, 0.32))
        b.body.append(
            f'<ellipse cx="{fmt(rng.uniform(30, 170))}" cy="{fmt(rng.uniform(40, 260))}" '
            f'rx="{fmt(rng.uniform(70, 110))}" ry="{fmt(rng.uniform(40, 70))}" '
            f'transform="rotate({fmt(rng.uniform(-40, 40))} 100 150)" fill="url(#{ident})"/>'
        )
    _stars(b, rng, 3, 297, mix(p.light, WHITE, 0.6), 90)
    sparkles = "".join(f"M{pts(x - 4, y)}h8M{pts(x, y - 4)}v8" for x, y in s.scatter(rng, 3, 10, 290))
    b.body.append(s.path(sparkles, stroke=WHITE, width=1, opacity=0.8))
    return b


def cave(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    inside, rock = mix(p.land[0], p.night[0], 0.6), mix(p.land[1], BLACK, 0.55)
    b.gradient_sky(mix(inside, BLACK, 0.3), inside)
    b.glow("light", rng.uniform(80, 120), 170, 110, p.sun, 0.3)
    walls = "M0 0H" + str(W) + "V300"
    for y in range(300, -1, -30):
        walls += f"L{pts(W - rng.uniform(8, 30), y)}"
    walls += f"H0Z M0 0V{H}"
    for y in range(300, -1, -30):
        walls += f"L{pts(rng.uniform(8, 30), y)}"
    walls += "Z"
    b.body.append(s.path(walls, fill=rock))
    drips = ""
    for i in range(9):
        x, w = (i + rng.uniform(0.2, 0.8)) * W / 9, rng.uniform(7, 14)
        drips += f"M{pts(x - w / 2, 0)}L{pts(x, rng.uniform(16, 48))}L{pts(x + w / 2, 0)}Z"
    b.body.append(s.path(drips + f"M0 0H{W}V8H0Z", fill=rock))
    b.body.append(s.path(s.hills(rng, 276, 6, 3), fill=rock))
    mounds = ""
    for _ in range(4):
        x, w = rng.uniform(20, 180), rng.uniform(8, 14)
        mounds += f"M{pts(x - w / 2, 280)}L{pts(x, 280 - rng.uniform(12, 30))}L{pts(x + w / 2, 280)}Z"
    b.body.append(s.path(mounds, fill=rock))
    b.profile = [(0, rock), (40, mix(inside, BLACK, 0.25)), (170, inside), (268, inside), (276, rock), (H, rock)]
    return b


def rain(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    top, low = mix(p.cloud, p.night[1], 0.55), mix(p.cloud, p.day[1], 0.35)
    b.gradient_sky(top, low)
    bank = "".join(s.cloud_d(x, rng.uniform(30, 50), rng.uniform(80, 110)) for x in (0, 60, 120, 190))
    b.body.append(s.path(bank + f"M0 0H{W}V32H0Z", fill=mix(p.cloud, p.night[1], 0.7), opacity=0.9))
    drops = [(x, y, -3.0, 12.0) for x, y in s.scatter(rng, 75, 40, 290)]
    b.body.append(s.path(s.streaks(drops), stroke=mix(p.cloud, WHITE, 0.5), width=1.1, opacity=0.6))
    ground = mix(p.land[1], p.night[1], 0.4)
    b.body.append(s.path(s.hills(rng, 268, 4, 2), fill=ground))
    puddles = "".join(
        f'<ellipse cx="{fmt(rng.uniform(25, 175))}" cy="{fmt(rng.uniform(280, 292))}" '
        f'rx="{fmt(rng.uniform(14, 26))}" ry="3.5" fill="{low}" opacity=".55"/>'
        for _ in range(3)
    )
    b.body.append(puddles)
    b.profile = [(0, mix(p.cloud, p.night[1], 0.7)), (50, top), (262, low), (268, ground), (H, ground)]
    return b


def swirl(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    top, low = mix(p.day[0], p.night[1], 0.45), mix(p.day[1], p.sun, 0.25)
    b.gradient_sky(top, low)
    for colour, width, opacity in (
        (p.cloud, 30, 0.18),
        (p.accent, 20, 0.2),
        (p.pop, 14, 0.22),
        (p.light, 9, 0.3),
        (p.cloud, 5, 0.4),
    ):
        y0, y1 = rng.uniform(0, H), rng.uniform(0, H)
        bend0 = (rng.uniform(40, 100), y0 + rng.uniform(-160, 160))
        bend1 = (rng.uniform(100, 160), y1 + rng.uniform(-160, 160))
        ribbon = f"M{pts(-20, y0)}C{pts(*bend0, *bend1, W + 20, y1)}"
        b.body.append(s.path(ribbon, stroke=colour, width=width, opacity=opacity))
    for colour in (p.light, p.accent):
        x, y = rng.uniform(30, 170), rng.uniform(30, 270)
        b.body.append(s.path(_spiral(x, y, rng.uniform(22, 36), 2), stroke=colour, width=3, opacity=0.4))
    b.body.append(s.path(s.dots(s.scatter(rng, 24, 5, 295)), stroke=p.light, width=2.4, opacity=0.7))
    return b


def void(p: Palette, rng: random.Random) -> Backdrop:
    b = Backdrop()
    centre, edge = mix(p.cloud, p.day[1], 0.5), mix(p.day[0], p.night[1], 0.35)
    b.defs.append(
        f'<radialGradient id="void" cy=".45" r=".75"><stop offset="0" stop-color="{centre}"/>'
        f'<stop offset="1" stop-color="{edge}"/></radialGradient>'
    )
    b.body.append(f'<rect width="{W}" height="{H}" fill="url(#void)"/>')
    b.profile = [(0, mix(centre, edge, 0.65)), (135, centre), (H, mix(centre, edge, 0.75))]
    return b


SCENES: dict[str, Scene] = {
    "day-sky": day_sky,
    "night-sky": night_sky,
    "sunset": sunset,
    "dawn-mist": dawn_mist,
    "day-sea": day_sea,
    "night-sea": night_sea,
    "underwater": underwater,
    "desert": desert,
    "forest": forest,
    "meadow": meadow,
    "mountains": mountains,
    "snowfield": snowfield,
    "city-night": city_night,
    "city-day": city_day,
    "room": room,
    "space": space,
    "cave": cave,
    "rain": rain,
    "swirl": swirl,
    "void": void,
}
