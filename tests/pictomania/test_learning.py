"""Learning from the table: a person's sheet of a finished game becomes an extra picture of its clue, and the
computer players read the same hand's next drawing of that clue better (docs/pictomania-bots.md)."""

from typing import Any

import numpy as np

from parlour.bots import matching
from parlour.engine.match import Match
from parlour.engine.players import FinishedGame, Lessons
from parlour.games.pictomania import GAME, guessing, learning, simulation_options
from parlour.games.pictomania.actions import CheckClue, DrawNothing, Finish, Ready
from parlour.games.pictomania.bot_levels import LEVELS
from parlour.games.pictomania.bots import PictomaniaPolicy
from parlour.games.pictomania.pictures import find_picture
from parlour.games.pictomania.state import State

from .hand_drawn import MOP_FIRST, MOP_SECOND, by_hand, lines_of, seconds
from .helpers import start_drawing
from .learning_deck import DECK, JANITORS_MOP, JANITORS_MOP_SEED

MOP = learning.clue_key(JANITORS_MOP)
"""How the lessons file the janitor's mop."""


def first_round() -> State:
    """The first round of a game of three on the learning deck, where seat 0 draws the janitor's mop."""
    options = simulation_options({"language": "en", "custom_deck": DECK})
    state: State = Match(GAME, options, 3, JANITORS_MOP_SEED).state
    return state


def rack_of(state: State) -> list[list[str]]:
    return [list(state.options.cards[r.card].sides[r.side]) for r in state.rack]


def read(state: State, reader: int, lines: Any, lessons: Lessons, level: str = "hard") -> tuple[Any, Any, list[str]]:
    """What a computer player at `reader` makes of a sheet: each clue's weight and each number's evidence."""
    clues, table, texts = [], [], []
    for symbol, side in enumerate(rack_of(state)):
        for number, text in enumerate(side, start=1):
            shipped = find_picture(text, "en")
            pictures = [matching.template(shipped)] if shipped else []
            pictures += [learning.drawn_template(data) for data in learning.learned(lessons, text, "en")]
            clues.append(guessing.Clue(symbol, number, bool(pictures)))
            table.append(pictures)
            texts.append(text)
    me = state.players[reader]
    allowed = guessing.allowed_clues(clues, me.symbol, me.number, False)
    settings = LEVELS[level]
    weights = guessing.clue_weights(
        matching.table_costs(lines, table), clues, allowed, settings.temperature, settings.unknown
    )
    return weights, guessing.number_evidence(weights, clues), texts


def test_the_hand_drawn_mops_take_a_person_ten_to_thirty_seconds() -> None:
    for drawing, seed in ((MOP_FIRST, 1), (MOP_SECOND, 2)):
        assert 10 <= seconds(by_hand(drawing, seed)) <= 30


def test_a_persons_second_mop_is_read_as_a_mop_once_their_first_is_kept() -> None:
    state = first_round()
    drawer = state.players[0]
    assert rack_of(state)[drawer.symbol][drawer.number - 1] == JANITORS_MOP
    assert find_picture(JANITORS_MOP, "en") is None
    second = lines_of(by_hand(MOP_SECOND, seed=2))
    before, numbers_before, texts = read(state, 1, second, {})
    mop = texts.index(JANITORS_MOP)
    first = learning.encode_lines(lines_of(by_hand(MOP_FIRST, seed=1)))
    assert first is not None
    after, numbers_after, _ = read(state, 1, second, {("en", MOP): [first]})
    print(
        f"mop: weight {before[mop]:.3f} -> {after[mop]:.3f}, "
        f"number {drawer.number}: {numbers_before[drawer.number]:.3f} -> {numbers_after[drawer.number]:.3f}"
    )
    assert int(np.argmax(before)) != mop, "the shipped pictures alone do not read it as a mop"
    assert int(np.argmax(after)) == mop, "with the first mop kept, it is the best match"
    assert after[mop] > 0.5 > before[mop]
    assert numbers_after[drawer.number] > numbers_before[drawer.number] + 0.3


def test_kept_pictures_of_a_clue_serve_only_its_language() -> None:
    data = learning.encode_lines(lines_of(by_hand(MOP_FIRST, seed=1)))
    assert data is not None
    lessons: Lessons = {("en", "mop"): [data]}
    assert learning.learned(lessons, "  Mop ", "en") == [data], "a custom deck's clue of the same text learns"
    assert learning.learned(lessons, "mop", "fr") == ()


def test_a_kept_sheet_is_thinned_and_brought_to_the_unit_square() -> None:
    lines = lines_of(by_hand(MOP_FIRST, seed=1))
    data = learning.encode_lines(lines)
    assert data is not None
    kept = learning.decode_lines(data)
    points = [p for line in kept for p in line]
    assert len(points) <= learning.MAX_POINTS + len(lines) < sum(len(line) for line in lines)
    assert all(0 <= v <= 1 for p in points for v in p)
    assert max(max(x for x, _ in points), max(y for _, y in points)) > 0.95, "scaled by its larger side"
    assert learning.encode_lines([[(5.0, 5.0)]]) is None, "a dot is no picture"


def test_a_computer_player_compares_a_sheet_with_the_kept_pictures_of_its_table() -> None:
    """The player is handed the server's lessons and reads them when its round begins."""
    state = start_drawing(first_round())
    first = learning.encode_lines(lines_of(by_hand(MOP_FIRST, seed=1)))
    assert first is not None
    readings = {}
    for taught in (False, True):
        policy = PictomaniaPolicy("hard")
        if taught:
            policy.learn_from(lambda: {("en", MOP): [first]})
        policy.on_view(GAME.view(state, 1))
        policy.on_sheets({"0": [{"sid": 1, "tool": "pen", "size": 10, "pts": s} for s in by_hand(MOP_SECOND, 2)]})
        for tick in range(40):
            policy.on_tick(tick * 0.1, 0)
        assert policy.round is not None and 0 in policy.round.evidence
        readings[taught] = float(policy.round.evidence[0][state.players[0].number])
    print(f"the player's chance of the mop's number on the second mop: {readings[False]:.3f} -> {readings[True]:.3f}")
    assert readings[True] > readings[False] + 0.3


def test_only_peoples_inked_sheets_of_the_clue_they_drew_are_kept_from_a_finished_game() -> None:
    """Seat 0, a person, draws a mop's worth of ink: kept, under the clue they were dealt. Seat 1 is a computer
    player, seat 2 a person who then says they drew the wrong clue, seat 3 a person who drew a few points: none
    of these is kept. Seat 4 drew nothing (a blank sheet)."""
    match = Match(GAME, simulation_options({"level": "easy", "language": "en"}), 5, 7)
    for seat in range(5):
        match.act(seat, Ready(), 0)
    inked = by_hand(MOP_FIRST, seed=1)
    few = [by_hand([[(100, 100), (200, 120)]], seed=3)[0][: 3 * 30]]
    ops: list[tuple[int, int, int, int, Any]] = []
    for seat, strokes in ((0, inked), (1, inked), (2, inked), (3, few)):
        for sid, pts in enumerate(strokes, start=1):
            ops.append((len(ops) + 1, 10, 1, seat, {"k": "draw", "sid": sid, "tool": "pen", "size": 10, "pts": pts}))
    match.act(4, DrawNothing(), 10)
    for seat in range(5):
        match.act(seat, Finish(bonus=False), 20)
    for seat in range(4):
        match.act(seat, CheckClue(wrong=seat == 2), 30)
    state: State = match.state
    assert state.phase == "scored"
    players = [{"seat": s, "bot": "hard"} if s == 1 else {"seat": s} for s in range(5)]
    lessons = learning.lessons_from(FinishedGame(match.header, match.records, ops, players))
    dealt = rack_of(state)[state.players[0].symbol][state.players[0].number - 1]
    assert [(lesson.language, lesson.key) for lesson in lessons] == [("en", learning.clue_key(dealt))]
    assert lessons[0].data == learning.encode_lines(lines_of(inked))


def test_a_table_whose_pictures_are_already_made_is_ready_in_one_tick_however_many_are_kept() -> None:
    """Only pictures not yet made count against the few a tick: kept pictures other players made are shared."""
    state = start_drawing(first_round())
    first = learning.encode_lines(lines_of(by_hand(MOP_FIRST, seed=1)))
    assert first is not None
    lessons: Lessons = {("en", MOP): [first]}
    ticks = []
    for _ in range(2):
        policy = PictomaniaPolicy("hard")
        policy.learn_from(lambda: lessons)
        policy.on_view(GAME.view(state, 1))
        policy.on_tick(0.0, 0)
        assert policy.round is not None
        ticks.append(1 + sum(not policy._prepare(policy.round) for _ in range(200)))
    assert ticks[1] == 1 <= ticks[0]
