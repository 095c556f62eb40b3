"""Private Sketch: a drawing game of the test suite whose sheets are not all public. Everyone draws at once; each
sheet is seen by its drawer and by the judge (seat 0) alone; adding to the counter starts every sheet afresh. It
proves that the platform's drawing (strokes, snapshots, the view's drawing block) follows what a game says."""

from typing import Any

from parlour.engine.game import Event, GameEntry
from tests.games import counting
from tests.games.counting import State

JUDGE = 0


def apply(state: State, seat: int, action: Any, now: int) -> list[Event]:
    return counting.apply(state, seat, action, now)


class PrivateSketch(counting.Counting):
    name = "private-sketch"

    @staticmethod
    def may_draw(state: State, seat: int) -> bool:
        return state.phase == "playing"

    @staticmethod
    def sheet_viewers(state: State, sheet: int) -> frozenset[int] | None:
        return frozenset({sheet, JUDGE})

    @staticmethod
    def canvas_epoch(state: State) -> int:
        return len(state.moves)

    @staticmethod
    def view(state: State, seat: int | None) -> dict[str, Any]:
        return {**counting.view(state, seat), "game": "private-sketch"}


ENTRY = GameEntry(PrivateSketch())
