"""Refused actions raise RuleError with a stable code and change nothing."""

import pytest

from parlour.engine.decoding import decode_action
from parlour.engine.errors import RuleError
from parlour.games.pictomania import GAME
from parlour.games.pictomania.actions import CheckClue, ChooseLevel, DrawNothing, Finish, Guess, Ready

from .helpers import act, drawing_game, finish_all, new_game, refused, snapshot


def test_guessing_yourself_is_refused() -> None:
    refused(drawing_game(4), 1, Guess(1, 1), "guess_self")


def test_guessing_a_player_twice_is_refused() -> None:
    state = drawing_game(4)
    act(state, 1, Guess(2, 1))
    refused(state, 1, Guess(2, 2), "already_guessed")


def test_reusing_a_guess_number_is_refused() -> None:
    state = drawing_game(4)
    act(state, 1, Guess(2, 1))
    refused(state, 1, Guess(3, 1), "number_used")


def test_acting_after_finishing_is_refused() -> None:
    state = drawing_game(4)
    act(state, 1, Finish())
    refused(state, 1, Guess(2, 1), "already_finished")
    refused(state, 1, DrawNothing(), "already_finished")


@pytest.mark.parametrize("seat", [-1, 4, 99, True, "0", None, 1.0])
def test_a_seat_that_does_not_exist_is_refused(seat: object) -> None:
    refused(drawing_game(4), seat, Ready(), "no_such_seat")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "guess", "target": 1},
        {"type": "guess", "target": "one", "number": 2},
        {"type": "guess", "target": 1, "number": 2, "extra": True},
        {"type": "teleport"},
        {"target": 1, "number": 2},
        [],
        "not json",
        b'{"type": "finish", "bonus": "yes"}',
        b"\xff\xfe",
    ],
)
def test_a_malformed_action_is_refused(raw: object) -> None:
    with pytest.raises(RuleError) as error:
        decode_action(GAME, raw)
    assert error.value.code == "malformed_action"


def test_an_object_that_is_not_an_action_is_refused_by_apply() -> None:
    refused(drawing_game(4), 0, {"type": "guess", "target": 1, "number": 2}, "malformed_action")  # type: ignore[arg-type]


def test_actions_in_the_wrong_phase_are_refused() -> None:
    state = new_game(4, level=None)
    refused(state, 0, Ready(), "wrong_phase")
    refused(state, 0, Guess(1, 1), "wrong_phase")
    state = drawing_game(4)
    refused(state, 0, ChooseLevel("easy"), "wrong_phase")
    refused(state, 0, CheckClue(), "wrong_phase")
    refused(state, 0, Ready(), "wrong_phase")
    finish_all(state)
    refused(state, 0, Finish(), "wrong_phase")


def test_a_good_action_after_a_refused_one_works_normally() -> None:
    state = drawing_game(4)
    before = snapshot(state)
    refused(state, 0, Guess(0, 1), "guess_self")
    assert snapshot(state) == before
    act(state, 0, Guess(1, 1))
    assert len(state.piles[1]) == 1
