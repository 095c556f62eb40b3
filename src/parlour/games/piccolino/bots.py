"""A computer player for Piccolino. It reads its seat's view, as a person's browser does, and answers with
actions after human-like delays: it flips on its turn and rings when it sees two happy clowns of one colour,
sometimes too slowly and sometimes by mistake, depending on its level."""

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Level:
    reaction_ms: tuple[int, int]
    """How long it takes to ring after a pair appears."""
    flip_ms: tuple[int, int]
    """How long it takes to flip when its turn comes."""
    mistake: float
    """The chance, on each new table, of ringing when there is no pair."""


LEVELS = {
    "easy": Level(reaction_ms=(900, 1500), flip_ms=(900, 1700), mistake=0.06),
    "medium": Level(reaction_ms=(600, 1000), flip_ms=(600, 1100), mistake=0.03),
    "hard": Level(reaction_ms=(380, 600), flip_ms=(350, 700), mistake=0.01),
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
    def __init__(self, level: str, rng: random.Random | None = None) -> None:
        self.level = LEVELS[level]
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
                delay = self.rng.uniform(*self.level.reaction_ms)
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
