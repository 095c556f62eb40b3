"""How well Win, Lose or Draw's computer players sketch and guess, measured (`parlour bots evaluate
win-lose-or-draw`).

- What they can sketch: the share of shipped items of each category and language with a reviewed picture.
- Among themselves: seeded games of four computer players of one level (two teams of two, and four round the
  board), per level and language, on a virtual table (parlour.bots.table): of the turns sketched, the share found
  in time, found by a steal, and missed, and how long finding took.
- On sketches a person could have drawn (`--stand-ins`, drawings of items made by hands that never saw the
  players' pictures): each drawing is sketched at a hand's pace by a scripted person, whose one teammate is a
  computer player of the level; the share found in time, and by the other team's steal."""

import itertools
import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from parlour.bots.sketching import RATE, PenStroke, due_frames
from parlour.bots.table import VirtualTable
from parlour.content.items import CATEGORIES, Item, load_items
from parlour.content.sketches import item_picture
from parlour.engine.players import EvaluationRequest, Move, StandInDrawing
from parlour.games.win_lose_or_draw import GAME, simulation_options
from parlour.games.win_lose_or_draw.bots import WinLoseOrDrawPolicy
from parlour.games.win_lose_or_draw.options import REVISION, Options

TABLE_SECONDS = 3000
SKETCHED = ("guessed", "stolen", "missed")
PEN_SPEED = 500.0
"""A person's pen, in sheet units a second, when a stand-in drawing is sketched."""
PEN_PAUSE = 0.3


@dataclass
class Tally:
    outcomes: Counter[str] = field(default_factory=Counter)
    seconds: list[float] = field(default_factory=list)
    """How long each found item took, from the timer's start."""
    refusals: int = 0
    table_seconds: float = 0.0
    cpu: float = 0.0

    def add(self, table: VirtualTable) -> None:
        for result in table.state.history:
            self.outcomes[result.outcome] += 1
            if result.outcome in ("guessed", "stolen") and result.ms is not None:
                self.seconds.append(result.ms / 1000)
        self.refusals += len(table.refusals)
        self.table_seconds += table.now

    @property
    def sketched(self) -> int:
        return sum(self.outcomes[o] for o in SKETCHED)

    def share(self, outcome: str) -> str:
        return f"{self.outcomes[outcome] / self.sketched:.0%}" if self.sketched else "-"

    def median(self) -> str:
        return f"{statistics.median(self.seconds):.0f} s" if self.seconds else "-"


def coverage(language: str) -> list[tuple[str, int, int]]:
    """Per category: items with a reviewed picture, and all items."""
    rows = []
    for category in CATEGORIES:
        items = [i for i in load_items(language) if i.category == category]
        drawn = sum(item_picture(i.text, category, language) is not None for i in items)
        rows.append((category, drawn, len(items)))
    return rows


def among_themselves(level: str, language: str, mode: str, turns: int, seed: int) -> Tally:
    """Games of four computer players of one level until `turns` turns were sketched (passes aside)."""
    tally = Tally()
    options = simulation_options({"mode": mode, "language": language, "target": 15})
    game = 0
    started = time.process_time()
    while tally.sketched < turns and game < 50:
        table_seed = seed * 1000 + game
        policies: dict[int, Any] = {s: WinLoseOrDrawPolicy(level, random.Random(table_seed * 10 + s)) for s in range(4)}
        table = VirtualTable(GAME, options, policies, table_seed, (0, 1, 0, 1) if mode == "teams" else 4)
        wanted = turns - tally.sketched

        def enough(state: Any, wanted: int = wanted) -> bool:
            return sum(r.outcome in SKETCHED for r in state.history) >= wanted

        table.run(enough, TABLE_SECONDS)
        tally.add(table)
        game += 1
    tally.cpu = time.process_time() - started
    return tally


class DrawnSketcher:
    """A person sketching a given drawing: starts the timer, then draws its strokes at a pen's pace, and nothing
    more (no words written, no gestures): what a computer teammate reads is the drawing alone."""

    tick_seconds = 0.1

    def __init__(self, lines: Sequence[Sequence[tuple[float, float]]]) -> None:
        xs = [x for line in lines for x, _ in line]
        ys = [y for line in lines for _, y in line]
        span = max(max(xs) - min(xs), max(ys) - min(ys), 1e-6)
        scale, left, top = 700 / span, min(xs), min(ys)
        # Its strokes as the computer players' own are timed (parlour.bots.sketching), a pause before each.
        self.strokes: list[PenStroke] = []
        clock = 0.0
        for line in lines:
            points = tuple((round(150 + (x - left) * scale), round(150 + (y - top) * scale), 50) for x, y in line)
            clock += PEN_PAUSE
            self.strokes.append(PenStroke(clock, points))
            clock = self.strokes[-1].end
        self.view: dict[str, Any] | None = None
        self.began: float | None = None
        self.sent = 0

    def on_view(self, view: dict[str, Any]) -> list[tuple[float, dict[str, Any]]]:
        self.view = view
        if view["phase"] == "turn" and view["stage"] == "ready" and view["sketcher"] == view["you"]:
            return [(1.0, {"type": "start"})]
        return []

    def on_sheet(self, frame: dict[str, Any]) -> None:
        pass

    def on_sheets(self, canvases: dict[str, list[dict[str, Any]]]) -> None:
        pass

    def on_tick(self, elapsed: float, clock_ms: int) -> list[Move]:
        view = self.view
        if view is None or view["phase"] != "turn" or view["stage"] != "drawing" or view["sketcher"] != view["you"]:
            return []
        if self.began is None:
            self.began = elapsed
        frames, self.sent = due_frames(self.strokes, self.sent, elapsed - self.began)
        return [("draw", frame) for frame in frames]


def resampled(lines: Sequence[Sequence[tuple[float, float]]]) -> list[list[tuple[float, float]]]:
    """Each line as a pen leaves it: a point every PEN_SPEED / RATE sheet units (the drawing's 100 units as 700)."""
    step = PEN_SPEED / RATE / 7
    out = []
    for line in lines:
        points = [line[0]]
        for (ax, ay), (bx, by) in itertools.pairwise(line):
            length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
            pieces = max(1, round(length / step))
            points += [(ax + (bx - ax) * i / pieces, ay + (by - ay) * i / pieces) for i in range(1, pieces + 1)]
        out.append(points)
    return out


def on_stand_ins(drawings: list[StandInDrawing], level: str, seed: int) -> dict[bool, Tally]:
    """Each drawing sketched by a person whose teammate is a computer player of `level`; by held out or not."""
    tallies = {True: Tally(), False: Tally()}
    for index, drawing in enumerate(drawings):
        item = _item(drawing)
        if item is None:
            continue
        options = Options(mode="teams", items=(item,), language=drawing.language, revision=REVISION)
        policies: dict[int, Any] = {0: DrawnSketcher(resampled(drawing.lines))}
        policies |= {s: WinLoseOrDrawPolicy(level, random.Random(seed * 7919 + index * 4 + s)) for s in (1, 2, 3)}
        table = VirtualTable(GAME, options, policies, seed + index, (0, 0, 1, 1))
        table.state.first = table.state.playing = 0
        table.run(lambda state: bool(state.history), 200)
        tallies[drawing.held_out].add(table)
    return tallies


def _item(drawing: StandInDrawing) -> Item | None:
    """The shipped item a drawing names (its title is read with spaces made plain, French's narrow ones too)."""
    return next((i for i in load_items(drawing.language) if " ".join(i.text.split()) == drawing.clue), None)


def evaluate(request: EvaluationRequest) -> list[str]:
    lines = ["## What they can sketch", "", "| language | " + " | ".join(CATEGORIES) + " | all |", "|---" * 8 + "|"]
    for language in request.languages:
        rows = coverage(language)
        drawn, every = sum(r[1] for r in rows), sum(r[2] for r in rows)
        cells = [f"{d} of {n} ({d / n:.0%})" for _, d, n in rows]
        lines.append(f"| {language} | " + " | ".join(cells) + f" | {drawn} of {every} ({drawn / every:.0%}) |")
    if request.rounds:
        lines += ["", "## Among themselves (four computer players of one level)", ""]
        lines += [
            "| mode | level | language | turns sketched | found in time | stolen | missed | passed | median time to "
            "find | refusals | CPU per table-second |",
            "|---" * 11 + "|",
        ]
        for mode in ("teams", "board"):
            for level in request.levels:
                for language in request.languages:
                    t = among_themselves(level, language, mode, request.rounds, request.seed)
                    passed = t.outcomes["passed"] / max(1, t.sketched + t.outcomes["passed"])
                    lines.append(
                        f"| {mode} | {level} | {language} | {t.sketched} | {t.share('guessed')} | {t.share('stolen')} "
                        f"| {t.share('missed')} | {passed:.0%} | {t.median()} | {t.refusals} "
                        f"| {1000 * t.cpu / max(t.table_seconds, 1):.2f} ms |"
                    )
    if request.stand_ins is not None:
        lines += [
            "",
            "## On sketches a person could have drawn (stand-ins; a person sketches, one computer teammate)",
            "",
        ]
        lines += ["| level | language | drawings | found in time | stolen | missed | median time |", "|---" * 7 + "|"]
        for level in request.levels:
            for language in request.languages:
                mine = [d for d in request.stand_ins if d.language == language]
                for held_out, tally in sorted(on_stand_ins(mine, level, request.seed).items()):
                    name = f"{language}, {'held out' if held_out else 'development'}"
                    lines.append(
                        f"| {level} | {name} | {tally.sketched} | {tally.share('guessed')} | {tally.share('stolen')} "
                        f"| {tally.share('missed')} | {tally.median()} |"
                    )
    return lines
