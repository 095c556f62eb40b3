"""axe-core finds no serious or critical WCAG 2.2 A/AA violation on the main paths: the home page, the lobby
(host and visitor) and each game's main screen, on a desktop and a phone, in English and French."""

import pytest
from playwright.async_api import Browser, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player
from .flows import COLOURS, NAMES, all_at, all_click, create_room, piccolino_against, sit

PHONE = {"width": 390, "height": 844, "touch": True}


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_home_page_passes_the_accessibility_check(
    live_server: LiveServer, browser: Browser, lang: str
) -> None:
    for size in ({}, PHONE):
        _, page = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
        await page.goto(live_server.base + "/")
        await expect(page.get_by_test_id("create-submit")).to_be_visible()
        await assert_accessible(page, f"home {lang} {size or 'desktop'}")
        await page.get_by_test_id("game-piccolino").click()
        await expect(page.get_by_test_id("create-piccolino-submit")).to_be_visible()
        await assert_accessible(page, f"home piccolino {lang} {size or 'desktop'}")


async def test_the_lobby_and_pictomanias_drawing_screen_pass_the_accessibility_check(
    live_server: LiveServer, browser: Browser
) -> None:
    _, host = await new_player(browser)
    _, visitor = await new_player(browser, lang="fr", **PHONE)  # type: ignore[arg-type]
    _, third = await new_player(browser)
    code = await create_room(host, live_server.base)
    await sit(host, NAMES[0], COLOURS[0])
    await expect(host.get_by_test_id("seat-0")).to_contain_text(NAMES[0])
    await visitor.goto(f"{live_server.base}/r/{code}")
    await expect(visitor.get_by_test_id("sit-name")).to_be_visible()
    await assert_accessible(visitor, "lobby, a visitor on a phone, in French")
    await sit(visitor, NAMES[1], COLOURS[1])
    await third.goto(f"{live_server.base}/r/{code}")
    await sit(third, NAMES[2], COLOURS[2])
    await expect(host.get_by_test_id("seat-2")).to_contain_text(NAMES[2])
    await assert_accessible(host, "lobby, the host on a desktop")
    pages = [host, visitor, third]
    await host.get_by_test_id("start-game").click()
    await all_at(pages, "preview")
    await assert_accessible(host, "Pictomania preview, desktop")
    await all_click(pages, "ready")
    await all_at(pages, "drawing")
    await assert_accessible(host, "Pictomania drawing, desktop")
    await assert_accessible(visitor, "Pictomania drawing, phone, French")


async def test_piccolinos_table_passes_the_accessibility_check(live_server: LiveServer, browser: Browser) -> None:
    for lang, size in (("en", {}), ("fr", PHONE)):
        _, page = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
        await piccolino_against(page, live_server.base, "easy")
        await assert_accessible(page, f"Piccolino table {lang} {size or 'desktop'}")
