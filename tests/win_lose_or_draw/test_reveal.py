"""The moment for the drawing: after a right guess, a steal or time up, everyone sees the finished sketch with its
item, who found it and how fast, for REVEAL_MS (the next sketcher may cut it short), before the next turn's
countdown starts."""

import msgspec

from parlour.engine.decoding import decode_options
from parlour.engine.log import Header
from parlour.engine.match import Match
from parlour.games.win_lose_or_draw import GAME, roles, rules, turns
from parlour.games.win_lose_or_draw.actions import Guess, Label, Roll, Skip, Start, Take
from parlour.games.win_lose_or_draw.legal import legal_actions
from parlour.games.win_lose_or_draw.options import REVISION
from parlour.games.win_lose_or_draw.views import view
from parlour.registry import replay
from tests.win_lose_or_draw.helpers import answer, board_game, guess, refused, set_item, skip_moment, start, team_game


def _mate(state: rules.State) -> int:
    return next(s for s in roles.members(state, state.playing) if s != state.sketcher)


def test_after_a_right_guess_the_finished_sketch_is_shown_before_the_next_turns_countdown() -> None:
    state = team_game()
    set_item(state, "Raining cats and dogs")
    start(state, 1000)
    sketcher, turn, mate = state.sketcher, state.turn, _mate(state)
    guess(state, mate, "dogs", 2000)
    rules.apply(state, sketcher, Label(3, 500, 900), 2100)
    events = guess(state, mate, "raining cats and dogs", 4500)
    assert [e["type"] for e in events][-2:] == ["turn_ended", "reveal"]
    # The same turn, so the same sheet (its canvas epoch), nobody draws or guesses, and the next sketcher is named.
    assert state.stage == "reveal" and state.turn == turn and GAME.canvas_epoch(state) == turn
    assert not rules.may_draw(state, sketcher) and not any(roles.may_guess(state, s) for s in range(4))
    seen = view(state, None)
    assert seen["stage"] == "reveal" and seen["sketcher"] == sketcher and seen["next"] == state.following
    assert seen["labels"] == [{"word": 3, "text": "dogs", "x": 500, "y": 900}]
    last = seen["history"][-1]
    assert (last["text"], last["guessers"], last["ms"]) == ("Raining cats and dogs", [mate], 3500)
    assert state.deadline == rules.next_deadline(state) == 4500 + turns.REVEAL_MS
    assert rules.tick(state, 4500 + turns.REVEAL_MS - 1) == [] and state.stage == "reveal"
    rules.tick(state, 4500 + turns.REVEAL_MS)
    assert state.turn == turn + 1 and state.stage == "ready" and state.sketcher == seen["next"]
    assert state.deadline == 4500 + turns.REVEAL_MS + turns.READY_MS  # the countdown starts after the moment


def test_a_steal_and_time_up_are_followed_by_the_moment_too() -> None:
    for steal in ("right", "wrong", None):
        state = team_game()
        start(state, 0)
        rules.tick(state, 60_000)
        stealer = roles.members(state, 1 - state.playing)[0]
        if steal is not None:
            guess(state, stealer, answer(state) if steal == "right" else "a teapot", 61_000)
        else:
            rules.tick(state, 70_000)  # the ten seconds run out
        assert state.stage == "reveal" and state.history[-1].outcome == ("stolen" if steal == "right" else "missed")
        assert view(state, None)["history"][-1]["text"] is not None
        assert view(state, None)["teams"]["steal"] is None  # the steal is over


def test_only_the_next_sketcher_may_cut_the_moment_short_and_their_turn_begins_at_once() -> None:
    state = team_game()
    start(state, 0)
    guess(state, _mate(state), answer(state), 5000)
    following = state.following
    assert following is not None
    others = [s for s in range(4) if s != following]
    assert all(refused(state, s, Skip(), 6000) == "not_sketcher" for s in others)
    assert refused(state, following, Start(), 6000) == "wrong_phase"
    assert legal_actions(state, following) == [Skip()] and all(legal_actions(state, s) == [] for s in others)
    rules.apply(state, following, Skip(), 6000)
    assert state.stage == "ready" and state.sketcher == following and state.deadline == 6000 + turns.READY_MS
    assert refused(state, following, Skip(), 6100) == "wrong_phase"


def test_the_winning_point_ends_the_game_without_a_moment() -> None:
    state = team_game(target=1)
    start(state, 0)
    guess(state, _mate(state), answer(state), 5000)
    assert state.phase == "over" and rules.next_deadline(state) is None


def test_board_play_shows_the_sketch_after_the_pawns_and_the_roll_and_after_time_up() -> None:
    state = board_game(seats=3)
    start(state, 1000)
    sketcher = state.sketcher
    winner = (sketcher + 1) % 3
    guess(state, winner, answer(state), 5000)
    rules.tick(state, 6000)  # the same-time window closes: the winner chooses, the sketcher rolls
    rules.apply(state, winner, Take("blue"), 7000)
    assert state.stage == "collect"
    rules.apply(state, sketcher, Roll(), 8000)
    assert state.stage == "reveal" and state.following == winner and state.deadline == 8000 + turns.REVEAL_MS
    assert view(state, None)["history"][-1]["guessers"] == [winner]
    skip_moment(state, 9000)
    start(state, 10_000)
    missed = state.item
    rules.tick(state, 10_000 + state.options.turn_seconds * 1000)
    assert state.stage == "reveal" and state.history[-1].outcome == "missed"
    assert view(state, None)["history"][-1]["text"] is None  # still secret: it stays in play
    rules.tick(state, state.deadline)
    assert state.stage == "ready" and state.item == missed


def test_a_game_recorded_before_the_moment_replays_as_it_was_played() -> None:
    """A record made before revision 2 lacks the field: it decodes as revision 1, whose turns follow at once, so
    its actions replay against the same states as when it was played."""
    played = msgspec.to_builtins(team_game().options)
    assert played["revision"] == REVISION
    del played["revision"]
    old = decode_options(GAME, played)
    assert old.revision == 1
    teams = (0, 1, 0, 1)
    match = Match(GAME, old, 4, 7, teams)
    match.tick(0)
    match.tick(rules.OPENING_MS)
    state = match.state
    first = state.turn
    match.act(state.sketcher, Start(), 5000)
    mate = next(s for s in roles.members(state, state.playing) if s != state.sketcher)
    match.act(mate, Guess(answer(state)), 9000)
    assert state.stage == "ready" and state.turn == first + 1  # no moment: the next turn's countdown at once
    match.act(state.sketcher, Start(), 9500)  # what an old record holds next: refused under revision 2
    header = Header(game=GAME.name, seats=4, seed=7, options=played, teams=teams)
    replayed, _ = replay(header, match.records)
    assert (replayed.state.turn, replayed.state.stage, replayed.state.item) == (state.turn, "drawing", state.item)
