"""Which clues of a narrator's vocabulary would name its card's subject: any clue sharing a word (or a word's
root) with the card's id, caption or description, or with a close synonym of one of them (the shipped synonym
lists, content/pictures/clues/synonyms-<language>.txt). A clue should lead to a picture by an association, a mood or a
part of the scene, never by its plain name."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import cache

_COMMON = """the and for with from into onto over under its his her their one are was but not all out off own too very
that this these those who what which where when has have had than then them they you your our some any each every
about like just can don were been being there here les des une dans sur sous avec pour par est son ses leur leurs
qui que quoi aux pas plus tout tous toute toutes comme entre vers chez sans mais cette ces cet elle ils elles lui
nous vous dont tres bien encore meme autre autres"""
STOP_WORDS = frozenset(_COMMON.split())
"""Words too common to give a picture away."""

SHORTEST_ROOT = 3
"""A word this long or longer that starts another counts as the same word (owl, owls; moon, moonlight)."""
SHARED_ROOT = 5
"""Two words sharing this many first letters count as the same word (dreaming, dreamy)."""


def content_words(text: str) -> set[str]:
    """Lowercase, unaccented words of at least three letters that are not stop words."""
    plain = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    return {w for w in re.findall(r"[a-z]+", plain) if len(w) >= SHORTEST_ROOT and w not in STOP_WORDS}


def same_word(a: str, b: str) -> bool:
    """One word starts the other, or they share a root."""
    return (
        a.startswith(b)
        or b.startswith(a)
        or (len(a) >= SHARED_ROOT and len(b) >= SHARED_ROOT and a[:SHARED_ROOT] == b[:SHARED_ROOT])
    )


class WordIndex:
    """Which clues of a vocabulary share a word with a text: by exact word, by one word starting the other, and by
    a shared root. Built once per vocabulary so that a narrator's check costs a few set look-ups."""

    def __init__(self, clues: Sequence[str]) -> None:
        self.exact: dict[str, set[int]] = {}
        self.prefix: dict[str, set[int]] = {}
        self.root: dict[str, set[int]] = {}
        for row, clue in enumerate(clues):
            for word in content_words(clue):
                self.exact.setdefault(word, set()).add(row)
                for n in range(SHORTEST_ROOT, len(word) + 1):
                    self.prefix.setdefault(word[:n], set()).add(row)
                if len(word) >= SHARED_ROOT:
                    self.root.setdefault(word[:SHARED_ROOT], set()).add(row)

    def sharing_words(self, text: str) -> set[int]:
        rows: set[int] = set()
        for word in content_words(text):
            rows |= self.prefix.get(word, set())  # the text's word starts a clue's word
            for n in range(SHORTEST_ROOT, len(word) + 1):
                rows |= self.exact.get(word[:n], set())  # a clue's word starts the text's word
            if len(word) >= SHARED_ROOT:
                rows |= self.root.get(word[:SHARED_ROOT], set())
        return rows


@cache
def word_index(clues: tuple[str, ...]) -> WordIndex:
    return WordIndex(clues)


@cache
def _group_words(synonyms: tuple[tuple[str, ...], ...]) -> tuple[frozenset[str], ...]:
    return tuple(frozenset().union(*(content_words(member) for member in group)) for group in synonyms)


def subject_text(words: str, synonyms: tuple[tuple[str, ...], ...]) -> str:
    """A card's own words (id, caption, description) and every synonym group one of them belongs to."""
    own = content_words(words)
    extra = [
        member
        for group, members in zip(synonyms, _group_words(synonyms), strict=True)
        if any(same_word(w, g) for g in members for w in own)
        for member in group
    ]
    return " ".join([words, *extra])


@cache
def _subject_rows(clues: tuple[str, ...], words: str, synonyms: tuple[tuple[str, ...], ...]) -> frozenset[int]:
    return frozenset(word_index(clues).sharing_words(subject_text(words, synonyms)))


def naming_subject(clues: tuple[str, ...], words: str, synonyms: tuple[tuple[str, ...], ...]) -> frozenset[int]:
    """The rows of `clues` that name the subject of a card whose own words are `words`. Cached per card."""
    return _subject_rows(clues, words, synonyms)
