"""A small item deck in the shipped format, and shortcuts for driving Win, Lose or Draw's rules directly."""

from typing import Any

from parlour.content.items import Item, parse_items
from parlour.games.win_lose_or_draw import roles, rules
from parlour.games.win_lose_or_draw.actions import Guess, Skip, Start
from parlour.games.win_lose_or_draw.options import REVISION, Options
from parlour.games.win_lose_or_draw.state import State

TEST_ITEMS = """\
The Adventures of Superman | Superman
Jaws
Apple pie
Raining cats and dogs
Fish and chips
Star Wars
Elvis Presley | Elvis
Hot dog
Break a leg
Cheese sandwich
"""
BOOKS = """\
The Hobbit @ J. R. R. Tolkien
Treasure Island @ Robert Louis Stevenson
"""


def sample_items() -> tuple[Item, ...]:
    items, problems = parse_items(TEST_ITEMS, "tv", "test.items")
    books, more = parse_items(BOOKS, "books", "books.items")
    assert not problems and not more
    return tuple(item for _, item in [*items, *books])


def options(**fields: Any) -> Options:
    return Options(items=sample_items(), revision=REVISION, **fields)


TEAMS = (0, 1, 0, 1)
"""Seats 0 and 2 in team 0, seats 1 and 3 in team 1."""


def team_game(seed: int = 1, seats: tuple[int, ...] = TEAMS, **fields: Any) -> State:
    """A team game just past the opening roll: the first turn's sketcher reads the item."""
    state = rules.setup(options(mode="teams", **fields), seats, seed)
    rules.tick(state, 0)
    rules.tick(state, rules.OPENING_MS)
    assert state.phase == "turn" and state.stage == "ready"
    return state


def board_game(seed: int = 1, seats: int = 3, **fields: Any) -> State:
    """A board game with the white pawn placed on the first Spade Space: the first turn's sketcher reads."""
    state = rules.setup(options(mode="board", **fields), seats, seed)
    rules.tick(state, 0)
    rules.apply(state, state.sketcher, rules.Place(0), 1)
    return state


def start(state: State, now: int = 1000) -> None:
    rules.apply(state, state.sketcher, Start(), now)


def skip_moment(state: State, now: int) -> None:
    """The finished sketch is shown: the next sketcher cuts the moment short, and their turn begins."""
    assert state.stage == "reveal" and state.following is not None
    rules.apply(state, state.following, Skip(), now)


def answer(state: State) -> str:
    item = roles.current_item(state)
    assert item is not None
    return item.text


def guesser(state: State, *, other_than: tuple[int, ...] = ()) -> int:
    """A seat that may guess now."""
    return next(s for s in range(state.seats) if roles.may_guess(state, s) and s not in other_than)


def guess(state: State, seat: int, text: str, now: int, at: int | None = None) -> list[dict[str, Any]]:
    return rules.apply(state, seat, Guess(text, at=at), now)


def refused(state: State, seat: int, action: Any, now: int = 2000) -> str:
    """The code the rules refuse `action` with; the state must be exactly as before."""
    import msgspec
    import pytest

    from parlour.engine.errors import RuleError

    before = msgspec.to_builtins(state)
    with pytest.raises(RuleError) as caught:
        rules.apply(state, seat, action, now)
    assert msgspec.to_builtins(state) == before
    return caught.value.code


def set_item(state: State, text: str) -> None:
    """Make the front card the item with this text (a test chooses what is being sketched)."""
    state.item = next(i for i, item in enumerate(state.options.items) if item.text == text)
