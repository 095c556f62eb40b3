"""One card's picture: its scene, then its icons in order, each in a colour that shows on what lies behind it."""

import hashlib
import random
from collections import Counter

from colours import Colour, contrast, standing_out
from emoji import EmojiSet
from icons import Icons
from palettes import PALETTES, Palette
from scenes import SCENES, Backdrop
from shapes import H, W, fmt, pts
from spec import EMOJI, Card, Item

ICON_BOX = 24
"""Tabler draws in a 24×24 box with 2-unit strokes."""
CONTRAST = {"ink": 4.5, "accent": 3.0, "pop": 3.0, "light": 3.0, "shade": 3.0}
"""The least contrast each role keeps with the backdrop behind it: ink as for text, the others (and a writer's
own "#rrggbb") as WCAG 1.4.11 asks of the parts of a graphic one needs to see. An item's own `opacity` may
still soften it: that is the writer's choice of a faint thing."""
CUSTOM_CONTRAST = 3.0
GLOW_OPACITY = 0.6


def seed(card_id: str) -> int:
    """A card's random stream depends on its id alone, so a card keeps its stars when others are added."""
    return int.from_bytes(hashlib.sha256(card_id.encode()).digest()[:8], "big")


def stroke_width(size: float) -> float:
    """The stroke in icon units: lines about 3–8 card units wide whatever the icon's size, so a small icon's
    lines still show on a phone (a card about 120 px wide) and a large one's are not heavy on a big screen."""
    scale = size * W / ICON_BOX
    wanted = 3.2 + 4 * size
    return max(1.0, min(3.2, wanted / scale))


def _behind(item: Item, backdrop: Backdrop) -> list[Colour]:
    centre, half = item.y * H, item.size * W * 0.4
    return [backdrop.at(min(H, max(0, y))) for y in (centre - half, centre, centre + half)]


def _ink(palette: Palette, behind: list[Colour]) -> Colour:
    ink = max((palette.ink_dark, palette.ink_light), key=lambda c: min(contrast(c, b) for b in behind))
    return standing_out(ink, behind, CONTRAST["ink"])


def _chosen(item: Item, palette: Palette) -> Colour:
    """The colour the writer asked for (not "ink", which depends on the backdrop)."""
    return item.colour if item.colour.startswith("#") else str(getattr(palette, item.colour))


def item_paint(item: Item, palette: Palette, backdrop: Backdrop) -> tuple[Colour, Colour | None]:
    """The item's colour, and the colour of an edge drawn round a filled item that would not show otherwise.

    An outline icon that lacks contrast is drawn in the nearest tint or shade of its colour that has it. A
    filled one keeps its colour (a white moon stays white on a pale sky) and gets a thin edge in ink."""
    behind = _behind(item, backdrop)
    if item.colour == "ink":
        return _ink(palette, behind), None
    colour = _chosen(item, palette)
    target = CUSTOM_CONTRAST if item.colour.startswith("#") else CONTRAST[item.colour]
    if item.style == "filled":
        shows = min(contrast(colour, b) for b in behind) >= target
        return colour, None if shows else _ink(palette, behind)
    return standing_out(colour, behind, target), None


def edge_width(size: float) -> float:
    """An edge about 1.5 card units wide, in icon units."""
    return max(0.3, min(1.2, 1.5 / (size * W / ICON_BOX)))


def _transform(item: Item) -> str:
    scale = item.size * W / ICON_BOX
    cx, cy = item.x * W, item.y * H
    if not item.rotate and not item.flip:
        return f"translate({pts(cx - scale * 12, cy - scale * 12)})scale({fmt(scale)})"
    rotate = f"rotate({fmt(item.rotate)})" if item.rotate else ""
    return f"translate({pts(cx, cy)}){rotate}scale({pts(-scale if item.flip else scale, scale)})translate(-12 -12)"


def _paths(item: Item, icons: Icons) -> str:
    paths = []
    for shape in icons.shapes(item.icon, item.style):
        extra = "".join(f' {k}="{v}"' for k, v in shape.attributes)
        paths.append(f'<path d="{shape.d}"{extra}/>')
    return "".join(paths)


def _icon(item: Item, colour: Colour, edge: Colour | None, shared: str | None, icons: Icons) -> str:
    """The icon drawn in place; `shared` names a copy of its paths in <defs> when the card uses it twice or
    more. A path that paints itself says "currentColor", so `color` carries the item's colour into it."""
    if item.style == "filled":
        paint = f'fill="{colour}"'
        if edge:
            paint += f' stroke="{edge}" stroke-width="{fmt(edge_width(item.size))}"'
    else:
        paint = f'fill="none" stroke="{colour}" stroke-width="{fmt(stroke_width(item.size))}"'
    paths = _paths(item, icons)
    if "currentColor" in paths:
        paint += f' color="{colour}"'
    if item.opacity < 1:
        paint += f' opacity="{fmt(item.opacity)}"'
    if shared:
        return f'<use href="#{shared}" transform="{_transform(item)}" {paint}/>'
    return f'<g transform="{_transform(item)}" {paint}>{paths}</g>'


def _emoji(item: Item, emoji: EmojiSet, prefix: str) -> str:
    """An emoji in place, in its own colours: its box centred on the item's centre, `size` of the card wide."""
    drawn = emoji.get(item.icon, prefix)
    scale = item.size * W / drawn.width
    cx, cy = item.x * W, item.y * H
    half_w, half_h = drawn.width / 2, drawn.height / 2
    if not item.rotate and not item.flip:
        transform = f"translate({pts(cx - scale * half_w, cy - scale * half_h)})scale({fmt(scale)})"
    else:
        rotate = f"rotate({fmt(item.rotate)})" if item.rotate else ""
        flip = pts(-scale if item.flip else scale, scale)
        transform = f"translate({pts(cx, cy)}){rotate}scale({flip})translate({pts(-half_w, -half_h)})"
    opacity = f' opacity="{fmt(item.opacity)}"' if item.opacity < 1 else ""
    return f'<g transform="{transform}"{opacity}>{drawn.body}</g>'


SHADOW = (
    '<radialGradient id="card-shadow"><stop offset="0" stop-opacity=".42"/>'
    '<stop offset="1" stop-opacity="0"/></radialGradient>'
)
"""The ground shadow under a standing item: a soft dark ellipse."""


def _shadow(item: Item) -> str:
    width = item.size * W
    return (
        f'<ellipse cx="{fmt(item.x * W)}" cy="{fmt(item.y * H + width * 0.46)}" rx="{fmt(width * 0.42)}" '
        f'ry="{fmt(width * 0.08)}" fill="url(#card-shadow)"/>'
    )


TEXTURE = {
    # (base frequency, octaves, strength): fine grain like print, blotches like watercolour paper, a weave.
    "grain": (0.85, 2, 0.35),
    "paper": (0.035, 4, 0.55),
    "canvas": (0.3, 3, 0.4),
}


def _texture(card: Card) -> tuple[str, str]:
    """A painted surface over the whole picture: noise, grey, laid on in soft light (defs, body)."""
    frequency, octaves, strength = TEXTURE[card.texture]
    noise_seed = seed(card.id) % 997
    defs = (
        f'<filter id="card-texture" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" '
        f'baseFrequency="{fmt(frequency)}" numOctaves="{octaves}" seed="{noise_seed}" stitchTiles="stitch"/>'
        '<feColorMatrix type="saturate" values="0"/></filter>'
    )
    body = (
        f'<rect width="{W}" height="{H}" filter="url(#card-texture)" opacity="{fmt(strength)}" '
        'style="mix-blend-mode:soft-light"/>'
    )
    return defs, body


def _light(card: Card) -> tuple[str, str]:
    assert card.light is not None
    x, y = card.light
    defs = (
        '<radialGradient id="card-light"><stop offset="0" stop-color="#fff6d8" stop-opacity=".75"/>'
        '<stop offset=".45" stop-color="#fff6d8" stop-opacity=".25"/><stop offset="1" stop-color="#fff6d8" '
        'stop-opacity="0"/></radialGradient>'
    )
    body = (
        f'<circle cx="{fmt(x * W)}" cy="{fmt(y * H)}" r="{fmt(W * 0.75)}" fill="url(#card-light)" '
        'style="mix-blend-mode:soft-light"/>'
    )
    return defs, body


VIGNETTE = (
    '<radialGradient id="card-vignette" cx=".5" cy=".48" r=".75"><stop offset=".55" stop-opacity="0"/>'
    '<stop offset="1" stop-opacity=".45"/></radialGradient>'
)


EMOJI_HALO = "#fff6d8"
"""An emoji's glow: warm light, whatever the emoji's colours."""


def _glow(item: Item, halo: Colour, glows: dict[Colour, str], defs: list[str]) -> str:
    """A soft halo of `halo` behind the item; its gradient is defined once per colour on the card."""
    if halo not in glows:
        glows[halo] = f"glow{len(glows)}"
        defs.append(
            f'<radialGradient id="{glows[halo]}"><stop offset=".3" stop-color="{halo}" '
            f'stop-opacity="{fmt(GLOW_OPACITY)}"/><stop offset="1" stop-color="{halo}" '
            'stop-opacity="0"/></radialGradient>'
        )
    r = item.size * W * 0.85
    return f'<circle cx="{fmt(item.x * W)}" cy="{fmt(item.y * H)}" r="{fmt(r)}" fill="url(#{glows[halo]})"/>'


def render(card: Card, icons: Icons, emoji: EmojiSet | None = None) -> str:
    palette = PALETTES[card.palette]
    backdrop = SCENES[card.scene](palette, random.Random(seed(card.id)))
    backdrop.check(card.scene)
    defs, body = list(backdrop.defs), list(backdrop.body)
    if any(item.shadow for item in card.items):
        defs.append(SHADOW)
    uses = Counter((item.icon, item.style) for item in card.items if item.style != EMOJI)
    shared: dict[tuple[str, str], str] = {}
    for item in card.items:
        key = (item.icon, item.style)
        if uses[key] > 1 and key not in shared:
            shared[key] = f"icon{len(shared)}"
            defs.append(f'<g id="{shared[key]}">{_paths(item, icons)}</g>')
    glows: dict[Colour, str] = {}
    for index, item in enumerate(card.items):
        if item.shadow:
            body.append(_shadow(item))
        if item.style == EMOJI:
            assert emoji is not None, "a card with emoji is drawn with the emoji set"
            if item.glow:
                body.append(_glow(item, EMOJI_HALO, glows, defs))
            body.append(_emoji(item, emoji, f"e{index}-"))
            continue
        colour, edge = item_paint(item, palette, backdrop)
        if item.glow:
            # A halo is light, not line: it keeps the role's own colour even where the line was darkened to show.
            body.append(_glow(item, colour if item.colour == "ink" else _chosen(item, palette), glows, defs))
        body.append(_icon(item, colour, edge, shared.get((item.icon, item.style)), icons))
    if card.light is not None:
        light_defs, light_body = _light(card)
        defs.append(light_defs)
        body.append(light_body)
    if card.texture != "none":
        texture_defs, texture_body = _texture(card)
        defs.append(texture_defs)
        body.append(texture_body)
    if card.vignette:
        defs.append(VIGNETTE)
        body.append(f'<rect width="{W}" height="{H}" fill="url(#card-vignette)"/>')
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" role="img" '
        'stroke-linecap="round" stroke-linejoin="round">'
    )
    return "\n".join([head, "<defs>" + "".join(defs) + "</defs>", *body, "</svg>"]) + "\n"
