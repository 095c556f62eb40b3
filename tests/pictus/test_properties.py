"""Random play: every game ends, replaying its log gives the same game, cards are conserved, the scores add up to
the rulebook's totals, refused actions change nothing, and no view tells a seat another's secret."""

from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.bots.random_play import play_random_game
from parlour.engine.errors import RuleError
from parlour.engine.match import Match
from parlour.games.pictus import GAME, roles, rules
from parlour.games.pictus.actions import Clue, HandIn, PassNarration, Ready, UseShipped, Vote
from parlour.games.pictus.state import State
from parlour.games.pictus.views import view
from parlour.registry import replay
from tests.pictus.helpers import CARDS, options

VARIANTS = [
    {},
    {"voters": "narrator"},
    {"voters": "everyone", "extra_card": True},
    {"hand_size": 3, "target": 12},
    {"own_deck": True, "own_cards": 10, "target": 10},
]


@pytest.mark.parametrize("seats", [3, 5, 8])
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: ",".join(f"{k}={w}" for k, w in v.items()) or "rules")
def test_random_games_end_and_replay_to_the_same_state(seats: int, variant: dict[str, Any]) -> None:
    for seed in range(3):
        match = play_random_game(GAME, options(**variant), seats, seed)
        assert GAME.is_over(match.state), f"{variant} {seats} seed {seed} did not end"
        replayed, events = replay(match.header, match.records)
        assert msgspec.to_builtins(replayed.state) == msgspec.to_builtins(match.state)
        assert all(isinstance(e.get("to", []), list) for e in events)


def cards_in_play(state: State) -> list[str]:
    pending = [c for c in [state.narrator_card, *state.handed] if c is not None and state.phase == "hand_in"]
    held = [c for hand in state.hands for c in hand]
    table = state.table if state.phase in ("vote",) else []
    return state.deck + held + table + state.used + [c for c in pending if c not in held]


def rule_total(reveal: Any, narrator: int, seats: int) -> int:
    """The round's points summed, from the rulebook's clauses, counted on the reveal itself."""
    guesses = [(voter, i) for i, voters in enumerate(reveal.votes) for voter in voters if voter != narrator]
    found = sum(1 for _, i in guesses if i == reveal.narrator_card)
    total = 2 * (seats - 1) if found in (0, len(guesses)) else 3 + 3 * found
    total += sum(1 for _, i in guesses if reveal.owners[i] not in (None, narrator))
    total += sum(1 for i, voters in enumerate(reveal.votes) if narrator in voters and reveal.owners[i] is not None)
    return int(total)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), variant=st.sampled_from(VARIANTS[:4]), seats=st.integers(3, 8))
def test_cards_are_conserved_and_scores_add_up_to_the_rules_totals(
    seed: int, variant: dict[str, Any], seats: int
) -> None:
    match = play_random_game(GAME, options(**variant), seats, seed, record=True)
    replay = Match(GAME, options(**variant), seats, seed, None)
    rounds_seen = 0
    for record in match.records:
        if record.seat is None:
            replay.tick(record.t)
        else:
            replay.act(record.seat, record.action, record.t)
        state = replay.state
        if state.phase != "hand_in":
            assert sorted(cards_in_play(state)) == sorted(CARDS), "every card is in the deck, a hand, the table or used"
        if len(state.history) > rounds_seen:
            rounds_seen = len(state.history)
            last = state.history[-1]
            assert state.reveal is not None
            assert sum(last.points) == rule_total(state.reveal, last.narrator, seats)
            assert state.scores == [sum(r.points[s] for r in state.history) for s in range(seats)]
    assert rounds_seen > 0
    assert msgspec.to_builtins(replay.state) == msgspec.to_builtins(match.state), "replay equals play"


actions = st.one_of(
    st.just(UseShipped()),
    st.just(PassNarration()),
    st.just(Ready()),
    st.builds(Clue, st.sampled_from([*CARDS[:3], "nope"]), st.sampled_from(["sea", "", "a" * 201]), st.booleans()),
    st.builds(HandIn, st.sampled_from([*CARDS[:40], "nope"])),
    st.builds(Vote, st.integers(-1, 9)),
)


def secrets_of(state: State, seat: int) -> set[str]:
    """What `seat` alone may know before the reveal: its hand, and the card it put in."""
    mine = set(state.hands[seat])
    if state.phase in ("hand_in", "vote"):
        own = roles.mine(state, seat)
        if own is not None and state.phase == "hand_in":
            mine.add(own)
    return mine


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    voters=st.sampled_from(["others", "narrator", "everyone"]),
    steps=st.lists(st.tuples(st.integers(-1, 4), actions, st.integers(0, 40_000)), max_size=80),
)
def test_refused_actions_change_nothing_and_views_keep_every_secret(
    seed: int, voters: str, steps: list[tuple[int, Any, int]]
) -> None:
    state = rules.setup(options(voters=voters, extra_card=True), 4, seed)
    now = 0
    for seat, action, wait in steps:
        now += wait
        deadline = rules.next_deadline(state)
        if deadline is not None and now >= deadline:
            rules.tick(state, now)
        if isinstance(action, (HandIn, Clue)) and 0 <= seat < 4 and state.hands[seat] and action.card != "nope":
            action = msgspec.structs.replace(action, card=state.hands[seat][0])
        before = msgspec.to_builtins(state)
        try:
            rules.apply(state, seat, action, now)
        except RuleError:
            assert msgspec.to_builtins(state) == before
        for viewer in (*range(4), None):
            seen = str(view(state, viewer))
            for other in range(4):
                if other != viewer:
                    leaked = {c for c in secrets_of(state, other) if c in seen}
                    assert not leaked, f"seat {viewer} sees {leaked} of seat {other}"
            if state.phase == "vote":
                assert view(state, viewer)["reveal"] is None
                if viewer is None or state.votes[viewer] is None:
                    assert view(state, viewer)["my_vote"] is None
