"""Rulebook: Score ("Awarding Scoring Tokens", "Adding Up Points"), End of the Round and End of the Game."""

from parlour.games.pictomania.actions import Finish, Ready
from parlour.games.pictomania.rules import winners
from parlour.games.pictomania.scoring import Drawer, PileEntry, find_black_sheep, score_round
from parlour.games.pictomania.tokens import SCORING_TOKENS

from .helpers import act, check_all, drawing_game, finish_all, guesses

RED, YELLOW, GREEN, BLUE = 0, 1, 2, 3


def _drawers(numbers: list[int], bonus: list[int] | None = None) -> list[Drawer]:
    bonus = bonus or [0] * len(numbers)
    return [Drawer(n, b, False, False) for n, b in zip(numbers, bonus, strict=True)]


def test_french_worked_example_red_scores_three_minus_one_plus_two() -> None:
    """Red receives 2 and 1 for correct guesses, keeps one 1-token, has a 2-star bonus and is not the black
    sheep: 3 - 1 + 2 = 4. Yellow guessed Red first and wrong; Green then Blue guessed right; 4 cards end in
    the centre and Yellow, with most of them, is the black sheep."""
    state = drawing_game(4, numbers=[2, 4, 6, 3])
    guesses(
        state,
        (YELLOW, RED, 5),
        (GREEN, RED, 2),
        (BLUE, RED, 2),
        (RED, YELLOW, 4),
        (GREEN, BLUE, 3),
        (RED, BLUE, 3),
        (YELLOW, BLUE, 1),
        (YELLOW, GREEN, 7),
        (BLUE, GREEN, 1),
    )
    act(state, GREEN, Finish())
    act(state, RED, Finish())
    act(state, YELLOW, Finish())
    assert state.phase == "review"
    check_all(state)
    result = state.results[0].score
    red = result.players[RED]
    assert [(s.by, s.outcome, s.token) for s in red.pile] == [
        (YELLOW, "wrong", 0),
        (GREEN, "correct", 2),
        (BLUE, "correct", 1),
    ]
    assert red.received == (2, 1)
    assert red.kept == (1,)
    assert red.bonus == 2 and red.bonus_points == 2
    assert not red.black_sheep
    assert red.score == 4
    assert sum(p.wrong_guesses for p in result.players) == 4
    assert result.black_sheep == YELLOW
    assert state.totals[RED] == 4


def test_each_guess_pile_is_resolved_in_the_order_the_guesses_were_placed() -> None:
    piles = [[], [PileEntry(2, 5), PileEntry(0, 3), PileEntry(3, 5)], [], []]
    result = score_round(_drawers([1, 5, 2, 3]), piles)
    assert [(s.by, s.outcome) for s in result.players[1].pile] == [
        (2, "correct"),
        (0, "wrong"),
        (3, "correct"),
    ]


def test_correct_guesses_receive_the_drawers_scoring_tokens_from_most_to_least_valuable() -> None:
    piles = [[PileEntry(1, 4), PileEntry(2, 4), PileEntry(3, 4), PileEntry(4, 4)], [], [], [], [], []]
    result = score_round(_drawers([4, 1, 2, 3, 5, 6]), piles)
    assert SCORING_TOKENS[6] == (3, 2, 1, 1, 1)
    assert [s.token for s in result.players[0].pile] == [3, 2, 1, 1]
    assert [result.players[s].received for s in (1, 2, 3, 4)] == [(3,), (2,), (1,), (1,)]


def test_wrong_guesses_go_to_the_centre_and_earn_no_token() -> None:
    piles = [[PileEntry(1, 6)], [], []]
    result = score_round(_drawers([4, 1, 2]), piles)
    assert result.players[0].pile[0].outcome == "wrong" and result.players[0].pile[0].token == 0
    assert result.players[1].received == () and result.players[1].wrong_guesses == 1


def test_unawarded_scoring_tokens_count_against_the_drawer() -> None:
    piles = [[PileEntry(1, 4)], [], [], []]
    result = score_round(_drawers([4, 1, 2, 3]), piles)
    assert result.players[0].kept == (1, 1)
    assert result.players[0].score == -2
    assert result.players[2].kept == (2, 1, 1) and result.players[2].score == -4


def test_nobody_guessing_a_clue_leaves_the_drawer_all_their_tokens() -> None:
    result = score_round(_drawers([4, 1, 2, 3, 5]), [[], [], [], [], []])
    assert all(p.kept == SCORING_TOKENS[5] for p in result.players)


def test_black_sheep_is_strictly_the_player_with_the_most_wrong_guesses() -> None:
    assert find_black_sheep([0, 2, 1, 0]) == 1
    assert find_black_sheep([3, 0, 0]) == 0


def test_tie_for_most_wrong_guesses_means_no_black_sheep() -> None:
    assert find_black_sheep([2, 2, 1, 0]) is None


def test_nobody_wrong_means_no_black_sheep() -> None:
    assert find_black_sheep([0, 0, 0]) is None


def test_black_sheep_loses_the_value_of_their_bonus_token() -> None:
    # Player 1 guesses wrong on 0 and 2; player 0 guesses 1 right: 1 is the black sheep.
    piles = [[PileEntry(1, 7)], [PileEntry(0, 1)], [PileEntry(1, 5)]]
    result = score_round(_drawers([4, 1, 2], bonus=[0, 2, 1]), piles)
    one = result.players[1]
    assert one.black_sheep and one.bonus_points == -2
    assert one.score == 0 - 1 - 2  # received nothing, kept the 1 (0 took the 2), lost the bonus


def test_bonus_token_scores_only_if_at_least_one_player_guessed_the_clue_correctly() -> None:
    piles = [[PileEntry(1, 4)], [PileEntry(0, 1)], [], []]
    result = score_round(_drawers([4, 1, 2, 3], bonus=[3, 2, 1, 0]), piles)
    assert result.players[0].bonus_points == 3, "player 1 guessed 0's clue"
    assert result.players[2].bonus_points == 0, "nobody guessed 2's clue: neither gain nor loss"


def test_round_score_is_tokens_received_minus_own_tokens_kept_plus_or_minus_bonus() -> None:
    piles = [[PileEntry(1, 4), PileEntry(2, 4)], [PileEntry(0, 1)], [PileEntry(0, 2)], [PileEntry(1, 5)]]
    result = score_round(_drawers([4, 1, 2, 3], bonus=[3, 2, 1, 0]), piles)
    zero = result.players[0]
    assert zero.received == (2, 2) and zero.kept == (1,) and zero.bonus_points == 3
    assert zero.score == 4 - 1 + 3
    one = result.players[1]
    assert one.black_sheep and one.received == (2,) and one.kept == (1, 1) and one.score == 2 - 2 - 2


def test_totals_add_up_over_five_rounds_and_the_biggest_total_wins() -> None:
    state = drawing_game(3, numbers=[1, 2, 3])
    for round_number in range(1, 6):
        guesses(state, (1, 0, 1))
        finish_all(state)
        check_all(state)
        assert len(state.results) == round_number
        if state.phase == "scored":
            for seat in range(3):
                act(state, seat, Ready())
            for seat in range(3):
                act(state, seat, Ready())
            for player, number in zip(state.players, [1, 2, 3], strict=True):
                player.number = number
    assert state.phase == "over"
    assert state.totals == [sum(r.score.players[s].score for r in state.results) for s in range(3)]
    best = max(state.totals)
    assert winners(state) == [s for s in range(3) if state.totals[s] == best]


def test_a_tie_for_the_biggest_total_shares_the_victory() -> None:
    state = drawing_game(3)
    state.totals = [5, 2, 5]
    assert winners(state) == [0, 2]


def test_scoring_waits_for_every_drawer_to_check_their_clue() -> None:
    state = drawing_game(3)
    finish_all(state)
    from parlour.games.pictomania.actions import CheckClue

    act(state, 0, CheckClue())
    act(state, 1, CheckClue())
    assert state.phase == "review" and state.results == []
    act(state, 2, CheckClue())
    assert state.phase == "scored" and len(state.results) == 1


def test_next_round_starts_when_everyone_is_ready_with_tokens_and_guess_cards_back() -> None:
    state = drawing_game(3)
    guesses(state, (0, 1, 2))
    finish_all(state)
    check_all(state)
    for seat in range(3):
        act(state, seat, Ready())
    assert state.round == 2 and state.phase == "preview"
    assert all(p.used == 0 and p.guessed == 0 and p.bonus == 0 for p in state.players)
    assert state.piles == [[], [], []] and state.bonus_left == [2, 1]
