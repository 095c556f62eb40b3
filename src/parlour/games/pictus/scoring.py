"""The rulebook's scoring of one round, on its own so that every clause is tested by name.

Readings (docs/rules/pictus.md): the vote bonus ("1 point for each such vote") is paid whatever the narrator
scored; the narrator's own vote earns its card's owner 1 by its own clause and is not also a guesser's vote; when
only the narrator votes nobody guesses, so "none guessed right" holds: the narrator scores 0 and the others 2."""

from dataclasses import dataclass


@dataclass(frozen=True)
class RoundScore:
    points: list[int]
    """Per seat."""
    found: list[int]
    """The guessers who found the narrator's card."""
    all_or_none: bool


def score_round(
    seats: int, narrator: int, owners: list[int | None], votes: dict[int, int], abstained: frozenset[int] = frozenset()
) -> RoundScore:
    """`owners[i]` put in table card i (None: the extra card from the deck); `votes[seat]` is the card `seat`
    voted for. The narrator's card is the one the narrator owns. `abstained`: voters the wait ended without a
    vote from; they did not guess, so the 2 that "all or none found it" gives the others is not theirs."""
    narrator_card = owners.index(narrator)
    points = [0] * seats
    guesses = {seat: choice for seat, choice in votes.items() if seat != narrator}
    found = sorted(seat for seat, choice in guesses.items() if choice == narrator_card)
    all_or_none = len(found) in (0, len(guesses))
    if all_or_none:
        for seat in range(seats):
            if seat != narrator and seat not in abstained:
                points[seat] += 2
    else:
        points[narrator] += 3
        for seat in found:
            points[seat] += 3
    for choice in guesses.values():
        owner = owners[choice]
        if owner is not None and owner != narrator:
            points[owner] += 1
    if narrator in votes:
        owner = owners[votes[narrator]]
        if owner is not None and owner != narrator:
            points[owner] += 1
    return RoundScore(points, found, all_or_none)
