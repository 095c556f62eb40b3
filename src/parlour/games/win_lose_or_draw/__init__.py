"""Win, Lose or Draw: one sketcher draws a name or phrase against the clock while the others guess; played in two
teams or round a gameboard."""

from typing import Any

from parlour.content.items import ITEMS
from parlour.content.source import Content
from parlour.engine.entry import GameEntry
from parlour.engine.fairness import sent_at, window_ms
from parlour.engine.game import Facts, Rules
from parlour.games.win_lose_or_draw import legal, options, rules, standin, talk, views
from parlour.games.win_lose_or_draw.actions import Action, Guess
from parlour.games.win_lose_or_draw.bots import WIN_LOSE_OR_DRAW_COMPUTER_PLAYERS
from parlour.games.win_lose_or_draw.options import BOARD_TABLE, TEAM_TABLE, Options
from parlour.games.win_lose_or_draw.state import State


def canvas_epoch(state: State) -> int:
    """Each turn's sketch starts on a blank sheet."""
    return state.turn


def admit(action: Action, seat: int, facts: Facts) -> Action:
    """Write the server's timing into a guess: when it was most likely sent, and how long to wait for slower
    connections; what the client said about either is ignored."""
    if not isinstance(action, Guess):
        return action
    return Guess(action.text, at=sent_at(facts.now, facts.rtt_ms), window_ms=window_ms(facts.rtts))


# sheet_viewers is the default: the sketch is in plain view.
GAME: Rules[Options, State, Action] = Rules(
    name="win-lose-or-draw",
    options_type=Options,
    state_type=State,
    action_type=Action,
    min_seats=BOARD_TABLE.min_seats,
    max_seats=TEAM_TABLE.max_seats,
    teams=TEAM_TABLE.teams,
    table=options.table,
    setup=rules.setup,
    apply=rules.apply,
    tick=rules.tick,
    next_deadline=rules.next_deadline,
    view=views.view,
    legal_actions=legal.legal_actions,
    prepare_options=options.prepare_options,
    public_options=options.public_options,
    talk_open=talk.talk_open,
    palette=True,
    may_draw=rules.may_draw,
    canvas_epoch=canvas_epoch,
    admit=admit,
    standin_action=standin.standin_action,
    absent_action=standin.absent_action,
)

__all__ = ["ENTRY", "GAME", "Action", "Options", "State"]


def simulation_options(raw: dict[str, Any]) -> Options:
    """A room's options as a host would choose them (the shipped English items unless `language` says)."""
    return options.prepare_options(raw, Content())


ENTRY = GameEntry(
    GAME,
    computer_players=WIN_LOSE_OR_DRAW_COMPUTER_PLAYERS,
    simulation_options=simulation_options,
    content=(ITEMS,),
)
