"""The shipped pictures' vectors, as files: vectors.npz beside deck.json holds every card's description in each
language as a passage vector, and each language's clue vocabulary (clues/<language>.txt) with its query vectors.
tools/pictures/embed.py makes it (`write`); `read` refuses one made from another deck or in another layout. What
computer players make of the vectors is their game's business: this module only reads and writes them."""

import hashlib
import io
import json
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from parlour.content import picture_deck

LANGUAGES = ("en", "fr")

FORMAT = 1
"""The version of vectors.npz's layout; embed.py writes it, `read` refuses any other."""


def pictures_dir() -> Path:
    return picture_deck.deck_path().parent


def shipped_deck_path() -> Path:
    return picture_deck.deck_path()


def shipped_vectors_path() -> Path:
    return pictures_dir() / "vectors.npz"


def shipped_clues_path(language: str) -> Path:
    return pictures_dir() / "clues" / f"{language}.txt"


def shipped_synonyms_path(language: str) -> Path:
    return pictures_dir() / "clues" / f"synonyms-{language}.txt"


@dataclass(frozen=True)
class Card:
    id: str
    caption: dict[str, str]
    description: dict[str, str]
    deck: str = "classic"
    """The shipped deck the picture belongs to (a room plays one)."""


def read_deck(path: Path) -> list[Card]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [Card(c["id"], dict(c["caption"]), dict(c["description"]), c.get("deck", "classic")) for c in data["cards"]]


def deck_hash(cards: Sequence[Card]) -> str:
    """Names exactly the texts the vectors were made from: ids and descriptions, in order."""
    made_from = [[c.id, *(c.description[lang] for lang in LANGUAGES)] for c in cards]
    return hashlib.sha256(json.dumps(made_from, ensure_ascii=False).encode()).hexdigest()


def read_clues(path: Path) -> list[str]:
    """One clue a line; blank lines and lines starting with # are not clues."""
    lines = (line.strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def read_synonyms(path: Path) -> tuple[tuple[str, ...], ...]:
    """Groups of close synonyms, one a line, comma-separated; blank lines and lines starting with # are not."""
    return tuple(tuple(w.strip() for w in line.split(",") if w.strip()) for line in read_clues(path))


def read_shipped_synonyms() -> dict[str, tuple[tuple[str, ...], ...]]:
    return {lang: read_synonyms(shipped_synonyms_path(lang)) for lang in LANGUAGES}


def write(path: Path, arrays: dict[str, npt.NDArray[Any]]) -> None:
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
class StoredVectors:
    """vectors.npz as stored (float16 rows, not yet unit length), with the deck it was made from."""

    cards: list[Card]
    """In the order of the rows."""
    card_vectors: dict[str, npt.NDArray[Any]]
    """Per language: one row per card, its description as a passage."""
    clues: dict[str, tuple[str, ...]]
    """Per language: the narrators' clue vocabulary."""
    clue_vectors: dict[str, npt.NDArray[Any]]
    """Per language: one row per clue, as a query."""


def read(deck_path: Path, vectors_path: Path) -> StoredVectors:
    cards = read_deck(deck_path)
    with np.load(vectors_path, allow_pickle=False) as data:
        arrays = {name: data[name] for name in data.files}
    if int(arrays["format"]) != FORMAT:
        raise StaleVectors(f"{vectors_path}: format {int(arrays['format'])}, expected {FORMAT}")
    if str(arrays["deck_hash"]) != deck_hash(cards):
        raise StaleVectors(f"{vectors_path} was made from another deck than {deck_path}: run tools/pictures/embed.py")
    return StoredVectors(
        cards=cards,
        card_vectors={lang: arrays[f"cards_{lang}"] for lang in LANGUAGES},
        clues={lang: tuple(str(c) for c in arrays[f"clues_{lang}"]) for lang in LANGUAGES},
        clue_vectors={lang: arrays[f"clue_vectors_{lang}"] for lang in LANGUAGES},
    )


def read_shipped() -> StoredVectors:
    return read(shipped_deck_path(), shipped_vectors_path())
