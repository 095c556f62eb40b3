"""A bug in a game's rules never leaves its room half-alive: the room is dropped and loaded again from its log,
and the players reconnect and play on (issue 9, item 1)."""

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from parlour.games.pictomania import ENTRY, GAME
from parlour.games.pictomania import rules as pictomania_rules
from parlour.registry import replaced
from parlour.server.state import state_of

from .client import Client
from .conftest import Server
from .helpers import close_all, started_game, to_drawing

BROKEN_NUMBER = 7
"""A guess with this number makes the broken rules raise, once."""


@pytest.fixture
def broken_rules() -> Iterator[list[int]]:
    """Pictomania's rules with a bug: the first guess of number 7 raises IndexError half-way (after the state
    was already touched), as a real bug would. Yields the list of times the bug fired."""
    fired: list[int] = []
    real_apply = pictomania_rules.apply

    def apply(state: Any, seat: int, action: Any, now: int) -> Any:
        if getattr(action, "number", None) == BROKEN_NUMBER and not fired:
            fired.append(seat)
            state.round += 100  # a half-made change that must not survive
            raise IndexError("a bug in the rules")
        return real_apply(state, seat, action, now)

    with replaced(dataclasses.replace(ENTRY, game=dataclasses.replace(GAME, apply=apply))):
        yield fired


async def test_a_bug_in_the_rules_drops_the_room_and_the_players_reconnect_and_play_on(
    server: Server, broken_rules: list[int]
) -> None:
    code, clients = await started_game(server, 3)
    await to_drawing(clients)
    await clients[1].act({"type": "guess", "target": 2, "number": 3})
    await clients[0].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
    rooms = state_of(server.app).running.directory
    room_before = rooms.rooms[code]

    await clients[0].act({"type": "guess", "target": 1, "number": BROKEN_NUMBER})
    error = await clients[0].error()
    assert error["code"] == "internal" and broken_rules == [0]
    codes = [await client.closed() for client in clients]
    assert codes == [1011, 1011, 1011], "every client is closed with a code that makes it reconnect"
    assert code not in rooms.rooms or rooms.rooms[code] is not room_before, "the broken room is forgotten"

    back = [await Client(server.base, code).connect(token=c.token) for c in clients]
    view = back[1].snapshot["view"]
    assert view["round"] == 1, "the half-made change is gone: the room was replayed from its log"
    assert view["phase"] == "drawing" and view["me"]["guessed"] == [2], "what was accepted before is kept"
    await back[0].act({"type": "guess", "target": 1, "number": BROKEN_NUMBER})
    await back[2].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed" and f["event"]["by"] == 0)
    assert broken_rules == [0], "the same guess, played again, goes through"
    await close_all(back)


async def test_a_frame_for_a_room_that_closed_under_its_socket_closes_the_socket(server: Server) -> None:
    code, clients = await started_game(server, 3)
    rooms = state_of(server.app).running.directory
    room = rooms.rooms[code]
    room.closed = True  # as between a room's fault and its sockets hearing of it
    await clients[0].send({"t": "ping", "n": 1})
    assert await clients[0].closed() == 1012, "the frame is not dropped in silence: the client must reconnect"
    room.closed = False
    await close_all(clients[1:])
