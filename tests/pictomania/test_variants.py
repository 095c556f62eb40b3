"""Rulebook variants: the children's variant and the French 3-player variant; and the token sets."""

import pytest

from parlour.engine.errors import RuleError
from parlour.games.pictomania.actions import Finish, Guess
from parlour.games.pictomania.tokens import BONUS_TOKENS, SCORING_TOKENS

from .helpers import act, drawing_game, new_game


def test_childrens_variant_uses_one_clue_card() -> None:
    state = new_game(5, children=True)
    assert len(state.rack) == 1


def test_childrens_variant_deals_number_cards_only() -> None:
    state = new_game(6, children=True)
    assert all(p.symbol == 0 for p in state.players)
    assert len({p.number for p in state.players}) == 6


def test_childrens_variant_other_rules_stay_the_same() -> None:
    state = drawing_game(4, children=True)
    act(state, 0, Guess(1, 2))
    act(state, 0, Finish())
    assert state.players[0].bonus == 3


def test_three_player_variant_uses_bonus_tokens_one_two_and_three() -> None:
    state = drawing_game(3, three_player_bonus=True)
    assert state.bonus_left == [3, 2, 1]


def test_three_player_variant_round_ends_when_all_three_tokens_are_taken() -> None:
    state = drawing_game(3, three_player_bonus=True)
    act(state, 0, Finish())
    act(state, 1, Finish())
    assert state.phase == "drawing"
    act(state, 2, Finish())
    assert state.phase == "review"
    assert [p.bonus for p in state.players] == [3, 2, 1]


def test_three_player_variant_needs_exactly_three_players() -> None:
    with pytest.raises(RuleError) as error:
        new_game(4, three_player_bonus=True)
    assert error.value.code == "bad_options"


@pytest.mark.parametrize(
    ("players", "scoring", "bonus"),
    [
        (3, (2, 1), (2, 1)),
        (4, (2, 1, 1), (3, 2, 1)),
        (5, (3, 2, 1, 1), (3, 3, 2, 1)),
        (6, (3, 2, 1, 1, 1), (3, 3, 2, 2, 1)),
    ],
)
def test_token_sets_by_number_of_players(players: int, scoring: tuple[int, ...], bonus: tuple[int, ...]) -> None:
    assert SCORING_TOKENS[players] == scoring
    assert BONUS_TOKENS[players] == bonus
    assert drawing_game(players).bonus_left == list(bonus)


def test_one_bonus_token_fewer_than_players() -> None:
    for players in range(3, 7):
        assert len(BONUS_TOKENS[players]) == players - 1 == len(SCORING_TOKENS[players])
