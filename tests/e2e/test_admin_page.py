"""The admin page (/admin) in Chromium: off on a server without PARLOUR_ADMIN_TOKEN, refusing a wrong token, and
with the right one showing the process's rooms and figures, closing a room (its players see why, in their page)
and banning an address (its player's page says so) then lifting the ban; axe finds nothing serious on it, on a
desktop and a phone, in English and French."""

from collections.abc import AsyncIterator

import httpx
import pytest_asyncio
from playwright.async_api import Browser, Page, expect

from .axe import assert_accessible
from .conftest import LiveServer, SharedServer, new_player, shot
from .flows import COLOURS, NAMES, create_room, sit

TOKEN = "an-admin-token-for-the-tests"
PHONE = {"width": 390, "height": 844, "touch": True}


@pytest_asyncio.fixture(loop_scope="session")
async def admin_server(shared_server: SharedServer) -> AsyncIterator[LiveServer]:
    server = await shared_server.current({"PARLOUR_ADMIN_TOKEN": TOKEN})
    try:
        yield server
    finally:
        shared_server.after_test()


async def open_admin(page: Page, base: str, token: str) -> None:
    await page.goto(base + "/admin")
    await page.get_by_test_id("admin-token").fill(token)
    await page.get_by_test_id("admin-open").click()


async def test_without_a_token_set_the_admin_page_says_it_is_off(live_server: LiveServer, browser: Browser) -> None:
    _, page = await new_player(browser)
    await open_admin(page, live_server.base, "anything")
    await expect(page.get_by_test_id("admin-refusal")).to_contain_text("PARLOUR_ADMIN_TOKEN")
    await expect(page.get_by_test_id("admin-figures")).to_have_count(0)
    await shot(page, "admin-off-desktop")


async def test_the_admin_sees_the_rooms_closes_one_and_bans_an_address(
    admin_server: LiveServer, browser: Browser
) -> None:
    _, player = await new_player(browser)
    code = await create_room(player, admin_server.base)
    await sit(player, NAMES[0], COLOURS[0])
    await expect(player.get_by_test_id("seat-0")).to_contain_text(NAMES[0])

    _, page = await new_player(browser)
    await open_admin(page, admin_server.base, "a wrong token")
    await expect(page.get_by_test_id("admin-refusal")).to_have_text("That token was refused.")
    await expect(page.get_by_test_id("admin-token")).to_be_visible()
    await assert_accessible(page, "admin, token refused, desktop", settled=False)
    await shot(page, "admin-refused-desktop")

    await page.get_by_test_id("admin-token").fill(TOKEN)
    await page.get_by_test_id("admin-open").click()
    room = page.get_by_test_id(f"admin-room-{code}")
    await expect(room).to_contain_text(NAMES[0])
    await expect(room).to_contain_text("Pictomania")
    await expect(room).to_contain_text("In the lobby")
    await expect(page.get_by_test_id("admin-figures").first).to_contain_text("Connections")
    await assert_accessible(page, "admin, desktop", settled=False)
    await shot(page, "admin-desktop")

    await room.get_by_test_id("admin-close").click()
    await room.get_by_test_id("admin-reason").fill("The server restarts for an upgrade")
    await room.get_by_test_id("admin-confirm-close").click()
    await expect(page.get_by_role("status")).to_have_text(f"Room {code} is closed.")
    await expect(room).to_have_count(0)
    shut = player.get_by_test_id("room-shut")
    await expect(shut).to_contain_text("Whoever runs this server closed this room.")
    await expect(shut).to_contain_text("The server restarts for an upgrade")
    await shot(player, "admin-room-closed-player")

    # The browsers here all come from 127.0.0.1: banned, the player's next room page says so, and stops.
    async with httpx.AsyncClient() as http:
        other = (await http.post(f"{admin_server.base}/api/rooms", json={"game": "piccolino"})).json()["code"]
    await page.get_by_test_id("admin-ban-address").fill("127.0.0.1")
    await page.get_by_test_id("admin-ban").click()
    await expect(page.get_by_role("status")).to_contain_text("127.0.0.1 is banned until")
    await expect(page.get_by_test_id("admin-bans")).to_contain_text("127.0.0.1")
    await player.goto(f"{admin_server.base}/r/{other}")
    await expect(player.get_by_test_id("room-shut")).to_contain_text(
        "This server is not letting your connection in for now. Try again later."
    )
    await shot(player, "admin-banned-player")
    await page.get_by_role("button", name="Lift the ban on 127.0.0.1").click()
    await expect(page.get_by_role("status")).to_have_text("The ban on 127.0.0.1 is lifted.")
    await expect(page.get_by_test_id("admin-bans")).to_have_count(0)
    await player.reload()
    await expect(player.get_by_test_id("sit-name")).to_be_visible()


async def test_the_admin_page_reads_on_a_phone_in_french(admin_server: LiveServer, browser: Browser) -> None:
    async with httpx.AsyncClient() as http:
        await http.post(f"{admin_server.base}/api/rooms", json={"game": "piccolino"})
    _, page = await new_player(browser, lang="fr", **PHONE)  # type: ignore[arg-type]
    await page.goto(admin_server.base + "/admin")
    await expect(page.get_by_role("heading", name="Administration du serveur")).to_be_visible()
    await assert_accessible(page, "admin token form, phone, French", settled=False)
    await page.get_by_test_id("admin-token").fill(TOKEN)
    await page.get_by_test_id("admin-open").click()
    await expect(page.get_by_test_id("admin-figures").first).to_contain_text("Connexions")
    await expect(page.locator(".admin-room").first).to_contain_text("En attente")
    await expect(page.get_by_role("heading", name="Adresses bannies (0)")).to_be_visible()
    await assert_accessible(page, "admin, phone, French", settled=False)
    assert await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "nothing runs off"
    await shot(page, "admin-phone-fr")
