"""Check a map against its deck as the matcher sees it: is each picture's sketch closest to its own clue?

    .venv/bin/python tools/sketches/sidecheck.py --map src/parlour/content/sketches/en/moderate.map \\
        --deck src/parlour/content/decks/en/moderate.deck [--with own-] [--level medium] [--seeds 3]

For every card side, each pictured clue is sketched as a computer player of the level draws it (our own pictures
straight from their SVG, so a new one is checked before outlines.py runs), and the sketch is matched against the
pictures of the side's seven clues. A sketch closer to another clue's picture is listed with that clue and both
costs: a person may still tell them apart, but the computer players will not. The eye decides; this is a second
look that cannot be talked round."""

import argparse
from pathlib import Path

from contact import sketch_outlines

from parlour.bots.matching import Template, costs
from parlour.bots.sketching import layout, sketch
from parlour.content.deck import fold, parse_deck
from parlour.content.sketches import Picture, parse_map
from parlour.games.pictomania.bot_levels import LEVELS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map", required=True)
    parser.add_argument("--deck", required=True)
    parser.add_argument("--with", dest="only", default="", help="only check pictures naming such an icon")
    parser.add_argument("--level", default="medium", choices=sorted(LEVELS))
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    entries, problems = parse_map(Path(args.map).read_text(encoding="utf-8"), args.map)
    deck, deck_problems = parse_deck(Path(args.deck).read_text(encoding="utf-8"), args.deck)
    for problem in [*problems, *deck_problems]:
        print(problem)
    shapes = sketch_outlines()
    care = LEVELS[args.level].care
    checked = right = 0
    for card in deck.cards:
        for side in card.sides:
            pictured = [(clue, p) for clue in side if isinstance(p := entries.get(fold(clue)), Picture)]
            templates = [Template(layout(p, shapes)) for _, p in pictured]
            for n, (clue, picture) in enumerate(pictured):
                if args.only and not any(i.startswith(args.only) for i in picture.icons):
                    continue
                for seed in range(1, args.seeds + 1):
                    drawing = [[(x, y) for x, y, _ in s.points] for s in sketch(picture, shapes, care, seed)]
                    found = costs(drawing, templates)
                    best = int(found.argmin())
                    checked += 1
                    if best == n:
                        right += 1
                    else:
                        print(
                            f"{card.id}: {clue} = {picture} (seed {seed}) reads as {pictured[best][0]} "
                            f"= {pictured[best][1]}: {found[best]:.3f} against its own {found[n]:.3f}"
                        )
    print(f"{right} of {checked} sketches are closest to their own clue's picture among their side's")


if __name__ == "__main__":
    main()
