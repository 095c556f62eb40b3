"""A player the host removes from the lobby may watch, but their browser (the `client` id of its hello) waits ten
minutes before sitting again, under any name; a bad id is refused; other browsers sit as before."""

from typing import Any

from .client import Client
from .conftest import Clocked
from .helpers import close_all, seated_players


async def browser(server: Clocked, code: str, client: str) -> Client:
    """A page of one browser: its hello carries the browser's own id, as the web client's does."""
    page = Client(server.base, code)
    await page.open()
    await page.send({"t": "hello", "token": None, "client": client})
    page.snapshot = await page.wait(lambda f: f["t"] == "snapshot")
    return page


def stood_in(frame: dict[str, Any], seat: int) -> bool:
    return bool(frame["room"]["seats"][seat]["standin"])


async def test_a_removed_player_waits_before_sitting_again_under_any_name(clocked: Clocked) -> None:
    code, (ann,) = await seated_players(clocked, 1)
    bob = await browser(clocked, code, "bobs-browser")
    assert await bob.sit("Bob", "blue") == 1
    await ann.send({"t": "remove", "seat": 1})
    told = await bob.error()
    assert told == {"t": "error", "code": "removed", "minutes": 10}
    await bob.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 1)

    await bob.send({"t": "sit", "name": "Not Bob", "colour": "green"})
    assert (await bob.wait(lambda f: f["t"] == "error" and f["code"] != "removed")) == {
        "t": "error",
        "code": "removed_recently",
        "retry_after": 600,
    }
    again = await browser(clocked, code, "bobs-browser")  # a new tab of the same browser
    await again.send({"t": "sit", "name": "Robert", "colour": "green"})
    assert (await again.error())["code"] == "removed_recently"
    cleo = await browser(clocked, code, "cleos-browser")
    assert await cleo.sit("Cleo", "green") == 1, "another browser sits as before"

    clocked.now[0] += 10 * 60_000
    again.frames.clear()  # the refusal above is not the answer to come
    assert await again.sit("Bob", "purple") == 2, "after ten minutes, Bob may sit again"
    await close_all([ann, bob, again, cleo])


async def test_a_client_id_too_long_or_empty_is_refused(clocked: Clocked) -> None:
    code = await clocked.create_room()
    for client in ("", "x" * 65):
        page = Client(clocked.base, code)
        await page.open()
        await page.send({"t": "hello", "token": None, "client": client})
        assert (await page.error())["code"] == "bad_frame"
        await page.close()


async def test_the_host_removes_a_connected_player_from_a_game_and_the_stand_in_plays_their_seat(
    clocked: Clocked,
) -> None:
    code, (ann, bob) = await seated_players(clocked, 2, level="easy")
    cleo = await browser(clocked, code, "cleos-browser")
    assert await cleo.sit("Cleo", "green") == 2
    token = cleo.token
    await ann.send({"t": "start"})
    await cleo.wait_view(lambda v: v["phase"] == "preview")
    await ann.send({"t": "remove", "seat": 2})
    assert (await ann.error())["code"] == "still_connected", "without force, a connected player keeps the seat"
    await ann.send({"t": "remove", "seat": 2, "force": True})
    assert (await cleo.error()) == {"t": "error", "code": "removed", "minutes": 10}
    await ann.wait(lambda f: f["t"] == "event" and f["event"] == {"type": "standin", "seat": 2, "bot": None})
    watching = await cleo.wait(lambda f: f["t"] == "snapshot" and f["room"]["you"] is None and f["view"] is not None)
    assert "me" not in watching["view"], "Cleo watches as a spectator, with no secret of her seat's"
    room = (await ann.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 3 and stood_in(f, 2)))["room"]
    assert [s["name"] for s in room["seats"]] == ["Ann", "Bob", "Cleo"], "the seat plays on, under its name"
    # Her seat is no longer hers to take back, on this page or another.
    back = Client(clocked.base, code)
    await back.open()
    await back.send({"t": "hello", "token": token, "client": "cleos-browser"})
    assert (await back.error())["code"] == "bad_token"
    await ann.act({"type": "ready"})
    await bob.act({"type": "ready"})
    await ann.wait_view(lambda v: v["phase"] == "drawing")  # the stand-in readied for her
    await close_all([ann, back, bob, cleo])


async def test_the_table_votes_a_player_out_of_a_game(clocked: Clocked) -> None:
    _, (ann, bob, cleo, dan) = await seated_players(clocked, 4, level="easy")
    await ann.send({"t": "start"})
    await dan.wait_view(lambda v: v["phase"] == "preview")
    await bob.send({"t": "vote_remove", "seat": 0})
    await cleo.wait(lambda f: f["t"] == "room" and f["room"]["seats"][0]["remove_votes"] == 1)
    await cleo.send({"t": "vote_remove", "seat": 0})
    assert (await ann.error())["code"] == "voted_out"
    room = (await dan.wait(lambda f: f["t"] == "room" and stood_in(f, 0)))["room"]
    assert room["host"] == 1, "Bob, the first seated and connected, is in charge now"
    await ann.wait(lambda f: f["t"] == "snapshot" and f["room"]["you"] is None and f["view"] is not None)
    await close_all([ann, bob, cleo, dan])
