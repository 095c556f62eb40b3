"""Every action a seat may take now, for random play, simulations and tests. Guesses are two: the answer itself
and a wrong one, which between them reach every branch of the rules."""

from typing import Any

from parlour.games.win_lose_or_draw import answers, board
from parlour.games.win_lose_or_draw.actions import Accept, Guess, Label, Mark, Pass, Place, Roll, Skip, Start, Take
from parlour.games.win_lose_or_draw.roles import current_item, may_guess
from parlour.games.win_lose_or_draw.state import State

WRONG_GUESS = "a teapot on a bicycle"


def legal_actions(state: State, seat: int) -> list[Any]:
    if state.phase == "placing":
        return [Place(space) for space in board.SPADES] if seat == state.sketcher else []
    if state.phase != "turn":
        return []
    if state.stage == "reveal":
        return [Skip()] if seat == state.following else []
    item = current_item(state)
    assert item is not None
    if seat == state.sketcher:
        if state.stage == "ready":
            return [Start(), Pass()]
        if state.stage == "collect":
            return [] if state.rolled else [Roll()]
        found = answers.found_words([g.text for g in state.guesses], item)
        return [
            *[Accept(g.id) for g in state.guesses if not g.correct and (state.stage != "steal" or g.steal)],
            *[Mark(g.id, "close") for g in state.guesses],
            *[Label(word, 500, 900) for word in found],
        ]
    if state.stage == "collect":
        return [Take(c) for c in board.colours_to_take(state.pawns[seat])] if seat in state.to_take else []
    if may_guess(state, seat):
        return [Guess(item.text), Guess(WRONG_GUESS)]
    return []
