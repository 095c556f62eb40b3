"""Pictus: a narrator gives a clue for one of their pictures, the others slip in the picture of theirs that fits
it best, and everyone tries to find the narrator's."""

from typing import Any

from parlour.content.source import Content
from parlour.engine.entry import GameEntry
from parlour.engine.game import Facts, Rules
from parlour.games.pictus import legal, options, roles, rules, standin, talk, views
from parlour.games.pictus.actions import Action, DrawCard, EndWait
from parlour.games.pictus.bots import PICTUS_COMPUTER_PLAYERS
from parlour.games.pictus.options import TABLE, Options
from parlour.games.pictus.state import State


def sheet_viewers(state: State, sheet: int) -> frozenset[int] | None:
    """An own-deck card being drawn is its drawer's secret; the narrator's drawn clue is for everyone."""
    return frozenset({sheet}) if state.phase == "drawing" else None


def canvas_epoch(state: State) -> int:
    """Each round's drawn clue starts on a blank sheet (the own-deck drawing is round 0)."""
    return state.round


def admit(action: Action, seat: int, facts: Facts) -> Action:
    """An own card is the drawing on the player's canvas as the server holds it, not what the client says;
    whether the one ending the wait is the room's host is the room's word, not the client's."""
    if isinstance(action, EndWait):
        return EndWait(host=facts.host)
    if not isinstance(action, DrawCard):
        return action
    return DrawCard(strokes=facts.sheet())


GAME: Rules[Options, State, Action] = Rules(
    name="pictus",
    options_type=Options,
    state_type=State,
    action_type=Action,
    min_seats=TABLE.min_seats,
    max_seats=TABLE.max_seats,
    teams=0,
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
    may_draw=roles.may_draw,
    sheet_viewers=sheet_viewers,
    canvas_epoch=canvas_epoch,
    admit=admit,
    standin_action=standin.standin_action,
    absent_action=standin.absent_action,
)

__all__ = ["ENTRY", "GAME", "Action", "Options", "State"]


def simulation_options(raw: dict[str, Any]) -> Options:
    """A room's options as a host would choose them, with the shipped pictures."""
    return options.prepare_options(raw, Content())


ENTRY = GameEntry(GAME, computer_players=PICTUS_COMPUTER_PLAYERS, simulation_options=simulation_options)
