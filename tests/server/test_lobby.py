"""Rooms before the game: sitting down, the host, starting, removing."""

from .client import Client
from .conftest import Server
from .helpers import close_all, seated_players


async def test_players_sit_with_a_name_and_a_colour_and_get_a_seat_token(server: Server) -> None:
    _code, clients = await seated_players(server, 2)
    assert [c.seat for c in clients] == [0, 1]
    assert all(c.token for c in clients)
    room = await clients[0].wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 2)
    seats = room["room"]["seats"]
    assert [(s["name"], s["colour"], s["connected"]) for s in seats] == [("Ann", "red", True), ("Bob", "yellow", True)]
    assert room["room"]["host"] == 0
    await close_all(clients)


async def test_names_and_colours_are_unique_in_a_room(server: Server) -> None:
    code, clients = await seated_players(server, 1)
    late = await Client(server.base, code).connect()
    await late.send({"t": "sit", "name": "ann", "colour": "blue"})
    assert (await late.error())["code"] == "name_taken"
    await late.send({"t": "sit", "name": "Zed", "colour": "red"})
    assert (await late.wait(lambda f: f["t"] == "error" and f["code"] == "colour_taken"))["code"]
    await late.send({"t": "sit", "name": "Zed", "colour": "magenta"})
    assert await late.wait(lambda f: f["t"] == "error" and f["code"] == "bad_colour")
    await late.send({"t": "sit", "name": "   ", "colour": "blue"})
    assert await late.wait(lambda f: f["t"] == "error" and f["code"] == "bad_name")
    await close_all([*clients, late])


async def test_a_room_holds_at_most_six_players_and_later_arrivals_watch(server: Server) -> None:
    code, clients = await seated_players(server, 6)
    seventh = await Client(server.base, code).connect()
    await seventh.send({"t": "sit", "name": "Gus", "colour": "red"})
    assert (await seventh.error())["code"] in ("room_full", "colour_taken")
    assert seventh.seat is None and seventh.room is not None
    await close_all([*clients, seventh])


async def test_only_the_host_starts_and_only_with_three_to_six_players(server: Server) -> None:
    code, clients = await seated_players(server, 2)
    await clients[0].send({"t": "start"})
    assert (await clients[0].error())["code"] == "not_enough_players"
    third = await Client(server.base, code).connect()
    await third.sit("Cleo", "green")
    await third.send({"t": "start"})
    assert (await third.error())["code"] == "not_host"
    await clients[0].send({"t": "start"})
    view = await third.wait_view(lambda v: v["phase"] == "choosing_level")
    assert view["round"] == 1 and len(view["players"]) == 3
    assert (await third.wait(lambda f: f["t"] == "room" and f["room"]["status"] == "playing"))["room"]["game_id"]
    await close_all([*clients, third])


async def test_a_spectator_cannot_act(server: Server) -> None:
    code, clients = await seated_players(server, 3)
    watcher = await Client(server.base, code).connect()
    await watcher.send({"t": "start"})
    assert (await watcher.error())["code"] == "not_seated"
    await close_all([*clients, watcher])


async def test_the_host_removes_a_player_in_the_lobby(server: Server) -> None:
    _code, clients = await seated_players(server, 3)
    await clients[0].send({"t": "remove", "seat": 1})
    room = await clients[2].wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 2)
    assert [s["name"] for s in room["room"]["seats"]] == ["Ann", "Cleo"]
    assert room["room"]["you"] == 1, "later seats move up"
    removed = await clients[1].wait(lambda f: f["t"] == "room" and f["room"]["you"] is None)
    assert removed["room"]["you"] is None
    await close_all(clients)


async def test_coming_back_with_the_seat_token_gives_the_seat_back(server: Server) -> None:
    code, clients = await seated_players(server, 2)
    token = clients[1].token
    await clients[1].close()
    again = await Client(server.base, code).connect(token=token)
    assert again.seat == 1
    stranger = Client(server.base, code)
    await stranger.connect(token="not-a-token")
    assert (await stranger.error())["code"] == "bad_token" and stranger.seat is None
    await close_all([clients[0], again, stranger])
