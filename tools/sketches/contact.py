"""Render pictures to a PNG contact sheet, to look at them while reviewing a map.

    .venv/bin/python tools/sketches/contact.py pig bike "pig + plane" -o /tmp/sheet.png
    .venv/bin/python tools/sketches/contact.py --map src/parlour/content/sketches/en/easy.map -o /tmp/easy.png
    .venv/bin/python tools/sketches/contact.py --map src/parlour/content/sketches/en/items/food.map -o /tmp/food.png

Each cell shows a picture as drawn in its SVG (Tabler's from web/node_modules, our own from tools/sketches/own/)
with its clue or name under it. With `--map`, every line that has a picture is drawn, captioned `clue = picture`.
With `--map` and `--deck`, each card side of the deck is one row of its seven clues, so that a picture is judged
against the clues it must be told apart from (`--with own-` keeps only the sides where a picture names an icon that
starts so; `--rows 0:8` the first eight of them).
With `--sketch LEVEL`, each picture is drawn as a computer player of that level draws it (Tabler's from the shipped
outlines: run outlines.py first; our own straight from their SVG, so they can be judged before a map uses them).
`--seeds N` draws each picture N times. Needs Debian's Chromium."""

import argparse
import html
from functools import cache
from pathlib import Path

from outlines import polylines
from own import OWN, OwnPictures
from playwright.sync_api import sync_playwright

from parlour.bots.sketching import sketch
from parlour.content.deck import fold, parse_deck
from parlour.content.sketches import Outline, Picture, outlines, parse_map, parse_picture
from parlour.games.pictomania.bots import LEVELS

ICONS = Path("web/node_modules/@tabler/icons/icons/outline")
CELL = 150


def icon_svg(name: str) -> str:
    path = ICONS / f"{name}.svg"
    if not path.exists():
        path = OWN / f"{name}.svg"
    if not path.exists():
        return f'<div class="missing">no icon {html.escape(name)}</div>'
    return path.read_text(encoding="utf-8")


@cache
def sketch_outlines() -> dict[str, Outline]:
    own = OwnPictures(Path.cwd())
    ours = {name: tuple(tuple(line) for d in own.paths(name) for line in polylines(d)) for name in own.names()}
    return outlines() | ours


def sketch_svg(picture: Picture, level: str, seed: int) -> str:
    lines = []
    for stroke in sketch(picture, sketch_outlines(), LEVELS[level].care, seed):
        pts = " ".join(f"{x},{y}" for x, y, _ in stroke.points)
        lines.append(
            f'<polyline points="{pts}" fill="none" stroke="black" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>'
        )
    return f'<svg viewBox="0 0 1000 1000" class="sketch">{"".join(lines)}</svg>'


def cell(caption: str, picture: Picture, level: str | None = None, seed: int = 0) -> str:
    if level is not None:
        icons = sketch_svg(picture, level, seed)
    else:
        icons = "".join(f'<div class="icon">{icon_svg(n)}</div>' for n in picture.icons)
    related = " related" if picture.kind == "related" else ""
    return f'<figure class="{related}"><div class="row">{icons}</div><figcaption>{html.escape(caption)}</figcaption></figure>'


def blank(caption: str) -> str:
    return f'<figure class="none"><div class="row"></div><figcaption>{html.escape(caption)}</figcaption></figure>'


def side_rows(
    deck_file: str, entries: dict[str, Picture | None], level: str | None, seed: int, only: str, rows: slice
) -> list[str]:
    deck, problems = parse_deck(Path(deck_file).read_text(encoding="utf-8"), deck_file)
    for problem in problems:
        print(problem)
    sides = [
        side
        for card in deck.cards
        for side in card.sides
        if not only or any((p := entries.get(fold(clue))) and any(i.startswith(only) for i in p.icons) for clue in side)
    ]
    cells = []
    for side in sides[rows]:
        for n, clue in enumerate(side, start=1):
            picture = entries.get(fold(clue))
            caption = f"{n} {clue}" + (f" = {picture}" if picture else "")
            cells.append(cell(caption, picture, level, seed) if picture else blank(f"{caption}: -"))
    return cells


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pictures", nargs="*", help="icon names, or 'a + b' for a rebus")
    parser.add_argument("--map", help="a .map file: draw each of its pictures")
    parser.add_argument("--deck", help="with --map: a .deck file, each card side drawn as a row")
    parser.add_argument("--rows", default=":", help="with --deck: which of those sides, as a slice (0:8)")
    parser.add_argument("--with", dest="only", default="", help="with --deck: only sides naming such an icon")
    parser.add_argument("-o", "--out", default="/tmp/contact.png")
    parser.add_argument("--columns", type=int, default=8)
    parser.add_argument(
        "--sketch", choices=sorted(LEVELS), help="draw each picture as a computer player of this level does"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seeds", type=int, default=1, help="with --sketch: draw each picture this many times")
    args = parser.parse_args()
    cells = []
    seeds = range(args.seed, args.seed + (args.seeds if args.sketch else 1))
    for text in args.pictures:
        picture = parse_picture(text)
        if isinstance(picture, Picture):
            cells.extend(cell(text, picture, args.sketch, seed) for seed in seeds)
    if args.map:
        entries, problems = parse_map(Path(args.map).read_text(encoding="utf-8"), args.map)
        for problem in problems:
            print(problem)
        if args.deck:
            args.columns = 7
            rows = slice(*(int(part) if part else None for part in args.rows.split(":")))
            cells.extend(side_rows(args.deck, entries, args.sketch, args.seed, args.only, rows))
        else:
            for clue, picture in entries.items():
                if picture is not None:
                    cells.append(cell(f"{clue} = {picture}", picture, args.sketch, args.seed))
    page = f"""<!doctype html><meta charset="utf-8"><style>
body {{ margin: 8px; font: 13px sans-serif; display: grid; grid-template-columns: repeat({args.columns}, {CELL}px); gap: 6px; }}
figure {{ margin: 0; border: 1px solid #ccc; padding: 4px; }}
figure.related {{ background: #fff6dd; }}
figure.none {{ background: #eee; }}
.row {{ display: flex; justify-content: center; gap: 4px; height: 80px; }}
.icon svg {{ width: 72px; height: 72px; stroke-width: 1.5; }}
.row:has(.icon:nth-child(3)) .icon svg {{ width: 46px; height: 46px; }}
svg.sketch {{ width: 110px; height: 110px; border: 1px dashed #ddd; }}
figure:has(svg.sketch) .row {{ height: 112px; }}
figcaption {{ text-align: center; overflow-wrap: anywhere; }}
.missing {{ color: red; }}
</style>{"".join(cells)}"""
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium")
        tab = browser.new_page(viewport={"width": args.columns * (CELL + 16) + 16, "height": 400})
        tab.set_content(page)
        tab.screenshot(path=args.out, full_page=True)
        browser.close()
    print(f"{args.out}: {len(cells)} pictures")


if __name__ == "__main__":
    main()
