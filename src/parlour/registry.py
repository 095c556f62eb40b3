"""The games the platform offers, found by themselves: every subpackage of `parlour.games` exposes its `ENTRY`.
Nothing else names a game; tests may register one of their own for a while (`registered`)."""

import importlib
import pkgutil
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import parlour.games
from parlour.engine.entry import AnyEntry, ContentKind
from parlour.engine.errors import RuleError
from parlour.engine.game import Event, Game
from parlour.engine.log import Header, Record
from parlour.engine.match import Match

_REGISTRY: dict[str, AnyEntry] = {}
_found = False


def register_game(entry: AnyEntry) -> None:
    """Offer a game to the platform (rooms, computer players, replay, simulation, content checks)."""
    known = _REGISTRY.get(entry.name)
    if known is not None and known is not entry:
        raise ValueError(f"a different game is already registered as {entry.name!r}")
    _REGISTRY[entry.name] = entry


def unregister_game(name: str) -> None:
    _REGISTRY.pop(name, None)


@contextmanager
def registered(entry: AnyEntry) -> Iterator[AnyEntry]:
    """The game is registered inside the block only (for tests)."""
    register_game(entry)
    try:
        yield entry
    finally:
        unregister_game(entry.name)


@contextmanager
def replaced(entry: AnyEntry) -> Iterator[AnyEntry]:
    """A registered game played by another entry of the same name inside the block only (tests that plant a
    bug or an extra event in a real game's rules)."""
    _find_games()
    known = _REGISTRY.get(entry.name)
    if known is None:
        raise ValueError(f"no game is registered as {entry.name!r}")
    _REGISTRY[entry.name] = entry
    try:
        yield entry
    finally:
        _REGISTRY[entry.name] = known


def _find_games() -> None:
    """Register the `ENTRY` of every package under `parlour.games`, once: a new game needs no list to join."""
    global _found
    if _found:
        return
    for package in pkgutil.iter_modules(parlour.games.__path__, f"{parlour.games.__name__}."):
        if package.ispkg:
            entry: Any = importlib.import_module(package.name).ENTRY
            register_game(entry)
    _found = True


def game_entry(name: str) -> AnyEntry:
    _find_games()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise RuleError("unknown_game", game=name) from None


def get_game(name: str) -> Game:
    return game_entry(name).game


def registered_games() -> list[AnyEntry]:
    """Every registered game, by name."""
    _find_games()
    return [_REGISTRY[name] for name in sorted(_REGISTRY)]


def content_kinds() -> list[ContentKind]:
    """Every kind of content some registered game reads, once each (games may share a kind), by name."""
    kinds: dict[str, ContentKind] = {}
    for entry in registered_games():
        for kind in entry.content:
            if kinds.setdefault(kind.name, kind) is not kind:
                raise ValueError(f"two different content kinds are named {kind.name!r}")
    return [kinds[name] for name in sorted(kinds)]


def replay(header: Header, records: list[Record]) -> tuple[Match, list[Event]]:
    """Re-run a log of whichever registered game wrote it; the match and every event, in order."""
    return Match.replay(get_game(header.game), header, records)
