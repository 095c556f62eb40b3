"""Private Sketch: a drawing game of the test suite whose sheets are not all public. Everyone draws at once; each
sheet is seen by its drawer and by the judge (seat 0) alone; adding to the counter starts every sheet afresh. It
proves that the platform's drawing (strokes, snapshots, the view's drawing block) follows what a game says."""

from dataclasses import replace
from typing import Any

from parlour.engine.entry import GameEntry
from parlour.engine.game import Event
from tests.games import counting
from tests.games.counting import State

JUDGE = 0


def apply(state: State, seat: int, action: Any, now: int) -> list[Event]:
    return counting.apply(state, seat, action, now)


def may_draw(state: State, seat: int) -> bool:
    return state.phase == "playing"


def sheet_viewers(state: State, sheet: int) -> frozenset[int] | None:
    return frozenset({sheet, JUDGE})


def canvas_epoch(state: State) -> int:
    return len(state.moves)


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {**counting.view(state, seat), "game": "private-sketch"}


GAME = replace(
    counting.GAME,
    name="private-sketch",
    may_draw=may_draw,
    sheet_viewers=sheet_viewers,
    canvas_epoch=canvas_epoch,
    view=view,
)

ENTRY = GameEntry(GAME)
