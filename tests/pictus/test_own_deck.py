"""Draw your own deck (a room option): each player draws their cards before the first round, and the game uses
only those; a player may bring shipped pictures instead (computer players do), and an away player's share is made
up so. Also what the server plays for any away player."""

import re
from typing import Any

import msgspec
import pytest

from parlour.engine.errors import RuleError
from parlour.games.pictus import GAME, roles, rules
from parlour.games.pictus.actions import DrawCard, PassNarration, UseShipped
from parlour.games.pictus.standin import absent_action
from parlour.games.pictus.views import view
from tests.pictus.helpers import CARDS, options


def stroke(x: int = 100) -> dict[str, Any]:
    return {"sid": x, "tool": "pen", "size": 6, "pts": [x, 100, 50, x + 50, 200, 50]}


def own_game(seats: int = 3, own_cards: int = 7, **fields: Any) -> rules.State:
    state = rules.setup(options(own_deck=True, own_cards=own_cards, **fields), seats, 5)
    assert state.phase == "drawing"
    return state


def test_before_the_first_round_each_player_draws_their_cards() -> None:
    state = own_game()
    for seat in range(3):
        assert roles.may_draw(state, seat)
        for n in range(7):
            assert state.phase == "drawing"
            rules.apply(state, seat, DrawCard([stroke(10 * n + seat)]), 0)
        if seat < 2:
            assert not roles.may_draw(state, seat), "their share is drawn; the others are still drawing"
    assert state.phase == "clue" and state.round == 1
    everything = state.deck + [c for hand in state.hands for c in hand]
    assert sorted(everything) == sorted(card for share in state.shares for card in share)
    assert len(set(everything)) == 21 and all(card in state.drawings for card in everything)
    assert not set(everything) & set(CARDS), "the game uses only the players' own cards"


def test_a_drawn_card_is_its_drawers_secret_until_it_is_dealt() -> None:
    state = own_game()
    rules.apply(state, 0, DrawCard([stroke(321)]), 0)
    assert GAME.sheet_viewers(state, 0) == frozenset({0}), "nobody watches a card being drawn"
    assert "321" not in str(view(state, 1)) and "321" not in str(view(state, None))
    assert view(state, 1)["players"][0]["drawn"] == 1, "how many is known"


def test_a_drawn_cards_id_does_not_name_its_drawer() -> None:
    state = own_game()
    for seat in range(3):
        rules.apply(state, seat, DrawCard([stroke()]), 0)
    ids = [share[0] for share in state.shares]
    assert len(set(ids)) == 3
    assert all(re.fullmatch(r"drawn-[0-9a-f]{8}", card) for card in ids)


def test_a_drawn_card_reaches_whoever_holds_it_with_its_strokes() -> None:
    state = own_game()
    for seat in range(3):
        for n in range(7):
            rules.apply(state, seat, DrawCard([stroke(n)]), 0)
    hand = view(state, 1)["hand"]
    assert all(card["strokes"] and card["id"].startswith("drawn-") for card in hand)


def test_an_empty_drawing_an_oversized_one_and_one_too_many_are_refused() -> None:
    state = own_game(own_cards=4, hand_size=3)
    before = msgspec.to_builtins(state)
    for action, code in (
        (DrawCard([]), "empty_drawing"),
        (DrawCard([{"sid": 1, "tool": "pen", "size": 4, "pts": []}]), "empty_drawing"),
        (DrawCard([{"sid": 1, "tool": "pen", "size": 4, "pts": [1, 1, 1] * (rules.MAX_DRAWING_POINTS + 1)}]), None),
    ):
        with pytest.raises(RuleError) as error:
            rules.apply(state, 0, action, 0)
        assert error.value.code == (code or "drawing_too_large")
    assert msgspec.to_builtins(state) == before
    for _ in range(4):
        rules.apply(state, 0, DrawCard([stroke()]), 0)
    with pytest.raises(RuleError) as error:
        rules.apply(state, 0, DrawCard([stroke()]), 0)
    assert error.value.code == "enough_drawn"


def test_a_player_may_bring_shipped_pictures_for_the_rest_of_their_share() -> None:
    state = own_game()
    rules.apply(state, 0, DrawCard([stroke()]), 0)
    rules.apply(state, 0, UseShipped(), 0)
    assert len(state.shares[0]) == 7 and state.shares[0][0] in state.drawings
    assert set(state.shares[0][1:]) <= set(CARDS)


def test_too_few_own_cards_for_every_hand_and_a_round_is_refused_at_the_start() -> None:
    with pytest.raises(RuleError) as error:
        rules.setup(options(own_deck=True, own_cards=6, hand_size=6), 4, 1)
    assert error.value.code == "deck_too_small" and error.value.params == {"needed": 28, "have": 24}


def test_the_server_draws_an_own_card_from_the_canvas_not_from_what_the_client_says() -> None:
    class Facts:
        @staticmethod
        def sheet() -> list[dict[str, Any]]:
            return [stroke(7)]

    admitted = GAME.admit(DrawCard([stroke(999)]), 0, Facts())
    assert admitted == DrawCard([stroke(7)])


# --- away players ----------------------------------------------------------------------------------------------


def test_an_away_player_never_holds_up_the_table() -> None:
    state = own_game()
    for seat in range(3):
        action = absent_action(state, seat)
        assert action == UseShipped()
        rules.apply(state, seat, action, 0)
    assert state.phase == "clue"
    narrator = state.narrator
    assert narrator is not None
    assert absent_action(state, narrator) == PassNarration()
    assert all(absent_action(state, s) is None for s in range(3) if s != narrator), "nothing to do yet"
    for phase in ("hand_in", "vote", "reveal"):
        if phase == "hand_in":
            rules.apply(state, state.narrator, rules.Clue(state.hands[state.narrator][0], "x"), 0)  # type: ignore[arg-type]
        for seat in range(3):
            action = absent_action(state, seat)
            if action is not None:
                rules.apply(state, seat, action, 0)
        assert state.phase != phase, f"the {phase} phase moved on with everyone away"
