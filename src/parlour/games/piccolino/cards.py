"""The 55 clown cards. The rulebook's pictures are lost; our reading (docs/rules/piccolino.md): 8 clowns told
apart by colour; 7 colours with 6 happy and 1 sad clown each, and black with 5 happy and 1 sad."""

from collections.abc import Iterable

import msgspec

COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "pink", "black")
HAPPY_PER_COLOUR = {colour: 6 for colour in COLOURS} | {"black": 5}
SAD_PER_COLOUR = 1
TWO_PLAYER_REMOVED = "black"


class Card(msgspec.Struct, frozen=True, array_like=True):
    colour: str
    happy: bool


def full_deck() -> list[Card]:
    deck = []
    for colour in COLOURS:
        deck += [Card(colour, True)] * HAPPY_PER_COLOUR[colour]
        deck += [Card(colour, False)] * SAD_PER_COLOUR
    return deck


def deck_for(players: int) -> list[Card]:
    """With two players the black cards leave the box."""
    deck = full_deck()
    if players == 2:
        deck = [card for card in deck if card.colour != TWO_PLAYER_REMOVED]
    return deck


def paired_tops(tops: list[Card | None]) -> set[tuple[int, str]]:
    """The (seat, colour) of every visible top that is a happy clown with another of its colour showing."""
    happy = [(seat, card.colour) for seat, card in enumerate(tops) if card is not None and card.happy]
    return set(forms_pair(happy))


def forms_pair(tops: Iterable[tuple[int, str]]) -> list[tuple[int, str]]:
    """Of these (seat, colour) happy tops, those whose colour shows at least twice."""
    tops = list(tops)
    colours = [colour for _, colour in tops]
    return [(seat, colour) for seat, colour in tops if colours.count(colour) >= 2]


def pair_showing(tops: list[Card | None]) -> bool:
    """Two visible top cards are happy clowns of the same colour (sad clowns never count)."""
    return bool(paired_tops(tops))
