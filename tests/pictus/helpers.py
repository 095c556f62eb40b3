"""A deck of made-up picture ids, and shortcuts for driving Pictus's rules directly."""

from typing import Any

from parlour.games.pictus import rules
from parlour.games.pictus.actions import Clue, HandIn, Ready, Vote
from parlour.games.pictus.options import DEFAULT_TIME_LIMIT, Options
from parlour.games.pictus.state import State

CARDS = tuple(f"picture-{n:03}" for n in range(120))


def options(**fields: Any) -> Options:
    """As a new room has them: the default time limit unless `fields` says."""
    return Options(cards=CARDS, **{"time_limit": DEFAULT_TIME_LIMIT, **fields})


def game(seats: int = 4, seed: int = 1, **fields: Any) -> State:
    """A game at its first clue."""
    state = rules.setup(options(**fields), seats, seed)
    assert state.phase == "clue"
    return state


def narrator(state: State) -> int:
    assert state.narrator is not None
    return state.narrator


def others(state: State) -> list[int]:
    return [seat for seat in range(state.seats) if seat != state.narrator]


def give_clue(state: State, words: str = "far from home", now: int = 0) -> str:
    card = state.hands[narrator(state)][0]
    rules.apply(state, narrator(state), Clue(card, words), now)
    return card


def hand_in_all(state: State, now: int = 0) -> dict[int, str]:
    handed = {}
    for seat in others(state):
        handed[seat] = state.hands[seat][0]
        rules.apply(state, seat, HandIn(handed[seat]), now)
    return handed


def to_vote(state: State) -> None:
    give_clue(state)
    hand_in_all(state)
    assert state.phase == "vote"


def card_of(state: State, owner: int | None) -> int:
    return state.owners.index(owner)


def vote(state: State, choices: dict[int, int], now: int = 0) -> None:
    for seat, choice in choices.items():
        rules.apply(state, seat, Vote(choice), now)


def everyone_ready(state: State, now: int = 0) -> None:
    for seat in range(state.seats):
        rules.apply(state, seat, Ready(), now)
