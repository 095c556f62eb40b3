"""Helpers to arrange Pictomania positions in tests. Arranging may touch the state; acting goes through rules."""

import msgspec

from parlour.content.deck import LEVELS, Card
from parlour.engine.errors import RuleError
from parlour.games.pictomania import rules
from parlour.games.pictomania.actions import Action, CheckClue, Finish, Guess, Ready
from parlour.games.pictomania.options import Options
from parlour.games.pictomania.state import State

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def make_cards(per_level: int = 8) -> tuple[Card, ...]:
    return tuple(
        Card(
            f"{level}-{LETTERS[i]}",
            level,
            tuple(tuple(f"{level} {LETTERS[i]} {side} {LETTERS[k]}" for k in range(7)) for side in ("front", "back")),
        )
        for level in LEVELS
        for i in range(per_level)
    )


CARDS = make_cards()


def new_game(players: int = 4, seed: int = 7, **options: object) -> State:
    options.setdefault("level", "easy")
    return rules.setup(Options(cards=CARDS, **options), players, seed)  # type: ignore[arg-type]


def act(state: State, seat: int, action: Action, now: int = 0) -> list[dict[str, object]]:
    return rules.apply(state, seat, action, now)


def start_drawing(state: State, now: int = 0) -> State:
    for seat in range(state.seats):
        act(state, seat, Ready(), now)
    assert state.phase == "drawing"
    return state


def drawing_game(players: int = 4, numbers: list[int] | None = None, **options: object) -> State:
    """A game in its first drawing phase; `numbers` arranges each player's secret number."""
    state = start_drawing(new_game(players, **options))
    if numbers is not None:
        for player, number in zip(state.players, numbers, strict=True):
            player.number = number
    return state


def guesses(state: State, *placed: tuple[int, int, int]) -> None:
    """Place guesses (by, target, number) in the order given."""
    for by, target, number in placed:
        act(state, by, Guess(target, number))


def finish_all(state: State, bonus: bool = True) -> None:
    for seat in range(state.seats):
        if state.phase == "drawing" and not state.players[seat].finished:
            act(state, seat, Finish(bonus=bonus and not state.players[seat].blank))


def check_all(state: State, wrong: tuple[int, ...] = ()) -> None:
    for seat in range(state.seats):
        if state.phase == "review" and not state.players[seat].checked:
            act(state, seat, CheckClue(wrong=seat in wrong))


def snapshot(state: State) -> bytes:
    return msgspec.json.encode(state)


def refused(state: State, seat: int, action: Action, code: str) -> None:
    """The action raises RuleError(code) and leaves the state byte-for-byte unchanged."""
    before = snapshot(state)
    try:
        act(state, seat, action, 1)
    except RuleError as error:
        assert error.code == code, f"expected {code}, got {error.code} {error.params}"
    else:
        raise AssertionError(f"{action!r} by seat {seat} was accepted; expected {code}")
    assert snapshot(state) == before, "a refused action changed the state"
