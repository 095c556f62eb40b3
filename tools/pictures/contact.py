"""Contact sheets of picture cards, to look at them as players will: at phone size, many side by side.

    .venv/bin/python tools/pictures/contact.py --deck storybook --out /tmp/sheets     # every storybook card
    .venv/bin/python tools/pictures/contact.py --ids a,b,c --width 300 --out /tmp/big # some cards, large
    .venv/bin/python tools/pictures/contact.py --table --deck storybook --out /tmp/t  # tables of nine, 390 px wide

Writes PNG files (30 cards a sheet) from web/public/pictures, each card with its id under it, through Debian's
Chromium (the same one the browser tests drive). Regenerate the pictures first."""

import argparse
import html
import json
import random
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
PICTURES = ROOT / "web/public/pictures"
CHROMIUM = "/usr/bin/chromium"
PER_SHEET = 30


def _page(pictures: Path, ids: list[str], width: int, columns: int, labels: list[str] | None) -> str:
    cells = "".join(
        f'<figure><img src="{(pictures / f"{i}.svg").as_uri()}" width="{width}" height="{width * 3 // 2}">'
        + (f"<figcaption>{html.escape(label)}</figcaption>" if labels else "")
        + "</figure>"
        for i, label in zip(ids, labels or ids, strict=True)
    )
    return (
        "<!doctype html><meta charset=utf-8><style>body{margin:6px;background:#222;font:11px sans-serif;color:#eee}"
        f"main{{display:grid;grid-template-columns:repeat({columns},{width}px);gap:6px}}"
        "figure{margin:0}img{display:block;border-radius:6px}figcaption{width:"
        f"{width}px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}}</style><main>{cells}</main>"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", default="storybook", choices=("classic", "storybook"))
    parser.add_argument("--ids", default="", help="comma-separated card ids (instead of a whole deck)")
    parser.add_argument("--width", type=int, default=120, help="a card's width in CSS pixels (phone: about 120)")
    parser.add_argument("--table", action="store_true", help="random tables of nine, three across, as on a phone")
    parser.add_argument(
        "--blind", action="store_true", help="label cards by number, not id (for a reviewer who must not be led)"
    )
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--pictures", type=Path, default=PICTURES, help="where the pictures are (generate.py --out)")
    args = parser.parse_args(argv)
    pictures: Path = args.pictures.resolve()
    deck = json.loads((pictures / "deck.json").read_text(encoding="utf-8"))["cards"]
    ids = [i for i in args.ids.split(",") if i] or [c["id"] for c in deck if c.get("deck", "classic") == args.deck]
    missing = [i for i in ids if not (pictures / f"{i}.svg").exists()]
    if missing:
        print(f"no picture for: {', '.join(missing)}", file=sys.stderr)
        return 1
    if args.table:
        shuffled = ids[:]
        random.Random(1).shuffle(shuffled)
        groups = [shuffled[n : n + 9] for n in range(0, len(shuffled), 9)]
        width, columns, show = 120, 3, False
    else:
        groups = [ids[n : n + PER_SHEET] for n in range(0, len(ids), PER_SHEET)]
        width, columns, show = args.width, min(6, max(1, 1400 // (args.width + 6))), True
    numbers = {card_id: str(n) for n, card_id in enumerate(ids, 1)}
    args.out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 390 if args.table else 1400, "height": 800})
        for number, group in enumerate(groups, 1):
            sheet = args.out / f"{'table' if args.table else 'sheet'}-{number:02d}.png"
            # A file page, not set_content: about:blank may not load file:// pictures.
            html_file = args.out / "sheet.html"
            labels = [numbers[i] if args.blind else i for i in group] if show else None
            html_file.write_text(_page(pictures, group, width, columns, labels), encoding="utf-8")
            page.goto(html_file.as_uri())
            page.locator("main").screenshot(path=str(sheet))
            print(sheet, ", ".join(group) if len(group) <= 9 else f"{len(group)} cards")
        browser.close()
    (args.out / "sheet.html").unlink()
    if args.blind:
        (args.out / "numbers.json").write_text(json.dumps(numbers, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
