"""Rulebook: Setup and phase 1 (Setup) of each round."""

import pytest

from parlour.engine.errors import RuleError
from parlour.games.pictomania import rules
from parlour.games.pictomania.actions import ChooseLevel, Ready
from parlour.games.pictomania.options import Options

from .helpers import CARDS, act, new_game, refused, start_drawing


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_three_to_six_players_can_play(players: int) -> None:
    state = new_game(players)
    assert state.seats == players and len(state.players) == players


@pytest.mark.parametrize("players", [0, 1, 2, 7, 10])
def test_fewer_than_three_or_more_than_six_players_is_refused(players: int) -> None:
    with pytest.raises(RuleError) as error:
        new_game(players)
    assert error.value.code == "bad_player_count"


def test_game_has_five_rounds() -> None:
    from parlour.bots.random_play import play_random_game
    from parlour.games.pictomania import GAME

    match = play_random_game(GAME, Options(cards=CARDS, level="easy"), 4, seed=3)
    assert match.state.phase == "over"
    assert [r.round for r in match.state.results] == [1, 2, 3, 4, 5]


def test_host_chooses_difficulty_level_each_round_when_not_fixed() -> None:
    state = new_game(4, level=None)
    assert state.phase == "choosing_level" and state.rack == []
    refused(state, 1, ChooseLevel("hard"), "not_host")
    act(state, 0, ChooseLevel("hard"))
    assert state.phase == "preview" and state.level == "hard"
    assert all(CARDS[p.card].level == "hard" for p in state.rack)


def test_room_options_can_fix_the_difficulty_level() -> None:
    state = new_game(4, level="moderate")
    assert state.phase == "preview" and state.level == "moderate"


def test_level_with_too_few_cards_cannot_be_chosen() -> None:
    cards = tuple(c for c in CARDS if c.level != "hard" or c.id.endswith("-a"))
    state = rules.setup(Options(cards=cards), 4, 1)
    refused(state, 0, ChooseLevel("hard"), "level_unavailable")
    refused(state, 0, ChooseLevel("impossible"), "unknown_level")


def test_six_clue_cards_of_seven_clues_are_dealt_from_the_chosen_level() -> None:
    state = new_game(5, level="easy")
    assert len(state.rack) == 6
    assert len({p.card for p in state.rack}) == 6
    for placed in state.rack:
        card = CARDS[placed.card]
        assert card.level == "easy" and len(card.sides[placed.side]) == 7


def test_each_clue_card_is_shown_on_a_random_side() -> None:
    sides = {placed.side for seed in range(20) for placed in new_game(4, seed=seed).rack}
    assert sides == {0, 1}


def test_each_player_is_dealt_one_symbol_card_and_one_number_card() -> None:
    state = new_game(6)
    symbols = [p.symbol for p in state.players]
    numbers = [p.number for p in state.players]
    assert sorted(symbols) == [0, 1, 2, 3, 4, 5], "6 symbol cards, one to each player"
    assert len(set(numbers)) == 6 and all(1 <= n <= 7 for n in numbers), "7 number cards, one to each player"


def test_clue_cards_used_in_a_round_are_not_dealt_again_while_the_level_has_others() -> None:
    state = start_drawing(new_game(4, level="easy"))
    first = {p.card for p in state.rack}
    state.phase = "scored"  # arrange: jump to the end of the round
    for seat in range(4):
        act(state, seat, Ready())
    assert state.round == 2
    # 8 easy cards in the test deck: the 2 unused ones are dealt before any used card returns.
    assert len(first & {p.card for p in state.rack}) == 4


def test_a_level_that_runs_out_is_reshuffled_from_its_used_cards() -> None:
    state = new_game(4, level="easy")
    for _ in range(4):
        state.phase = "scored"
        for seat in range(4):
            act(state, seat, Ready())
        assert len({p.card for p in state.rack}) == 6


def test_players_may_not_look_at_their_secret_before_the_start_signal() -> None:
    state = new_game(4)
    from parlour.games.pictomania.views import view

    assert view(state, 0)["me"]["secret"] is None
    start_drawing(state)
    assert view(state, 0)["me"]["secret"] == {
        "symbol": state.players[0].symbol,
        "number": state.players[0].number,
    }


def test_start_signal_is_given_when_every_player_is_ready() -> None:
    state = new_game(3)
    act(state, 0, Ready())
    act(state, 1, Ready())
    assert state.phase == "preview"
    refused(state, 0, Ready(), "already_ready")
    events = act(state, 2, Ready(), now=5000)
    assert state.phase == "drawing"
    assert {"type": "drawing_started", "round": 1, "deadline": None} in events
