"""Computes the vectors Pictus's computer players read, and writes them beside the deck:

    .venv/bin/python tools/pictures/embed.py [--deck deck.json] [--clues DIR] [--out vectors.npz]

From the repository root. Every card's description, in each language, as an e5 passage; every clue of the
narrators' vocabulary (clues/<language>.txt) as an e5 query, as a clue is embedded when given. Stored as float16
(ranking needs no more), with the card ids and a hash of the descriptions they were made from, so a deck changed
without re-running this fails the test suite. Same inputs, same bytes. Re-run after any change to the deck's
descriptions or to the clue files.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from parlour.content import embedding, picture_vectors
from parlour.content.picture_vectors import LANGUAGES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deck", type=Path, default=picture_vectors.shipped_deck_path())
    parser.add_argument("--clues", type=Path, default=picture_vectors.shipped_clues_path("en").parent)
    parser.add_argument("--out", type=Path, default=picture_vectors.shipped_vectors_path())
    args = parser.parse_args(argv)

    started = time.perf_counter()
    cards = picture_vectors.read_deck(args.deck)
    arrays: dict[str, np.ndarray] = {
        "format": np.array(picture_vectors.FORMAT),
        "ids": np.array([c.id for c in cards]),
        "deck_hash": np.array(picture_vectors.deck_hash(cards)),
    }
    for lang in LANGUAGES:
        arrays[f"cards_{lang}"] = embedding.passages([c.description[lang] for c in cards]).astype(np.float16)
        clues = picture_vectors.read_clues(args.clues / f"{lang}.txt")
        if len(set(clues)) != len(clues):
            print(f"{args.clues / lang}.txt: a clue appears twice", file=sys.stderr)
            return 1
        arrays[f"clues_{lang}"] = np.array(clues)
        arrays[f"clue_vectors_{lang}"] = embedding.queries(clues).astype(np.float16)
    picture_vectors.write(args.out, arrays)
    counts = ", ".join(f"{len(arrays[f'clues_{lang}'])} {lang} clues" for lang in LANGUAGES)
    print(f"{args.out}: {len(cards)} cards, {counts} in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
