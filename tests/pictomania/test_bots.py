"""Pictomania's computer players: they draw their clue as a person would, read the others' sheets, guess, and
never break a rule (docs/pictomania-bots.md)."""

import itertools
import random
from typing import Any

import numpy as np
import pytest

from parlour.bots import matching
from parlour.bots.sheet import Sheet
from parlour.bots.sketching import SHEET, layout, sketch
from parlour.bots.table import VirtualTable
from parlour.content.deck import LEVELS as DECK_LEVELS
from parlour.content.sketches import Picture, outlines, shipped_map
from parlour.games.pictomania import GAME, guessing, simulation_options
from parlour.games.pictomania.actions import DrawNothing, Guess
from parlour.games.pictomania.bot_levels import LEVELS
from parlour.games.pictomania.bots import PictomaniaPolicy
from parlour.games.pictomania.evaluation import self_play
from parlour.wire.canvas import MAX_PRESSURE, PALETTE

LEVEL_NAMES = list(LEVELS)


def pictures(language: str = "en", kind: str | None = None) -> list[Picture]:
    found = {p for p in shipped_map(language).values() if p is not None and (kind is None or p.kind == kind)}
    return sorted(found, key=str)


def test_the_drawing_of_a_clue_is_deterministic_for_a_seed() -> None:
    picture = pictures()[0]
    for level in LEVELS.values():
        first = sketch(picture, outlines(), level.care, seed=11)
        assert first == sketch(picture, outlines(), level.care, seed=11)
        assert first != sketch(picture, outlines(), level.care, seed=12)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_drawing_is_traced_at_a_human_pace_never_pixel_perfect(level: str) -> None:
    care = LEVELS[level].care
    durations = []
    for n, picture in enumerate(pictures()[:40]):
        strokes = sketch(picture, outlines(), care, seed=n)
        assert all(
            0 <= x <= SHEET and 0 <= y <= SHEET and 1 <= p <= MAX_PRESSURE for s in strokes for x, y, p in s.points
        )
        assert all(b.start > a.end for a, b in itertools.pairwise(strokes)), "the pen lifts between lines"
        durations.append(strokes[-1].end)
        # A hand wanders off the outline: the drawing lies near the picture, but hardly ever on it (both brought
        # to the unit square, where 0.01 is 7 sheet units of a picture spanning 70 % of the sheet).
        drawn, _ = matching.samples(_lines(strokes))
        exact, _ = matching.samples(layout(picture, outlines()))
        nearest = np.sqrt(((drawn[:, None, :] - exact[None, :, :]) ** 2).sum(-1)).min(1)
        assert np.median(nearest) > 0.002, "not pixel-perfect"
        assert np.percentile(nearest, 90) < 0.12, "still the picture"
    assert 1.5 < float(np.median(durations)) < 12, f"seconds of drawing: {np.median(durations)}"


def test_a_drawing_comes_at_sixty_points_a_second_with_pressure_rising_and_falling() -> None:
    policy = PictomaniaPolicy("medium", random.Random(4))
    policy.on_view(_drawing_view(clue="apple"))
    sent = [(t / 10, body) for t in range(300) for kind, body in policy.on_tick(t / 10, 0) if kind == "draw"]
    points = sum(len(body["pts"]) // 3 for _, body in sent)
    # Pen lifts between strokes send nothing, so the pace while drawing is points over the seconds they filled.
    assert 50 <= points / (len(sent) / 10) <= 70, "about 60 points a second, a batch every tenth of a second"
    strokes = sketch(pictures()[3], outlines(), LEVELS["medium"].care, seed=3)
    longest = max(strokes, key=lambda s: len(s.points))
    pressures = [p for _, _, p in longest.points]
    assert max(pressures) > pressures[0] and max(pressures) > pressures[-1]


def test_a_careless_level_leaves_out_small_details_more_often() -> None:
    rich = [p for p in pictures() if len(outlines()[p.icons[0]]) >= 4][:30]
    counts = {
        level: sum(len(sketch(p, outlines(), LEVELS[level].care, seed=n)) for n, p in enumerate(rich))
        for level in ("easy", "hard")
    }
    assert counts["easy"] < counts["hard"]


# --- reading drawings -----------------------------------------------------------------------------------------


def _lines(strokes: Any) -> list[list[tuple[float, float]]]:
    return [[(x, y) for x, y, _ in s.points] for s in strokes]


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_the_guesser_finds_the_clue_of_its_own_template_drawings(level: str) -> None:
    """Each picture, drawn by a computer player of this level, matched among 42 pictures of the table."""
    rng = random.Random(5)
    every = pictures()
    hits = trials = 0
    for n in range(60):
        table = rng.sample(every, 42)
        templates = [matching.template(p) for p in table]
        target = n % 42
        drawing = _lines(sketch(table[target], outlines(), LEVELS[level].care, seed=n))
        costs = matching.costs(drawing, templates)
        hits += int(np.argmin(costs)) == target
        trials += 1
    assert hits / trials >= {"easy": 0.7, "medium": 0.8, "hard": 0.85}[level], f"{hits}/{trials}"


def test_a_blank_sheet_matches_nothing() -> None:
    costs = matching.costs([], [matching.template(p) for p in pictures()[:3]])
    assert np.isinf(costs).all()


def test_evidence_leaves_out_the_guessers_own_card_and_number() -> None:
    clues = [guessing.Clue(symbol, number, True) for symbol in range(3) for number in range(1, 8)]
    allowed = guessing.allowed_clues(clues, own_symbol=1, own_number=4, same_card_for_all=False)
    assert not any(ok for clue, ok in zip(clues, allowed, strict=True) if clue.symbol == 1 or clue.number == 4)
    assert sum(allowed) == 2 * 6
    weights = guessing.clue_weights([0.1] * len(clues), clues, allowed, 0.02, 0.2)
    evidence = guessing.number_evidence(weights, clues)
    assert evidence[4] == 0 and evidence[1:].sum() == pytest.approx(1)
    # The children's variant: every player has the one card, so only the number is left out.
    children = guessing.allowed_clues(clues, own_symbol=0, own_number=4, same_card_for_all=True)
    assert sum(children) == 3 * 6


def test_evidence_sums_over_the_clues_bearing_a_number() -> None:
    clues = [guessing.Clue(0, 2, True), guessing.Clue(1, 2, True), guessing.Clue(0, 3, True)]
    weights = guessing.clue_weights([0.1, 0.1, 0.1], clues, [True] * 3, 0.02, 0.2)
    evidence = guessing.number_evidence(weights, clues)
    assert evidence[2] == pytest.approx(2 / 3) and evidence[3] == pytest.approx(1 / 3)


def test_a_clue_it_cannot_picture_stands_at_the_unknown_cost() -> None:
    clues = [guessing.Clue(0, 1, True), guessing.Clue(0, 2, False)]
    close = guessing.clue_weights([0.05, 0.0], clues, [True, True], 0.02, 0.2)
    far = guessing.clue_weights([0.4, 0.0], clues, [True, True], 0.02, 0.2)
    assert close[0] > 0.99 and far[1] > 0.99


def test_numbers_are_weighed_jointly_since_no_two_players_share_one() -> None:
    plain = np.array([0, 0.9, 0.1, 0, 0, 0, 0, 0])
    torn = np.array([0, 0.55, 0.45, 0, 0, 0, 0, 0])
    chances = guessing.joint_numbers({1: plain, 2: torn}, free=[1, 2])
    assert chances[2][2] > 0.8, "the number the other sheet plainly shows is unlikely here"


# --- the player ------------------------------------------------------------------------------------------------


def test_a_sheet_follows_draw_undo_and_clear_as_a_browser_does() -> None:
    sheet = Sheet()
    sheet.apply({"t": "draw", "seat": 1, "sid": 1, "tool": "pen", "size": 10, "pts": [1, 1, 50, 2, 2, 50]})
    sheet.apply({"t": "draw", "seat": 1, "sid": 1, "tool": "pen", "size": 10, "pts": [3, 3, 50]})
    assert sheet.ink == 3 and sheet.lines() == [[(1, 1), (2, 2), (3, 3)]]
    sheet.apply({"t": "draw", "seat": 1, "sid": 2, "tool": "eraser", "size": 40, "pts": [3, 3, 50]})
    assert sheet.ink == 0 and sheet.lines() == []
    sheet.apply({"t": "undo", "seat": 1})
    assert len(sheet.strokes) == 1 and sheet.ink == 3
    sheet.apply({"t": "clear", "seat": 1})
    assert sheet.ink == 0 and sheet.lines() == []


def _pen(sid: int, pts: list[tuple[int, int]], **more: Any) -> dict[str, Any]:
    return {
        "t": "draw",
        "seat": 1,
        "sid": sid,
        "tool": "pen",
        "size": 10,
        "pts": [v for x, y in pts for v in (x, y, 50)],
    } | more


def test_a_sheet_reads_the_ink_a_person_sees_an_eraser_cuts_a_line_and_white_ink_hides_it() -> None:
    across = [(x, 500) for x in range(100, 901, 50)]  # 17 points, one every 50 units
    sheet = Sheet()
    sheet.apply(_pen(1, across))
    # An eraser 60 wide drawn quickly down the middle: two points far apart, the path between them erases too.
    sheet.apply({"t": "draw", "seat": 1, "sid": 2, "tool": "eraser", "size": 60, "pts": [500, 100, 50, 500, 900, 50]})
    left, right = sheet.lines()
    assert left[-1] == (450, 500) and right[0] == (550, 500) and sheet.ink == 16
    # White ink over the left end hides it as the eraser did.
    sheet.apply(_pen(3, [(125, 450), (125, 550)], colour=PALETTE.index("white"), size=60))
    assert sheet.lines()[0][0] == (200, 500) and sheet.ink == 14
    # Ink of another colour lays ink down, and a later stroke over the erased gap shows.
    sheet.apply(_pen(4, [(500, 400), (500, 600)], colour=PALETTE.index("red")))
    assert sheet.lines()[-1] == [(500, 400), (500, 600)] and sheet.ink == 16


def _play_round(seed: int, bots: str | list[str], players: int, **options: Any) -> tuple[VirtualTable, list[Any]]:
    levels = [bots] * players if isinstance(bots, str) else bots
    policies: dict[int, Any] = {s: PictomaniaPolicy(levels[s], random.Random(seed * 10 + s)) for s in range(players)}
    moves: list[Any] = []
    table = VirtualTable(
        GAME,
        simulation_options(options),
        policies,
        seed,
        players,
        on_action=lambda t, seat, action: moves.append(
            (seat, action, t.state.players[getattr(action, "target", seat)].number)
        ),
    )
    assert table.run(lambda state: state.phase in ("scored", "over"), 900), "the round ends"
    return table, moves


ROUNDS = [
    (seed, bots, players, options)
    for seed, (bots, players, options) in enumerate(
        [
            ("easy", 3, {"level": "easy"}),
            ("medium", 4, {"level": "moderate", "language": "fr"}),
            ("hard", 6, {"level": "easy"}),
            (["easy", "medium", "hard", "hard", "medium"], 5, {"level": "hard"}),
            ("hard", 6, {"level": "very-hard", "language": "fr"}),
            ("medium", 3, {"level": "easy", "three_player_bonus": True}),
            ("hard", 4, {"level": "easy", "children": True}),
            ("medium", 6, {"level": "moderate", "round_seconds": 20}),
            ("easy", 5, {"level": "easy", "language": "fr", "round_seconds": 45}),
            ("hard", 6, {"level": "moderate"}),
        ]
    )
]


@pytest.mark.parametrize(("seed", "bots", "players", "options"), ROUNDS)
def test_every_move_a_computer_player_makes_passes_the_rules(seed: int, bots: Any, players: int, options: Any) -> None:
    """Whole rounds of computer players on the game's own rules: no action refused, no stroke refused."""
    table, moves = _play_round(seed, bots, players, **options)
    assert table.refusals == []
    drew = [seat for seat in range(players) if not any(s == seat and isinstance(a, DrawNothing) for s, a, _ in moves)]
    if drew:
        assert table.strokes > 0, "whoever did not declare a blank sheet drew"


def test_computer_players_guess_well_above_chance_on_each_others_drawings() -> None:
    right = total = 0
    for seed in range(8):
        _, moves = _play_round(100 + seed, "hard", 6, level="easy")
        for _, action, number in moves:
            if isinstance(action, Guess):
                total += 1
                right += action.number == number
    assert total >= 20 and right / total > 0.5, f"{right}/{total}"


def test_a_computer_player_with_no_picture_for_its_clue_draws_nothing() -> None:
    policy = PictomaniaPolicy("hard", random.Random(1))
    view = _drawing_view(clue="a clue nobody can picture")
    policy.on_view(view)
    moves = [m for t in range(200) for m in policy.on_tick(t / 10, 0)]
    assert ("act", {"type": "draw_nothing"}) in moves
    assert not any(kind == "draw" for kind, _ in moves)


def test_a_computer_player_draws_its_clue_stroke_by_stroke_as_time_passes() -> None:
    policy = PictomaniaPolicy("medium", random.Random(2))
    policy.on_view(_drawing_view(clue="apple"))
    sent: list[tuple[float, dict[str, Any]]] = []
    for t in range(300):
        sent += [(t / 10, body) for kind, body in policy.on_tick(t / 10, 0) if kind == "draw"]
    assert len(sent) > 10
    times = [t for t, _ in sent]
    assert times[-1] - times[0] > 1.5, "drawn over seconds, not at once"
    sids = [body["sid"] for _, body in sent]
    assert sids == sorted(sids) and len(set(sids)) >= 2
    assert all(len(body["pts"]) % 3 == 0 and len(body["pts"]) <= 3 * 128 for _, body in sent)


def _finishes(policy: PictomaniaPolicy, seconds: range) -> bool:
    return any(kind == "act" and body["type"] == "finish" for t in seconds for kind, body in policy.on_tick(t / 10, 0))


def test_it_keeps_the_last_bonus_token_back_while_a_person_still_plays() -> None:
    policy = PictomaniaPolicy("hard", random.Random(3), humans=lambda: [0])
    view = _drawing_view(clue="a clue nobody can picture", bonus_left=[1])
    policy.on_view(view)
    view["players"][1]["blank"] = True
    policy.on_view(view)
    assert not _finishes(policy, range(300)), "Ann (seat 0) still plays"
    assert _finishes(policy, range(300, 1200)), "but she cannot keep it waiting forever"


def test_it_takes_the_last_bonus_token_when_only_computer_players_are_left() -> None:
    policy = PictomaniaPolicy("hard", random.Random(3), humans=lambda: [])
    view = _drawing_view(clue="a clue nobody can picture", bonus_left=[1])
    policy.on_view(view)
    view["players"][1]["blank"] = True
    policy.on_view(view)
    assert _finishes(policy, range(300))


def _drawing_view(clue: str, bonus_left: list[int] | None = None) -> dict[str, Any]:
    rack = [{"symbol": s, "card": f"c{s}", "clues": [f"clue {s}.{n}" for n in range(1, 8)]} for s in range(6)]
    rack[2]["clues"][4] = clue
    return {
        "game": "pictomania",
        "phase": "drawing",
        "round": 1,
        "seat": 1,
        "deadline": None,
        "children": False,
        "language": "en",
        "levels": ["easy"],
        "rack": rack,
        "players": [
            {"seat": s, "ready": False, "finished": False, "bonus": 0, "blank": False, "checked": False, "pile": []}
            for s in range(3)
        ],
        "bonus_left": bonus_left if bonus_left is not None else [3, 2],
        "results": [],
        "me": {"secret": {"symbol": 2, "number": 5}, "used": [], "guessed": [], "replaced": 0, "wrong_clue": False},
        "drawing": {"epoch": 1, "drawers": [0, 1, 2], "sheets": None},
    }


def _decided_after_seconds(level: str) -> float:
    """How long after its first look at a sheet showing an apple in full a player of `level` decides to guess it."""
    policy = PictomaniaPolicy(level, random.Random(4))
    view = _drawing_view(clue="a clue nobody can picture")
    view["rack"][0]["clues"][2] = "apple"
    policy.on_view(view)
    strokes = sketch(shipped_map("en")["apple"], outlines(), LEVELS["medium"].care, 1)  # type: ignore[arg-type]
    frames = [{"sid": i, "tool": "pen", "pts": [v for p in s.points for v in p]} for i, s in enumerate(strokes)]
    policy.on_sheets({"0": frames})
    first_look = None
    for t in range(600):
        policy.on_tick(t / 10, 0)
        game = policy.round
        assert game is not None
        if first_look is None and game.looks:
            first_look = t / 10
        if game.pending is not None and game.pending[1]["type"] == "guess":
            assert game.pending[1] == {"type": "guess", "target": 0, "number": 3}
            assert first_look is not None
            return t / 10 - first_look
    raise AssertionError("it never guessed the apple")


def test_hard_and_medium_players_are_sure_of_a_sheet_only_once_a_second_look_would_agree() -> None:
    """A sheet half drawn can look like another clue's picture: with the easy deck's pictures all drawn, the hard
    player's first-look guesses were right 67 % of the time on the easy deck, 84 % once it looked twice; with the
    other decks' pictures drawn too, a medium player guessing on first looks fell to 42 % over all decks, next to
    the easy player's 37 %, and looks twice since (misreading more than before, to stay apart from hard)."""
    assert _decided_after_seconds("hard") >= LEVELS["hard"].look_every
    assert _decided_after_seconds("medium") >= LEVELS["medium"].look_every
    assert _decided_after_seconds("easy") == 0, "an easy player guesses on what it sees at once, mistakes and all"


def test_the_evaluation_counts_the_sheets_drawn_at_each_deck_level() -> None:
    """`parlour bots evaluate` says at which deck levels computer players still draw nothing (issue 23 asks for
    95 % at every level): one seeded round at each, six sheets a round."""
    tally = self_play("hard", "en", len(DECK_LEVELS), seed=1)
    assert [tally.sheets_by_deck[d][0] for d in DECK_LEVELS] == [6] * len(DECK_LEVELS)
    shares = [f"{100 * (1 - tally.sheets_by_deck[d][1] / 6):.0f}" for d in DECK_LEVELS]
    assert tally.draws() == " / ".join(shares) + " %"
