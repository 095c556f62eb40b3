"""How a computer guesser reads a sketch: against the reviewed pictures of the shipped items of the announced
category, with what the table says besides (the words the sketcher has written beside it, the sketcher's gestures
at guesses, the guesses already wrong). Pure: it is given the match costs and the table as plain data."""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from parlour.content.items import ARTICLES, fold, fold_words, load_items
from parlour.content.sketches import Picture, item_picture

CLOSE = 3.0
"""A guess the sketcher waved 'close' at makes each candidate sharing a word with it this much likelier."""
OFF = 0.25
"""A guess waved 'off track' at makes each candidate sharing a word with it this much less likely."""


@dataclass(frozen=True)
class Candidate:
    text: str
    """As written in the items' list: what the guesser shouts."""
    said: str
    """Folded as guesses are compared."""
    words: frozenset[str]
    """Its written words, each folded alone (as labels and found words are)."""
    picture: Picture


def written_word(word: str) -> str:
    """One written word folded as the game folds a label's word (what it folds to, run together)."""
    return "".join(fold_words(word))


def content_words(text: str, language: str) -> frozenset[str]:
    articles = ARTICLES.get(language, frozenset())
    return frozenset(w for w in (written_word(word) for word in text.split()) if w and w not in articles)


@cache
def candidates(language: str, category: str) -> tuple[Candidate, ...]:
    """The shipped items of a category that have a reviewed picture: what a guesser can recognise."""
    found = []
    for item in load_items(language):
        if item.category != category:
            continue
        picture = item_picture(item.text, category, language)
        if picture is not None:
            words = frozenset(w for w in (written_word(word) for word in item.text.split()) if w)
            found.append(Candidate(item.text, fold(item.text, language), words, picture))
    return tuple(found)


@dataclass(frozen=True)
class Table:
    """What the guesser knows of the turn besides the sketch."""

    labels: Sequence[str]
    """The words written beside the sketch: its item has each of them."""
    wrong: Sequence[str]
    """Guesses already made and not right (folded): its item is none of them."""
    close: Sequence[str]
    """Guesses the sketcher waved 'close' at."""
    off: Sequence[str]
    """Guesses the sketcher waved 'off track' at."""
    gone: Sequence[str] = ()
    """Items revealed earlier in the game (folded): out of play."""


def beliefs(
    costs: npt.NDArray[np.float64], found: Sequence[Candidate], table: Table, temperature: float, language: str
) -> npt.NDArray[np.float64]:
    """How likely each candidate is the item, from its picture's match cost and the table (zero: ruled out)."""
    if not len(found):
        return np.zeros(0)
    weights = np.exp(-(costs - costs.min()) / temperature)
    labels = {written_word(label) for label in table.labels}
    ruled_out = set(table.wrong) | set(table.gone)
    close = [content_words(text, language) for text in table.close]
    off = [content_words(text, language) for text in table.off]
    for i, candidate in enumerate(found):
        if candidate.said in ruled_out or not labels <= candidate.words:
            weights[i] = 0.0
            continue
        weights[i] *= CLOSE ** sum(bool(words & candidate.words) for words in close)
        weights[i] *= OFF ** sum(bool(words & candidate.words) for words in off)
    total = float(weights.sum())
    chances: npt.NDArray[np.float64] = weights / total if total > 0 else weights
    return chances
