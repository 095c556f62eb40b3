"""Teams and big tables: a game can ask for teams; the lobby lets players pick one and the host move players or
shuffle; `setup` receives every seat's team; rooms hold up to 12 seats, each with its own colour (issue 9,
item 3). Played with a game of the test suite."""

from collections.abc import Iterator
from typing import Any

import pytest

from parlour.registry import registered
from tests.games import team_counting

from .client import Client
from .conftest import Server
from .helpers import close_all

COLOURS = ["red", "yellow", "green", "blue", "purple", "orange", "pink", "teal", "brown", "grey", "navy", "lime"]
NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lou"]


async def next_room(client: Client) -> dict[str, Any]:
    """The first room frame that arrives from now on."""
    after = len(client.frames)
    frame = await client.wait(lambda f: f["t"] == "room" and any(f is g for g in client.frames[after:]))
    return frame["room"]  # type: ignore[no-any-return]


@pytest.fixture
def team_game() -> Iterator[None]:
    with registered(team_counting.ENTRY):
        yield


async def test_twelve_players_sit_in_two_teams_and_setup_receives_their_teams(server: Server, team_game: None) -> None:
    code = await server.create_room("team-counting")
    clients = []
    for i in range(12):
        client = await Client(server.base, code).connect()
        team = 1 if i == 0 else None  # the first chooses; the others go to the smaller team
        await client.send({"t": "sit", "name": NAMES[i], "colour": COLOURS[i], **({"team": team} if team else {})})
        await client.wait(lambda f: f["t"] == "seated")
        clients.append(client)
    host = clients[0]
    room = await host.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 12)
    teams = [s["team"] for s in room["room"]["seats"]]
    assert room["room"]["teams"] == 2 and teams[0] == 1 and teams.count(0) == 6 and teams.count(1) == 6
    assert len({s["colour"] for s in room["room"]["seats"]}) == 12

    late = await Client(server.base, code).connect()
    await late.send({"t": "sit", "name": "Max", "colour": "red"})
    assert (await late.error())["code"] == "room_full"

    await clients[5].send({"t": "team", "team": 7})
    assert await clients[5].wait(lambda f: f["t"] == "error" and f["code"] == "bad_team")
    await clients[5].send({"t": "move_team", "seat": 1, "team": 0})
    assert await clients[5].wait(lambda f: f["t"] == "error" and f["code"] == "not_host")
    await host.send({"t": "move_team", "seat": 3, "team": 1 - teams[3]})
    moved = await next_room(host)
    assert moved["seats"][3]["team"] == 1 - teams[3]
    await host.send({"t": "shuffle_teams"})
    shuffled = {"room": await next_room(host)}
    after = [s["team"] for s in shuffled["room"]["seats"]]
    assert sorted(after) == [0] * 6 + [1] * 6, "a shuffle keeps the teams even"

    await host.send({"t": "start"})
    view = await clients[4].wait_view(lambda v: v.get("game") == "team-counting")
    final_teams = [s["team"] for s in host.room["seats"]]  # type: ignore[index]
    assert view["teams"] == final_teams, "setup received each seat's team"
    await close_all([*clients, late])


async def test_a_team_game_does_not_start_with_an_empty_team(server: Server, team_game: None) -> None:
    code = await server.create_room("team-counting")
    clients = []
    for i in range(4):
        client = await Client(server.base, code).connect()
        await client.send({"t": "sit", "name": NAMES[i], "colour": COLOURS[i], "team": 0})
        await client.wait(lambda f: f["t"] == "seated")
        clients.append(client)
    await clients[0].send({"t": "start"})
    error = await clients[0].error()
    assert error["code"] == "teams_incomplete" and error["teams"] == 2
    await close_all(clients)


async def test_team_frames_are_refused_in_a_game_without_teams(server: Server) -> None:
    code = await server.create_room("pictomania")
    client = await Client(server.base, code).connect()
    await client.send({"t": "sit", "name": "Ann", "colour": "teal", "team": 0})
    assert (await client.error())["code"] == "no_teams"
    seated = await Client(server.base, code).connect()
    await seated.sit("Ann", "teal")
    await seated.send({"t": "shuffle_teams"})
    assert (await seated.error())["code"] == "no_teams"
    await seated.close()
    await client.close()
