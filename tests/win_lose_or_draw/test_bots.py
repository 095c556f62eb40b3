"""Win, Lose or Draw's computer players (src/parlour/games/win_lose_or_draw/bots.py) at virtual tables under the
game's own rules: whatever they send passes the rules, they sketch what they can and pass what they cannot, they
read a sketch with what the table says, shout at a person's pace and steal with one guess."""

import random
from typing import Any

import numpy as np
import pytest

from parlour.bots.table import VirtualTable
from parlour.content.items import Item, fold, load_items
from parlour.content.sketches import item_picture
from parlour.games.win_lose_or_draw import GAME, simulation_options
from parlour.games.win_lose_or_draw.actions import Guess
from parlour.games.win_lose_or_draw.bot_levels import LEVELS
from parlour.games.win_lose_or_draw.bots import WinLoseOrDrawPolicy
from parlour.games.win_lose_or_draw.options import REVISION, Options
from parlour.games.win_lose_or_draw.reading import Table, beliefs, candidates

SKETCHED = ("guessed", "stolen", "missed")


def bots(seats: int, level: str, seed: int) -> dict[int, Any]:
    return {seat: WinLoseOrDrawPolicy(level, random.Random(seed * 100 + seat)) for seat in range(seats)}


def sketchable(language: str, category: str = "food") -> list[Item]:
    return [i for i in load_items(language) if i.category == category and item_picture(i.text, category, language)]


def only(items: list[Item], mode: str, **fields: Any) -> Options:
    return Options(mode=mode, items=tuple(items), revision=REVISION, **fields)  # type: ignore[arg-type]


class Person:
    """A person at the table, scripted: the guesses they shout, each at its second of the first turn's timer."""

    def __init__(self, shouts: list[tuple[float, str]] | None = None) -> None:
        self.shouts = shouts or []
        self.planned = False

    def on_view(self, view: dict[str, Any]) -> list[tuple[float, dict[str, Any]]]:
        if self.planned or view["stage"] != "drawing" or not view["may_guess"]:
            return []
        self.planned = True
        return [(at, {"type": "guess", "text": text}) for at, text in self.shouts]


CASES = [
    ("teams", "en", 4),
    ("teams", "fr", 5),
    ("teams", "en", 12),
    ("board", "fr", 3),
    ("board", "en", 6),
]


@pytest.mark.parametrize(("mode", "language", "seats"), CASES)
def test_every_action_a_computer_player_sends_passes_the_rules(mode: str, language: str, seats: int) -> None:
    """Seeded turns among computer players of every level, in both modes and languages, 3 to 12 seats."""
    for seed in (1, 2):
        levels = list(LEVELS)
        policies = {s: WinLoseOrDrawPolicy(levels[(s + seed) % 3], random.Random(seed * 31 + s)) for s in range(seats)}
        table_seats = tuple(s % 2 for s in range(seats)) if mode == "teams" else seats
        options = simulation_options({"mode": mode, "language": language, "turn_seconds": 45})
        table = VirtualTable(GAME, options, policies, seed, table_seats)
        table.run(lambda state: len(state.history) >= 10, 1500)
        assert table.refusals == []
        outcomes = [r.outcome for r in table.state.history]
        assert len(outcomes) >= 10
        assert any(o in SKETCHED for o in outcomes), "some items were sketched"


def test_a_sketcher_with_no_picture_for_its_item_passes_before_the_timer_starts_but_never_more_than_three_running() -> (
    None
):
    custom = [Item("food", f"Grandmother's secret stew number {n}", ()) for n in range(10)]
    options = Options(mode="board", items=tuple(custom), revision=REVISION, custom=True, turn_seconds=30)
    table = VirtualTable(GAME, options, bots(3, "hard", 1), 1, 3)
    table.run(lambda state: len(state.history) >= 8, 900)
    outcomes = [r.outcome for r in table.state.history[:8]]
    assert outcomes[0] == "passed" and table.state.history[0].ms is None, "passed before the timer started"
    assert outcomes[:4] == ["passed", "passed", "passed", "missed"], outcomes
    assert "passed " * 4 not in " ".join(outcomes) + " ", "never four passes running"
    assert table.strokes == 0 and table.refusals == []


def test_a_team_of_computer_players_with_nothing_to_picture_does_not_keep_the_game_from_the_other_team() -> None:
    """Found by review: passing moves a team on to its next sketcher, so a team of computer players with a host's
    own list passed for ever."""
    custom = [Item("tv", f"Our street's own quiz night {n}", ()) for n in range(12)]
    options = Options(mode="teams", items=tuple(custom), revision=REVISION, custom=True, turn_seconds=30)
    table = VirtualTable(GAME, options, bots(4, "medium", 2), 2, (0, 1, 0, 1))
    table.run(lambda state: len(state.history) >= 8, 1200)
    played = [(r.team, r.outcome) for r in table.state.history[:8]]
    assert {team for team, outcome in played if outcome != "passed"} == {0, 1}, played
    assert table.refusals == []


class Watching(WinLoseOrDrawPolicy):
    """A computer guesser that also notes when each piece of the sketch reached it (its own seconds)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.arrivals: list[float] = []

    def on_sheet(self, frame: dict[str, Any]) -> None:
        self.arrivals.append(self.now)
        super().on_sheet(frame)


def test_a_sketcher_draws_its_picture_stroke_by_stroke_at_a_hands_pace_and_the_others_find_it() -> None:
    items = sketchable("en")[:6]
    watcher = Watching("hard", random.Random(7))
    policies = {0: WinLoseOrDrawPolicy("hard", random.Random(1)), 1: watcher, 2: WinLoseOrDrawPolicy("hard")}
    table = VirtualTable(GAME, only(items, "board", turn_seconds=60), policies, 3, 3)
    table.state.sketcher = 0
    table.run(lambda state: len(state.history) >= 1, 120)
    result = table.state.history[0]
    assert result.outcome == "guessed" and table.refusals == [], result
    arrivals = watcher.arrivals
    assert len(arrivals) > 10 and arrivals[-1] - arrivals[0] >= 2.0, "points sent over seconds, as a hand draws"


def test_guessers_never_shout_the_same_guess_twice_and_keep_a_persons_pace() -> None:
    items = sketchable("en", "food")
    shouts: list[tuple[int, int, str, int]] = []

    def note(table: VirtualTable, seat: int, action: Any) -> None:
        state = table.state
        if isinstance(action, Guess) and state.stage == "drawing" and state.started is not None:
            shouts.append((state.turn, seat, fold(action.text, "en"), table.clock_ms - state.started))

    options = only(items, "teams", turn_seconds=60)
    table = VirtualTable(GAME, options, bots(6, "easy", 5), 5, (0, 1, 0, 1, 0, 1), on_action=note)
    table.run(lambda state: len(state.history) >= 8, 1500)
    assert table.refusals == [] and len(shouts) >= 8
    for turn in {t for t, *_ in shouts}:
        said = [text for t, _, text, _ in shouts if t == turn]
        assert len(said) == len(set(said)), said
        for seat in {s for t, s, *_ in shouts if t == turn}:
            times = [ms for t, s, _, ms in shouts if t == turn and s == seat]
            assert (np.diff(times) >= LEVELS["easy"].gap_s[0] * 1000).all(), times


def test_the_sketcher_waves_close_writes_the_found_word_and_accepts_a_guess_a_typo_away() -> None:
    item = next(i for i in sketchable("en", "food") if len(i.text.split()) >= 3 and len(i.text) > 10)
    first_word = next(w for w in item.text.split() if w.lower() not in ("the", "a", "an"))
    typo = item.text[:-1] + ("x" if item.text[-1] != "x" else "y")
    person = Person([(3, first_word), (9, typo)])
    policies: dict[int, Any] = {0: WinLoseOrDrawPolicy("hard", random.Random(1)), 1: person}
    policies[2] = Person()
    table = VirtualTable(GAME, only([item], "board", turn_seconds=60), policies, 1, 3)
    table.state.sketcher = 0
    table.run(lambda state: bool(state.history), 60)
    assert table.refusals == []
    result = table.state.history[0]
    assert result.outcome == "guessed" and result.accepted, result
    close, accepted = table.state.guesses[0], table.state.guesses[1]
    assert close.mark == "close" and accepted.accepted
    written = [item.text.split()[label.word] for label in table.state.labels]
    assert first_word in written, "the found word is written beside the sketch"


def test_a_team_steals_with_one_considered_guess_by_one_of_its_computer_players() -> None:
    items = sketchable("en", "food")[:5]
    # Team 0: a computer sketcher and a person who never guesses; team 1: two computer players.
    policies: dict[int, Any] = {
        0: WinLoseOrDrawPolicy("hard", random.Random(1)),
        1: Person(),
        2: WinLoseOrDrawPolicy("hard", random.Random(2), lambda: [1]),
        3: WinLoseOrDrawPolicy("hard", random.Random(3), lambda: [1]),
    }
    table = VirtualTable(GAME, only(items, "teams", turn_seconds=30), policies, 4, (0, 0, 1, 1))
    table.state.first = table.state.playing = 0
    table.run(lambda state: bool(state.history), 200)
    assert table.refusals == []
    steals = [g for g in table.state.guesses if g.steal]
    assert [g.seat for g in steals] == [2], "one guess, by the team's computer player of the lowest seat"


def test_labels_rule_out_items_without_the_word_and_gestures_move_belief() -> None:
    found = candidates("en", "food")
    assert len(found) >= 10
    costs = np.full(len(found), 0.2)
    neutral = beliefs(costs, found, Table((), (), (), ()), 0.02, "en")
    assert np.allclose(neutral, 1 / len(found))
    word = next(iter(sorted(found[0].words)))
    labelled = beliefs(costs, found, Table((word,), (), (), ()), 0.02, "en")
    assert all((labelled[i] > 0) == (word in c.words) for i, c in enumerate(found))
    wrong = beliefs(costs, found, Table((), (found[0].said,), (), ()), 0.02, "en")
    assert wrong[0] == 0
    close = beliefs(costs, found, Table((), (), (found[0].text,), ()), 0.02, "en")
    off = beliefs(costs, found, Table((), (), (), (found[0].text,)), 0.02, "en")
    assert close[0] > neutral[0] > off[0]


def test_a_computer_player_seated_mid_turn_reads_the_sketch_so_far_from_its_snapshot() -> None:
    """Found by review: a snapshot reaches a player before its view, and the sketch in it was dropped."""
    item = sketchable("en", "food")[0]
    table = VirtualTable(GAME, only([item], "board", turn_seconds=60), bots(3, "hard", 4), 4, 3)
    table.state.sketcher = 0
    table.run(lambda state: state.stage == "drawing", 30)
    view = table.view(1)
    strokes = [{"sid": 1, "tool": "pen", "size": 10, "pts": [v for i in range(90) for v in (100 + 5 * i, 300, 50)]}]
    joining = WinLoseOrDrawPolicy("hard", random.Random(9))
    joining.on_sheets({str(view["sketcher"]): strokes})
    joining.on_view(view)
    assert joining.sheet.ink == 90
