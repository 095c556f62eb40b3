"""The table screen (docs/protocol.md, `hello` with `screen`): a shared screen that watches the room and never plays.
Everyone's room data counts the screens open, so that the players' pages become controllers while one is; a screen
cannot sit, and a hello that mixes a screen with a seat's token is refused. What a screen sees is a spectator's: the
secrecy tests of each game (test_full_game, test_pictus_room, test_win_lose_or_draw_room) hold it to that."""

from .client import Client
from .conftest import Server
from .helpers import close_all, seated_players


async def test_everyone_is_told_how_many_table_screens_are_open(server: Server) -> None:
    code, (ann, bob) = await seated_players(server, 2, level="easy")
    assert ann.room is not None and ann.room["screens"] == 0
    tv = await Client(server.base, code).connect(screen=True)
    assert tv.snapshot["room"]["screens"] == 1 and tv.snapshot["room"]["you"] is None
    await ann.wait(lambda f: f["t"] == "room" and f["room"]["screens"] == 1)
    shelf = await Client(server.base, code).connect(screen=True)
    await bob.wait(lambda f: f["t"] == "room" and f["room"]["screens"] == 2)
    await tv.close()
    await bob.wait(lambda f: f["t"] == "room" and f["room"]["screens"] == 1)
    watcher = await Client(server.base, code).connect()
    assert watcher.snapshot["room"]["screens"] == 1, "a spectator is not a table screen"
    await close_all([ann, bob, shelf, watcher])


async def test_a_table_screen_cannot_sit_and_nothing_changes(server: Server) -> None:
    code, (ann,) = await seated_players(server, 1, level="easy")
    tv = await Client(server.base, code).connect(screen=True)
    await tv.send({"t": "sit", "name": "Telly", "colour": "blue"})
    assert (await tv.error()) == {"t": "error", "code": "table_screen"}
    await ann.settled()
    assert ann.room is not None and [s["name"] for s in ann.room["seats"]] == ["Ann"]
    await close_all([ann, tv])


async def test_a_table_screen_with_a_seat_token_is_refused_and_the_seat_stays_its_players(server: Server) -> None:
    code, (ann, bob) = await seated_players(server, 2, level="easy")
    assert ann.token is not None
    tv = await Client(server.base, code).open()
    await tv.send({"t": "hello", "token": ann.token, "screen": True})
    error = await tv.error()
    assert error["code"] == "bad_frame"
    await bob.settled()
    assert bob.room is not None and bob.room["seats"][0]["connected"] and bob.room["screens"] == 0
    await ann.settled()
    assert ann.seat == 0, "Ann still plays her seat"
    await close_all([ann, bob, tv])
