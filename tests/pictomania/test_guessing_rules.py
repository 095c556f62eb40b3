"""Rulebook: Draw and Guess, "Guessing"."""

from parlour.games.pictomania.actions import Finish, Guess
from parlour.games.pictomania.scoring import PileEntry

from .helpers import act, drawing_game, new_game, refused


def test_drawing_and_guessing_happen_at_the_same_time() -> None:
    state = drawing_game(4)
    from parlour.games.pictomania.rules import may_draw

    act(state, 0, Guess(1, 3))
    assert may_draw(state, 0), "a player who has guessed can still draw"


def test_guessing_is_only_possible_after_the_start_signal() -> None:
    state = new_game(4)
    refused(state, 0, Guess(1, 3), "wrong_phase")


def test_a_player_places_at_most_one_guess_on_each_other_player() -> None:
    state = drawing_game(4)
    act(state, 0, Guess(1, 3))
    refused(state, 0, Guess(1, 5), "already_guessed")


def test_a_player_never_guesses_their_own_clue() -> None:
    state = drawing_game(4)
    refused(state, 2, Guess(2, 1), "guess_self")


def test_each_guess_card_one_to_seven_is_used_at_most_once_per_round() -> None:
    state = drawing_game(5)
    act(state, 0, Guess(1, 4))
    refused(state, 0, Guess(2, 4), "number_used")
    act(state, 0, Guess(2, 5))
    refused(state, 0, Guess(3, 0), "no_such_number")
    refused(state, 0, Guess(3, 8), "no_such_number")


def test_guess_cards_come_back_for_the_next_round() -> None:
    from parlour.games.pictomania.actions import Ready

    from .helpers import check_all, finish_all

    state = drawing_game(3)
    act(state, 0, Guess(1, 4))
    finish_all(state)
    check_all(state)
    for seat in range(3):
        act(state, seat, Ready())
    for seat in range(3):
        act(state, seat, Ready())
    act(state, 0, Guess(1, 4))
    assert state.piles[1] == [PileEntry(0, 4)]


def test_a_guess_cannot_be_taken_back_or_moved() -> None:
    state = drawing_game(4)
    act(state, 0, Guess(1, 3))
    # There is no action that removes or moves a guess: placing it again, elsewhere with the same card,
    # or with another card on the same player is refused, and the pile keeps the first guess.
    refused(state, 0, Guess(1, 7), "already_guessed")
    refused(state, 0, Guess(2, 3), "number_used")
    assert state.piles[1] == [PileEntry(0, 3)]


def test_guesses_stack_in_the_order_they_were_placed() -> None:
    state = drawing_game(4)
    act(state, 2, Guess(0, 5))
    act(state, 3, Guess(0, 1))
    act(state, 1, Guess(0, 2))
    assert state.piles[0] == [PileEntry(2, 5), PileEntry(3, 1), PileEntry(1, 2)]


def test_guesses_are_correct_by_number_only_not_by_symbol() -> None:
    from .helpers import check_all, finish_all

    state = drawing_game(4, numbers=[3, 1, 2, 4])
    state.players[0].symbol, state.players[1].symbol = 0, 5
    act(state, 1, Guess(0, 3))
    finish_all(state)
    check_all(state)
    assert state.results[0].score.players[0].pile[0].outcome == "correct"


def test_guessing_another_player_who_has_finished_is_allowed() -> None:
    state = drawing_game(4)
    act(state, 1, Finish())
    act(state, 0, Guess(1, 6))
    assert state.piles[1] == [PileEntry(0, 6)]


def test_guessing_a_seat_that_does_not_exist_is_refused() -> None:
    state = drawing_game(4)
    refused(state, 0, Guess(4, 1), "no_such_seat")
    refused(state, 0, Guess(-1, 1), "no_such_seat")
