"""No table waits forever: handing in and voting have a time limit (a room option), after which the server plays
for whoever has not acted and says so; the host may end the wait at once. Readings: docs/rules/pictus.md."""

import pytest

from parlour.engine.errors import RuleError
from parlour.games.pictus import GAME, rules
from parlour.games.pictus.actions import EndWait, HandIn, Vote
from parlour.games.pictus.options import DEFAULT_TIME_LIMIT, prepare_options
from parlour.games.pictus.scoring import score_round
from parlour.games.pictus.views import view
from tests.pictus.helpers import CARDS, card_of, game, give_clue, narrator, others, vote


class Shipped:
    def pictures(self, deck: str) -> tuple[str, ...]:
        return CARDS


class Facts:
    def __init__(self, host: bool) -> None:
        self.host = host


def test_handing_in_and_voting_have_a_time_limit_of_two_minutes_unless_the_room_chooses_another_or_none() -> None:
    assert DEFAULT_TIME_LIMIT == 120
    assert prepare_options({}, Shipped()).time_limit == 120
    assert prepare_options({"time_limit": 0}, Shipped()).time_limit == 0
    assert prepare_options({"time_limit": 30}, Shipped()).time_limit == 30
    for bad in (29, 301, -1):
        with pytest.raises(RuleError) as refused:
            prepare_options({"time_limit": bad}, Shipped())
        assert refused.value.code == "bad_options"

    state = game()
    assert rules.next_deadline(state) is None, "the narrator's clue has no time limit"
    give_clue(state, now=5000)
    assert rules.next_deadline(state) == 5000 + 120_000 and view(state, 0)["deadline"] == 125_000
    for seat in others(state):
        rules.apply(state, seat, HandIn(state.hands[seat][0]), 9000)
    assert state.phase == "vote" and rules.next_deadline(state) == 9000 + 120_000

    untimed = game(time_limit=0)
    give_clue(untimed)
    assert rules.next_deadline(untimed) is None and rules.tick(untimed, 10**9) == []


def test_when_the_time_to_hand_in_runs_out_a_card_at_random_from_each_late_hand_is_handed_in_for_them() -> None:
    state = game(seats=5, time_limit=30)
    give_clue(state, now=0)
    on_time, *late = others(state)
    rules.apply(state, on_time, HandIn(state.hands[on_time][2]), 1000)
    hands = {seat: list(state.hands[seat]) for seat in late}
    assert rules.tick(state, 29_999) == [] and state.phase == "hand_in"
    events = rules.tick(state, 30_000)
    assert events[0] == {"type": "played_for", "phase": "hand_in", "seats": late, "why": "time"}
    assert state.phase == "vote" and len(state.table) == 5
    told = [{"phase": "hand_in", "seats": late, "why": "time"}]
    assert view(state, on_time)["late"] == told and view(state, None)["late"] == told, "everyone is told"
    for seat in late:
        assert state.handed[seat] in hands[seat] and state.handed[seat] not in state.hands[seat]
    chosen = [hands[seat].index(state.handed[seat]) for seat in late]
    assert chosen != [0] * len(late), "picked at random, not the first card every time (seed 1)"


def test_when_the_time_to_vote_runs_out_a_late_voter_casts_no_vote_and_scores_no_guessers_points() -> None:
    state = game(seats=4, time_limit=60)
    give_clue(state)
    for seat in others(state):
        rules.apply(state, seat, HandIn(state.hands[seat][0]), 0)
    right = card_of(state, narrator(state))
    a, b, late = others(state)
    vote(state, {a: right, b: right}, now=1000)
    events = rules.tick(state, 60_000)
    assert events[0] == {"type": "played_for", "phase": "vote", "seats": [late], "why": "time"}
    assert state.votes[late] is None and state.reveal is not None and state.reveal.abstained == [late]
    # a and b found the card: "all guessed right", so the narrator 0 and a, b 2 each; late guessed nothing.
    assert state.reveal.points[narrator(state)] == 0
    assert state.reveal.points[a] == 2 and state.reveal.points[b] == 2 and state.reveal.points[late] == 0
    assert view(state, None)["reveal"]["abstained"] == [late]


def test_a_late_voter_still_scores_the_votes_on_their_card() -> None:
    owners: list[int | None] = [0, 1, 2, 3]
    result = score_round(4, 0, owners, {1: 3, 2: 0}, frozenset({3}))
    assert result.points == [3, 0, 3, 1], "1 found nothing, 2 found it, 3 was late but 1 voted for their card"


def test_the_host_may_end_the_wait_at_once_and_nobody_else_may() -> None:
    state = game(seats=4, time_limit=0)
    with pytest.raises(RuleError) as refused:
        rules.apply(state, 0, EndWait(host=True), 0)
    assert refused.value.code == "wrong_phase", "the narrator's clue is not a wait the host ends"
    give_clue(state)
    first = others(state)[0]
    with pytest.raises(RuleError) as refused:
        rules.apply(state, first, EndWait(host=False), 0)
    assert refused.value.code == "not_host" and state.phase == "hand_in"
    assert GAME.admit(EndWait(host=True), first, Facts(host=False)) == EndWait(host=False), "the room says who hosts"
    events = rules.apply(state, first, GAME.admit(EndWait(), first, Facts(host=True)), 0)
    assert events[0] == {"type": "played_for", "phase": "hand_in", "seats": others(state), "why": "host"}
    assert state.phase == "vote"
    voter = others(state)[1]
    rules.apply(state, voter, Vote(card_of(state, narrator(state))), 0)
    events = rules.apply(state, first, EndWait(host=True), 0)
    late = [seat for seat in others(state) if seat != voter]
    assert events[0] == {"type": "played_for", "phase": "vote", "seats": late, "why": "host"}
    assert state.phase == "reveal"


def test_a_game_recorded_before_time_limits_existed_resumes_and_replays_without_one() -> None:
    """Its record's options lack `time_limit`: that game had none, so a room resumed from it never times out."""
    import msgspec

    from parlour.engine.decoding import decode_options

    recorded = msgspec.to_builtins(prepare_options({}, Shipped()))
    del recorded["time_limit"]
    old = decode_options(GAME, recorded)
    assert old.time_limit == 0
    state = rules.setup(old, 4, 1)
    give_clue(state, now=0)
    assert rules.next_deadline(state) is None and rules.tick(state, 10**9) == []
