"""Races at the bell between a computer player and a simulated person of known reaction times, two at a table, on
a simulated clock, through the game's own rules: every ring goes through `GAME.admit` (the server's timing, as
the room writes it in) and `GAME.apply`, so the fair bell decides who was first. For the calibration tests and
`bench/piccolino_bots.py`.

The computer player is seat 0 and, like a computer player in a room, has no connection: it sees each table as it
is made and its rings arrive at once. The person is seat 1, `one_way_ms` away each way, and sees a table a paint
after it arrives. They ring `person.reaction` after a pair appears on their screen (on the table they reacted to,
as the browser says), and on a new table without a pair now and then by mistake (`person.mistake`)."""

import heapq
import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from parlour.engine.decoding import decode_action
from parlour.engine.errors import RuleError
from parlour.games.piccolino import GAME
from parlour.games.piccolino.bots import (
    AVERAGE_ADULT,
    CHILD_OF_6,
    QUICK_ADULT,
    Level,
    PiccolinoBot,
    Reaction,
    pair_in,
    shaped,
)
from parlour.games.piccolino.state import State

BOT, PERSON = 0, 1


@dataclass(frozen=True)
class Person:
    name: str
    reaction: Reaction
    mistake: float
    """The chance, on each new table without a pair, of ringing anyway."""
    one_way_ms: int = 25
    paint_ms: int = 16
    flip_ms: tuple[int, int] = (400, 900)


PEOPLE = {
    "child": Person("a child of 6", CHILD_OF_6, mistake=0.03),
    "average adult": Person("an average adult", AVERAGE_ADULT, mistake=0.01),
    "quick adult": Person("a quick adult", QUICK_ADULT, mistake=0.01),
    "400 ms": Person("a person ringing at 400 ms", shaped(400), mistake=0.01),
}
"""The simulated people: a child's and the adults' reactions from the same sources as the levels'
(`parlour.games.piccolino.bots`); the person at 400 ms is the one the players reported."""


@dataclass
class Tally:
    bells: list[int] = field(default_factory=lambda: [0, 0])
    """Bells won, by seat."""
    wrong: list[int] = field(default_factory=lambda: [0, 0])
    """Wrong rings, by seat."""
    tables: int = 0
    """Tables shown while playing (each new version)."""
    games: int = 0

    @property
    def races(self) -> int:
        return sum(self.bells)

    def share(self, seat: int = BOT) -> float:
        return self.bells[seat] / self.races if self.races else 0.0

    def wrong_per_100_tables(self, seat: int = BOT) -> float:
        return 100 * self.wrong[seat] / self.tables if self.tables else 0.0


@dataclass(frozen=True)
class Facts:
    """What the room knows of a ring's sender, as `GAME.admit` reads it."""

    now: int
    rtt_ms: int
    delivered: dict[int, int]
    rtts: list[int]
    sheet: Callable[[], list[dict[str, Any]]] = list
    host: bool = False


class Table:
    """One game: the computer player against the person, until it ends or `stop(tally)`."""

    def __init__(self, level: str | Level, person: Person, seed: int, tally: Tally) -> None:
        rng = random.Random(seed)
        options = GAME.prepare_options({"dealer": rng.randrange(2)}, None)
        self.state: State = GAME.setup(options, 2, rng.randrange(2**31))
        self.bot = PiccolinoBot(level, random.Random(rng.random()))
        self.person = person
        self.rng = random.Random(rng.random())
        self.tally = tally
        self.now = 0
        self.queue: list[tuple[int, int, str, int, Any]] = []
        self.order = itertools.count()
        self.delivered: list[dict[int, int]] = [{}, {}]
        self.rtts = [0, 2 * person.one_way_ms]
        # The person's screen: the newest table shown, and the versions they have rung on or flipped after.
        self.shown = -1
        self.rung: set[int] = set()
        self.flipped: set[int] = set()
        self.counted = -1

    def at(self, when: int, kind: str, seat: int, payload: Any = None) -> None:
        heapq.heappush(self.queue, (when, next(self.order), kind, seat, payload))

    def send_views(self) -> None:
        """As the room does after each change: every seat gets its view, the computer player at once."""
        version = self.state.version
        if self.state.phase == "playing" and version > self.counted:
            self.counted = version
            self.tally.tables += 1
        for seat in (BOT, PERSON):
            self.delivered[seat].setdefault(version, self.now)
            view = GAME.view(self.state, seat)
            if seat == BOT:
                for delay, action in self.bot.on_view(view):
                    self.at(self.now + round(delay * 1000), "act", BOT, action)
            else:
                self.at(self.now + self.person.one_way_ms + self.person.paint_ms, "shown", PERSON, view)

    def show(self, view: dict[str, Any]) -> None:
        """The person's screen shows `view`: they plan a flip on their turn and a ring on a new pair."""
        person = self.person
        if view["phase"] != "playing" or view["players"][PERSON]["out"]:
            return
        version = view["version"]
        if view["turn"] == PERSON and not view["bell"]["open"] and version not in self.flipped:
            self.flipped.add(version)
            self.at(self.now + self.rng.randint(*person.flip_ms) + person.one_way_ms, "act", PERSON, {"type": "flip"})
        if version <= self.shown:
            return
        before, self.shown = self.shown, version
        pair = pair_in(view)
        # A pair still showing after a change elsewhere is the pair they are already reacting to.
        if (pair and not self.pair_on_screen(before)) or (not pair and self.rng.random() < person.mistake):
            reaction = round(person.reaction.sample(self.rng))
            ring = {"type": "ring", "version": version, "seen": version, "reaction_ms": reaction}
            self.at(self.now + reaction + person.one_way_ms, "act", PERSON, ring)

    def pair_on_screen(self, version: int) -> bool:
        return version >= 0 and self.state.pairs.get(version, False)

    def act(self, seat: int, raw: dict[str, Any]) -> None:
        if seat == PERSON and raw["type"] == "ring":
            if raw["seen"] in self.rung:
                return
            self.rung.add(raw["seen"])
        facts = Facts(self.now, self.rtts[seat], self.delivered[seat], self.rtts)
        try:
            action = GAME.admit(decode_action(GAME, raw), seat, facts)
            events = GAME.apply(self.state, seat, action, self.now)
        except RuleError:
            return  # too late, not their turn any more, already rang: as the room refuses them
        self.count(events)
        self.send_views()

    def count(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "bell_won":
                self.tally.bells[event["seat"]] += 1
            elif event["type"] == "wrong_ring":
                self.tally.wrong[event["seat"]] += 1

    def play(self, stop: Callable[[Tally], bool], max_ms: int = 3_600_000) -> None:
        self.send_views()
        while self.state.phase == "playing" and not stop(self.tally) and self.now < max_ms:
            deadline = GAME.next_deadline(self.state)
            if deadline is not None and (not self.queue or deadline <= self.queue[0][0]):
                self.now = max(self.now, deadline)
                events = GAME.tick(self.state, self.now)
                if events:
                    self.count(events)
                    self.send_views()
                continue
            if not self.queue:
                return
            self.now, _, kind, seat, payload = heapq.heappop(self.queue)
            if kind == "shown":
                self.show(payload)
            else:
                self.act(seat, payload)


def race(level: str | Level, person: Person, races: int, seed: int = 1) -> Tally:
    """Games of `level` against `person` until `races` bells have been won (by either)."""
    tally = Tally()
    for game in itertools.count():
        Table(level, person, seed * 1_000_003 + game, tally).play(lambda t: t.races >= races)
        tally.games += 1
        if tally.races >= races:
            return tally
    raise AssertionError("unreachable")
