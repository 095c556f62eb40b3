"""The other browser tests run in Chromium's headless shell (conftest.py: lighter on two cores). People run the
full browser: here two desktop players and a phone player, in /usr/bin/chromium itself, sit down, start a round of
Pictomania, and the phone sees the desktop's drawing as it is drawn; axe finds nothing serious on either."""

from collections.abc import AsyncIterator

import pytest_asyncio
from playwright.async_api import Browser, expect

from .axe import assert_accessible
from .conftest import CHROMIUM_ARGS, FULL_CHROMIUM, LiveServer, new_player, shot
from .flows import all_at, all_click, draw_zigzag, seated_at_preview, until_inked


@pytest_asyncio.fixture(loop_scope="session")
async def full_chromium(chromium: Browser) -> AsyncIterator[Browser]:
    """The full browser, launched through the same Playwright as the worker's headless shell."""
    browser = await chromium.browser_type.launch(executable_path=FULL_CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    try:
        yield browser
    finally:
        await browser.close()


async def test_a_desktop_and_a_phone_play_in_the_full_browser(live_server: LiveServer, full_chromium: Browser) -> None:
    _, desk = await new_player(full_chromium)
    _, phone = await new_player(full_chromium, width=390, height=844, touch=True, lang="fr")
    _, third = await new_player(full_chromium)
    pages = [desk, phone, third]
    await seated_at_preview(pages, live_server.base)
    await all_click(pages, "ready")
    await all_at(pages, "drawing")
    await draw_zigzag(desk)
    await until_inked(phone, "thumb-0", at_least=11)
    await expect(phone.get_by_text("Touchez un dessin pour le deviner")).to_be_visible()
    await shot(phone, "full-browser-phone-drawing")
    for page, where in ((desk, "desktop"), (phone, "phone")):
        await assert_accessible(page, f"a round in the full browser ({where})")
