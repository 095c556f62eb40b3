"""Around the game: absent players and stand-ins, the server's timing of guesses, the table the options set."""

from types import SimpleNamespace

from parlour.engine.game import Table
from parlour.games.win_lose_or_draw import GAME, rules
from parlour.games.win_lose_or_draw.actions import Guess, Pass, Place, Roll, Take
from parlour.games.win_lose_or_draw.standin import absent_action, standin_action
from tests.win_lose_or_draw.helpers import answer, board_game, guess, options, start, team_game


def test_a_sketcher_away_when_their_turn_begins_passes_it() -> None:
    state = team_game()
    assert absent_action(state, state.sketcher) == Pass()
    start(state)
    assert absent_action(state, state.sketcher) is None  # once drawing, the timer runs out as for anyone


def test_a_guesser_who_leaves_changes_nothing() -> None:
    state = team_game()
    start(state)
    assert all(absent_action(state, s) is None for s in range(4) if s != state.sketcher)


def test_a_stand_in_passes_a_sketch_places_the_pawn_takes_a_pawn_and_rolls() -> None:
    assert standin_action is absent_action
    placing = rules.setup(options(mode="board"), 3, 4)
    rules.tick(placing, 0)
    assert standin_action(placing, placing.sketcher) == Place(0)
    state = board_game()
    start(state)
    winner = (state.sketcher + 1) % 3
    guess(state, winner, answer(state), 5000)
    rules.tick(state, state.window_closes or 0)
    assert standin_action(state, winner) == Take("red") and standin_action(state, state.sketcher) == Roll()


def test_a_guess_is_timed_by_the_server_not_by_the_client() -> None:
    facts = SimpleNamespace(now=50_000, rtt_ms=120, rtts=[120, 300, 900])
    admitted = GAME.admit(Guess("Jaws", at=1, window_ms=0), 2, facts)
    assert admitted == Guess("Jaws", at=50_000 - 60, window_ms=400 + 60)


def test_the_table_follows_the_way_to_play() -> None:
    assert GAME.table(options(mode="teams")) == Table(4, 12, 2)
    assert GAME.table(options(mode="board")) == Table(3, 6, 0)
