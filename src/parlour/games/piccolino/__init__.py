"""Piccolino: flip clown cards in turn and race to ring the bell on two happy clowns of one colour."""

from typing import Any

from parlour.engine.errors import RuleError
from parlour.engine.game import ComputerPlayers, GameDefaults, GameEntry, fixed_table
from parlour.games.piccolino import legal, options, rules, views
from parlour.games.piccolino.actions import Action, Flip, Ring
from parlour.games.piccolino.bell import window_ms
from parlour.games.piccolino.bots import LEVELS, PiccolinoPolicy
from parlour.games.piccolino.options import MAX_PLAYERS, MIN_PLAYERS, Options
from parlour.games.piccolino.state import State


class Piccolino(GameDefaults):
    name = "piccolino"
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
    prepare_options = staticmethod(options.prepare_options)
    public_options = staticmethod(options.public_options)
    table = staticmethod(fixed_table(MIN_PLAYERS, MAX_PLAYERS))
    # absent_action is the default: the flip timer already plays an absent player's turn.
    # sheet_viewers is the default: nobody draws.

    @staticmethod
    def version(state: State) -> int:
        return state.version

    @staticmethod
    def admit(action: Any, seat: int, facts: Any) -> Any:
        """Write the server's timing into a ring; what the client said about it is ignored."""
        if not isinstance(action, Ring):
            return action
        sent = facts.delivered.get(action.version)
        if sent is None:
            raise RuleError("unseen_version", version=action.version)
        return Ring(
            action.version,
            action.reaction_ms,
            elapsed_ms=max(0, facts.now - sent),
            rtt_ms=facts.rtt_ms,
            window_ms=window_ms(facts.rtts),
        )

    @staticmethod
    def standin_action(state: State, seat: int) -> Any | None:
        """An absent player only flips when it is their turn (never rings), so nobody waits for them."""
        if state.phase == "playing" and state.turn == seat and state.bell_deadline is None:
            return Flip()
        return None


GAME = Piccolino()

ENTRY = GameEntry(
    GAME,
    computer_players=ComputerPlayers(levels=tuple(LEVELS), policy=PiccolinoPolicy),
    simulation_options=lambda raw: options.prepare_options(raw, None),
)

__all__ = ["ENTRY", "GAME", "Action", "Options", "State"]
