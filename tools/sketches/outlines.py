"""Write src/parlour/content/sketches/outlines.json: the outlines of the Tabler icons the reviewed maps use, and
nothing else, as polylines in the icon's 24-unit square times 100.

Run from the repository root after editing any map: `.venv/bin/python tools/sketches/outlines.py`.
Needs web/node_modules (npm ci in web/) and svgelements (the dev extra)."""

import json
import sys
from pathlib import Path

from svgelements import Close, Move, Path as SvgPath

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pictures.icons import Icons  # noqa: E402

from parlour.content.sketches import ICON_SIZE, outlines_path, shipped_map, used_icons  # noqa: E402

SCALE = ICON_SIZE // 24
STEP = 0.35
"""Curves are cut into pieces about this long (icon units; the pen is 2 wide): smooth at any size we draw."""
LANGUAGES = ("en", "fr")


def polylines(d: str) -> list[list[int]]:
    lines: list[list[int]] = []
    current: list[int] = []

    def add(x: float, y: float) -> None:
        point = [round(x * SCALE), round(y * SCALE)]
        if current[-2:] != point:
            current.extend(point)

    for segment in SvgPath(d):
        if isinstance(segment, Move):
            if len(current) >= 2:
                lines.append(current)
            current = []
            add(segment.end.x, segment.end.y)
            continue
        if segment.start is None or segment.end is None:
            continue
        if not current:
            add(segment.start.x, segment.start.y)
        if isinstance(segment, Close):
            add(segment.end.x, segment.end.y)
            continue
        length = segment.length(error=1e-3)
        pieces = max(1, round(length / STEP)) if type(segment).__name__ != "Line" else 1
        for i in range(1, pieces + 1):
            point = segment.point(i / pieces)
            add(point.x, point.y)
    if len(current) >= 2:
        lines.append(current)
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
    except ValueError as problems:
        raise SystemExit(str(problems)) from None
    known = icons.names("outline")
    names = sorted(known if args.all else used_icons(maps))
    missing = [n for n in names if n not in known]
    if missing:
        raise SystemExit(f"not Tabler outline icons: {', '.join(missing)}")
    data = {
        "format": 1,
        "source": f"@tabler/icons {icons.version()} (MIT licence: LICENSE-tabler-icons.txt), outline style",
        "size": ICON_SIZE,
        "icons": {
            name: [line for shape in icons.shapes(name, "outline") for line in polylines(shape.d)] for name in names
        },
    }
    out = outlines_path()
    out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    (out.parent / "LICENSE-tabler-icons.txt").write_text(icons.licence_text(), encoding="utf-8")
    print(f"{out}: {len(names)} icons, {out.stat().st_size / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
