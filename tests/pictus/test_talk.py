"""The table's chat in Pictus (the project's reading, docs/rules/pictus.md): open while the narrator thinks of a
clue and from the reveal on, closed while the others choose a card for the clue and vote, so that nobody points
at a card in words."""

from parlour.games.pictus import GAME
from parlour.games.pictus.talk import talk_open

from .helpers import card_of, game, give_clue, hand_in_all, narrator, others, vote


def test_no_talk_from_the_clue_to_the_reveal() -> None:
    state = game()
    assert GAME.talk_open is talk_open
    assert state.phase == "clue" and talk_open(state)
    give_clue(state)
    assert state.phase == "hand_in" and not talk_open(state)
    hand_in_all(state)
    assert state.phase == "vote" and not talk_open(state)
    teller = narrator(state)
    vote(state, {seat: card_of(state, teller) for seat in others(state)})
    assert state.phase == "reveal" and talk_open(state)
