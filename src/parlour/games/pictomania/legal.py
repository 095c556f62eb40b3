"""The actions a seat may take now: for random play, simulations and computer players."""

from parlour.content.deck import LEVELS
from parlour.games.pictomania.actions import (
    Action,
    CheckClue,
    ChooseLevel,
    DrawNothing,
    Finish,
    Guess,
    Ready,
    ReplaceCard,
)
from parlour.games.pictomania.options import MAX_PLAYERS, RACK_SIZE, playable_levels
from parlour.games.pictomania.rules import HOST, MAX_REPLACEMENTS_PER_ROUND, NUMBERS
from parlour.games.pictomania.state import State

# Actions are immutable, so one instance of each serves every call (this list is built on every move of a
# simulation, and building fresh structs was most of its cost).
_GUESSES = [[Guess(target, number) for number in range(8)] for target in range(MAX_PLAYERS)]
_REPLACE = [ReplaceCard(card) for card in range(RACK_SIZE)]
_LEVELS = {level: ChooseLevel(level) for level in LEVELS}
_READY = Ready()
_FINISH_WITH_BONUS = Finish(bonus=True)
_FINISH_WITHOUT_BONUS = Finish(bonus=False)
_DRAW_NOTHING = DrawNothing()
_CHECKS = [CheckClue(False), CheckClue(True)]


def legal_actions(state: State, seat: int) -> list[Action]:
    player = state.players[seat]
    phase = state.phase
    if phase == "drawing":
        if player.finished:
            return []
        actions: list[Action] = [_FINISH_WITHOUT_BONUS]
        if not player.blank:
            actions += (_FINISH_WITH_BONUS, _DRAW_NOTHING)
        free = [n for n in NUMBERS if not player.used >> n & 1]
        for target, other in enumerate(state.players):
            if target != seat and not other.blank and not player.guessed >> target & 1:
                row = _GUESSES[target]
                actions += [row[n] for n in free]
        return actions
    if phase in ("preview", "scored"):
        if player.ready:
            return []
        actions = [_READY]
        if phase == "preview" and player.replaced < MAX_REPLACEMENTS_PER_ROUND:
            assert state.level is not None
            if state.stock[state.level] or state.discard[state.level]:
                actions += _REPLACE[: len(state.rack)]
        return actions
    if phase == "review":
        return [] if player.checked else list(_CHECKS)
    if phase == "choosing_level" and seat == HOST:
        playable = playable_levels(state.options)
        return [_LEVELS[level] for level in LEVELS if level in playable]
    return []
