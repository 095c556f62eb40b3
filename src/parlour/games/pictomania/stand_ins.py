"""The guesser on drawings it was not built from: each one read from a seat of random tables of its deck level.

A drawing of a clue is put on a table of RACK cards of the clue's deck level, its card showing the clue's side,
and read from a seat that holds another card and another number, as a player at that table would read it at the
end of the drawing. Used on stand-ins for people's drawings (`parlour bots evaluate pictomania --stand-ins`) and
on another icon set's pictures (bench/pictomania_guesser.py)."""

import random
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from parlour.bots import matching
from parlour.content.deck import Card, fold
from parlour.content.shipped import load_language
from parlour.engine.players import StandInDrawing
from parlour.games.pictomania import guessing
from parlour.games.pictomania.bot_levels import Level
from parlour.games.pictomania.pictures import find_picture

RACK = 6
Lines = Sequence[Sequence[tuple[float, float]]]


@dataclass(frozen=True)
class Place:
    """Where a clue is in its language's decks."""

    card: Card
    side: int
    number: int


def places(language: str) -> dict[str, Place]:
    """Each clue of the shipped decks by its folded text (the first place it is found)."""
    found: dict[str, Place] = {}
    for card in load_language(language):
        for s, side in enumerate(card.sides):
            for number, clue in enumerate(side, start=1):
                found.setdefault(fold(clue), Place(card, s, number))
    return found


def read_on_tables(lines: Lines, place: Place, language: str, settings: Level, rng: random.Random, trials: int) -> int:
    """How many of `trials` random tables read the drawing as its clue's number."""
    cards = [c for c in load_language(language) if c.level == place.card.level and c.id != place.card.id]
    right = 0
    for _ in range(trials):
        others = rng.sample(cards, RACK - 1)
        rack = [(place.card, place.card.sides[place.side]), *((c, rng.choice(c.sides)) for c in others)]
        rng.shuffle(rack)
        clues, pictures = [], []
        for symbol, (_, shown) in enumerate(rack):
            for n, text in enumerate(shown, start=1):
                picture = find_picture(text, language)
                clues.append(guessing.Clue(symbol, n, picture is not None))
                pictures.append(picture)
        costs = matching.table_costs(lines, [[matching.template(p)] if p else [] for p in pictures])
        mine = rng.choice([s for s, (c, _) in enumerate(rack) if c is not place.card])
        own_number = rng.choice([n for n in guessing.NUMBERS if n != place.number])
        seat = (mine, own_number)
        read = guessing.likeliest_number(costs, clues, seat, False, settings.temperature, settings.unknown)
        right += read == place.number
    return right


@dataclass
class StandInTally:
    """Per deck level: [guesses, right] on the held-out drawings and on the others."""

    held_out: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    others: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    drawings: int = 0
    unknown: list[str] = field(default_factory=list)
    """Clues no shipped deck of the drawing's language holds."""

    def share(self, held_out: bool, deck: str) -> str:
        guesses, right = (self.held_out if held_out else self.others)[deck]
        return f"{right / guesses:.0%} of {guesses}" if guesses else "-"


def tally_stand_ins(
    drawings: list[StandInDrawing], language: str, settings: Level, seed: int, trials: int = 3
) -> StandInTally:
    tally = StandInTally()
    where = places(language)
    rng = random.Random(seed)
    for drawing in drawings:
        if drawing.language != language:
            continue
        place = where.get(fold(drawing.clue))
        if place is None:
            tally.unknown.append(drawing.clue)
            continue
        tally.drawings += 1
        right = read_on_tables(drawing.lines, place, language, settings, rng, trials)
        counts = (tally.held_out if drawing.held_out else tally.others)[place.card.level]
        counts[0] += trials
        counts[1] += right
    return tally
