"""Computer players for Pictus. Each reads only its own seat's view, as a person's browser does, and answers with
actions after human-like delays. They understand a picture through its description in the shipped deck and a
clue through its words (semantics.py); a drawn card is a picture they cannot read, and a clue with no words
leaves them choosing at random.

- Narrator: picks a card and a clue from its vocabulary that does not name the card's subject (wording.py) and
  that it expects to divide the table, having imagined the round for each candidate (narration.py): the narrator
  scores only when some but not all guessers find its card.
- Others: hand in the card of their hand closest to the clue; vote for the table card closest to it that is not
  theirs (a narrator who votes picks someone else's). Lower levels add more noise to their judgement.
- At each reveal they learn from the votes how carefully each other seat reads (reading.py), then ask for the next
  round. They never draw: an own deck's share is made of shipped pictures.

docs/pictus-bots.md says more, with the figures."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from parlour.content import embedding
from parlour.engine.players import ComputerPlayers
from parlour.games.pictus import narration, semantics
from parlour.games.pictus.narration import Narration
from parlour.games.pictus.reading import TableReading
from parlour.games.pictus.semantics import Semantics
from parlour.games.pictus.wording import word_index

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
    narration: Narration
    """How carefully it chooses a clue as the narrator."""


LEVELS = {
    "easy": Level((7, 14), (5, 11), (2, 5), judgement_noise=1.5, narration=Narration(10, 8, 6, beats_hand=0.6)),
    "medium": Level((6, 11), (4, 9), (1.5, 4), judgement_noise=0.5, narration=Narration(16, 24, 3, beats_hand=1.0)),
    "hard": Level((5, 9), (3, 7), (1, 3), judgement_noise=0.25, narration=Narration(32, 96, 2, beats_hand=1.0)),
}


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
        self.others: list[int] = []
        """The seats that guess when it narrates, as its narrator's view says."""
        self.reading = TableReading({name: level.judgement_noise for name, level in LEVELS.items()})
        self.shown: Callable[[], dict[int, str]] = dict
        """The lobby's computer players, seat and level: how they read is known, not learnt."""
        self.acted: set[tuple[int, int | None, str]] = set()
        """(round, narrator, phase) it has planned its move for: every view of a phase comes to it, its move once
        (a narration passed on keeps the round's number, hence the narrator)."""

    @property
    def known(self) -> Semantics:
        if self._known is None:
            self._known = semantics.shipped()
        return self._known

    def see_levels(self, levels: Callable[[], dict[int, str]]) -> None:
        self.shown = levels

    def prepare(self) -> PictusPolicy:
        """Loads now what its moves need (the vectors, the model, the vocabularies' word indexes: about 80 ms of
        CPU once per process), so that no move pays for it."""
        for language in self.known.vocabulary:
            word_index(self.known.vocabulary[language].clues)
        embedding.warm_up()
        narration.warm_up()
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
            self.reading.observe(view, self.known, self.rng)
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
        self.others = [s for s in range(view["seats"]) if s != view["you"]] or [view["you"]]
        card, clue = self.choose_clue(ids, language, used, len(hand))
        return {"type": "clue", "card": card, "words": vocabulary[clue], "drawn": False}

    def choose_clue(self, hand: list[str], language: str, used: set[Any], hand_size: int) -> tuple[str, int]:
        """(card id, clue row) for the readable cards of a hand (narration.py): it imagines the guessers as
        computer players of the level the lobby shows, or else the level their votes so far suggest (reading.py)."""
        noises = self.reading.imagined(self.others, self.rng, self.shown())
        chosen = narration.choose(self.known, hand, language, used, hand_size, noises, self.level.narration, self.rng)
        if chosen is None:
            return self.rng.choice(hand), self.rng.randrange(len(self.known.vocabulary[language].clues))
        return chosen

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
