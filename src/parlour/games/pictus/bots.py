"""Computer players for Pictus. Each reads only its own seat's view, as a person's browser does, and answers with
actions after human-like delays. They understand a picture through its description in the shipped deck and a
clue through its words (semantics.py); a drawn card is a picture they cannot read, and a clue with no words
leaves them choosing at random.

- Narrator: picks a card and a clue from its vocabulary that names no word of the card's description or caption,
  points at that card more than at the rest of its hand, and (medium, hard) is estimated to be found by about
  half the guessers: the narrator scores only when some but not all of them find it.
- Others: hand in the card of their hand closest to the clue; vote for the table card closest to it that is not
  theirs (a narrator who votes picks someone else's). Lower levels add noise to their judgement.
- They ask for the next round after the reveal, and never draw: an own deck's share is made of shipped pictures.

docs/pictus-bots.md says more, with the figures."""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from parlour.content import embedding
from parlour.content.embedding import Vectors
from parlour.engine.players import ComputerPlayers
from parlour.games.pictus import semantics
from parlour.games.pictus.semantics import Semantics

Plan = tuple[float, dict[str, Any]]
"""(seconds from now, action)."""


@dataclass(frozen=True)
class Level:
    think_s: tuple[float, float]
    """How long a narrator takes to choose a card and a clue."""
    choose_s: tuple[float, float]
    """How long it takes to hand in a card or to vote."""
    ready_s: tuple[float, float]
    """How long it looks at the reveal before asking for the next round."""
    judgement_noise: float
    """How unsure it is of which card fits a clue: noise added to similarities, in units of the clue's spread of
    similarity over the whole deck (0 would always pick the closest card)."""
    aim: tuple[float, float] | None
    """A narrator's target for the share of guessers who should find its card (the narrator scores only when
    some but not all do); None: it does not estimate, and aims only at its own hand."""
    evocative: int
    """How many of the clues that evoke a card most a narrator considers for it."""
    shortlist: int
    """A narrator chooses at random among this many of its best-judged (card, clue) pairs."""


LEVELS = {
    "easy": Level((7, 14), (5, 11), (2, 5), judgement_noise=1.0, aim=None, evocative=30, shortlist=40),
    "medium": Level((6, 11), (4, 9), (1.5, 4), judgement_noise=0.5, aim=(0.1, 0.95), evocative=12, shortlist=12),
    "hard": Level((5, 9), (3, 7), (1, 3), judgement_noise=0.15, aim=(0.35, 0.75), evocative=6, shortlist=3),
}

AIM_BEST = 0.55
"""Where a hard narrator's estimated share of finders is best: some but not all guessers find it."""


# --- the words of a card, to keep a narrator from naming them -------------------------------------------------

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


TRIVIAL = 0.045
TRIVIAL_GAP = 0.012
"""A card's nearest clue is too plain to give when it stands out: it evokes the card this much more than it
evokes an average card (about 3.5 spreads of such figures over the whole vocabulary and deck), and this much more
than the card's next-nearest clue does."""


# --- the policy ---------------------------------------------------------------------------------------------


def readable(card: dict[str, Any], known: Semantics) -> bool:
    """A shipped picture it can read the description of; a drawn card is a picture it cannot read."""
    return "strokes" not in card and card["id"] in known.index


def room_language(view: dict[str, Any], known: Semantics) -> str:
    options = view.get("options") or {}
    return known.language(view.get("language") or options.get("language"))


class PictusPolicy:
    """A computer player at one seat: what to do about each new view of that seat."""

    def __init__(self, level: str, rng: random.Random | None = None, known: Semantics | None = None) -> None:
        self.level = LEVELS[level]
        self.rng = rng or random.Random()
        self._known = known
        self.acted: set[tuple[int, int | None, str]] = set()
        """(round, narrator, phase) it has planned its move for: every view of a phase comes to it, its move once
        (a narration passed on keeps the round's number, hence the narrator)."""

    @property
    def known(self) -> Semantics:
        if self._known is None:
            self._known = semantics.shipped()
        return self._known

    def prepare(self) -> PictusPolicy:
        """Loads now what its moves need (the vectors, the model, the vocabularies' word indexes: about 80 ms of
        CPU once per process), so that no move pays for it."""
        for language in self.known.vocabulary:
            word_index(self.known.vocabulary[language].clues)
        embedding.warm_up()
        return self

    def on_view(self, view: dict[str, Any]) -> list[Plan]:
        seat = view.get("you")
        phase = view["phase"]
        if seat is None or phase == "over" or view["players"][seat]["done"]:
            return []
        key = (view["round"], view["narrator"], phase)
        if key in self.acted:
            return []
        self.acted.add(key)
        if phase == "drawing":
            # it cannot draw: its share of an own deck is made of shipped pictures
            return [(self.rng.uniform(*self.level.ready_s), {"type": "use_shipped"})]
        if phase == "clue" and view["narrator"] == seat:
            return [(self.rng.uniform(*self.level.think_s), self.give_clue(view))]
        if phase == "hand_in" and view["hand"]:
            return [(self.rng.uniform(*self.level.choose_s), {"type": "hand_in", "card": self.hand_in(view)})]
        if phase == "vote" and view["voting"]:
            wait = self.rng.uniform(*self.level.choose_s)
            return [(wait, {"type": "vote", "choice": self.vote(view)})]
        if phase == "reveal":
            return [(self.rng.uniform(*self.level.ready_s), {"type": "ready"})]
        self.acted.discard(key)  # nothing to do in this view; a later one of the same phase may need it
        return []

    # --- narrator ---

    def give_clue(self, view: dict[str, Any]) -> dict[str, Any]:
        known = self.known
        language = room_language(view, known)
        vocabulary = known.vocabulary[language].clues
        hand = view["hand"]
        ids = [c["id"] for c in hand if readable(c, known)]
        if not ids:
            card = self.rng.choice(hand)["id"]
            return {"type": "clue", "card": card, "words": self.rng.choice(vocabulary), "drawn": False}
        used = {h.get("words") for h in view.get("history") or []}
        card, clue = self.choose_clue(ids, language, used, len(hand), opponents=max(1, view["seats"] - 1))
        return {"type": "clue", "card": card, "words": vocabulary[clue], "drawn": False}

    def choose_clue(
        self, hand: list[str], language: str, used: set[Any], hand_size: int, opponents: int
    ) -> tuple[str, int]:
        """(card id, clue row) for the readable cards of a hand. For each card, the clues that evoke it most (against
        the whole deck) make its shortlist, so that every candidate is something a person might say of it; a
        narrator with an aim then prefers the candidate whose estimated share of finders is nearest its target."""
        known = self.known
        fit = known.fit[language]  # clues × deck
        vocabulary = known.vocabulary[language].clues
        columns = [known.index[i] for i in hand]
        # how much more each clue evokes each hand card than it evokes an average card of the deck
        distinct = fit[:, columns] - fit.mean(axis=1, keepdims=True)
        others = np.ones(fit.shape[1], dtype=bool)
        others[columns] = False
        # its card must be the one of its hand the clue points at most (easy: more than at half of them)
        needed = len(hand) - 1 if self.level.aim else len(hand) // 2
        beaten = (fit[:, columns][:, :, None] > fit[:, columns][:, None, :]).sum(axis=2)
        candidates: list[tuple[float, str, int]] = []
        for j, card in enumerate(hand):
            column = fit[:, columns[j]]
            allowed = self._allowed(card, distinct[:, j], language, used) & (beaten[:, j] >= needed)
            rows = np.flatnonzero(allowed)
            rows = rows[np.argsort(-distinct[rows, j])][: self.level.evocative]
            if not len(rows):
                continue
            if self.level.aim is None:
                scores = distinct[rows, j]
            else:
                share = self._finders(fit[rows][:, others], column[rows], hand_size, opponents)
                low, high = self.level.aim
                miss = np.maximum(low - share, 0) + np.maximum(share - high, 0)
                scores = 2 * distinct[rows, j] - miss - abs(share - AIM_BEST) / 4
            candidates.extend((float(s), card, int(r)) for s, r in zip(scores, rows, strict=True))
        if not candidates:
            card = self.rng.choice(hand)
            return card, self.rng.randrange(len(vocabulary))
        candidates.sort(key=lambda c: -c[0])
        _, card, clue = self.rng.choice(candidates[: self.level.shortlist])
        return card, clue

    def _allowed(self, card: str, distinct: Vectors, language: str, used: set[Any]) -> Any:
        """Which clues may be said for a card, given how much each evokes it (`distinct`): none sharing a word with
        its description or caption, none already said in this game, and not its nearest when that one is plain."""
        about = self.known.cards[card]
        vocabulary = self.known.vocabulary[language].clues
        allowed = np.ones(len(vocabulary), dtype=bool)
        allowed[
            list(word_index(vocabulary).sharing_words(about.description[language] + " " + about.caption[language]))
        ] = False
        for row, clue in enumerate(vocabulary):
            if clue in used:
                allowed[row] = False
        rows = np.flatnonzero(allowed)
        if len(rows) >= 2:
            first, second = rows[np.argsort(-distinct[rows])[:2]]
            if distinct[first] >= TRIVIAL and distinct[first] - distinct[second] >= TRIVIAL_GAP:
                allowed[first] = False
        return allowed

    @staticmethod
    def _finders(others: Vectors, own: Vectors, hand_size: int, opponents: int) -> Vectors:
        """For each clue, an estimate of the share of guessers who would find the card: the chance that it fits the
        clue better than what each opponent hands in (the best of a hand of random cards from the rest of the
        deck). `others`: clues × the deck but its hand; `own`: its card's similarity to each clue."""
        below = (others < own[:, None]).mean(axis=1)
        share: Vectors = below ** (hand_size * opponents)
        return share

    # --- every other player ---

    def hand_in(self, view: dict[str, Any]) -> str:
        hand = view["hand"]
        words = (view.get("clue") or {}).get("words") or ""
        if not words.strip():
            return str(self.rng.choice(hand)["id"])
        # a picture it cannot read stands in as an average card of the deck
        return str(hand[self._ranked(hand, words, unreadable_like=1)[0]]["id"])

    def vote(self, view: dict[str, Any]) -> int:
        """The table card it votes for (a narrator's view says which card came from the deck, which it may not
        choose)."""
        table = view["table"]
        mine = (view.get("mine") or {}).get("id")
        barred = {i for i, card in enumerate(table) if card["id"] == mine}
        narrator = view["narrator"] == view["you"]
        extra = view.get("extra")
        if narrator and extra is not None:
            barred.add(extra)
        choices = [i for i in range(len(table)) if i not in barred]
        words = (view.get("clue") or {}).get("words") or ""
        if not words.strip():
            ranked = self.rng.sample(choices, len(choices))
        else:
            # a picture it cannot read stands in as someone's best fit: the best of a hand of random cards
            like = max(1, len(view["hand"]) + 1)
            ranked = [choices[i] for i in self._ranked([table[i] for i in choices], words, like)]
        return ranked[0]

    def _ranked(self, cards: list[dict[str, Any]], words: str, unreadable_like: int) -> list[int]:
        """Indexes of `cards`, the one it judges closest to the clue's words first, noise included. An unreadable
        card gets the best similarity among `unreadable_like` random cards of the deck."""
        known = self.known
        deck = known.similarity(semantics.embed_clue(words))
        scores = np.empty(len(cards), dtype=np.float32)
        for i, card in enumerate(cards):
            if readable(card, known):
                scores[i] = deck[known.index[card["id"]]]
            else:
                scores[i] = max(deck[self.rng.randrange(len(deck))] for _ in range(unreadable_like))
        noise = np.array([self.rng.gauss(0, 1) for _ in cards], dtype=np.float32)
        judged = scores + noise * self.level.judgement_noise * float(deck.std())
        return [int(i) for i in np.argsort(-judged, kind="stable")]


def pictus_policy(level: str, humans: Callable[[], list[int]]) -> PictusPolicy:
    """A computer player for one seat (people's seats make no difference to how it plays)."""
    return PictusPolicy(level).prepare()


PICTUS_COMPUTER_PLAYERS = ComputerPlayers(levels=tuple(LEVELS), policy=pictus_policy)
