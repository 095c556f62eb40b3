"""What a computer player learns, over a game, of how each of the others reads clues. At each reveal it sees the
clue, the table and every vote; for each voter it weighs how likely that vote was for a reader of each level's
noise (the closest card is likely for a careful reader, a far one only for a careless reader). A narrator then
imagines each guesser at a level drawn from what it has learnt (narration.py): the levels equally likely at first."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from parlour.games.pictus import semantics
from parlour.games.pictus.semantics import Semantics

DRAWS = 256
"""Imagined readings per voter and level, to weigh how likely its vote was."""

LEARNING = 1.0
"""How much one vote counts: in full. Less (0.7 until the storybook deck) allowed for people being less regular
than the model, but tables of careful readers showed that learning them sooner matters more."""


class TableReading:
    def __init__(self, noises: dict[str, float]) -> None:
        self.noises = noises
        """Each level's noise, as computer players read (in units of the clue's spread over the deck)."""
        self.evidence: dict[int, np.ndarray[Any, np.dtype[np.float64]]] = {}
        """Per seat: the log-likelihood of its votes so far under each level, in the order of `noises`."""

    def observe(self, view: dict[str, Any], known: Semantics, rng: random.Random) -> None:
        """Learns from a reveal's votes, when every card on the table is one it can read and the clue has words."""
        reveal, table = view.get("reveal"), view.get("table") or []
        words = ((view.get("clue") or {}).get("words") or "").strip()
        if not reveal or not words or not all("strokes" not in c and c["id"] in known.index for c in table):
            return
        deck = known.similarity(semantics.embed_clue(words))
        fit = np.array([deck[known.index[c["id"]]] for c in table])
        spread = float(deck.std())
        gen = np.random.default_rng(rng.getrandbits(64))
        for chosen, voters in enumerate(reveal["votes"]):
            for seat in voters:
                if seat == view.get("you"):
                    continue
                allowed = [i for i, owner in enumerate(reveal["owners"]) if owner != seat]
                if chosen not in allowed or len(allowed) < 2:
                    continue
                likely = [
                    self._likelihood(fit[allowed], allowed.index(chosen), s * spread, gen) for s in self.noises.values()
                ]
                before = self.evidence.get(seat, np.zeros(len(self.noises)))
                self.evidence[seat] = before + LEARNING * np.log(likely)

    @staticmethod
    def _likelihood(fit: Any, chosen: int, sigma: float, gen: Any) -> float:
        judged = fit[None, :] + gen.standard_normal((DRAWS, len(fit))) * sigma
        hits = int((judged.argmax(axis=1) == chosen).sum())
        return (hits + 1) / (DRAWS + len(fit))  # never quite impossible

    def imagined(self, seats: Sequence[int], rng: random.Random, shown: Mapping[int, str] | None = None) -> list[float]:
        """A noise for each of these seats: the level the lobby shows (`shown`, computer players' seats now), or
        else a level drawn from what its votes say."""
        levels = list(self.noises.values())
        noises = []
        for seat in seats:
            level = (shown or {}).get(seat)
            if level in self.noises:
                weights = [1.0 if name == level else 0.0 for name in self.noises]
            else:
                logs = self.evidence.get(seat, np.zeros(len(levels)))
                weights = [math.exp(x - float(logs.max())) for x in logs]
            noises.append(rng.choices(levels, weights)[0])
        return noises
