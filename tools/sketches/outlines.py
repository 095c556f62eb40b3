"""Write src/parlour/content/sketches/outlines.json: the outlines of the pictures the reviewed maps use, and nothing
else, as polylines in the picture's 24-unit square times 100. A picture is a Tabler outline icon, or one of our own
line pictures in tools/sketches/own/ (own.py), whose names start with `own-`.

Run from the repository root after editing any map: `.venv/bin/python tools/sketches/outlines.py`.
Needs web/node_modules (npm ci in web/) and svgelements (the dev extra)."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pictures.icons import Icons
from sketches.own import OWN, OwnPictures

from parlour.content.items import CATEGORIES  # noqa: E402
from parlour.content.sketches import ICON_SIZE, item_map, outlines_path, shipped_map, used_icons  # noqa: E402
from parlour.content.stand_in_drawings import strokes  # noqa: E402

SCALE = ICON_SIZE // 24
STEP = 0.35
"""Curves are cut into pieces about this long (icon units; the pen is 2 wide): smooth at any size we draw."""
LANGUAGES = ("en", "fr")


def polylines(d: str) -> list[list[int]]:
    """A path's lines in outline units (the icon's times SCALE), each a flat list x0, y0, x1, y1, …"""
    lines = []
    for line in strokes(d, STEP):
        flat: list[int] = []
        for x, y in line:
            point = [round(x * SCALE), round(y * SCALE)]
            if flat[-2:] != point:
                flat.extend(point)
        lines.append(flat)
    # A dot ("v.01") is one point: keep it as a two-point line so it is drawn as a dot.
    return [line if len(line) >= 4 else line + line for line in lines]


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="every outline icon, for experiments (never ship it)")
    args = parser.parse_args()
    root = Path.cwd()
    icons = Icons(root)
    try:
        maps = [shipped_map(language) for language in LANGUAGES]
        maps += [item_map(language, category) for language in LANGUAGES for category in CATEGORIES]
    except ValueError as problems:
        raise SystemExit(str(problems)) from None
    own = OwnPictures(root)
    tabler, ours = icons.names("outline"), own.names()
    clashes = tabler & ours
    if clashes:
        raise SystemExit(f"own pictures named like Tabler icons: {', '.join(sorted(clashes))}")
    known = tabler | ours
    names = sorted(known if args.all else used_icons(maps))
    missing = [n for n in names if n not in known]
    if missing:
        raise SystemExit(f"neither Tabler outline icons nor own pictures: {', '.join(missing)}")

    def paths(name: str) -> tuple[str, ...]:
        return own.paths(name) if name in ours else tuple(shape.d for shape in icons.shapes(name, "outline"))

    try:
        data = {
            "format": 1,
            "source": f"@tabler/icons {icons.version()} (MIT licence: LICENSE-tabler-icons.txt), outline style; "
            f"and Parlour's own line pictures ({OWN}/, own-*: the project's own work and licence)",
            "size": ICON_SIZE,
            "icons": {name: [line for d in paths(name) for line in polylines(d)] for name in names},
        }
    except ValueError as problem:
        raise SystemExit(str(problem)) from None
    out = outlines_path()
    out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    (out.parent / "LICENSE-tabler-icons.txt").write_text(icons.licence_text(), encoding="utf-8")
    print(f"{out}: {len(names)} icons, {out.stat().st_size / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
