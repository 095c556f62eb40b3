"""Views: a seat sees the public table and its own secret, never another's; a spectator sees no secret.

The check is non-interference: change everything a seat may not know (other players' secrets and the numbers on
other players' guesses) and the seat's view must not change at all. It runs at every step of random games."""

import random

import msgspec

from parlour.bots.random_play import play_random_game
from parlour.engine.match import Match
from parlour.games.pictomania import GAME
from parlour.games.pictomania.actions import Guess
from parlour.games.pictomania.options import Options
from parlour.games.pictomania.state import State
from parlour.games.pictomania.views import view

from .helpers import CARDS, act, drawing_game, new_game


def _scramble_secrets(state: State, keep: int | None, rng: random.Random) -> State:
    """A copy in which everything hidden from `keep` (None: a spectator) is different."""
    other = msgspec.json.decode(msgspec.json.encode(state), type=State)
    for seat, player in enumerate(other.players):
        if seat == keep:
            continue
        player.number = rng.choice([n for n in range(1, 8) if n != player.number])
        player.symbol = rng.randrange(len(other.rack) or 1)
        player.used = rng.getrandbits(8)
        player.wrong_clue = not player.wrong_clue
    for pile in other.piles:
        for entry in pile:
            if entry.by != keep:
                entry.number = rng.choice([n for n in range(1, 8) if n != entry.number])
    return other


def _assert_no_leak(state: State, rng: random.Random) -> None:
    for seat in [*range(state.seats), None]:
        assert view(_scramble_secrets(state, seat, rng), seat) == view(state, seat), f"leak to seat {seat}"


def test_views_never_show_another_players_secret_at_any_step_of_random_games() -> None:
    options = Options(cards=CARDS, level=None, round_seconds=30)
    for seed in range(4):
        rng = random.Random(seed)
        match = play_random_game(GAME, options, 3 + seed, seed)
        replayed = Match(GAME, options, match.seats, match.seed)
        for record in match.records:
            if record.seat is None:
                replayed.tick(record.t)
            else:
                replayed.act(record.seat, record.action, record.t)
            _assert_no_leak(replayed.state, rng)


def test_a_seat_sees_the_number_of_its_own_guesses_but_not_of_others() -> None:
    state = drawing_game(4)
    act(state, 0, Guess(2, 5))
    act(state, 1, Guess(2, 6))
    pile = view(state, 0)["players"][2]["pile"]
    assert pile == [{"by": 0, "number": 5}, {"by": 1}]
    assert view(state, 2)["players"][2]["pile"] == [{"by": 0}, {"by": 1}]
    assert view(state, None)["players"][2]["pile"] == [{"by": 0}, {"by": 1}]


def test_a_seat_sees_its_own_secret_once_drawing_starts() -> None:
    state = drawing_game(4)
    me = view(state, 3)["me"]
    assert me["secret"] == {"symbol": state.players[3].symbol, "number": state.players[3].number}


def test_a_spectator_sees_no_secret() -> None:
    state = drawing_game(4)
    spectator = view(state, None)
    assert spectator["seat"] is None and "me" not in spectator


def test_everyone_sees_the_clue_cards_on_the_rack() -> None:
    state = new_game(4)
    rack = view(state, None)["rack"]
    assert len(rack) == 6 and all(len(card["clues"]) == 7 for card in rack)
