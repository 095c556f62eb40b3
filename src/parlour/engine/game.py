"""The contract every game's rules module fulfils, so the room, replay and bots can run any game."""

from collections.abc import Callable
from typing import Any, Protocol

import msgspec

from parlour.engine.errors import RuleError

Event = dict[str, Any]
"""Something that happened, as plain data. Events are public: they never carry a secret."""


class Game(Protocol):
    name: str
    min_seats: int
    max_seats: int
    options_type: Any
    action_type: Any
    state_type: Any

    def setup(self, options: Any, seats: int, seed: int) -> Any:
        """A fresh game. All randomness comes from `seed`, through a generator kept in the state."""

    def apply(self, state: Any, seat: int, action: Any, now: int) -> list[Event]:
        """Validate, then change. A refused action raises RuleError and leaves `state` untouched."""

    def tick(self, state: Any, now: int) -> list[Event]:
        """Time-driven transitions due at `now` (milliseconds); an empty list when nothing was due."""

    def next_deadline(self, state: Any) -> int | None:
        """When `tick` next has something to do, or None."""

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (a spectator when None), and nothing more."""

    def legal_actions(self, state: Any, seat: int) -> list[Any]:
        """Every action `seat` may take now (for random play, simulations and computer players)."""

    def may_draw(self, state: Any, seat: int) -> bool:
        """Whether `seat` may put strokes on its canvas now; always False in a game without drawing."""

    def canvas_epoch(self, state: Any) -> int:
        """Canvases start blank whenever this number changes (a new round, say)."""

    def is_over(self, state: Any) -> bool:
        """Whether the game has ended."""

    def prepare_options(self, raw: Any, content: Any) -> Any:
        """A room's chosen options (untrusted data) as the game's Options; `content` supplies decks and the like."""

    def public_options(self, options: Any) -> dict[str, Any]:
        """The options as shown to players (without bulky content such as the deck)."""

    def version(self, state: Any) -> int:
        """A number that changes whenever what a seat must react to changes (0 for games without timing)."""

    def admit(self, action: Any, seat: int, facts: Any) -> Any:
        """The action with the server's own measurements written in (see the fair bell), before the rules see it."""

    def standin_action(self, state: Any, seat: int) -> Any | None:
        """What the server plays for an absent seat so that the game never waits for it, or None."""


Handler = Callable[[Any, int, Any, Any, int, list[Event]], None]
"""(state, seat, that seat's part of the state, action, now, events to append to)."""


def dispatch(handlers: dict[type, Handler], state: Any, seat: int, player: Any, action: Any, now: int) -> list[Event]:
    """Run the handler for the action's type; anything that is not one of the game's actions is malformed."""
    handler = handlers.get(type(action))
    if handler is None:
        raise RuleError("malformed_action", detail=f"not an action of this game: {type(action).__name__}")
    events: list[Event] = []
    handler(state, seat, player, action, now, events)
    return events


def decode_action(game: Game, raw: object) -> Any:
    """Turn untrusted input (JSON bytes/str or already-parsed data) into one of the game's actions."""
    try:
        if isinstance(raw, msgspec.Struct):
            raw = msgspec.to_builtins(raw)
        if isinstance(raw, bytes | str):
            return msgspec.json.decode(raw, type=game.action_type)
        return msgspec.convert(raw, game.action_type)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise RuleError("malformed_action", detail=str(exc)) from None


def decode_options(game: Game, raw: object) -> Any:
    try:
        if isinstance(raw, bytes | str):
            return msgspec.json.decode(raw, type=game.options_type)
        return msgspec.convert(raw, game.options_type)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise RuleError("bad_options", detail=str(exc)) from None


_REGISTRY: dict[str, Game] = {}


def register_game(game: Game) -> None:
    _REGISTRY[game.name] = game


def get_game(name: str) -> Game:
    # Importing the games package is what registers them; done here so callers need not remember to.
    import parlour.games  # noqa: F401

    try:
        return _REGISTRY[name]
    except KeyError:
        raise RuleError("unknown_game", game=name) from None
