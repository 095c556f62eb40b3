"""The actions a seat may take now."""

from parlour.games.piccolino.actions import Action, Flip, Ring, VoteStop
from parlour.games.piccolino.state import State

_FLIP = Flip()


def legal_actions(state: State, seat: int) -> list[Action]:
    player = state.players[seat]
    if state.phase != "playing" or player.out:
        return []
    actions: list[Action] = [VoteStop(not player.stop_vote)]
    if player.rang < state.version and all(r.seat != seat for r in state.rings):
        actions.append(Ring(state.version))
    if state.turn == seat and state.bell_deadline is None:
        actions.append(_FLIP)
    return actions
