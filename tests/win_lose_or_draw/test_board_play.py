"""Gameboard play, clause by clause (docs/rules/win-lose-or-draw.md)."""

import pytest

from parlour.engine.errors import RuleError
from parlour.games.win_lose_or_draw import board, rules, turns
from parlour.games.win_lose_or_draw.actions import Accept, Guess, Place, Roll, Take
from parlour.games.win_lose_or_draw.views import view
from tests.win_lose_or_draw.helpers import answer, board_game, guess, options, refused, skip_moment, start


def guessed_by(state: rules.State, seats: list[int], now: int = 5000) -> None:
    """These seats guess the item right, in order, 100 ms apart; the window closes."""
    for n, seat in enumerate(seats):
        guess(state, seat, answer(state), now + 100 * n)
    assert state.window_closes is not None
    rules.tick(state, state.window_closes)
    assert state.stage == "collect"


def test_board_play_is_for_three_to_six_players() -> None:
    for seats in (3, 6):
        assert rules.setup(options(mode="board"), seats, 1).phase == "placing"
    for seats in (2, 7, (0, 1, 0)):
        with pytest.raises(RuleError) as caught:
            rules.setup(options(mode="board"), seats, 1)
        assert caught.value.code == "bad_seats"


def test_the_board_is_a_loop_of_28_spaces_four_spades_each_followed_by_six_colours_in_turn() -> None:
    assert len(board.SPACES) == 28
    assert [i for i, s in enumerate(board.SPACES) if s == board.SPADE] == [0, 7, 14, 21]
    coloured = [s for s in board.SPACES if s != board.SPADE]
    assert coloured == [board.COLOURS[i % 4] for i in range(24)]
    assert board.moved(25, 5) == 2  # clockwise round the loop


def test_twenty_four_pawns_six_of_each_colour_start_on_the_ace_card() -> None:
    state = board_game()
    assert view(state, None)["board"]["centre"] == {"red": 6, "blue": 6, "green": 6, "yellow": 6}
    assert all(owned == [] for owned in state.pawns) and state.ace is None


def test_the_first_sketcher_places_the_white_pawn_on_a_spade_space_of_their_choice() -> None:
    state = rules.setup(options(mode="board"), 4, 9)
    rules.tick(state, 0)
    first = state.sketcher
    assert view(state, None)["phase"] == "placing" and view(state, None)["sketcher"] == first
    assert refused(state, (first + 1) % 4, Place(7)) == "not_sketcher"
    rules.apply(state, first, Place(14), 100)
    assert state.white == 14 and state.phase == "turn" and state.sketcher == first


def test_a_place_off_a_spade_space_is_refused() -> None:
    state = rules.setup(options(mode="board"), 3, 9)
    rules.tick(state, 0)
    assert refused(state, state.sketcher, Place(3)) == "bad_space"


def test_the_white_pawn_is_placed_for_a_first_sketcher_who_does_not_choose() -> None:
    state = rules.setup(options(mode="board"), 3, 9)
    rules.tick(state, 0)
    rules.tick(state, rules.PLACE_MS)
    assert state.white == 0 and state.phase == "turn"


def test_every_other_player_guesses_for_themselves() -> None:
    state = board_game(seats=4)
    start(state)
    others = [s for s in range(4) if s != state.sketcher]
    assert all(view(state, s)["may_guess"] for s in others) and not view(state, state.sketcher)["may_guess"]
    assert refused(state, state.sketcher, Guess("x")) == "sketcher_cannot_guess"


def test_the_first_correct_guesser_takes_a_pawn_of_a_colour_they_do_not_own() -> None:
    state = board_game()
    start(state)
    winner = (state.sketcher + 1) % 3
    guessed_by(state, [winner])
    assert state.to_take == [winner] and view(state, winner)["board"]["to_take"] == [winner]
    rules.apply(state, winner, Take("green"), 20_000)
    assert state.pawns[winner] == ["green"]
    assert refused(state, (winner + 1) % 3, Take("red")) in {"not_your_pick", "wrong_phase"}


def test_a_player_cannot_own_two_pawns_of_one_colour() -> None:
    state = board_game()
    start(state)
    winner = (state.sketcher + 1) % 3
    state.pawns[winner] = ["green"]
    guessed_by(state, [winner])
    assert refused(state, winner, Take("green"), 20_000) == "pawn_owned"


def test_correct_guesses_within_300_ms_of_the_first_all_count() -> None:
    state = board_game(seats=4)
    start(state, 0)
    a, b, c = [s for s in range(4) if s != state.sketcher]
    guess(state, a, answer(state), 10_000)
    guess(state, b, answer(state), 10_250)
    guess(state, c, answer(state), 10_299)
    rules.tick(state, state.window_closes or 0)
    assert state.correct == [a, b, c]


def test_a_correct_guess_after_the_window_takes_no_pawn() -> None:
    state = board_game(seats=4)
    start(state, 0)
    a, b, _ = [s for s in range(4) if s != state.sketcher]
    guess(state, a, answer(state), 10_000, at=10_000)
    guess(state, b, answer(state), 10_300, at=10_301)
    rules.tick(state, state.window_closes or 0)
    assert state.correct == [a] and b not in state.to_take


def test_the_same_time_window_is_judged_on_when_guesses_were_sent() -> None:
    """A guess from a slow connection arrives after a fast one but was sent first: it is the first."""
    state = board_game(seats=4)
    start(state, 0)
    fast, slow, _ = [s for s in range(4) if s != state.sketcher]
    rules.apply(state, fast, Guess(answer(state), at=10_000, window_ms=400), 10_000)
    rules.apply(state, slow, Guess(answer(state), at=9_600, window_ms=400), 10_350)
    rules.tick(state, state.window_closes or 0)
    assert state.correct == [slow]  # fast's guess came 400 ms after slow's was sent


def test_a_correct_guess_stays_hidden_from_the_others_while_the_window_is_open() -> None:
    state = board_game(seats=4)
    start(state, 0)
    a, b, _ = [s for s in range(4) if s != state.sketcher]
    events = guess(state, a, answer(state), 10_000)
    assert events[0]["text"] is None
    assert view(state, b)["guesses"][0]["text"] is None and view(state, None)["guesses"][0]["text"] is None
    assert view(state, a)["guesses"][0]["text"] == answer(state)
    assert refused(state, a, Guess("again"), 10_010) == "already_guessed"


def test_the_sketcher_rolls_and_moves_the_white_pawn_clockwise() -> None:
    state = board_game()
    start(state)
    sketcher = state.sketcher
    guessed_by(state, [(sketcher + 1) % 3])
    before = state.white
    assert before is not None
    rules.apply(state, sketcher, Roll(), 20_000)
    roll = state.last_roll
    assert roll is not None and 1 <= roll.value <= 6 and roll.end == (before + roll.value) % 28 == state.white
    assert refused(state, sketcher, Roll(), 20_001) in {"already_rolled", "wrong_phase"}


def test_the_sketcher_takes_the_colour_landed_on() -> None:
    for seed in range(30):
        state = board_game(seed=seed)
        start(state)
        sketcher = state.sketcher
        guessed_by(state, [(sketcher + 1) % 3])
        rules.apply(state, sketcher, Roll(), 20_000)
        assert state.last_roll is not None
        landed = board.SPACES[state.last_roll.end]
        if landed != board.SPADE:
            assert state.pawns[sketcher] == [landed] and state.last_roll.took == landed
            return
    pytest.fail("no seed landed on a colour")


def test_the_sketcher_takes_nothing_on_a_colour_they_own_or_a_spade_space() -> None:
    seen = set()
    for seed in range(60):
        state = board_game(seed=seed)
        start(state)
        sketcher = state.sketcher
        state.pawns[sketcher] = ["red", "blue"]
        state.white = 3  # a roll of 4 reaches the Spade Space at 7
        guessed_by(state, [(sketcher + 1) % 3])
        rules.apply(state, sketcher, Roll(), 20_000)
        assert state.last_roll is not None
        landed = board.SPACES[state.last_roll.end]
        if landed in ("red", "blue", board.SPADE):
            assert state.pawns[sketcher] == ["red", "blue"] and state.last_roll.took is None
            seen.add("spade" if landed == board.SPADE else "owned")
    assert seen == {"spade", "owned"}


def test_not_guessed_nobody_takes_a_pawn_and_the_player_to_the_left_sketches_the_same_item() -> None:
    state = board_game(seats=4)
    start(state, 0)
    first, item = state.sketcher, state.item
    guess(state, (first + 1) % 4, "a teapot", 1000)
    rules.tick(state, 60_000)
    rules.tick(state, 60_000 + turns.REVEAL_MS)
    assert state.sketcher == (first + 1) % 4 and state.item == item and state.sketched == [first]
    assert all(owned == [] for owned in state.pawns) and state.history[-1].outcome == "missed"


def test_a_player_who_sketched_the_item_cannot_guess_it() -> None:
    state = board_game(seats=4)
    start(state, 0)
    first = state.sketcher
    rules.tick(state, 60_000)
    skip_moment(state, 61_000)
    start(state, 70_000)
    assert refused(state, first, Guess("anything"), 71_000) == "own_item"
    assert view(state, first)["item"]["text"] == answer(state)  # they know it already


def test_an_item_nobody_is_left_to_guess_is_put_away_and_play_goes_left_with_a_new_one() -> None:
    state = board_game(seats=3)
    item = state.item
    now = 0
    sketchers = []
    for _ in range(2):
        sketchers.append(state.sketcher)
        start(state, now)
        rules.tick(state, now + 60_000)
        skip_moment(state, now + 61_000)
        now += 100_000
    assert state.history[-1].outcome == "put_away" and state.item != item
    assert state.sketcher == (sketchers[-1] + 1) % 3 and state.sketched == []
    assert [r["text"] for r in view(state, None)["history"]] == [answer_of(state, item)] * 2


def answer_of(state: rules.State, item: int | None) -> str:
    assert item is not None
    return state.options.items[item].text


def test_a_missed_item_stays_secret_until_it_is_out_of_play() -> None:
    state = board_game(seats=4)
    start(state, 0)
    rules.tick(state, 60_000)
    skip_moment(state, 61_000)
    assert view(state, None)["history"][0]["text"] is None
    assert view(state, (state.sketcher + 1) % 4)["item"] is None
    start(state, 70_000)
    guessed_by(state, [(state.sketcher + 1) % 4], now=80_000)
    rules.apply(state, (state.sketcher + 1) % 4, Take("blue"), 85_000)
    rules.apply(state, state.sketcher, Roll(), 90_000)
    texts = [r["text"] for r in view(state, None)["history"]]
    assert texts[0] == texts[1] and texts[0] is not None


def test_after_a_guessed_item_the_player_to_the_left_sketches_a_new_item() -> None:
    state = board_game()
    start(state)
    sketcher, item = state.sketcher, state.item
    guessed_by(state, [(sketcher + 1) % 3])
    rules.apply(state, (sketcher + 1) % 3, Take("red"), 20_000)
    rules.apply(state, sketcher, Roll(), 20_100)
    skip_moment(state, 20_200)
    assert state.sketcher == (sketcher + 1) % 3 and state.item != item and state.stage == "ready"


def test_a_pawn_is_chosen_and_the_die_rolled_for_players_who_do_not() -> None:
    state = board_game()
    start(state)
    sketcher = state.sketcher
    winner = (sketcher + 1) % 3
    guessed_by(state, [winner])
    assert state.deadline is not None
    rules.tick(state, state.deadline)
    assert state.pawns[winner] == ["red"] and state.last_roll is not None and state.stage == "reveal"


def test_four_colours_and_a_correct_guess_win_the_ace_if_the_roll_lands_on_a_spade() -> None:
    for seed in range(80):
        state = board_game(seed=seed)
        start(state)
        sketcher = state.sketcher
        champion = (sketcher + 1) % 3
        state.pawns[champion] = list(board.COLOURS)
        state.white = 3
        guessed_by(state, [champion])
        assert state.to_take == []  # nothing left to take
        rules.apply(state, sketcher, Roll(), 20_000)
        if state.white in board.SPADES:
            assert state.ace == champion and state.phase == "over" and view(state, None)["board"]["ace"] == champion
            assert refused(state, sketcher, Roll(), 20_001) == "game_over"
            return
    pytest.fail("no seed landed on a Spade Space")


def test_four_colours_and_a_roll_off_the_spades_play_on() -> None:
    for seed in range(20):
        state = board_game(seed=seed)
        start(state)
        sketcher = state.sketcher
        champion = (sketcher + 1) % 3
        state.pawns[champion] = list(board.COLOURS)
        guessed_by(state, [champion])
        rules.apply(state, sketcher, Roll(), 20_000)
        if state.white not in board.SPADES:
            assert state.ace is None and state.phase == "turn"
            return
    pytest.fail("every seed landed on a Spade Space")


def test_four_colours_won_by_this_guess_do_not_count_for_the_ace() -> None:
    """'Once you own 4 colours ... you must first guess ANOTHER sketch': the fourth pawn is not enough."""
    for seed in range(80):
        state = board_game(seed=seed)
        start(state)
        sketcher = state.sketcher
        player = (sketcher + 1) % 3
        state.pawns[player] = ["red", "blue", "green"]
        state.white = 3
        guessed_by(state, [player])  # yellow is taken for them: their only choice
        assert state.pawns[player] == ["red", "blue", "green", "yellow"]
        rules.apply(state, sketcher, Roll(), 20_000)
        if state.white in board.SPADES:
            assert state.ace is None and state.phase == "turn"
            return
    pytest.fail("no seed landed on a Spade Space")


def test_the_sketcher_may_accept_a_partial_guess_in_board_play() -> None:
    state = board_game()
    start(state, 0)
    sketcher = state.sketcher
    player = (sketcher + 1) % 3
    guess(state, player, "something close", 5000)
    rules.apply(state, sketcher, Accept(0), 6000)
    rules.tick(state, state.window_closes or 0)
    assert state.stage == "collect" and state.correct == [player]
