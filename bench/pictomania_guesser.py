"""Pictomania's guesser on drawings it has never seen: another icon set's pictures, drawn by a careless hand.

Until people's drawings fill the database, this is the nearest stand-in for them. For every shipped clue whose
reviewed picture is a single icon and whose name is also the name of a Lucide icon (lucide-static, ISC, a
different artist's set), the Lucide picture is traced as an easy computer player traces (wobble, offsets, details
left out) and read by a hard guesser, from a seat holding another card of a random table of that level, the clue's
card among the six. It counts how often the number it reads is the clue's.

    .venv/bin/python bench/pictomania_guesser.py [--trials 3] [--language en]

Needs web/node_modules (lucide-static) and svgelements (the dev extra)."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from pathlib import Path

from svgelements import SVG, Shape
from svgelements import Path as SvgPath

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "sketches"))
from outlines import polylines  # noqa: E402

from parlour.bots.sketching import sketch  # noqa: E402
from parlour.content.deck import LEVELS, fold  # noqa: E402
from parlour.content.shipped import load_language  # noqa: E402
from parlour.content.sketches import Picture, outlines, plain, shipped_map  # noqa: E402
from parlour.games.pictomania.bot_levels import LEVELS as BOT_LEVELS  # noqa: E402
from parlour.games.pictomania.stand_ins import Place, read_on_tables  # noqa: E402

LUCIDE = ROOT / "web/node_modules/lucide-static/icons"


def lucide_outline(name: str) -> tuple[tuple[int, ...], ...]:
    svg = SVG.parse(str(LUCIDE / f"{name}.svg"))
    lines: list[list[int]] = []
    for element in svg.elements():
        if isinstance(element, Shape) and not isinstance(element, SVG):
            lines += polylines(SvgPath(element).d())
    return tuple(tuple(line) for line in lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=3, help="random tables per clue")
    parser.add_argument("--language", default="en")
    parser.add_argument("--guesser", default="hard", choices=sorted(BOT_LEVELS))
    parser.add_argument("--hand", default="easy", choices=sorted(BOT_LEVELS), help="whose care traces the picture")
    args = parser.parse_args()
    lucide = {p.stem for p in LUCIDE.glob("*.svg")}
    pictures = shipped_map(args.language)
    shapes = dict(outlines())
    rng = random.Random(1)
    settings = BOT_LEVELS[args.guesser]
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    clues_used: dict[str, int] = defaultdict(int)
    for level in LEVELS:
        for card in (c for c in load_language(args.language) if c.level == level):
            for side_index, side in enumerate(card.sides):
                for number, clue in enumerate(side, start=1):
                    picture = pictures.get(fold(clue))
                    if picture is None or picture.kind != "icon":
                        continue
                    name = next((n for n in (plain(clue).replace(" ", "-"), picture.icons[0]) if n in lucide), None)
                    if name is None:
                        continue
                    clues_used[level] += 1
                    shapes[f"lucide-{name}"] = lucide_outline(name)
                    drawing_of = Picture((f"lucide-{name}",), "icon")
                    for trial in range(args.trials):
                        strokes = sketch(drawing_of, shapes, BOT_LEVELS[args.hand].care, seed=trial)
                        lines = [[(x, y) for x, y, _ in s.points] for s in strokes]
                        place = Place(card, side_index, number)
                        tally[level][0] += 1
                        tally[level][1] += read_on_tables(lines, place, args.language, settings, rng, 1)
    print(
        f"{args.guesser} guesser on Lucide pictures traced by an {args.hand} hand ({args.language}); chance 1/6 = 16.7%"
    )
    total = [0, 0]
    for level in LEVELS:
        guesses, right = tally[level]
        total[0] += guesses
        total[1] += right
        if guesses:
            print(f"  {level}: {right}/{guesses} right numbers ({right / guesses:.1%}) over {clues_used[level]} clues")
    if total[0]:
        print(f"  all: {total[1]}/{total[0]} ({total[1] / total[0]:.1%})")
    print(json.dumps({"language": args.language, "by_level": {k: v for k, v in tally.items()}, "clues": clues_used}))


if __name__ == "__main__":
    main()
