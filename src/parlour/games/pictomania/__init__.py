"""Pictomania: everyone draws a secret clue at once while guessing everyone else's drawing."""

from typing import Any

from parlour.content.shipped import DECKS
from parlour.content.source import Content
from parlour.engine.entry import GameEntry
from parlour.engine.game import Rules, fixed_table
from parlour.games.pictomania import legal, room_options, rules, standin, talk, views
from parlour.games.pictomania.actions import Action
from parlour.games.pictomania.bots import PICTOMANIA_COMPUTER_PLAYERS
from parlour.games.pictomania.options import MAX_PLAYERS, MIN_PLAYERS, Options
from parlour.games.pictomania.report import report
from parlour.games.pictomania.state import State


def canvas_epoch(state: State) -> int:
    """Drawings belong to a round: a new round starts with blank canvases."""
    return state.round


# absent_action is the default: the host hands an absent player's seat to a stand-in; nothing waits on one seat
# alone. sheet_viewers is the default: every drawing is in plain view.
GAME: Rules[Options, State, Action] = Rules(
    name="pictomania",
    options_type=Options,
    state_type=State,
    action_type=Action,
    min_seats=MIN_PLAYERS,
    max_seats=MAX_PLAYERS,
    teams=0,
    table=fixed_table(MIN_PLAYERS, MAX_PLAYERS),
    setup=rules.setup,
    apply=rules.apply,
    tick=rules.tick,
    next_deadline=rules.next_deadline,
    view=views.view,
    legal_actions=legal.legal_actions,
    prepare_options=room_options.prepare_options,
    public_options=room_options.public_options,
    talk_open=talk.talk_open,
    may_draw=rules.may_draw,
    canvas_epoch=canvas_epoch,
    standin_action=standin.standin_action,
)


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
