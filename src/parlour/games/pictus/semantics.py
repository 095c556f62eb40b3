"""What Pictus's computer players understand of pictures and clues: the cards' descriptions as passage vectors and
the narrators' clue vocabulary, shipped in vectors.npz (content/picture_vectors.py reads it), and a clue's words as
a query vector, computed when it is given (content/embedding.py holds the model). This module only computes with
them: similarity is the dot product of unit vectors (cosine)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from parlour.content import embedding, picture_vectors
from parlour.content.embedding import Vectors
from parlour.content.picture_vectors import LANGUAGES, Card, StoredVectors


@dataclass(frozen=True)
class Vocabulary:
    """The clues a computer narrator may give in one language, with their query vectors."""

    clues: tuple[str, ...]
    vectors: Vectors


@dataclass(frozen=True)
class Semantics:
    cards: dict[str, Card]
    index: dict[str, int]
    """A card id's row in the vectors."""
    vectors: dict[str, Vectors]
    """Per language: one unit row per card, its description as a passage."""
    pictures: Vectors
    """One unit row per card: its descriptions in every language together (the mean of their vectors). A clue is
    compared with this: measured on the captions as clues, it finds a card as well as the clue's own language
    does in English and better in French, and it is the same whatever language a clue is in."""
    vocabulary: dict[str, Vocabulary]
    fit: dict[str, Vectors]
    """Per language: its vocabulary × the cards' `pictures`, computed once (a narrator's choice is a lookup)."""
    synonyms: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    """Per language: groups of close synonyms, so that a narrator never names its card's subject by another name."""
    decks: dict[str, npt.NDArray[np.intp]] = field(default_factory=dict)
    """Per shipped deck: its cards' rows. A room plays one deck, so the others' hands come from it alone."""

    def deck_rows(self, ids: Sequence[str]) -> npt.NDArray[np.intp]:
        """The rows of the deck these shipped cards belong to: the one their game is played with."""
        decks = {self.cards[i].deck for i in ids}
        if len(decks) != 1:
            raise ValueError(f"cards of one game come from one deck, not {sorted(decks)}")
        return self.decks[decks.pop()]

    def similarity(self, clue: Vectors, ids: Sequence[str] | None = None) -> Vectors:
        """How close each card (by id, every id a shipped card; None: the whole deck in order) is to a clue's
        vector."""
        rows = self.pictures if ids is None else self.pictures[[self.index[i] for i in ids]]
        result: Vectors = rows @ clue
        return result

    def language(self, language: str | None) -> str:
        return language if language in self.vectors else LANGUAGES[0]


def understand(stored: StoredVectors, synonyms: dict[str, tuple[tuple[str, ...], ...]] | None = None) -> Semantics:
    """The stored vectors as the players compare them: unit rows, each card's languages together, and every
    clue's fit with every card."""
    cards = stored.cards
    vectors = {lang: _unit(stored.card_vectors[lang]) for lang in LANGUAGES}
    pictures = _unit(np.sum([vectors[lang] for lang in LANGUAGES], axis=0))
    vocabulary = {lang: Vocabulary(stored.clues[lang], _unit(stored.clue_vectors[lang])) for lang in LANGUAGES}
    return Semantics(
        cards={c.id: c for c in cards},
        index={c.id: row for row, c in enumerate(cards)},
        vectors=vectors,
        pictures=pictures,
        vocabulary=vocabulary,
        fit={lang: vocabulary[lang].vectors @ pictures.T for lang in LANGUAGES},
        synonyms=synonyms or {},
        decks={
            deck: np.array([row for row, c in enumerate(cards) if c.deck == deck], dtype=np.intp)
            for deck in sorted({c.deck for c in cards})
        },
    )


def _unit(stored: npt.NDArray[Any]) -> Vectors:
    """float16 on disk is enough for ranking; back to float32 unit rows for arithmetic."""
    rows = stored.astype(np.float32)
    unit: Vectors = rows / np.linalg.norm(rows, axis=1, keepdims=True)
    return unit


@cache
def shipped() -> Semantics:
    """The shipped deck and vectors, loaded once per process, when a computer player first needs them."""
    return understand(picture_vectors.read_shipped(), picture_vectors.read_shipped_synonyms())


@lru_cache(maxsize=64)
def embed_clue(words: str) -> Vectors:
    """A clue as players give it. Cached: every computer player at a table reads the same clue."""
    vector = embedding.query(words.strip())
    vector.setflags(write=False)
    return vector
