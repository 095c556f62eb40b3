"""The shipped picture decks a room plays with: the storybook by default, the classic one on request, and the classic
one for games recorded before the storybook existed."""

import msgspec
import pytest

from parlour.content.picture_deck import load_deck
from parlour.content.source import Content
from parlour.engine.decoding import decode_options
from parlour.engine.errors import RuleError
from parlour.games.pictus import GAME
from parlour.games.pictus.options import prepare_options


def _ids(deck: str) -> tuple[str, ...]:
    return tuple(card["id"] for card in load_deck()["cards"] if card["deck"] == deck)


def test_a_new_room_plays_the_storybook_pictures_unless_it_picks_the_classic_ones() -> None:
    storybook, classic = _ids("storybook"), _ids("classic")
    assert len(storybook) >= 300 and len(classic) == 170
    assert not set(storybook) & set(classic)
    chosen = prepare_options({}, Content())
    assert chosen.deck == "storybook" and chosen.cards == storybook
    chosen = prepare_options({"deck": "classic"}, Content())
    assert chosen.deck == "classic" and chosen.cards == classic


def test_a_room_asking_for_a_deck_that_does_not_exist_is_refused() -> None:
    with pytest.raises(RuleError) as refused:
        prepare_options({"deck": "tarot"}, Content())
    assert refused.value.code == "bad_options"


class NoPictures:
    def pictures(self, deck: str) -> tuple[str, ...]:
        return ()


def test_a_deck_without_pictures_is_refused_unless_the_players_draw_their_own() -> None:
    with pytest.raises(RuleError) as refused:
        prepare_options({"deck": "classic"}, NoPictures())
    assert refused.value.code == "bad_options"
    assert prepare_options({"own_deck": True}, NoPictures()).cards == ()


def test_a_game_recorded_before_the_storybook_deck_replays_with_the_classic_pictures() -> None:
    """Its record's options lack `deck`: its cards were the classic pictures, and it says so."""
    recorded = msgspec.to_builtins(prepare_options({"deck": "classic"}, Content()))
    del recorded["deck"]
    old = decode_options(GAME, recorded)
    assert old.deck == "classic"
    # and the game set up again from that record deals the classic pictures it was played with
    state = GAME.setup(old, 4, 1)
    dealt = {card for hand in state.hands for card in hand}
    assert dealt and dealt <= set(_ids("classic"))
