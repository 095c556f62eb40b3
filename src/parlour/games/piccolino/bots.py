"""A computer player for Piccolino. It reads its seat's view, as a person's browser does, and answers with
actions after human-like delays: it flips on its turn and rings when it sees two happy clowns of one colour,
sometimes too slowly and sometimes by mistake, depending on its level.

Each level reacts like a kind of person, from published figures (docs/piccolino-bots.md cites them):
- an adult's visual reaction to a simple signal, 231 ms on average as measured on a PC (Woods et al. 2015,
  1,469 adults aged 18 to 65), plus the time to pick out the items of one colour before telling whether two
  match, 200 to 300 ms (Friedman-Hill & Wolfe 1995): a quick adult at 431 ms, an average one at 481 ms;
- children slower by one factor across tasks (Hale 1990's global trend): about twice an adult's time at 8, three
  times at 4 (Kail & Hall 1994)."""

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from parlour.games.piccolino.bell import REACTION_FLOOR_MS


@dataclass(frozen=True)
class Reaction:
    """A reaction time in ms, drawn from an ex-Gaussian distribution: a normal body (mu, sigma) and an exponential
    tail (tau), the slow reactions of a wandering mind that make real reaction times skewed."""

    mu: float
    sigma: float
    tau: float

    @property
    def mean(self) -> float:
        return self.mu + self.tau

    @property
    def sd(self) -> float:
        return float((self.sigma**2 + self.tau**2) ** 0.5)

    def scaled(self, factor: float) -> "Reaction":
        """The same reaction `factor` times slower in every part, as children's are (Hale 1990)."""
        return Reaction(self.mu * factor, self.sigma * factor, self.tau * factor)

    def sample(self, rng: random.Random) -> float:
        return max(float(REACTION_FLOOR_MS), rng.gauss(self.mu, self.sigma) + rng.expovariate(1 / self.tau))


def shaped(mean_ms: float) -> Reaction:
    """A reaction of this mean with our shape: a tail of a fifth of the mean and a body spread of a tenth, so a
    standard deviation of about 22 % of the mean (the shape is our choice; the sources give means)."""
    return Reaction(mu=0.8 * mean_ms, sigma=0.1 * mean_ms, tau=0.2 * mean_ms)


SIMPLE_REACTION_MS = 231
"""Woods et al. 2015: adults' mean visual simple reaction time on a PC (213 ms less the hardware's delays)."""
COLOUR_SELECTION_MS = (200, 300)
"""Friedman-Hill & Wolfe 1995: the time to select the items of one colour before searching among them."""

QUICK_ADULT = shaped(SIMPLE_REACTION_MS + COLOUR_SELECTION_MS[0])
AVERAGE_ADULT = shaped(SIMPLE_REACTION_MS + sum(COLOUR_SELECTION_MS) / 2)
CHILD_OF_8 = AVERAGE_ADULT.scaled(2.0)
"""Kail & Hall 1994: 8-year-olds process information about twice as slowly as adults."""
CHILD_OF_6 = AVERAGE_ADULT.scaled(2.5)
"""Between Kail & Hall's 4-year-olds (three times an adult's time) and 8-year-olds (twice)."""


@dataclass(frozen=True)
class Level:
    reaction: Reaction
    """How long it takes to ring after a pair appears."""
    flip_ms: tuple[int, int]
    """How long it takes to flip when its turn comes."""
    mistake: float
    """The chance, on each new table, of ringing when there is no pair."""


LEVELS = {
    # A young child or a distracted player: an 8-year-old's speed, and twice an adult's slips.
    "easy": Level(reaction=CHILD_OF_8, flip_ms=(900, 1700), mistake=0.02),
    "medium": Level(reaction=AVERAGE_ADULT, flip_ms=(600, 1100), mistake=0.01),
    "hard": Level(reaction=QUICK_ADULT, flip_ms=(350, 700), mistake=0.01),
}

Plan = tuple[float, dict[str, Any]]
"""(seconds from now, action)."""


def pair_in(view: dict[str, Any]) -> bool:
    seen: set[str] = set()
    for player in view["players"]:
        top = player["top"]
        if top is not None and top["happy"]:
            if top["colour"] in seen:
                return True
            seen.add(top["colour"])
    return False


class PiccolinoBot:
    def __init__(self, level: str | Level, rng: random.Random | None = None) -> None:
        self.level = level if isinstance(level, Level) else LEVELS[level]
        self.rng = rng or random.Random()
        self.seen_version = -1
        self.flipped_version = -1

    def on_view(self, view: dict[str, Any]) -> list[Plan]:
        """What to do about a new view: zero, one or two timed actions."""
        seat = view["seat"]
        if view["phase"] != "playing" or seat is None or view["players"][seat]["out"]:
            return []
        plans: list[Plan] = []
        version = view["version"]
        if version != self.seen_version:
            self.seen_version = version
            rang = seat in view["bell"]["rang"]
            if (not rang and pair_in(view)) or (not rang and self.rng.random() < self.level.mistake):
                delay = self.level.reaction.sample(self.rng)
                # It rings on the table it reacted to (`seen`), as a person's browser does: should that pair be
                # won by someone else meanwhile, the ring is too late rather than wrong.
                ring = {"type": "ring", "version": version, "seen": version, "reaction_ms": int(delay)}
                plans.append((delay / 1000, ring))
        if view["turn"] == seat and not view["bell"]["open"] and self.flipped_version != version:
            self.flipped_version = version
            plans.append((self.rng.uniform(*self.level.flip_ms) / 1000, {"type": "flip"}))
        return plans

    def on_view_agree_to_stop(self, view: dict[str, Any], humans: list[int]) -> list[Plan]:
        """Computer players agree to stop as soon as every person at the table has asked to."""
        seat = view["seat"]
        players = view["players"]
        if seat is None or players[seat]["out"] or players[seat]["stop_vote"] or not humans:
            return []
        if all(players[h]["stop_vote"] or players[h]["out"] for h in humans):
            return [(0.2, {"type": "vote_stop", "stop": True})]
        return []


class PiccolinoPolicy:
    """A computer player at one seat of a room: plays as PiccolinoBot, and agrees to stop when the people do."""

    def __init__(self, level: str, humans: Callable[[], list[int]]) -> None:
        self.bot = PiccolinoBot(level, random.Random())
        self.humans = humans

    def on_view(self, view: dict[str, Any]) -> list[Plan]:
        return self.bot.on_view(view) + self.bot.on_view_agree_to_stop(view, self.humans())
