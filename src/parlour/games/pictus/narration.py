"""How a computer narrator chooses its card and clue. The narrator scores only when some but not all guessers find
its card, so it imagines the round before it speaks: for each candidate clue, many tables where the other players
hand in the best of a random hand as they would read the clue (with a reader's noise), and vote with theirs. It
gives a clue that most often divides those imagined tables.

Candidates are the clues that evoke a card most (against an average card of the deck), that fit it better than
almost all of the deck and than the rest of the narrator's hand, and that do not name its subject (wording.py).
"The deck" is the one the narrator's cards come from: a room plays the storybook or the classic pictures, and the
others' hands hold cards of that deck alone."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from parlour.content.embedding import Vectors
from parlour.games.pictus import wording
from parlour.games.pictus.semantics import Semantics


@dataclass(frozen=True)
class Narration:
    candidates: int
    """How many of the clues that evoke a card most it weighs for each card of its hand."""
    tables: int
    """How many rounds it imagines for each candidate: fewer make a rougher estimate."""
    shortlist: int
    """It chooses at random among this many of its best-judged candidates."""
    beats_hand: float
    """The share of the rest of its hand its card must fit the clue better than."""


FIT_RANK = 0.15
"""A clue must fit its card better than all but this share of the deck (46 of the storybook's 308 cards, 25 of the
classic 170): a clue that suits many other cards better would send the guessers elsewhere."""


EVOCATIVE = 0.05
"""How much a clue's evoking its card counts against its chance of dividing the table: the most evocative
candidate gains this much, as if 5 % more imagined tables had divided."""

HAND_MARGIN = 0.002
"""How much better a clue must fit its card than another card of the hand to count as fitting it better: the
stored vectors are float16, and a guesser reads the clue's own embedding, which can differ by about 0.0005."""


@dataclass(frozen=True)
class Outlook:
    """Per candidate clue, the share of imagined rounds where some but not all guessers find the card, where all
    do, and where none does."""

    divide: Vectors
    everyone: Vectors
    nobody: Vectors


def imagine(
    fit: Vectors, own: Vectors, pool: Any, hand_size: int, noises: Sequence[float], tables: int, gen: Any
) -> Outlook:
    """`fit`: candidate clues × the deck; `own`: each clue's fit with the narrator's card; `pool`: the deck's columns
    the others' hands come from; `noises`: one per guesser, how noisily it reads (in units of the clue's spread
    over the deck), as the narrator supposes. Guesser g hands in the card of a random hand it reads closest to the
    clue, then votes for the card it reads closest among the narrator's and the others' (never its own)."""
    clues, guessers = len(own), len(noises)
    spread = fit.std(axis=1)[:, None, None, None]
    sigma = np.asarray(noises, dtype=np.float32)[None, None, :, None] * spread
    hands = np.asarray(pool)[gen.integers(0, len(pool), size=(tables, guessers, hand_size))]
    held = fit[:, hands]  # clues × tables × guessers × hand
    judged = held + gen.standard_normal(held.shape, dtype=np.float32) * sigma
    handed = np.take_along_axis(held, judged.argmax(axis=3)[..., None], axis=3)[..., 0]
    table = np.concatenate([np.broadcast_to(own[:, None, None], (clues, tables, 1)), handed], axis=2)
    seen = table[:, :, None, :] + gen.standard_normal((clues, tables, guessers, guessers + 1), dtype=np.float32) * sigma
    seen[:, :, np.arange(guessers), np.arange(guessers) + 1] = -np.inf  # nobody votes for its own card
    finders = (seen.argmax(axis=3) == 0).sum(axis=2)
    return Outlook(
        divide=((finders > 0) & (finders < guessers)).mean(axis=1),
        everyone=(finders == guessers).mean(axis=1),
        nobody=(finders == 0).mean(axis=1),
    )


def subject_words(known: Semantics, card: str, language: str) -> str:
    """What a card is plainly about: its id, caption and description."""
    about = known.cards[card]
    return " ".join([card.replace("-", " "), about.caption[language], about.description[language]])


def candidates(
    known: Semantics,
    hand: list[str],
    deck_rows: npt.NDArray[np.intp],
    language: str,
    used: set[Any],
    narration: Narration,
) -> list[tuple[int, int]]:
    """(index in the hand, clue row) pairs worth weighing; `deck_rows`: the cards of the deck the room plays."""
    deck = known.fit[language][:, deck_rows]
    clues = known.vocabulary[language].clues
    synonyms = tuple(known.synonyms.get(language, ()))
    columns = [known.index[i] for i in hand]
    own = known.fit[language][:, columns]
    distinct = own - deck.mean(axis=1, keepdims=True)
    beaten = (own[:, :, None] > own[:, None, :] + HAND_MARGIN).sum(axis=2)
    needed = int(np.ceil(narration.beats_hand * (len(hand) - 1)))
    above = (deck[:, None, :] > own[:, :, None]).sum(axis=2)  # clues × hand: deck cards fitting better
    fits = (above <= FIT_RANK * deck.shape[1]) & (beaten >= needed)
    said = np.array([clue in used for clue in clues])
    pairs: list[tuple[int, int]] = []
    for j, card in enumerate(hand):
        allowed = fits[:, j] & ~said
        allowed[list(wording.naming_subject(clues, subject_words(known, card, language), synonyms))] = False
        rows = np.flatnonzero(allowed)
        rows = rows[np.argsort(-distinct[rows, j], kind="stable")][: narration.candidates]
        pairs.extend((j, int(r)) for r in rows)
    return pairs


def choose(
    known: Semantics,
    hand: list[str],
    language: str,
    used: set[Any],
    hand_size: int,
    noises: Sequence[float],
    narration: Narration,
    rng: random.Random,
) -> tuple[str, int] | None:
    """(card id, clue row) for the readable cards of a hand, or None when no clue may be said of any of them."""
    deck_rows = known.deck_rows(hand)
    pairs = candidates(known, hand, deck_rows, language, used, narration)
    if not pairs:
        return None
    fit = known.fit[language][:, deck_rows]  # clues × the deck's cards
    at = {int(row): n for n, row in enumerate(deck_rows)}
    columns = np.array([at[known.index[i]] for i in hand])
    cards, rows = (np.array(x) for x in zip(*pairs, strict=True))
    pool = np.setdiff1d(np.arange(fit.shape[1]), columns)
    gen = np.random.default_rng(rng.getrandbits(64))
    outlook = imagine(fit[rows], fit[rows, columns[cards]], pool, hand_size, noises, narration.tables, gen)
    # of clues about as likely to divide, the one that evokes its card most: the more natural thing to say
    distinct = fit[rows, columns[cards]] - fit[rows].mean(axis=1)
    score = outlook.divide + EVOCATIVE * distinct / max(float(distinct.max()), 1e-6)
    order = np.lexsort((-distinct, -score))
    best = order[: narration.shortlist]
    pick = int(best[rng.randrange(len(best))])
    return hand[int(cards[pick])], int(rows[pick])


def warm_up() -> None:
    """numpy loads its random module on first use (about 40 ms): a computer player pays for it when it joins."""
    gen = np.random.default_rng(0)
    fit = gen.standard_normal((2, 8), dtype=np.float32)
    imagine(fit, fit[:, 0], np.arange(1, 8), 2, [0.5, 0.5], 2, gen)
