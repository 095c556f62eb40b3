"""Random play: every game ends, replaying its log gives the same game, refused actions change nothing, and no
view tells a seat an item it may not know."""

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.bots.random_play import play_random_game
from parlour.engine.errors import RuleError
from parlour.games.win_lose_or_draw import GAME, rules
from parlour.games.win_lose_or_draw.actions import Accept, Guess, Label, Mark, Pass, Place, Roll, Start, Take
from parlour.games.win_lose_or_draw.views import view
from parlour.registry import replay
from tests.win_lose_or_draw.helpers import options


@pytest.mark.parametrize(("mode", "seats"), [("teams", 4), ("teams", 7), ("board", 3), ("board", 6)])
def test_random_games_end_and_replay_to_the_same_state(mode: str, seats: int) -> None:
    for seed in range(6):
        match = play_random_game(GAME, options(mode=mode, target=3), seats, seed)
        assert GAME.is_over(match.state), f"{mode} {seats} seed {seed} did not end"
        replayed, events = replay(match.header, match.records)
        assert msgspec.to_builtins(replayed.state) == msgspec.to_builtins(match.state)
        # `to` addresses an event to seats (the room reads it so); no event may use it for anything else.
        assert all(isinstance(e.get("to", []), list) for e in events)


actions = st.one_of(
    st.just(Start()),
    st.just(Pass()),
    st.builds(Guess, st.sampled_from(["Jaws", "Star Wars", "hot dog", "x", "", "a" * 61, "Superman"])),
    st.builds(Mark, st.integers(-1, 4), st.sampled_from(["close", "off", None, "maybe"])),
    st.builds(Accept, st.integers(-1, 4)),
    st.builds(Label, st.integers(-1, 4), st.integers(-5, 1005), st.integers(0, 1000)),
    st.builds(Place, st.integers(0, 28)),
    st.builds(Take, st.sampled_from(["red", "blue", "green", "yellow", "pink"])),
    st.just(Roll()),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    mode=st.sampled_from(["teams", "board"]),
    seed=st.integers(0, 2**31),
    steps=st.lists(st.tuples(st.integers(-1, 5), actions, st.integers(0, 40_000)), max_size=80),
)
def test_refused_actions_change_nothing_and_views_keep_the_item_secret(
    mode: str, seed: int, steps: list[tuple[int, object, int]]
) -> None:
    seats = (0, 1, 0, 1, 0) if mode == "teams" else 5
    state = rules.setup(options(mode=mode, target=3), seats, seed)
    now = 0
    for seat, action, wait in steps:
        now += wait
        deadline = rules.next_deadline(state)
        if deadline is not None and now >= deadline:
            rules.tick(state, now)
        before = msgspec.to_builtins(state)
        try:
            rules.apply(state, seat, action, now)
        except RuleError:
            assert msgspec.to_builtins(state) == before
        for looker in [None, *range(5)]:
            shown = view(state, looker)
            knows = looker is not None and (looker == state.sketcher or looker in state.sketched)
            if shown["item"] is not None:
                assert knows and state.phase == "turn"
            if looker != state.sketcher:
                assert all("near" not in g for g in shown["guesses"])
            if state.window_closes is not None:  # board play: a right answer stays hidden while others may guess
                for g in shown["guesses"]:
                    if g["correct"] and looker not in (state.sketcher, g["seat"]):
                        assert g["text"] is None
