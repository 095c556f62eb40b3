"""What the server plays for a seat whose player is away: the game never waits on one player."""

from typing import Any

from parlour.games.win_lose_or_draw import board
from parlour.games.win_lose_or_draw.actions import Pass, Place, Roll, Take
from parlour.games.win_lose_or_draw.state import State


def absent_action(state: State, seat: int) -> Any | None:
    """A sketcher away when their turn begins passes it; an away player's board chores are done for them.
    A guesser who is away changes nothing, so nothing is played for them."""
    if state.phase == "placing" and seat == state.sketcher:
        return Place(board.SPADES[0])
    if state.phase != "turn":
        return None
    if state.stage == "ready" and seat == state.sketcher:
        return Pass()
    if state.stage == "collect":
        if seat in state.to_take:
            return Take(board.colours_to_take(state.pawns[seat])[0])
        if seat == state.sketcher and not state.rolled:
            return Roll()
    return None


standin_action = absent_action
"""A stand-in the host hands a seat to does the same: it passes a sketch, takes a pawn, rolls the die."""
