"""Every clause of ../shared/rules/piccolino.txt (docs/rules/piccolino.md maps clauses to these tests)."""

from collections import Counter

import pytest

from parlour.engine.errors import RuleError
from parlour.games.piccolino import rules
from parlour.games.piccolino.actions import Flip, Ring, VoteStop
from parlour.games.piccolino.cards import COLOURS, deck_for, full_deck, pair_showing

from .helpers import HAPPY_BLUE, HAPPY_GREEN, HAPPY_RED, SAD_RED, act, new_game, refused, table


def test_two_to_five_players() -> None:
    for players in (2, 3, 4, 5):
        assert new_game(players).seats == players
    for players in (1, 6):
        with pytest.raises(RuleError) as error:
            new_game(players)
        assert error.value.code == "bad_player_count"


def test_the_deck_has_55_cards_and_8_clowns_told_apart_by_colour() -> None:
    deck = full_deck()
    assert len(deck) == 55 and len(COLOURS) == 8 == len({c.colour for c in deck})


def test_seven_colours_have_six_happy_and_one_sad_clown_and_black_five_and_one() -> None:
    counts = Counter((c.colour, c.happy) for c in full_deck())
    for colour in COLOURS:
        assert counts[(colour, True)] == (5 if colour == "black" else 6)
        assert counts[(colour, False)] == 1


def test_with_two_players_the_black_cards_are_removed() -> None:
    assert all(c.colour != "black" for c in deck_for(2)) and len(deck_for(2)) == 49
    state = new_game(2)
    assert sum(p.cards() for p in state.players) == 49


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_all_cards_are_dealt_as_evenly_as_possible(players: int) -> None:
    state = new_game(players)
    sizes = [len(p.draw) for p in state.players]
    assert sum(sizes) == len(deck_for(players)) and max(sizes) - min(sizes) <= 1
    assert all(p.discard == [] for p in state.players)


def test_the_dealer_plays_first() -> None:
    assert new_game(4, dealer=2).turn == 2
    refused(new_game(4, dealer=2), 0, Flip(), "not_your_turn")


def test_play_goes_clockwise_each_player_flipping_onto_their_own_discard_pile() -> None:
    state = new_game(3)
    order = []
    for _ in range(4):
        seat = state.turn
        top = state.players[seat].draw[-1]
        act(state, seat, Flip())
        assert state.players[seat].discard[-1] == top
        order.append(seat)
    assert order == [0, 1, 2, 0]


def test_only_the_top_card_of_each_discard_pile_is_visible() -> None:
    from parlour.games.piccolino.views import view

    state = table(3, [[HAPPY_RED], [], []], [[HAPPY_BLUE, HAPPY_GREEN], [SAD_RED], []])
    shown = view(state, 1)["players"]
    assert shown[0]["top"] == {"colour": "green", "happy": True} and shown[0]["discard"] == 2
    assert shown[2]["top"] is None


def test_ring_when_two_visible_tops_are_happy_clowns_of_the_same_colour() -> None:
    assert pair_showing([HAPPY_RED, HAPPY_BLUE, HAPPY_RED])
    assert not pair_showing([HAPPY_RED, HAPPY_BLUE, None])


def test_sad_clowns_never_count() -> None:
    assert not pair_showing([HAPPY_RED, SAD_RED])
    assert not pair_showing([SAD_RED, SAD_RED])


def test_the_first_to_ring_correctly_wins_all_discard_piles_to_the_bottom_of_their_draw_pile() -> None:
    state = table(3, [[HAPPY_GREEN], [HAPPY_BLUE], [HAPPY_BLUE]], [[HAPPY_RED], [SAD_RED, HAPPY_RED], [HAPPY_BLUE]])
    events = act(state, 2, Ring(state.version))
    assert {"type": "bell_won", "seat": 2, "cards": 4, "reaction_ms": 0} in events
    assert all(p.discard == [] for p in state.players)
    assert state.players[2].draw[-1] == HAPPY_BLUE, "the won cards go under, the old top stays on top"
    assert len(state.players[2].draw) == 5


def test_the_winner_of_the_bell_starts_the_next_round() -> None:
    state = table(3, [[HAPPY_GREEN], [HAPPY_BLUE], [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_RED], []], turn=0)
    act(state, 1, Ring(state.version))
    assert state.turn == 1


def test_a_wrong_ring_gives_one_card_from_the_ringers_draw_pile_to_each_other_player() -> None:
    draws = [[HAPPY_GREEN] * 5, [HAPPY_BLUE], [HAPPY_BLUE]]
    state = table(3, draws, [[HAPPY_RED], [HAPPY_BLUE], [SAD_RED]])
    events = act(state, 0, Ring(state.version))
    assert {"type": "wrong_ring", "seat": 0, "gave": [1, 2]} in events
    assert [len(p.draw) for p in state.players] == [3, 2, 2]
    assert state.players[1].draw[0] == HAPPY_GREEN, "the card goes under the receiver's draw pile"


def test_with_two_players_a_wrong_ring_gives_the_discard_piles_to_the_other_player() -> None:
    state = table(2, [[HAPPY_GREEN] * 3, [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_BLUE, SAD_RED]])
    events = act(state, 0, Ring(state.version))
    assert {"type": "wrong_ring", "seat": 0, "discards_to": 1, "cards": 3} in events
    assert len(state.players[1].draw) == 4 and state.turn == 1


def test_a_player_with_an_empty_draw_pile_plays_on_while_they_have_a_discard_pile() -> None:
    state = table(3, [[], [HAPPY_BLUE], [HAPPY_GREEN]], [[HAPPY_RED], [SAD_RED], []], turn=1)
    assert not state.players[0].out
    act(state, 1, Flip())
    assert state.turn == 2, "a player who cannot flip is skipped"
    act(state, 2, Flip())
    assert all(not p.draw for p in state.players) and state.turn == 0, "nobody can flip: the turn-over is due"
    # ...and may still ring and win.
    state2 = table(3, [[], [HAPPY_BLUE], [HAPPY_GREEN]], [[HAPPY_RED], [HAPPY_RED], []], turn=1)
    act(state2, 0, Ring(state2.version))
    assert len(state2.players[0].draw) == 2


def test_a_player_is_out_when_they_lose_their_discard_pile_with_an_empty_draw_pile() -> None:
    state = table(3, [[], [HAPPY_BLUE], [HAPPY_GREEN]], [[HAPPY_BLUE], [HAPPY_RED], [HAPPY_RED]], turn=1)
    events = act(state, 1, Ring(state.version))
    assert {"type": "out", "seat": 0} in events and state.players[0].out
    refused(state, 0, Ring(state.version), "player_out")


def test_the_winner_is_the_one_who_won_all_the_cards() -> None:
    state = table(2, [[], [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_RED]], turn=1)
    events = act(state, 1, Ring(state.version))
    assert state.phase == "over" and state.winners == [1]
    assert any(e["type"] == "game_over" for e in events)


def test_or_the_one_with_the_most_cards_when_the_players_agree_to_stop() -> None:
    state = table(3, [[HAPPY_RED] * 4, [HAPPY_BLUE] * 2, [HAPPY_GREEN] * 4], [[], [], []])
    act(state, 0, VoteStop())
    act(state, 1, VoteStop())
    assert state.phase == "playing"
    refused(state, 1, VoteStop(), "vote_unchanged")
    act(state, 2, VoteStop())
    assert state.phase == "over" and state.winners == [0, 2], "a tie shares the victory"


def test_nobody_can_flip_then_every_discard_pile_is_turned_over() -> None:
    state = table(3, [[], [], []], [[HAPPY_RED, HAPPY_BLUE], [HAPPY_GREEN], [SAD_RED]], turn=0)
    events = act(state, 0, Flip())
    assert events[0]["type"] == "piles_turned_over"
    assert state.players[0].draw == [HAPPY_BLUE, HAPPY_RED], "the first card discarded is on top again"
    assert all(p.discard == [] for p in state.players)


def test_a_player_who_does_not_flip_in_time_is_flipped_for() -> None:
    state = new_game(3, flip_seconds=3)
    assert rules.next_deadline(state) == 0
    assert rules.tick(state, 10_000) == [{"type": "turn", "seat": 0, "deadline": 13_000}]
    assert rules.tick(state, 12_999) == []
    events = rules.tick(state, 13_000)
    assert events[0]["type"] == "flipped" and events[0]["auto"] and events[0]["seat"] == 0
    assert state.turn == 1 and rules.next_deadline(state) == 16_000


def test_nobody_flips_while_the_bell_is_being_decided() -> None:
    state = table(3, [[HAPPY_GREEN], [HAPPY_BLUE], [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_RED], []], turn=2)
    act(state, 0, Ring(state.version, reaction_ms=300, elapsed_ms=400, rtt_ms=50, window_ms=200), now=1000)
    refused(state, 2, Flip(), "bell_ringing")


def test_out_of_turn_and_bad_rings_are_refused() -> None:
    state = new_game(3)
    refused(state, 1, Flip(), "not_your_turn")
    refused(state, 0, Ring(state.version + 1), "future_version")
    refused(state, 7, Flip(), "no_such_seat")


def test_one_ring_per_table_so_a_double_press_is_not_a_double_penalty() -> None:
    draws = [[HAPPY_GREEN] * 5, [HAPPY_BLUE], [HAPPY_BLUE]]
    state = table(3, draws, [[HAPPY_RED], [HAPPY_BLUE], [SAD_RED]])
    act(state, 0, Ring(state.version))
    refused(state, 0, Ring(state.version), "already_rang")
    assert [len(p.draw) for p in state.players] == [3, 2, 2], "one penalty"
