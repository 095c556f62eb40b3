"""Arranging Piccolino tables in tests: arranging may set piles; acting goes through the rules."""

import msgspec

from parlour.engine.errors import RuleError
from parlour.games.piccolino import rules
from parlour.games.piccolino.actions import Action
from parlour.games.piccolino.cards import Card
from parlour.games.piccolino.options import Options
from parlour.games.piccolino.state import State

HAPPY_RED = Card("red", True)
SAD_RED = Card("red", False)
HAPPY_BLUE = Card("blue", True)
HAPPY_GREEN = Card("green", True)


def new_game(players: int = 3, seed: int = 5, **options: object) -> State:
    return rules.setup(Options(**options), players, seed)  # type: ignore[arg-type]


def table(players: int, draws: list[list[Card]], discards: list[list[Card]], turn: int = 0) -> State:
    """A game with these piles (top = last), the version bumped so the tops count as seen."""
    state = new_game(players)
    for player, draw, discard in zip(state.players, draws, discards, strict=True):
        player.draw = list(draw)
        player.discard = list(discard)
    state.turn = turn
    rules._new_version(state)
    return state


def act(state: State, seat: int, action: Action, now: int = 1000) -> list[dict[str, object]]:
    return rules.apply(state, seat, action, now)


def refused(state: State, seat: int, action: Action, code: str) -> None:
    before = msgspec.json.encode(state)
    try:
        act(state, seat, action)
    except RuleError as error:
        assert error.code == code, f"expected {code}, got {error.code}"
    else:
        raise AssertionError(f"{action!r} accepted; expected {code}")
    assert msgspec.json.encode(state) == before
