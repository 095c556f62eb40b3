"""Pictomania: everyone draws a secret clue at once while guessing everyone else's drawing."""

from typing import Any

from parlour.games.pictomania import legal, room_options, rules, standin, views
from parlour.games.pictomania.actions import Action
from parlour.games.pictomania.options import MAX_PLAYERS, MIN_PLAYERS, Options
from parlour.games.pictomania.state import State


class Pictomania:
    name = "pictomania"
    min_seats = MIN_PLAYERS
    max_seats = MAX_PLAYERS
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

    @staticmethod
    def canvas_epoch(state: State) -> int:
        """Drawings belong to a round: a new round starts with blank canvases."""
        return state.round

    @staticmethod
    def is_over(state: State) -> bool:
        return state.phase == "over"

    @staticmethod
    def version(state: State) -> int:
        return 0

    @staticmethod
    def admit(action: Any, seat: int, facts: Any) -> Any:
        return action


GAME = Pictomania()

__all__ = ["GAME", "Action", "Options", "State"]
