"""Pictomania: everyone draws a secret clue at once while guessing everyone else's drawing."""

from typing import Any

from parlour.content.shipped import DECKS
from parlour.content.source import Content
from parlour.engine.game import GameDefaults, GameEntry, fixed_table
from parlour.games.pictomania import legal, room_options, rules, standin, views
from parlour.games.pictomania.actions import Action
from parlour.games.pictomania.bots import PICTOMANIA_COMPUTER_PLAYERS
from parlour.games.pictomania.options import MAX_PLAYERS, MIN_PLAYERS, Options
from parlour.games.pictomania.report import report
from parlour.games.pictomania.state import State


class Pictomania(GameDefaults):
    name = "pictomania"
    min_seats = MIN_PLAYERS
    max_seats = MAX_PLAYERS
    teams = 0
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
    prepare_options = staticmethod(room_options.prepare_options)
    public_options = staticmethod(room_options.public_options)
    standin_action = staticmethod(standin.standin_action)
    table = staticmethod(fixed_table(MIN_PLAYERS, MAX_PLAYERS))
    # absent_action is the default: the host hands an absent player's seat to a stand-in; nothing waits on
    # one seat alone.
    # sheet_viewers is the default: every drawing is in plain view.

    @staticmethod
    def canvas_epoch(state: State) -> int:
        """Drawings belong to a round: a new round starts with blank canvases."""
        return state.round


GAME = Pictomania()


def simulation_options(raw: dict[str, Any]) -> Options:
    """A room's options as a host would choose them (the shipped English deck), all rounds at the easy level."""
    return room_options.prepare_options({"level": "easy", **raw}, Content())


ENTRY = GameEntry(
    GAME,
    report=report,
    simulation_options=simulation_options,
    content=(DECKS,),
    computer_players=PICTOMANIA_COMPUTER_PLAYERS,
)

__all__ = ["ENTRY", "GAME", "Action", "Options", "State"]
