"""Generate Pictus's picture decks from the card specs: the classic deck from tools/pictures/cards/*.toml, the
storybook deck from tools/pictures/storybook/*.toml.

    .venv/bin/python tools/pictures/generate.py            # rewrite the shipped files
    .venv/bin/python tools/pictures/generate.py --out DIR  # write the same files under DIR instead

Writes web/public/pictures/<id>.svg for each card of both decks, their texts (each card naming its deck) to
web/public/pictures/deck.json and src/parlour/content/pictures/deck.json (the same bytes), and the licences of
Tabler Icons and Fluent Emoji beside the pictures. The same specs always give the same bytes. How the decks are
made: docs/pictures.md."""

import argparse
import json
import sys
from pathlib import Path

# The modules beside this script import one another by plain name, however the script is started.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from emoji import LICENCE as EMOJI_LICENCE
from emoji import EmojiSet
from icons import Icons
from render import render
from spec import Card, SpecError, load_cards
from typography import french

ROOT = Path(__file__).resolve().parents[2]
CARDS = Path("tools/pictures/cards")
STORYBOOK = Path("tools/pictures/storybook")
PICTURES = Path("web/public/pictures")
SERVER_DECK = Path("src/parlour/content/pictures/deck.json")
LICENCE_FILE = "LICENSE-tabler.txt"
EMOJI_LICENCE_FILE = "LICENSE-fluent-emoji.txt"
SIZE_AIM = {"classic": 8 * 1024, "storybook": 24 * 1024}
"""Above this a card is noted; tests/content/test_pictures.py refuses any card of 30 KB or more."""


def deck_json(cards: list[Card], icons: Icons, emoji: EmojiSet) -> str:
    copyright_line = next(line for line in icons.licence_text().splitlines() if line.startswith("Copyright"))
    licence = (
        f"Pictures composed for Parlour from Tabler Icons {icons.version()} (https://tabler.io/icons), "
        f"{copyright_line}, MIT licence: see {LICENCE_FILE}; and, in the storybook deck, from Microsoft's "
        f"Fluent Emoji (flat) as packaged by Iconify, {emoji.version()} (https://github.com/microsoft/fluentui-emoji), "
        f"Copyright (c) Microsoft Corporation, MIT licence: see {EMOJI_LICENCE_FILE}."
    )
    entries = [
        {
            "id": card.id,
            "deck": card.deck,
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
    parser.add_argument("--cards", type=Path, default=ROOT / CARDS, help="read the classic specs from here")
    parser.add_argument("--storybook", type=Path, default=ROOT / STORYBOOK, help="read the storybook specs from here")
    args = parser.parse_args(argv)
    icons, emoji = Icons(ROOT), EmojiSet(ROOT)
    files: list[Path] = []
    problems: list[str] = []
    cards: list[Card] = []
    for deck, folder in (("classic", args.cards), ("storybook", args.storybook)):
        deck_files = sorted(folder.glob("*.toml"))
        files += deck_files
        try:
            cards += load_cards(deck_files, icons, ROOT, deck, emoji)
        except SpecError as error:
            problems += error.problems
    seen: set[str] = set()
    for card in cards:
        if card.id in seen:
            problems.append(f"{card.source}: card '{card.id}': its id is taken in the other deck")
        seen.add(card.id)
    if problems:
        print(f"{len(problems)} problem(s) in the card specs:", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return 1

    out: Path = args.out
    pictures = out / PICTURES
    changed = 0
    sizes = {}
    for card in cards:
        svg = render(card, icons, emoji)
        sizes[card.id] = len(svg.encode())
        changed += write(pictures / f"{card.id}.svg", svg)
    wanted = {f"{card.id}.svg" for card in cards}
    for stale in sorted(pictures.glob("*.svg")):
        if stale.name not in wanted:
            stale.unlink()
            changed += 1
    deck = deck_json(cards, icons, emoji)
    changed += write(pictures / "deck.json", deck)
    changed += write(out / SERVER_DECK, deck)
    changed += write(pictures / LICENCE_FILE, icons.licence_text())
    changed += write(pictures / EMOJI_LICENCE_FILE, EMOJI_LICENCE)

    largest = max(sizes, key=sizes.__getitem__, default=None)
    print(f"{len(cards)} cards from {len(files)} file(s); {changed} file(s) written or removed under {out}")
    if largest:
        print(f"largest picture: {largest}.svg, {sizes[largest]} bytes")
    decks = {card.id: card.deck for card in cards}
    for card_id, size in sizes.items():
        if size > SIZE_AIM[decks[card_id]]:
            print(f"  note: {card_id}.svg is {size} bytes, over the {SIZE_AIM[decks[card_id]]}-byte aim")
    return 0


if __name__ == "__main__":
    sys.exit(main())
