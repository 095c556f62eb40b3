"""A player the host removes from the lobby may watch, but their browser (the `client` id of its hello) waits ten
minutes before sitting again, under any name; a bad id is refused; other browsers sit as before."""

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
