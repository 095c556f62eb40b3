"""Invariants of random Piccolino play, and views that never reveal the face-down draw piles."""

import random

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.bots.random_play import play_random_game
from parlour.engine.errors import RuleError
from parlour.engine.match import Match
from parlour.games.piccolino import GAME
from parlour.games.piccolino.actions import Flip, Ring, VoteStop
from parlour.games.piccolino.cards import deck_for
from parlour.games.piccolino.options import Options
from parlour.games.piccolino.state import State
from parlour.games.piccolino.views import view
from parlour.registry import replay

actions = st.one_of(
    st.just(Flip()),
    st.builds(
        Ring,
        st.integers(-1, 40),
        st.integers(0, 2000),
        st.none() | st.integers(0, 3000),
        st.integers(0, 500),
        st.integers(0, 600),
    ),
    st.builds(VoteStop, st.booleans()),
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**31),
    steps=st.lists(st.tuples(st.integers(-1, 5), actions, st.integers(0, 6000)), max_size=120),
)
def test_cards_are_conserved_and_refused_actions_change_nothing_and_replay_equals_play(
    players: int, seed: int, steps: list[tuple[int, object, int]]
) -> None:
    match = Match(GAME, Options(), players, seed)
    total = len(deck_for(players))
    now = 0
    for seat, action, wait in steps:
        now += wait
        match.tick(now)
        before = msgspec.json.encode(match.state)
        out_before = 0 <= seat < players and match.state.players[seat].out
        try:
            match.act(seat, action, now)
        except RuleError:
            assert msgspec.json.encode(match.state) == before
        else:
            assert not out_before, "a player who is out acted"
        assert sum(p.cards() for p in match.state.players) == total
        assert all(p.cards() == 0 for p in match.state.players if p.out), "only a player with no card is out"
    replayed, _ = replay(match.header, match.records)
    assert msgspec.json.encode(replayed.state) == msgspec.json.encode(match.state)


def _scramble_draws(state: State, rng: random.Random) -> State:
    other = msgspec.json.decode(msgspec.json.encode(state), type=State)
    deck = deck_for(state.seats)
    for player in other.players:
        player.draw = [rng.choice(deck) for _ in player.draw]
    return other


def test_views_never_reveal_the_face_down_draw_piles() -> None:
    rng = random.Random(1)
    for seed in range(5):
        match = play_random_game(GAME, Options(), 2 + seed % 4, seed)
        replay = Match(GAME, Options(), match.seats, match.seed)
        for record in match.records:
            if record.seat is None:
                replay.tick(record.t)
            else:
                replay.act(record.seat, record.action, record.t)
            for seat in [*range(match.seats), None]:
                assert view(_scramble_draws(replay.state, rng), seat) == view(replay.state, seat)
