"""Generate Pictus's picture deck from the card specs in tools/pictures/cards/*.toml.

    .venv/bin/python tools/pictures/generate.py            # rewrite the shipped files
    .venv/bin/python tools/pictures/generate.py --out DIR  # write the same files under DIR instead

Writes web/public/pictures/<id>.svg for each card, the deck's texts to web/public/pictures/deck.json and
src/parlour/content/pictures/deck.json (the same bytes), and Tabler's licence beside the pictures. The same
specs always give the same bytes. How the deck is made: docs/pictures.md."""

import argparse
import json
import sys
from pathlib import Path

# The modules beside this script import one another by plain name, however the script is started.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from icons import Icons
from render import render
from spec import Card, SpecError, load_cards
from typography import french

ROOT = Path(__file__).resolve().parents[2]
CARDS = Path("tools/pictures/cards")
PICTURES = Path("web/public/pictures")
SERVER_DECK = Path("src/parlour/content/pictures/deck.json")
LICENCE_FILE = "LICENSE-tabler.txt"
SIZE_AIM = 8 * 1024


def deck_json(cards: list[Card], icons: Icons) -> str:
    copyright_line = next(line for line in icons.licence_text().splitlines() if line.startswith("Copyright"))
    licence = (
        f"Pictures composed for Parlour from Tabler Icons {icons.version()} (https://tabler.io/icons), "
        f"{copyright_line}, MIT licence: see {LICENCE_FILE}."
    )
    entries = [
        {
            "id": card.id,
            "caption": {"en": card.caption["en"], "fr": french(card.caption["fr"])},
            "description": {"en": card.description["en"], "fr": french(card.description["fr"])},
            "account": {"en": card.account["en"], "fr": french(card.account["fr"])},
        }
        for card in cards
    ]
    return json.dumps({"licence": licence, "cards": entries}, ensure_ascii=False, indent=1) + "\n"


def write(path: Path, text: str) -> bool:
    """Writes only what changed, so an unchanged deck leaves the files (and the client's build) alone."""
    data = text.encode("utf-8")
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="write under this directory (default: the repo)")
    parser.add_argument("--cards", type=Path, default=ROOT / CARDS, help="read the specs from this directory")
    args = parser.parse_args(argv)
    icons = Icons(ROOT)
    files = sorted(args.cards.glob("*.toml"))
    try:
        cards = load_cards(files, icons, ROOT)
    except SpecError as error:
        print(f"{len(error.problems)} problem(s) in the card specs:", file=sys.stderr)
        for problem in error.problems:
            print(f"  {problem}", file=sys.stderr)
        return 1

    out: Path = args.out
    pictures = out / PICTURES
    changed = 0
    sizes = {}
    for card in cards:
        svg = render(card, icons)
        sizes[card.id] = len(svg.encode())
        changed += write(pictures / f"{card.id}.svg", svg)
    wanted = {f"{card.id}.svg" for card in cards}
    for stale in sorted(pictures.glob("*.svg")):
        if stale.name not in wanted:
            stale.unlink()
            changed += 1
    deck = deck_json(cards, icons)
    changed += write(pictures / "deck.json", deck)
    changed += write(out / SERVER_DECK, deck)
    changed += write(pictures / LICENCE_FILE, icons.licence_text())

    largest = max(sizes, key=sizes.__getitem__, default=None)
    print(f"{len(cards)} cards from {len(files)} file(s); {changed} file(s) written or removed under {out}")
    if largest:
        print(f"largest picture: {largest}.svg, {sizes[largest]} bytes")
    for card_id, size in sizes.items():
        if size > SIZE_AIM:
            print(f"  note: {card_id}.svg is {size} bytes, over the {SIZE_AIM}-byte aim")
    return 0


if __name__ == "__main__":
    sys.exit(main())
