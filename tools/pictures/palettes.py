"""The twelve palettes: the colours a scene paints with, and the five roles the cards' items are drawn in.

A role is an intention, not a fixed colour: "ink" is the main line colour (dark on a light backdrop, light on
a dark one), "accent" and "pop" are the palette's two bright notes, "light" is for moons, snow and glows,
"shade" for silhouettes and shadows. `render.py` nudges each one until it shows on the backdrop behind it."""

from dataclasses import dataclass

from colours import Colour


@dataclass(frozen=True)
class Palette:
    day: tuple[Colour, Colour]
    """A daylight sky, top then horizon."""
    night: tuple[Colour, Colour]
    """A night sky, top then horizon."""
    sun: Colour
    """Suns, lit windows, haloes."""
    cloud: Colour
    land: tuple[Colour, Colour]
    """Far hills, then near ground."""
    water: tuple[Colour, Colour]
    """The surface, then the deep."""
    ink_dark: Colour
    """Ink on light backdrops."""
    ink_light: Colour
    """Ink on dark backdrops."""
    accent: Colour
    light: Colour
    shade: Colour
    pop: Colour


PALETTES: dict[str, Palette] = {
    "storm": Palette(
        day=("#8fa3b8", "#cfd8e0"),
        night=("#121a28", "#2c3a4f"),
        sun="#f2e6b0",
        cloud="#e3e8ee",
        land=("#56646f", "#2e3a42"),
        water=("#4f6f86", "#1c2e3e"),
        ink_dark="#15202b",
        ink_light="#eef3f8",
        accent="#5fa8d3",
        light="#f4f1e6",
        shade="#26323d",
        pop="#ffd23f",
    ),
    "dusk": Palette(
        day=("#f2a88a", "#fde2c4"),
        night=("#221a3d", "#5b3a6e"),
        sun="#ffcf7a",
        cloud="#f7c9c1",
        land=("#7a587f", "#3a2a4f"),
        water=("#7b5a9a", "#2d2350"),
        ink_dark="#2a1838",
        ink_light="#fff0e0",
        accent="#ff8c5a",
        light="#ffe8c8",
        shade="#3b2547",
        pop="#ffd166",
    ),
    "candy": Palette(
        day=("#ffc2da", "#fff0f6"),
        night=("#3d2a5c", "#7a4f9a"),
        sun="#fff3a8",
        cloud="#ffffff",
        land=("#a5e6c9", "#62c9a0"),
        water=("#8ad2f0", "#3f9fd1"),
        ink_dark="#4a2545",
        ink_light="#fff7fb",
        accent="#ff4f98",
        light="#fffaf0",
        shade="#6a3d7a",
        pop="#13a8bb",
    ),
    "forest": Palette(
        day=("#b4d6c0", "#eef5e4"),
        night=("#0f2219", "#24402f"),
        sun="#f6e7a1",
        cloud="#f2f6ea",
        land=("#5a8a5c", "#2d5234"),
        water=("#5f9a8e", "#1f4a44"),
        ink_dark="#173221",
        ink_light="#f0f7e6",
        accent="#d98e32",
        light="#f6f1d8",
        shade="#1d3a27",
        pop="#e2533b",
    ),
    "ocean": Palette(
        day=("#74c0e6", "#d6f0fa"),
        night=("#0a1a33", "#16365c"),
        sun="#fff1b8",
        cloud="#ffffff",
        land=("#3f8f8a", "#2a6b67"),
        water=("#2f8fc4", "#0d3b66"),
        ink_dark="#0b2540",
        ink_light="#eaf8ff",
        accent="#ff7f66",
        light="#f2fbff",
        shade="#123a5a",
        pop="#ffd04d",
    ),
    "ember": Palette(
        day=("#f39a55", "#fde0b0"),
        night=("#1e0d0b", "#4a1a12"),
        sun="#ffd36b",
        cloud="#fbd7b8",
        land=("#8a3b22", "#4d2014"),
        water=("#a4452c", "#3a140e"),
        ink_dark="#2b0f0a",
        ink_light="#fff1e0",
        accent="#ff6b2b",
        light="#ffe6b3",
        shade="#3d1610",
        pop="#ffd23f",
    ),
    "frost": Palette(
        day=("#b9dcf3", "#f2f9fd"),
        night=("#0e1c33", "#2b4a70"),
        sun="#fdfbf0",
        cloud="#ffffff",
        land=("#c9dceb", "#a3c1d9"),
        water=("#7fb3d5", "#2d5f8a"),
        ink_dark="#1b3553",
        ink_light="#f3fbff",
        accent="#5a82d8",
        light="#ffffff",
        shade="#3e5f82",
        pop="#b565f0",
    ),
    "dream": Palette(
        day=("#b3a2e6", "#f3d9f0"),
        night=("#1a1238", "#3c2a6e"),
        sun="#ffe9a8",
        cloud="#f7ecff",
        land=("#8777cc", "#4d3f8f"),
        water=("#6f8fe0", "#2a2a6e"),
        ink_dark="#2a1c4f",
        ink_light="#fbf3ff",
        accent="#3cc4b6",
        light="#fff6d6",
        shade="#3a2a66",
        pop="#ffb347",
    ),
    "earth": Palette(
        day=("#d6bf94", "#f5ecd7"),
        night=("#1f1a14", "#3f3424"),
        sun="#f7d774",
        cloud="#f4ead5",
        land=("#a2773f", "#6b4a26"),
        water=("#6f8a7a", "#2f4a40"),
        ink_dark="#2e2116",
        ink_light="#fbf3e4",
        accent="#c0562f",
        light="#f9efd9",
        shade="#4a3520",
        pop="#5b8c3a",
    ),
    "neon": Palette(
        day=("#2a1a5e", "#6a2c91"),
        night=("#07051a", "#1c0f3d"),
        sun="#ff3ea5",
        cloud="#7a5cff",
        land=("#251656", "#120a30"),
        water=("#1d1660", "#070421"),
        ink_dark="#140a2e",
        ink_light="#f4f0ff",
        accent="#00e5ff",
        light="#fdf9ff",
        shade="#3a2478",
        pop="#b6ff3b",
    ),
    "pastel": Palette(
        day=("#c6e4f7", "#fdf6ec"),
        night=("#4a4a7a", "#8a7fb5"),
        sun="#fff2b3",
        cloud="#ffffff",
        land=("#bfe3c0", "#95cfa1"),
        water=("#a8d8ea", "#78b3d6"),
        ink_dark="#3d3b5c",
        ink_light="#fffdf7",
        accent="#e98aa2",
        light="#fffdf5",
        shade="#7b7aa8",
        pop="#eeb04f",
    ),
    "mono": Palette(
        day=("#c4c4c4", "#f2f2f2"),
        night=("#121212", "#3a3a3a"),
        sun="#f5f5f5",
        cloud="#ffffff",
        land=("#7a7a7a", "#4a4a4a"),
        water=("#8a8a8a", "#2e2e2e"),
        ink_dark="#111111",
        ink_light="#f7f7f7",
        accent="#8c8c8c",
        light="#fafafa",
        shade="#303030",
        pop="#e03a3a",
    ),
}
