"""What the server does for a player the host removed mid-game: the least it can, so nobody waits for them.
It readies, lets the level stay as it was, draws nothing, finishes without a token and confirms its clue."""

from parlour.games.pictomania.actions import Action, CheckClue, ChooseLevel, DrawNothing, Finish, Ready
from parlour.games.pictomania.legal import legal_actions
from parlour.games.pictomania.state import State


def standin_action(state: State, seat: int) -> Action | None:
    actions = legal_actions(state, seat)
    if not actions:
        return None
    levels = [a for a in actions if isinstance(a, ChooseLevel)]
    if levels:
        previous = state.results[-1].level if state.results else None
        return next((a for a in levels if a.level == previous), levels[0])
    for wanted in (Ready(), CheckClue(False), DrawNothing(), Finish(bonus=False)):
        if wanted in actions:
            return wanted
    return None
