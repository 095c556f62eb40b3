"""Win, Lose or Draw: one sketcher draws a name or phrase against the clock while the others guess; played in two
teams or round a gameboard."""

from typing import Any

from parlour.content.items import ITEMS
from parlour.content.source import Content
from parlour.engine.fairness import sent_at, window_ms
from parlour.engine.game import GameDefaults, GameEntry
from parlour.games.winlosedraw import legal, options, rules, standin, views
from parlour.games.winlosedraw.actions import Action, Guess
from parlour.games.winlosedraw.options import BOARD_TABLE, TEAM_TABLE, Options
from parlour.games.winlosedraw.state import State


class WinLoseOrDraw(GameDefaults):
    name = "win-lose-or-draw"
    min_seats = BOARD_TABLE.min_seats
    max_seats = TEAM_TABLE.max_seats
    teams = TEAM_TABLE.teams
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
    # sheet_viewers is the default: the sketch is in plain view.

    @staticmethod
    def canvas_epoch(state: State) -> int:
        """Each turn's sketch starts on a blank sheet."""
        return state.turn

    @staticmethod
    def admit(action: Any, seat: int, facts: Any) -> Any:
        """Write the server's timing into a guess: when it was most likely sent, and how long to wait for slower
        connections; what the client said about either is ignored."""
        if not isinstance(action, Guess):
            return action
        return Guess(action.text, at=sent_at(facts.now, facts.rtt_ms), window_ms=window_ms(facts.rtts))


GAME = WinLoseOrDraw()

__all__ = ["ENTRY", "GAME", "Action", "Options", "State"]


def simulation_options(raw: dict[str, Any]) -> Options:
    """A room's options as a host would choose them (the shipped English items unless `language` says)."""
    return options.prepare_options(raw, Content())


ENTRY = GameEntry(GAME, simulation_options=simulation_options, content=(ITEMS,))
