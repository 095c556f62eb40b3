"""French rulebook, "Cas particuliers": drawing the wrong clue, drawing nothing, replacing unknown cards."""

from parlour.games.pictomania.actions import CheckClue, DrawNothing, Finish, Guess, Ready, ReplaceCard
from parlour.games.pictomania.rules import MAX_REPLACEMENTS_PER_ROUND, may_draw
from parlour.games.pictomania.scoring import Drawer, PileEntry, score_round

from .helpers import act, check_all, drawing_game, finish_all, guesses, new_game, refused


def test_wrong_clue_is_declared_at_scoring_by_the_drawer() -> None:
    state = drawing_game(3, numbers=[1, 2, 3])
    refused(state, 0, CheckClue(wrong=True), "wrong_phase")
    finish_all(state)
    act(state, 0, CheckClue(wrong=True))
    refused(state, 0, CheckClue(wrong=False), "already_checked")
    check_all(state)
    assert state.results[0].score.players[0].wrong_clue


def test_wrong_clue_returns_every_guess_on_the_drawer_and_they_are_not_wrong_for_the_black_sheep() -> None:
    piles = [[PileEntry(1, 5), PileEntry(2, 1)], [], []]
    drawers = [Drawer(1, 2, False, True), Drawer(2, 1, False, False), Drawer(3, 0, False, False)]
    result = score_round(drawers, piles)
    assert [s.outcome for s in result.players[0].pile] == ["returned", "returned"]
    assert result.players[1].wrong_guesses == 0 and result.players[2].received == ()
    assert result.black_sheep is None


def test_wrong_clue_drawer_keeps_all_their_scoring_tokens() -> None:
    piles = [[PileEntry(1, 1)], [], []]
    result = score_round([Drawer(1, 2, False, True), Drawer(2, 1, False, False), Drawer(3, 0, False, False)], piles)
    assert result.players[0].kept == (2, 1)
    assert result.players[1].received == ()


def test_wrong_clue_bonus_token_earns_nothing() -> None:
    piles = [[PileEntry(1, 1)], [], []]
    result = score_round([Drawer(1, 2, False, True), Drawer(2, 1, False, False), Drawer(3, 0, False, False)], piles)
    assert result.players[0].bonus_points == 0
    assert result.players[0].score == -3


def test_wrong_clue_bonus_token_still_costs_them_as_black_sheep() -> None:
    # Player 0 drew the wrong clue and made the only wrong guess (on player 1).
    piles = [[], [PileEntry(0, 6)], []]
    result = score_round([Drawer(1, 2, False, True), Drawer(2, 1, False, False), Drawer(3, 0, False, False)], piles)
    assert result.black_sheep == 0
    assert result.players[0].bonus_points == -2


def test_a_player_who_draws_nothing_cannot_be_guessed() -> None:
    state = drawing_game(4)
    act(state, 1, DrawNothing())
    refused(state, 0, Guess(1, 3), "target_draws_nothing")
    assert not may_draw(state, 1)


def test_a_player_who_draws_nothing_takes_no_bonus_token() -> None:
    state = drawing_game(4)
    act(state, 1, DrawNothing())
    refused(state, 1, Finish(bonus=True), "blank_takes_no_bonus")
    act(state, 1, Finish(bonus=False))
    assert state.players[1].bonus == 0 and state.bonus_left == [3, 2, 1]


def test_a_player_who_draws_nothing_may_still_guess() -> None:
    state = drawing_game(4)
    act(state, 1, DrawNothing())
    act(state, 1, Guess(0, 4))
    assert state.piles[0] == [PileEntry(1, 4)]


def test_a_player_who_draws_nothing_keeps_all_their_scoring_tokens() -> None:
    state = drawing_game(3, numbers=[1, 2, 3])
    act(state, 2, DrawNothing())
    guesses(state, (2, 0, 1))
    finish_all(state)
    check_all(state)
    blank = state.results[0].score.players[2]
    assert blank.blank and blank.kept == (2, 1) and blank.received == (2,)
    assert blank.score == 2 - 3


def test_guesses_already_on_a_player_who_then_draws_nothing_are_returned() -> None:
    state = drawing_game(4)
    act(state, 0, Guess(1, 3))
    act(state, 1, DrawNothing())
    assert state.piles[1] == []
    act(state, 0, Guess(2, 3))  # the card came back to player 0
    assert state.piles[2] == [PileEntry(0, 3)]


def test_replacing_a_clue_card_with_an_unknown_word_before_anyone_looks_at_their_secret() -> None:
    state = new_game(4)
    before = [p.card for p in state.rack]
    events = act(state, 2, ReplaceCard(3))
    after = [p.card for p in state.rack]
    assert after[3] not in before and after[:3] == before[:3] and after[4:] == before[4:]
    assert {"type": "card_replaced", "card": 3, "by": 2} in events


def test_replacing_a_clue_card_is_refused_once_the_secrets_are_looked_at() -> None:
    state = drawing_game(4)
    refused(state, 0, ReplaceCard(0), "wrong_phase")


def test_replacing_a_clue_card_makes_everyone_confirm_readiness_again() -> None:
    state = new_game(3)
    act(state, 0, Ready())
    act(state, 1, ReplaceCard(0))
    assert not state.players[0].ready


def test_replacements_are_limited_per_player_per_round() -> None:
    state = new_game(4)
    for _ in range(MAX_REPLACEMENTS_PER_ROUND):
        act(state, 0, ReplaceCard(1))
    refused(state, 0, ReplaceCard(2), "replacement_limit")
    refused(state, 1, ReplaceCard(6), "no_such_card")
