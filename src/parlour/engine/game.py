"""The contract every game's rules fulfil, so that the room, replay and bots can run any game.

A game declares its rules once, as one `Rules[Options, State, Action]` value whose fields are its functions; mypy
checks each function against the game's own types. What a game has no use for (drawing, timing, absent players)
has a default."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

Event = dict[str, Any]
"""Something that happened, as plain data. Events are public: they never carry a secret."""

# A game's options, its state, and its actions (usually a union of tagged structs).
OptionsT = TypeVar("OptionsT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")


@dataclass(frozen=True)
class Table:
    """Who may sit at a game with given options: how many seats, and in how many teams (0: no teams)."""

    min_seats: int
    max_seats: int
    teams: int


def fixed_table(min_seats: int, max_seats: int, teams: int = 0) -> Callable[[object], Table]:
    """`table` for a game whose table does not depend on its options."""
    table = Table(min_seats, max_seats, teams)
    return lambda options: table


class Facts(Protocol):
    """What the server knows about an action's sender, for games whose rules weigh timing (the fair bell) or take
    a drawing as it stands (an own-deck card). The server's own record of it fulfils this."""

    @property
    def now(self) -> int:
        """When the action came off the sender's socket (the room's clock, ms)."""

    @property
    def rtt_ms(self) -> int: ...

    @property
    def delivered(self) -> dict[int, int]:
        """When each recent version of the game was handed to the sender's connection (server clock, ms)."""

    @property
    def rtts(self) -> list[int]:
        """The round trips of every seated player."""

    @property
    def sheet(self) -> Callable[[], list[dict[str, Any]]]:
        """The strokes on the sender's canvas now (asked for only by the games that need them)."""

    @property
    def host(self) -> bool:
        """Whether the sender is the room's host (for a game's host-only moves)."""


# The defaults of `Rules`, for what a game has no use for: no clock, nobody draws, every sheet in plain view, one
# epoch, no versions, actions taken as sent, nothing played for an absent seat.


def nothing_due(state: object, now: int) -> list[Event]:
    return []


def no_deadline(state: object) -> int | None:
    return None


def nobody_draws(state: object, seat: int) -> bool:
    return False


def in_plain_view(state: object, sheet: int) -> frozenset[int] | None:
    return None


def one_epoch(state: object) -> int:
    return 0


def phase_is_over(state: Any) -> bool:
    """The default end: a game's state has a `phase` that is "over" once the game has ended."""
    return bool(state.phase == "over")


def untimed(state: object) -> int:
    return 0


def as_sent(action: ActionT, seat: int, facts: Facts) -> ActionT:
    return action


def nothing_played(state: object, seat: int) -> None:
    return None


def anyone_may_talk(state: object) -> bool:
    return True


@dataclass(frozen=True, kw_only=True)
class Rules(Generic[OptionsT, StateT, ActionT]):
    """A game's rules: its name, its types, and the functions the platform calls, typed by the game's options
    (`OptionsT`), state (`StateT`) and actions (`ActionT`). Pure: no function reads a clock or does I/O; time
    comes in as `now`."""

    name: str
    options_type: type[OptionsT]
    state_type: type[StateT]
    action_type: Any
    """The type actions decode to (a union of structs is no `type`, hence `Any`; the functions say `ActionT`)."""
    min_seats: int
    max_seats: int
    """The fewest and most seats over every choice of options (the table of given options is `table`)."""
    teams: int
    """How many teams the game is played in with its default options; 0 for every player on their own."""

    table: Callable[[OptionsT], Table]
    """The table for these options: a game may be played in teams or not, by more or fewer, as chosen."""
    setup: Callable[[OptionsT, Any, int], StateT]
    """(options, seats, seed): a fresh game. All randomness comes from `seed`, through a generator kept in the
    state. `seats` is the number of seats; for a game played in teams (`teams` > 0) it is each seat's team
    instead, a tuple of numbers from 0 to teams - 1, one per seat."""
    apply: Callable[[StateT, int, ActionT, int], list[Event]]
    """(state, seat, action, now): validate, then change. A refused action raises RuleError and leaves `state`
    untouched."""
    view: Callable[[StateT, int | None], dict[str, Any]]
    """What a seat may see (a spectator when None), and nothing more."""
    legal_actions: Callable[[StateT, int], list[ActionT]]
    """Every action a seat may take now (for random play, simulations and computer players)."""
    prepare_options: Callable[[Any, Any], OptionsT]
    """(raw, content): a room's chosen options (untrusted data) as the game's options; `content` supplies decks
    and the like."""
    public_options: Callable[[OptionsT], dict[str, Any]]
    """The options as shown to players (without bulky content such as the deck)."""

    palette: bool = False
    """Whether players draw in colours of the palette and fill (docs/protocol.md, "Colours and fills"); False:
    one ink, pen and eraser only, and a stroke with a colour or a fill is refused (`colour_not_allowed`)."""
    tick: Callable[[StateT, int], list[Event]] = nothing_due
    """(state, now): time-driven transitions due at `now` (milliseconds); an empty list when nothing was due."""
    next_deadline: Callable[[StateT], int | None] = no_deadline
    """When `tick` next has something to do, or None."""
    may_draw: Callable[[StateT, int], bool] = nobody_draws
    """Whether a seat may put strokes on its canvas now."""
    sheet_viewers: Callable[[StateT, int], frozenset[int] | None] = in_plain_view
    """The seats that may see seat `sheet`'s drawing now; None for everyone, spectators included."""
    canvas_epoch: Callable[[StateT], int] = one_epoch
    """Canvases start blank whenever this number changes (a new round, say)."""
    is_over: Callable[[StateT], bool] = phase_is_over
    """Whether the game has ended."""
    version: Callable[[StateT], int] = untimed
    """A number that changes whenever what a seat must react to changes (0 for games without timing)."""
    admit: Callable[[ActionT, int, Facts], ActionT] = as_sent
    """(action, seat, facts): the action with the server's own measurements written in (see the fair bell),
    before the rules see it."""
    standin_action: Callable[[StateT, int], ActionT | None] = nothing_played
    """What the server plays for a seat the host handed to a stand-in, so that the game never waits for it, or
    None."""
    talk_open: Callable[[StateT], bool] = anyone_may_talk
    """Whether the table may chat now: a game whose rules forbid talking at some moments (while drawing, say)
    closes the room's chat then."""
    absent_action: Callable[[StateT, int], ActionT | None] = nothing_played
    """What the server plays for a seat whose player is disconnected, once the game has waited a short grace for
    them (a sketcher away when their turn begins is skipped, say); None: the game waits for nobody's return, or
    needs nothing from that seat now."""


Game = Rules[Any, Any, Any]
"""Any game's rules, as the platform holds them."""
