"""Rulebook: "Finishing Play" and "End of the Phase" (plus the optional round time limit)."""

from parlour.games.pictomania.actions import DrawNothing, Finish, Guess
from parlour.games.pictomania.rules import may_draw, next_deadline, tick

from .helpers import act, drawing_game, refused


def test_finishing_takes_the_bonus_token_with_the_most_stars_left() -> None:
    state = drawing_game(6)
    assert state.bonus_left == [3, 3, 2, 2, 1]
    act(state, 4, Finish())
    act(state, 1, Finish())
    act(state, 0, Finish())
    assert [state.players[s].bonus for s in (4, 1, 0)] == [3, 3, 2]
    assert state.bonus_left == [2, 1]


def test_a_player_may_finish_without_taking_a_bonus_token() -> None:
    state = drawing_game(4)
    act(state, 2, Finish(bonus=False))
    assert state.players[2].finished and state.players[2].bonus == 0
    assert state.bonus_left == [3, 2, 1]


def test_after_finishing_a_player_can_neither_draw_nor_guess() -> None:
    state = drawing_game(4)
    act(state, 0, Finish())
    assert not may_draw(state, 0)
    refused(state, 0, Guess(1, 1), "already_finished")
    refused(state, 0, Finish(), "already_finished")
    refused(state, 0, DrawNothing(), "already_finished")


def test_others_may_still_guess_the_clue_of_a_player_who_finished() -> None:
    state = drawing_game(4)
    act(state, 0, Finish())
    act(state, 3, Guess(0, 2))
    assert [e.by for e in state.piles[0]] == [3]


def test_round_ends_when_the_last_bonus_token_is_taken() -> None:
    state = drawing_game(4)
    act(state, 0, Finish())
    act(state, 1, Finish())
    events = act(state, 2, Finish())
    assert state.phase == "review"
    assert {"type": "drawing_ended", "reason": "last_token", "stopped": [3], "deadline": None} in events


def test_the_last_player_stops_at_once_without_a_bonus_token() -> None:
    state = drawing_game(4)
    for seat in (0, 1, 2):
        act(state, seat, Finish())
    assert state.players[3].finished and state.players[3].bonus == 0
    assert not may_draw(state, 3)
    refused(state, 3, Guess(0, 1), "wrong_phase")


def test_one_player_declining_a_token_the_round_still_ends_with_the_last_token() -> None:
    state = drawing_game(4)
    act(state, 0, Finish(bonus=False))
    act(state, 1, Finish())
    act(state, 2, Finish())
    assert state.phase == "drawing", "one token left and one player still playing"
    act(state, 3, Finish())
    assert state.phase == "review" and state.bonus_left == []


def test_two_players_declining_tokens_round_ends_when_all_without_a_token_agree() -> None:
    state = drawing_game(4)
    act(state, 0, Finish(bonus=False))
    act(state, 1, Finish(bonus=False))
    act(state, 2, Finish())
    assert state.phase == "drawing", "player 3 has no token yet and has not agreed"
    act(state, 3, Finish())
    assert state.phase == "review"
    assert state.bonus_left == [1], "a token is left in the centre"


def test_round_ends_when_every_player_without_a_token_agrees_even_if_tokens_remain() -> None:
    state = drawing_game(4)
    for seat in range(4):
        act(state, seat, Finish(bonus=False))
    assert state.phase == "review" and state.bonus_left == [3, 2, 1]


def test_round_time_limit_is_off_by_default() -> None:
    state = drawing_game(4)
    assert next_deadline(state) is None
    assert tick(state, 10**12) == [] and state.phase == "drawing"


def test_round_time_limit_finishes_everyone_still_playing_without_a_token() -> None:
    state = drawing_game(4, round_seconds=90)
    assert next_deadline(state) == 90_000
    act(state, 1, Finish())
    assert tick(state, 89_999) == []
    events = tick(state, 90_000)
    assert state.phase == "review"
    assert [p.bonus for p in state.players] == [0, 3, 0, 0]
    assert {"type": "drawing_ended", "reason": "time_up", "stopped": [0, 2, 3], "deadline": None} in events
