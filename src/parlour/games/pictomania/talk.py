"""When the table may chat: not while everyone reads the clue cards ("do not discuss the clues at this point!") nor
while they draw ("you may not write, talk or in any other way try to communicate which clue you are drawing")."""

from parlour.games.pictomania.state import State


def talk_open(state: State) -> bool:
    return state.phase not in ("preview", "drawing")
