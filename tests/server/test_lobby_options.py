"""The host changes the room's options in the lobby: checked as at creation, seen by everyone, kept."""

from typing import Any

from parlour.server.state import state_of

from .client import Client
from .conftest import Server
from .helpers import close_all, seated_players
from .test_custom_deck import SIMPLE


async def refusal(client: Client, frame: dict[str, Any]) -> dict[str, Any]:
    """The error frame answering this frame (not an earlier one)."""
    earlier = {id(f) for f in client.frames}
    await client.send(frame)
    return await client.wait(lambda f: f["t"] == "error" and id(f) not in earlier)


async def test_the_host_changes_an_option_in_the_lobby_and_everyone_sees_it(server: Server) -> None:
    _code, (host, guest) = await seated_players(server, 2, level="easy")
    await host.send({"t": "options", "options": {"level": "hard", "round_seconds": 90}})
    changed = await guest.wait(lambda f: f["t"] == "room" and f["room"]["options"]["level"] == "hard")
    assert changed["room"]["options"]["round_seconds"] == 90
    assert changed["room"]["options"]["language"] == "en", "options left out keep their value"
    await close_all([host, guest])


async def test_a_lobby_option_change_is_kept_when_the_room_is_loaded_again(server: Server) -> None:
    rooms = state_of(server.app).running.directory
    code, (host,) = await seated_players(server, 1, level="easy")
    await host.send({"t": "options", "options": {"level": "moderate"}})
    await host.wait(lambda f: f["t"] == "room" and f["room"]["options"]["level"] == "moderate")
    await close_all([host])
    room = rooms.rooms[code]
    await room.stop()
    rooms._forget(room)
    reloaded = await rooms.get(code)
    assert reloaded is not None and reloaded is not room
    assert reloaded.room_data(None)["options"]["level"] == "moderate"


async def test_only_the_host_changes_options(server: Server) -> None:
    code, (host, guest) = await seated_players(server, 2, level="easy")
    assert (await refusal(guest, {"t": "options", "options": {"level": "hard"}}))["code"] == "not_host"
    watcher = await Client(server.base, code).connect()
    await watcher.send({"t": "options", "options": {"level": "hard"}})
    assert (await watcher.error())["code"] == "not_seated"
    assert (await server.http.get(f"/api/rooms/{code}")).json()["options"]["level"] == "easy"
    await close_all([host, guest, watcher])


async def test_options_the_game_refuses_change_nothing(server: Server) -> None:
    code, (host,) = await seated_players(server, 1, level="easy")
    assert (await refusal(host, {"t": "options", "options": {"level": "impossible"}}))["code"] == "bad_options"
    assert (await refusal(host, {"t": "options", "options": {"round_seconds": 3}}))["code"] == "bad_options"
    bad_deck = "apple\npear\n\nplum 9\n" + "\n".join("abcdefg")
    refused = await refusal(host, {"t": "options", "options": {"custom_deck": bad_deck}})
    assert refused["code"] == "bad_deck" and refused["problems"], refused
    assert (await refusal(host, {"t": "options", "options": "hard"}))["code"] == "bad_frame"
    options = (await server.http.get(f"/api/rooms/{code}")).json()["options"]
    assert options["level"] == "easy" and options.get("round_seconds") is None
    await close_all([host])


async def test_options_cannot_change_once_the_game_started(server: Server) -> None:
    _code, clients = await seated_players(server, 3, level="easy")
    await clients[0].send({"t": "start"})
    await clients[0].wait_view(lambda v: v["phase"] == "preview")
    assert (await refusal(clients[0], {"t": "options", "options": {"level": "hard"}}))["code"] == "not_in_lobby"
    await close_all(clients)


async def test_a_piccolino_host_changes_the_flip_time(server: Server) -> None:
    code = await server.create_room("piccolino")
    host = await Client(server.base, code).connect()
    await host.sit("Ann", "red")
    await host.send({"t": "options", "options": {"flip_seconds": 7}})
    changed = await host.wait(lambda f: f["t"] == "room" and f["room"]["options"]["flip_seconds"] == 7)
    assert changed["room"]["options"]["dealer"] == 0
    assert (await refusal(host, {"t": "options", "options": {"flip_seconds": 0}}))["code"] == "bad_options"
    await close_all([host])


async def test_the_host_brings_a_deck_in_the_lobby_and_goes_back_to_the_shipped_one(server: Server) -> None:
    code, (host,) = await seated_players(server, 1, level="easy")
    shipped = (await server.http.get(f"/api/rooms/{code}")).json()["options"]["deck_size"]
    await host.send({"t": "options", "options": {"custom_deck": SIMPLE}})
    brought = await host.wait(lambda f: f["t"] == "room" and f["room"]["options"]["deck_size"] != shipped)
    assert brought["room"]["options"]["deck_size"] == len(SIMPLE.split("\n\n")) == 6
    assert "custom_deck" not in brought["room"]["options"] and SIMPLE not in str(brought), "never shown back"
    await host.send({"t": "options", "options": {"custom_deck": None}})
    back = await host.wait(lambda f: f["t"] == "room" and f["room"]["options"]["deck_size"] == shipped)
    assert back["room"]["options"]["level"] == "easy"
    await close_all([host])
