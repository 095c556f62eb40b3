"""The contract every game's rules module fulfils, so the room, replay and bots can run any game."""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import msgspec

from parlour.engine.errors import RuleError

if TYPE_CHECKING:
    from parlour.engine.log import Header, Record
    from parlour.engine.match import Match

Event = dict[str, Any]
"""Something that happened, as plain data. Events are public: they never carry a secret."""


@dataclass(frozen=True)
class Table:
    """Who may sit at a game with given options: how many seats, and in how many teams (0: no teams)."""

    min_seats: int
    max_seats: int
    teams: int


def fixed_table(min_seats: int, max_seats: int, teams: int = 0) -> Callable[[Any], Table]:
    """`table` for a game whose table does not depend on its options."""
    table = Table(min_seats, max_seats, teams)
    return lambda options: table


class Game(Protocol):
    name: str
    min_seats: int
    max_seats: int
    """The fewest and most seats over every choice of options (the table of given options is `table`)."""
    teams: int
    """How many teams the game is played in with its default options; 0 for every player on their own."""
    options_type: Any
    action_type: Any
    state_type: Any

    def table(self, options: Any) -> Table:
        """The table for these options: a game may be played in teams or not, by more or fewer, as chosen."""

    def setup(self, options: Any, seats: Any, seed: int) -> Any:
        """A fresh game. All randomness comes from `seed`, through a generator kept in the state. `seats` is the
        number of seats; for a game played in teams (`teams` > 0) it is each seat's team instead, a tuple of
        numbers from 0 to teams - 1, one per seat."""

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

    palette: bool
    """Whether players draw in colours of the palette and fill (docs/protocol.md, "Colours and fills"); False:
    one ink, pen and eraser only, and a stroke with a colour or a fill is refused (`colour_not_allowed`)."""

    def may_draw(self, state: Any, seat: int) -> bool:
        """Whether `seat` may put strokes on its canvas now; always False in a game without drawing."""

    def sheet_viewers(self, state: Any, sheet: int) -> frozenset[int] | None:
        """The seats that may see seat `sheet`'s drawing now; None for everyone, spectators included."""

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

    def absent_action(self, state: Any, seat: int) -> Any | None:
        """What the server plays for a seat whose player is disconnected, once the game has waited a short grace
        for them (a sketcher away when their turn begins is skipped, say); None: the game waits for nobody's
        return, or needs nothing from that seat now."""


class GameDefaults:
    """The answers a game gives to the parts of the contract it has no use for: nobody draws, every sheet is in
    plain view, no epochs, no timing, nothing played for an absent seat. A game overrides what it does; its state
    has a `phase` that is "over" once the game has ended."""

    palette = False

    @staticmethod
    def may_draw(state: Any, seat: int) -> bool:
        return False

    @staticmethod
    def sheet_viewers(state: Any, sheet: int) -> frozenset[int] | None:
        return None

    @staticmethod
    def canvas_epoch(state: Any) -> int:
        return 0

    @staticmethod
    def is_over(state: Any) -> bool:
        return bool(state.phase == "over")

    @staticmethod
    def version(state: Any) -> int:
        return 0

    @staticmethod
    def admit(action: Any, seat: int, facts: Any) -> Any:
        return action

    @staticmethod
    def standin_action(state: Any, seat: int) -> Any | None:
        return None

    @staticmethod
    def absent_action(state: Any, seat: int) -> Any | None:
        return None


Handler = Callable[[Any, int, Any, Any, int, list[Event]], None]
"""(state, seat, that seat's part of the state, action, now, events to append to)."""


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


SeatHandler = Callable[[Any, int, Any, int, list[Event]], None]
"""(state, seat, action, now, events to append to): for games that keep no per-seat struct to hand over."""


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


class Policy(Protocol):
    """A computer player. It reads its seat's view, as a person's browser does, and answers with actions."""

    def on_view(self, view: dict[str, Any]) -> list[tuple[float, dict[str, Any]]]:
        """What to do about a new view of its seat: (seconds from now, action as plain data) for each action."""
        ...


Move = tuple[str, dict[str, Any]]
"""What a computer player does on its own time: ("act", action) or ("draw", {"sid", "tool", "size", "pts"}), the
same as a browser's `act` and `draw` frames."""


@runtime_checkable
class Clockwork(Policy, Protocol):
    """A computer player that also acts as time passes, between views: it draws on its sheet point by point, and
    watches the sheets its seat may see as they grow, as a browser shows them."""

    tick_seconds: float
    """How often it wants `on_tick`, in its own seconds (the room's bot speed makes them pass faster)."""

    def on_sheet(self, frame: dict[str, Any]) -> None:
        """Another seat's `draw`, `undo` or `clear` frame, as a browser receives it. Keep it cheap: it is called
        while the room delivers a turn."""
        ...

    def on_sheets(self, canvases: dict[str, list[dict[str, Any]]]) -> None:
        """Every sheet the seat may see, as a snapshot carries them (`{"<seat>": [stroke, ...]}`)."""
        ...

    def on_tick(self, elapsed: float, clock_ms: int) -> list[Move]:
        """What to do now: `elapsed` is its own seconds since it sat down, `clock_ms` the room's clock (the one a
        view's deadlines are written in)."""
        ...


@dataclass(frozen=True)
class FinishedGame:
    """A finished game as its record keeps it: enough to replay it and redraw every sheet."""

    header: "Header"
    records: list["Record"]
    ops: list[tuple[int, int, int, int, Any]]
    """Canvas operations (n, t, epoch, seat, op) in order."""
    players: list[dict[str, Any]]
    """Who sat where; a computer player's seat has `bot` (and `bot_since`, the epoch it took over from)."""


@dataclass(frozen=True)
class EvaluationRequest:
    """What `parlour bots evaluate GAME` asks of a game's computer players."""

    levels: tuple[str, ...]
    languages: tuple[str, ...]
    rounds: int
    seed: int
    finished: list[FinishedGame] | None
    """The game's finished games from a database, to measure the players on what people did; None: no database
    was given."""


@dataclass(frozen=True)
class ComputerPlayers:
    """The computer players a game offers."""

    levels: tuple[str, ...]
    """The levels a host may choose, weakest first."""
    policy: Callable[[str, Callable[[], list[int]]], Policy]
    """(level, humans) -> a new player for one seat; `humans()` gives the seats people play, when asked."""
    evaluate: Callable[[EvaluationRequest], list[str]] | None = None
    """Measures how well they play; the report's lines (Markdown)."""


@dataclass(frozen=True)
class ContentCheck:
    problems: list[str]
    """Each problem as `file:line: message`."""
    found: str
    """What the files hold, for people (`"240 card(s)"`)."""


@dataclass(frozen=True)
class ContentKind:
    """Content that is not rules (clue decks, say): files a host may write, and what ships in the package."""

    name: str
    """Names the command that checks such files: `parlour NAME check FILE...`."""
    about: str
    """One line for `parlour --help`."""
    check_files: Callable[[list[str]], ContentCheck]
    """Check files together; problems are reported, never raised."""
    check_shipped: Callable[[], None]
    """Check everything of this kind that ships in the package; raises on any problem (run at server start)."""


@dataclass(frozen=True)
class GameEntry:
    """Everything the platform knows about one game: its rules and the rest it offers. Registered once
    (`register_game`), so that nothing outside the game's package names it."""

    game: Game
    computer_players: ComputerPlayers | None = None
    """None: a room of this game refuses `add_bot` (`no_bots`), and an absent player has only a stand-in."""
    report: "Callable[[Match], dict[str, Any]] | None" = None
    """A finished (or stopped) match summarised for people (`parlour replay`); None: `{"game", "view"}`."""
    simulation_options: Callable[[dict[str, Any]], Any] | None = None
    """The game's Options for random games from `--option key=value` settings, with defaults for the rest;
    None: `parlour simulate` does not offer the game."""
    content: tuple[ContentKind, ...] = ()
    """Kinds of content the game reads (checked at server start; `parlour KIND check FILE...`)."""

    @property
    def name(self) -> str:
        return self.game.name


_REGISTRY: dict[str, GameEntry] = {}


def register_game(entry: GameEntry) -> None:
    """Offer a game to the platform (rooms, computer players, replay, simulation, content checks)."""
    known = _REGISTRY.get(entry.name)
    if known is not None and known is not entry:
        raise ValueError(f"a different game is already registered as {entry.name!r}")
    _REGISTRY[entry.name] = entry


def unregister_game(name: str) -> None:
    _REGISTRY.pop(name, None)


@contextmanager
def registered(entry: GameEntry) -> Iterator[GameEntry]:
    """The game is registered inside the block only (for tests)."""
    register_game(entry)
    try:
        yield entry
    finally:
        unregister_game(entry.name)


def _load_games() -> None:
    # Importing the games package is what registers them; done here so callers need not remember to.
    import parlour.games  # noqa: F401


def game_entry(name: str) -> GameEntry:
    _load_games()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise RuleError("unknown_game", game=name) from None


def get_game(name: str) -> Game:
    return game_entry(name).game


def registered_games() -> list[GameEntry]:
    """Every registered game, by name."""
    _load_games()
    return [_REGISTRY[name] for name in sorted(_REGISTRY)]


def content_kinds() -> list[ContentKind]:
    """Every kind of content some registered game reads, once each (games may share a kind), by name."""
    kinds: dict[str, ContentKind] = {}
    for entry in registered_games():
        for kind in entry.content:
            if kinds.setdefault(kind.name, kind) is not kind:
                raise ValueError(f"two different content kinds are named {kind.name!r}")
    return [kinds[name] for name in sorted(kinds)]
