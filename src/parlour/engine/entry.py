"""Everything the platform knows about one game beyond its rules: computer players, report, simulation, content."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic

from parlour.engine.game import ActionT, OptionsT, Rules, StateT
from parlour.engine.players import ComputerPlayers

if TYPE_CHECKING:
    from parlour.engine.match import Match


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
class GameEntry(Generic[OptionsT, StateT, ActionT]):
    """Everything the platform knows about one game: its rules and the rest it offers. Each game's package exposes
    one as `ENTRY`, where the registry (`parlour.registry`) finds it, so that nothing outside the package names
    the game."""

    game: Rules[OptionsT, StateT, ActionT]
    computer_players: ComputerPlayers | None = None
    """None: a room of this game refuses `add_bot` (`no_bots`), and an absent player has only a stand-in."""
    report: "Callable[[Match], dict[str, Any]] | None" = None
    """A finished (or stopped) match summarised for people (`parlour replay`); None: `{"game", "view"}`."""
    simulation_options: Callable[[dict[str, Any]], OptionsT] | None = None
    """The game's options for random games from `--option key=value` settings, with defaults for the rest;
    None: `parlour simulate` does not offer the game."""
    content: tuple[ContentKind, ...] = ()
    """Kinds of content the game reads (checked at server start; `parlour KIND check FILE...`)."""

    @property
    def name(self) -> str:
        return self.game.name


AnyEntry = GameEntry[Any, Any, Any]
"""Any game's entry, as the registry holds them."""
