"""What the server plays for a seat whose player is away, so that the table never waits on one player: the
narration passes on, a card is handed in and a vote cast (the first the rules allow), the next round is agreed
to, and an own-deck share is made up of shipped pictures."""

from typing import Any

from parlour.games.pictus.actions import PassNarration
from parlour.games.pictus.legal import legal_actions
from parlour.games.pictus.state import State


def absent_action(state: State, seat: int) -> Any | None:
    if state.phase == "clue":
        return PassNarration() if seat == state.narrator else None
    actions = legal_actions(state, seat)
    return actions[0] if actions else None


standin_action = absent_action
"""A stand-in the host hands a seat to does the same."""
