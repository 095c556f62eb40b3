"""Never speak while sketching: the room's chat is closed while a sketch is on and during the steal, and open
before the sketcher starts and once the turn is told."""

from parlour.games.win_lose_or_draw import GAME
from parlour.games.win_lose_or_draw.talk import talk_open

from .helpers import answer, guess, guesser, start, team_game


def test_never_speak_while_sketching_the_chat_closes_for_the_sketch_and_the_steal() -> None:
    state = team_game()
    assert GAME.talk_open is talk_open
    assert talk_open(state), "the sketcher reads the item: the table may still chat"
    start(state, 1000)
    assert state.stage == "drawing" and not talk_open(state)
    GAME.tick(state, 1000 + state.options.turn_seconds * 1000)
    assert state.stage == "steal" and not talk_open(state)
    stealer = guesser(state)
    guess(state, stealer, answer(state), 1000 + state.options.turn_seconds * 1000 + 500)
    assert state.stage != "steal" and talk_open(state), "the turn is told: talk again"
