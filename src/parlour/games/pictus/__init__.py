"""Pictus: a narrator gives a clue for one of their pictures, the others slip in the picture of theirs that fits
it best, and everyone tries to find the narrator's."""

from typing import Any

from parlour.content.source import Content
from parlour.engine.game import GameDefaults, GameEntry
from parlour.games.pictus import legal, options, rules, standin, views
from parlour.games.pictus.actions import Action, DrawCard, EndWait
from parlour.games.pictus.bots import PICTUS_COMPUTER_PLAYERS
from parlour.games.pictus.options import TABLE, Options
from parlour.games.pictus.state import State


class Pictus(GameDefaults):
    name = "pictus"
    min_seats = TABLE.min_seats
    max_seats = TABLE.max_seats
    teams = 0
    palette = True
    options_type = Options
    action_type: Any = Action
    state_type = State

    setup = staticmethod(rules.setup)
    apply = staticmethod(rules.apply)
    tick = staticmethod(rules.tick)
    next_deadline = staticmethod(rules.next_deadline)
    view = staticmethod(views.view)
    legal_actions = staticmethod(legal.legal_actions)
    may_draw = staticmethod(rules.may_draw)
    prepare_options = staticmethod(options.prepare_options)
    public_options = staticmethod(options.public_options)
    standin_action = staticmethod(standin.standin_action)
    absent_action = staticmethod(standin.absent_action)
    table = staticmethod(options.table)

    @staticmethod
    def sheet_viewers(state: State, sheet: int) -> frozenset[int] | None:
        """An own-deck card being drawn is its drawer's secret; the narrator's drawn clue is for everyone."""
        return frozenset({sheet}) if state.phase == "drawing" else None

    @staticmethod
    def canvas_epoch(state: State) -> int:
        """Each round's drawn clue starts on a blank sheet (the own-deck drawing is round 0)."""
        return state.round

    @staticmethod
    def admit(action: Any, seat: int, facts: Any) -> Any:
        """An own card is the drawing on the player's canvas as the server holds it, not what the client says;
        whether the one ending the wait is the room's host is the room's word, not the client's."""
        if isinstance(action, EndWait):
            return EndWait(host=facts.host)
        if not isinstance(action, DrawCard):
            return action
        return DrawCard(strokes=facts.sheet())


GAME = Pictus()

__all__ = ["ENTRY", "GAME", "Action", "Options", "State"]


def simulation_options(raw: dict[str, Any]) -> Options:
    """A room's options as a host would choose them, with the shipped pictures."""
    return options.prepare_options(raw, Content())


ENTRY = GameEntry(GAME, computer_players=PICTUS_COMPUTER_PLAYERS, simulation_options=simulation_options)
"""What a Pictus room chooses: who votes, the hand size, the variants, the target, an own deck."""
