"""Every action a seat may take now, for random play, simulations and tests. A clue is given in words (random
play cannot draw); a drawn card is not among them, for the same reason: random play brings shipped pictures."""

from typing import Any

from parlour.games.pictus.actions import Clue, HandIn, PassNarration, Ready, UseShipped, Vote
from parlour.games.pictus.roles import done, voters
from parlour.games.pictus.state import State

RANDOM_CLUE = "a long way from home"


def legal_actions(state: State, seat: int) -> list[Any]:
    if done(state, seat):
        return []
    if state.phase == "drawing":
        return [UseShipped()]
    if state.phase == "clue":
        return [Clue(card, RANDOM_CLUE) for card in state.hands[seat]] + [PassNarration()]
    if state.phase == "hand_in":
        return [HandIn(card) for card in state.hands[seat]]
    if state.phase == "vote" and seat in voters(state):
        narrator = seat == state.narrator
        return [Vote(i) for i, owner in enumerate(state.owners) if owner != seat and not (narrator and owner is None)]
    if state.phase == "reveal":
        return [Ready()]
    return []
