"""Blind sheets of Win, Lose or Draw's item pictures, to check that a person reads them toward their item: a random
sample of items with a picture, each drawn as a computer player of a level sketches it, numbered and labelled with
its category only (what guessers see at the table). The key (number -> item) goes to a separate file, for the one
who scores the reviewers' guesses.

    .venv/bin/python tools/sketches/blind_items.py --language en --per-category 8 --out /tmp/blind-en
Needs Debian's Chromium."""

import argparse
import html
import json
import random
from pathlib import Path

from contact import sketch_svg
from playwright.sync_api import sync_playwright

from parlour.content.items import CATEGORIES, load_items
from parlour.content.sketches import item_picture

PER_PAGE = 24


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="en")
    parser.add_argument("--per-category", type=int, default=8)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="/tmp/blind")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    chosen = []
    for category in CATEGORIES:
        items = [i for i in load_items(args.language) if i.category == category]
        drawn = [i for i in items if item_picture(i.text, category, args.language) is not None]
        chosen += rng.sample(drawn, min(args.per_category, len(drawn)))
    rng.shuffle(chosen)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    key = {}
    cells = []
    for number, item in enumerate(chosen, start=1):
        picture = item_picture(item.text, item.category, args.language)
        assert picture is not None
        key[number] = {"category": item.category, "item": item.text, "picture": str(picture)}
        svg = sketch_svg(picture, args.level, rng.randrange(2**32))
        cells.append(f"<figure>{svg}<figcaption>#{number} · {html.escape(item.category)}</figcaption></figure>")
    (out.parent / f"{out.name}-key.json").write_text(json.dumps(key, ensure_ascii=False, indent=1), encoding="utf-8")
    style = """<style>body { margin: 8px; font: 15px sans-serif; display: grid; grid-template-columns: repeat(6, 190px);
gap: 8px; } figure { margin: 0; border: 1px solid #ccc; padding: 4px; } svg { width: 180px; height: 180px; }
figcaption { text-align: center; }</style>"""
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium")
        tab = browser.new_page(viewport={"width": 6 * 200 + 16, "height": 400})
        for page, start in enumerate(range(0, len(cells), PER_PAGE), start=1):
            tab.set_content("<!doctype html><meta charset='utf-8'>" + style + "".join(cells[start : start + PER_PAGE]))
            tab.screenshot(path=str(out / f"sheet-{page}.png"), full_page=True)
        browser.close()
    print(f"{out}: {len(cells)} sketches; key in {out.parent / (out.name + '-key.json')}")


if __name__ == "__main__":
    main()
