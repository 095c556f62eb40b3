"""When the table may chat: not from the narrator's clue to the reveal, while the others choose a card for it and
vote, so that nobody points at a card in words (the project's reading: docs/rules/pictus.md)."""

from parlour.games.pictus.state import State


def talk_open(state: State) -> bool:
    return state.phase not in ("hand_in", "vote")
