"""Computer players: what a game's policies answer to, and what `parlour bots evaluate` hands a game."""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from parlour.engine.log import Header, Record


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
class Lesson:
    """Something a game's computer players keep from a finished game, for the server's later games: plain text
    data under a key of one language (a person's drawing of a clue, say)."""

    language: str
    key: str
    data: str


Lessons = Mapping[tuple[str, str], Sequence[str]]
"""What the server has kept: (language, key) -> the data of its lessons, oldest first."""


@runtime_checkable
class Learner(Protocol):
    """A computer player that reads what the server has kept from its finished games."""

    def learn_from(self, lessons: Callable[[], Lessons]) -> None:
        """`lessons()` gives what is kept now; the player asks when it needs it (it grows as games end)."""
        ...


@runtime_checkable
class SeesTheLobby(Protocol):
    """A computer player that uses what the lobby shows everyone: which seats are computer players, and of which
    level (people's seats are not in it: their way of playing is learnt, not shown)."""

    def see_levels(self, levels: Callable[[], dict[int, str]]) -> None:
        """`levels()` gives each computer player's seat and level now; the player asks when it needs it."""
        ...


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
    stand_ins: list["StandInDrawing"] | None = None
    """Drawings made as people draw, by hands independent of the computer players' pictures, for drawing games;
    None: none were given."""


@dataclass(frozen=True)
class StandInDrawing:
    """One drawing of a clue made as a person would, standing in for people's until they have played."""

    language: str
    clue: str
    lines: list[list[tuple[float, float]]]
    """Its pen strokes in the order drawn, each a polyline (any unit: readers bring drawings to a unit square)."""
    held_out: bool
    """Kept apart from the work on the readers: the figure that counts is on these."""


@dataclass(frozen=True)
class ComputerPlayers:
    """The computer players a game offers."""

    levels: tuple[str, ...]
    """The levels a host may choose, weakest first."""
    policy: Callable[[str, Callable[[], list[int]]], Policy]
    """(level, humans) -> a new player for one seat; `humans()` gives the seats people play, when asked."""
    evaluate: Callable[[EvaluationRequest], list[str]] | None = None
    """Measures how well they play; the report's lines (Markdown)."""
    learn: Callable[[FinishedGame], list[Lesson]] | None = None
    """What to keep of a finished game for the server's later games (pure: the server reads and stores)."""
    lessons_kept: int = 5
    """How many lessons the server keeps per (language, key), the newest."""
