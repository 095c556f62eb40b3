"""Pictus's rulebook, clause by clause (docs/rules/pictus.md lists each clause with its test)."""

import msgspec
import pytest

from parlour.engine.errors import RuleError
from parlour.games.pictus import roles, round_end, rules
from parlour.games.pictus.actions import Clue, HandIn, PassNarration, Ready, Vote
from parlour.games.pictus.views import view
from tests.pictus.helpers import (
    CARDS,
    card_of,
    everyone_ready,
    game,
    give_clue,
    hand_in_all,
    narrator,
    options,
    others,
    to_vote,
    vote,
)


def refused(state: object, seat: int, action: object, code: str) -> None:
    before = msgspec.to_builtins(state)
    with pytest.raises(RuleError) as error:
        rules.apply(state, seat, action, 0)  # type: ignore[arg-type]
    assert error.value.code == code
    assert msgspec.to_builtins(state) == before, "a refused action changes nothing"


# --- setting up ------------------------------------------------------------------------------------------------


def test_each_picture_in_the_stack_is_unique() -> None:
    state = game(seats=6)
    everywhere = state.deck + [c for hand in state.hands for c in hand]
    assert len(everywhere) == len(set(everywhere)) == len(CARDS)


@pytest.mark.parametrize("seats", [3, 4, 6, 8])
def test_three_to_eight_players_play_and_three_follows_the_rulebook_unchanged(seats: int) -> None:
    state = game(seats=seats)
    to_vote(state)
    assert len(state.table) == seats, "with 3 players, 3 cards reach the table, as the rulebook says for any number"


@pytest.mark.parametrize("seats", [2, 9])
def test_fewer_than_three_or_more_than_eight_players_cannot_play(seats: int) -> None:
    with pytest.raises(RuleError) as error:
        rules.setup(options(), seats, 1)
    assert error.value.code == "bad_seats"


def test_each_player_draws_six_cards() -> None:
    state = game(seats=5)
    assert [len(hand) for hand in state.hands] == [6] * 5
    assert len(state.deck) == len(CARDS) - 30


def test_one_player_starts_the_game_as_the_narrator() -> None:
    narrators = {narrator(game(seed=seed)) for seed in range(30)}
    assert narrators == {0, 1, 2, 3}, "any player may start, as the deal falls"


# --- the clue ---------------------------------------------------------------------------------------------------


def test_the_narrator_chooses_a_picture_in_their_hand() -> None:
    state = game()
    refused(state, narrator(state), Clue(state.hands[others(state)[0]][0], "sea"), "not_in_hand")
    card = give_clue(state, "sea")
    assert state.narrator_card == card and state.phase == "hand_in"


def test_only_the_narrator_gives_the_clue() -> None:
    state = game()
    seat = others(state)[0]
    refused(state, seat, Clue(state.hands[seat][0], "sea"), "not_narrator")


def test_a_clue_may_be_words_a_drawing_or_both() -> None:
    for words, drawn in (("a quiet storm", False), ("", True), ("a quiet storm", True)):
        state = game()
        rules.apply(state, narrator(state), Clue(state.hands[narrator(state)][0], words, drawn), 0)
        assert view(state, others(state)[0])["clue"] == {"words": words, "drawn": drawn}


def test_a_clue_of_nothing_is_refused_and_a_long_one_too() -> None:
    state = game()
    card = state.hands[narrator(state)][0]
    refused(state, narrator(state), Clue(card, "   "), "empty_clue")
    refused(state, narrator(state), Clue(card, "x" * (rules.MAX_WORDS + 1)), "clue_too_long")


def test_the_narrator_may_draw_the_clue_and_nobody_else_may_draw() -> None:
    state = game()
    assert roles.may_draw(state, narrator(state))
    assert not any(roles.may_draw(state, seat) for seat in others(state))
    give_clue(state)
    assert not roles.may_draw(state, narrator(state)), "the clue is given: the drawing is finished"


def test_the_narrators_card_stays_secret() -> None:
    state = game()
    card = give_clue(state)
    assert view(state, narrator(state))["mine"] == {"id": card}
    for seat in [*others(state), None]:
        assert card not in str(view(state, seat)), "no other seat, nor a spectator, learns the narrator's card"


def test_a_narrator_who_passes_gives_the_narration_to_the_next_player() -> None:
    state = game()
    first = narrator(state)
    rules.apply(state, first, PassNarration(), 0)
    assert state.narrator == (first + 1) % 4 and state.round == 1 and state.phase == "clue"


# --- handing in -----------------------------------------------------------------------------------------------


def test_each_other_player_hands_in_a_card_from_their_hand() -> None:
    state = game()
    give_clue(state)
    seat = others(state)[0]
    refused(state, seat, HandIn(state.hands[others(state)[1]][0]), "not_in_hand")
    refused(state, narrator(state), HandIn(state.hands[narrator(state)][1]), "narrator_hands_nothing")
    rules.apply(state, seat, HandIn(state.hands[seat][2]), 0)
    refused(state, seat, HandIn(state.hands[seat][3]), "already_handed_in")
    assert state.phase == "hand_in", "the table waits for every other player"


def test_handed_in_cards_are_face_down_until_the_table_is_shown() -> None:
    state = game()
    give_clue(state)
    seat = others(state)[0]
    card = state.hands[seat][2]
    rules.apply(state, seat, HandIn(card), 0)
    for other in [narrator(state), *others(state)[1:], None]:
        seen = view(state, other)
        assert card not in str(seen)
        assert seen["players"][seat]["done"], "that they handed in is known, not what"
    assert view(state, seat)["mine"] == {"id": card}


def test_the_narrator_shuffles_all_cards_including_their_own_and_turns_them_face_up() -> None:
    orders = set()
    for seed in range(12):
        state = game(seed=seed)
        own = give_clue(state)
        handed = hand_in_all(state)
        assert sorted(state.table) == sorted([own, *handed.values()])
        assert view(state, None)["table"] == [{"id": c} for c in state.table], "face up, for everyone"
        orders.add(state.owners.index(narrator(state)))
        assert all(c not in hand for hand in state.hands for c in state.table), "the cards left the hands"
    assert len(orders) > 1, "the narrator's card is not always in the same place"


# --- voting -----------------------------------------------------------------------------------------------------


def test_everyone_but_the_narrator_votes_unless_the_room_chose_otherwise() -> None:
    state = game()
    to_vote(state)
    refused(state, narrator(state), Vote(card_of(state, others(state)[0])), "not_a_voter")
    assert [view(state, s)["voting"] for s in range(4)] == [s != narrator(state) for s in range(4)]


def test_only_the_narrator_votes() -> None:
    state = game(voters="narrator")
    to_vote(state)
    seat = others(state)[0]
    refused(state, seat, Vote(card_of(state, narrator(state))), "not_a_voter")
    vote(state, {narrator(state): card_of(state, seat)})
    assert state.phase == "reveal"


def test_everyone_votes() -> None:
    state = game(voters="everyone")
    to_vote(state)
    n = narrator(state)
    vote(state, {seat: card_of(state, n) for seat in others(state)})
    assert state.phase == "vote", "the narrator's vote is still to come"
    vote(state, {n: card_of(state, others(state)[0])})
    assert state.phase == "reveal"


def test_no_player_shall_ever_vote_for_their_own_card() -> None:
    state = game(voters="everyone")
    to_vote(state)
    for seat in range(4):
        refused(state, seat, Vote(card_of(state, seat)), "own_card")


def test_the_voting_narrator_chooses_someone_elses_card() -> None:
    state = game(voters="everyone", extra_card=True)
    to_vote(state)
    refused(state, narrator(state), Vote(card_of(state, None)), "not_someone_elses")
    refused(state, narrator(state), Vote(len(state.table)), "no_such_card")


def test_the_narrator_who_drew_the_extra_card_knows_it_and_nobody_else_does() -> None:
    state = game(voters="everyone", extra_card=True)
    to_vote(state)
    assert view(state, narrator(state))["extra"] == card_of(state, None)
    assert all(view(state, seat)["extra"] is None for seat in [*others(state), None])


def test_a_second_vote_is_refused() -> None:
    state = game()
    to_vote(state)
    seat = others(state)[0]
    vote(state, {seat: card_of(state, narrator(state))})
    refused(state, seat, Vote(card_of(state, others(state)[1])), "already_voted")


def test_votes_are_secret_and_revealed_all_at_once() -> None:
    state = game(seats=5)
    to_vote(state)
    first, *rest = others(state)
    choice = card_of(state, narrator(state))
    vote(state, {first: choice})
    for seat in [narrator(state), *rest, None]:
        seen = view(state, seat)
        assert seen["reveal"] is None and seen["my_vote"] is None
        assert seen["players"][first]["done"], "that they voted is known, not for what"
    assert view(state, first)["my_vote"] == choice
    vote(state, {seat: card_of(state, narrator(state)) for seat in rest[:-1]})
    assert view(state, None)["reveal"] is None
    vote(state, {rest[-1]: card_of(state, first)})
    reveal = view(state, None)["reveal"]
    assert reveal["owners"] == state.owners
    assert sum(len(v) for v in reveal["votes"]) == 4


def test_nobody_learns_which_card_is_whose_before_the_vote_ends() -> None:
    state = game()
    to_vote(state)
    for seat in [*range(4), None]:
        seen = view(state, seat)
        assert seen["reveal"] is None
        assert "owners" not in str(seen)
        if seat is not None:
            assert seen["mine"] == {"id": state.table[card_of(state, seat)]}, "each knows their own card only"


# --- scoring ------------------------------------------------------------------------------------------------


def scored(state: object, choices: dict[int, int]) -> list[int]:
    vote(state, choices)  # type: ignore[arg-type]
    return list(state.reveal.points)  # type: ignore[attr-defined]


def test_if_all_players_guess_right_the_narrator_gets_nothing_and_everyone_else_two() -> None:
    state = game()
    to_vote(state)
    n = narrator(state)
    points = scored(state, {s: card_of(state, n) for s in others(state)})
    assert points[n] == 0 and all(points[s] == 2 for s in others(state))
    assert state.reveal is not None and state.reveal.all_or_none


def test_if_all_players_guess_wrong_the_narrator_gets_nothing_and_everyone_else_two_plus_their_votes() -> None:
    state = game()
    to_vote(state)
    n = narrator(state)
    a, b, c = others(state)
    points = scored(state, {a: card_of(state, b), b: card_of(state, a), c: card_of(state, a)})
    assert points[n] == 0
    assert points[a] == 2 + 2 and points[b] == 2 + 1 and points[c] == 2
    assert state.reveal is not None and state.reveal.all_or_none


def test_otherwise_the_narrator_and_each_player_who_guessed_right_get_three() -> None:
    state = game()
    to_vote(state)
    n = narrator(state)
    a, b, c = others(state)
    points = scored(state, {a: card_of(state, n), b: card_of(state, n), c: card_of(state, a)})
    assert points[n] == 3 and points[b] == 3 and points[c] == 0
    assert points[a] == 3 + 1, "a found it, and c voted for a's card"


def test_the_narrator_scores_only_when_some_but_not_all_guess_right() -> None:
    for found in range(4):
        state = game()
        to_vote(state)
        n = narrator(state)
        a, b, c = others(state)
        wrong = {a: card_of(state, b), b: card_of(state, c), c: card_of(state, a)}
        right = {s: card_of(state, n) for s in (a, b, c)[:found]}
        points = scored(state, {**wrong, **right})
        assert (points[n] > 0) == (0 < found < 3)


def test_each_player_gets_one_point_for_each_vote_on_their_card() -> None:
    state = game(seats=6)
    to_vote(state)
    n = narrator(state)
    a, b, c, d, e = others(state)
    points = scored(
        state, {a: card_of(state, n), b: card_of(state, a), c: card_of(state, a), d: card_of(state, a), e: 0}
    )
    e_choice = state.votes[e]
    assert e_choice is not None
    bonus = [0] * 6
    for voter in (b, c, d, e):
        owner = state.owners[state.votes[voter]]  # type: ignore[index]
        if owner not in (None, n):
            bonus[owner] += 1
    assert points[a] == 3 + bonus[a] and bonus[a] >= 3


def test_if_the_narrator_voted_the_owner_of_the_card_they_chose_gets_one_point() -> None:
    state = game(voters="everyone")
    to_vote(state)
    n = narrator(state)
    a, b, c = others(state)
    points = scored(state, {a: card_of(state, n), b: card_of(state, n), c: card_of(state, n), n: card_of(state, c)})
    assert points[c] == 2 + 1 and points[a] == 2 and points[n] == 0


def test_with_only_the_narrator_voting_nobody_guesses_so_the_others_score_two_and_the_chosen_card_one_more() -> None:
    state = game(voters="narrator")
    to_vote(state)
    n = narrator(state)
    a, b, c = others(state)
    points = scored(state, {n: card_of(state, b)})
    assert points[n] == 0 and points[a] == 2 and points[b] == 3 and points[c] == 2


def test_a_vote_for_the_extra_card_scores_nobody() -> None:
    state = game(extra_card=True)
    to_vote(state)
    n = narrator(state)
    a, b, c = others(state)
    points = scored(state, {a: card_of(state, None), b: card_of(state, n), c: card_of(state, n)})
    assert points == [3 if s in (n, b, c) else 0 for s in range(4)]


# --- the next round ---------------------------------------------------------------------------------------------


def test_everyone_draws_a_card_and_the_player_next_to_the_narrator_narrates_next() -> None:
    state = game()
    first = narrator(state)
    to_vote(state)
    vote(state, {s: card_of(state, first) for s in others(state)})
    table = list(state.table)
    deck = len(state.deck)
    everyone_ready(state)
    assert state.narrator == (first + 1) % 4 and state.round == 2 and state.phase == "clue"
    assert [len(hand) for hand in state.hands] == [6] * 4
    assert len(state.deck) == deck - 4
    assert all(card in state.used for card in table), "used cards leave play"


def test_the_next_round_starts_by_itself_after_the_reveal() -> None:
    state = game()
    to_vote(state)
    vote(state, {s: card_of(state, narrator(state)) for s in others(state)}, now=1000)
    rules.apply(state, 0, Ready(), 1500)
    assert rules.next_deadline(state) == 1000 + round_end.REVEAL_MS
    assert rules.tick(state, 1000 + round_end.REVEAL_MS - 1) == []
    events = rules.tick(state, 1000 + round_end.REVEAL_MS)
    assert events[-1]["type"] == "round_started" and state.round == 2


# --- variants ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("hand_size", [3, 4, 5])
def test_decrease_the_maximum_hand_size(hand_size: int) -> None:
    state = game(hand_size=hand_size)
    assert [len(hand) for hand in state.hands] == [hand_size] * 4
    to_vote(state)
    vote(state, {s: card_of(state, narrator(state)) for s in others(state)})
    everyone_ready(state)
    assert [len(hand) for hand in state.hands] == [hand_size] * 4


def test_add_a_random_card_from_the_top_of_the_deck_among_the_cards_to_be_guessed() -> None:
    state = game(extra_card=True)
    top = state.deck[-1]
    to_vote(state)
    assert len(state.table) == 5 and state.owners[state.table.index(top)] is None
    assert top not in str(view(state, None)["reveal"])


def test_consider_text_on_the_card_is_an_option_everyone_sees() -> None:
    from parlour.games.pictus.options import public_options

    assert public_options(options(captions=True))["captions"] is True
    assert public_options(options())["captions"] is False


# --- the end (not in the rulebook: docs/rules/pictus.md) ---------------------------------------------------------


def test_the_game_ends_when_a_player_reaches_the_target() -> None:
    state = game(target=5)
    for _ in range(3):
        to_vote(state)
        vote(state, {s: card_of(state, narrator(state)) for s in others(state)})
        if state.phase == "over":
            break
        everyone_ready(state)
    assert state.phase == "over" and state.end_reason == "target"
    assert state.winners == [s for s in range(4) if state.scores[s] == max(state.scores)]
    assert max(state.scores) >= 5


def test_the_game_ends_when_the_deck_can_no_longer_refill_every_hand() -> None:
    state = rules.setup(options(target=60).__class__(cards=CARDS[:32], target=60), 4, 3)
    rounds = 0
    while state.phase != "over":
        rounds += 1
        to_vote(state)
        vote(state, {s: card_of(state, narrator(state)) for s in others(state)})
        if state.phase == "reveal":
            everyone_ready(state)
    assert state.end_reason == "deck"
    assert rounds == 3, "32 cards: 24 dealt, two refills of 4 from the 8 left, then a third round and no refill"
    assert state.deck == [] and all(len(hand) == 5 for hand in state.hands)


def test_players_who_share_the_best_score_share_the_win() -> None:
    state = game(target=5)
    n = narrator(state)
    a = others(state)[0]
    state.scores[n], state.scores[a] = 5, 3
    to_vote(state)
    vote(state, {s: card_of(state, n) for s in others(state)})
    assert state.phase == "over" and state.scores[n] == state.scores[a] == 5
    assert state.winners == sorted([n, a])
