"""A game says how it will end: how many rounds its deck lasts, and whether anyone can reach the target in them.
A deck the players draw is small: it never claims "first to 30" when nobody can get there."""

from typing import Any

import pytest

from parlour.games.pictus import rules
from parlour.games.pictus.actions import Clue, HandIn, Ready, UseShipped, Vote
from parlour.games.pictus.ending import deck_rounds, max_round_points, target_reachable
from parlour.games.pictus.scoring import score_round
from parlour.games.pictus.state import State
from parlour.games.pictus.views import view
from tests.pictus.helpers import card_of, narrator, options, others


def play_to_the_end(state: State) -> int:
    """Everyone hands in their first card and finds the narrator's; returns the rounds played."""
    now = 0
    while state.phase != "over":
        teller = narrator(state)
        rules.apply(state, teller, Clue(state.hands[teller][0], "far"), now)
        for seat in others(state):
            rules.apply(state, seat, HandIn(state.hands[seat][0]), now)
        right = card_of(state, teller)
        for seat in others(state):
            if state.phase == "vote":
                rules.apply(state, seat, Vote(right), now)
        if state.phase == "reveal":
            for seat in range(state.seats):
                rules.apply(state, seat, Ready(), now)
    return state.round


def test_an_own_deck_of_four_players_drawing_eight_lasts_three_rounds_and_thirty_is_out_of_reach() -> None:
    chosen = options(own_deck=True, own_cards=8, target=30)
    assert deck_rounds(chosen, 4) == 3
    assert not target_reachable(chosen, 4)
    state = rules.setup(chosen, 4, 7)
    shown = view(state, 0)
    assert shown["rounds"] == 3 and shown["target_reachable"] is False
    for seat in range(4):
        rules.apply(state, seat, UseShipped(), 0)
    assert play_to_the_end(state) == 3 and state.end_reason == "deck"


@pytest.mark.parametrize(
    ("seats", "fields"),
    [
        (3, {"own_deck": True, "own_cards": 7, "hand_size": 6}),
        (5, {"own_deck": True, "own_cards": 12, "hand_size": 4, "extra_card": True}),
        (8, {"own_deck": True, "own_cards": 9, "hand_size": 6, "extra_card": True}),
        (6, {"hand_size": 6, "target": 60}),
    ],
)
def test_the_rounds_the_deck_lasts_are_the_rounds_played_when_nobody_reaches_the_target(
    seats: int, fields: dict[str, Any]
) -> None:
    chosen = options(**{"target": 60, **fields})
    state = rules.setup(chosen, seats, 3)
    if state.phase == "drawing":
        for seat in range(seats):
            rules.apply(state, seat, UseShipped(), 0)
    expected = deck_rounds(chosen, seats)
    played = play_to_the_end(state)
    if state.end_reason == "deck":
        assert played == expected
    else:
        assert played <= expected


def test_the_most_a_player_scores_in_a_round_is_reached_by_a_guesser_who_found_it_with_every_other_vote() -> None:
    for voters, seats, bound in (("others", 5, 6), ("everyone", 5, 7), ("narrator", 5, 3)):
        assert max_round_points(options(voters=voters), seats) == bound
    owners: list[int | None] = [0, 1, 2, 3, 4]
    points = score_round(5, 0, owners, {1: 0, 2: 1, 3: 1, 4: 1}).points
    assert points[1] == max_round_points(options(voters="others"), 5)
