"""Running an action's handler after the checks every game makes, for games that keep their handlers by type."""

from collections.abc import Callable
from typing import Any

from parlour.engine.errors import RuleError
from parlour.engine.game import Event

Handler = Callable[[Any, int, Any, Any, int, list[Event]], None]
"""(state, seat, that seat's part of the state, action, now, events to append to)."""

SeatHandler = Callable[[Any, int, Any, int, list[Event]], None]
"""(state, seat, action, now, events to append to): for games that keep no per-seat struct to hand over."""


def _handler_of(handlers: dict[type, Any], action: Any) -> Any:
    """The handler for the action's type; anything that is not one of the game's actions is malformed."""
    handler = handlers.get(type(action))
    if handler is None:
        raise RuleError("malformed_action", detail=f"not an action of this game: {type(action).__name__}")
    return handler


def dispatch(handlers: dict[type, Handler], state: Any, seat: int, player: Any, action: Any, now: int) -> list[Event]:
    """Run the handler for the action's type."""
    handler = _handler_of(handlers, action)
    events: list[Event] = []
    handler(state, seat, player, action, now, events)
    return events


def dispatch_seated(
    handlers: dict[type, SeatHandler], state: Any, seat: int, action: Any, now: int, *, seats: int, over: bool
) -> list[Event]:
    """Refuse a seat that is not at the table (`not_seated`) and any action once the game is over (`game_over`),
    then run the handler for the action's type."""
    if not 0 <= seat < seats:
        raise RuleError("not_seated", seat=seat)
    if over:
        raise RuleError("game_over")
    handler = _handler_of(handlers, action)
    events: list[Event] = []
    handler(state, seat, action, now, events)
    return events
