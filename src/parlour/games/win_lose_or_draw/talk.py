"""When the table may chat: never while a sketch is on ("never speak while sketching"; the guessers shout their
guesses through the game's own feed), nor during a steal, whose one guess is the other team's alone."""

from parlour.games.win_lose_or_draw.state import State


def talk_open(state: State) -> bool:
    return not (state.phase == "turn" and state.stage in ("drawing", "steal"))
