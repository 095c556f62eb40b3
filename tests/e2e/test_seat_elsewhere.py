"""One seat, one tab: a second tab of the same browser takes the seat, and the first can take it back."""

from playwright.async_api import Browser, Locator, Page, expect

from .conftest import LiveServer, new_player, shot
from .flows import COLOURS, NAMES, all_at, all_click, create_room, draw_zigzag, phase, sit

TITLE = "This seat is open in another tab or on another device"


def panel(page: Page) -> Locator:
    return page.get_by_test_id("seat-elsewhere")


async def test_a_second_tab_takes_the_seat_and_play_here_takes_it_back(
    live_server: LiveServer, browser: Browser
) -> None:
    context, first = await new_player(browser)
    code = await create_room(first, live_server.base)
    await sit(first, NAMES[0], COLOURS[0])
    others = []
    for index in (1, 2):
        _, page = await new_player(browser)
        await page.goto(f"{live_server.base}/r/{code}")
        await sit(page, NAMES[index], COLOURS[index])
        others.append(page)
    await expect(first.get_by_test_id("seat-2")).to_contain_text(NAMES[2])

    # A page of the same browser has the same saved token: it takes Ann's seat.
    second = await context.new_page()
    await second.goto(f"{live_server.base}/r/{code}")
    await expect(panel(first)).to_contain_text(TITLE)
    await expect(first.get_by_role("button", name="Play here")).to_be_focused()
    await expect(others[0].get_by_test_id("seat-0").locator(".dot-on")).to_be_visible()
    await second.get_by_test_id("start-game").click()  # Ann is still the host, in the new tab
    await all_at([second, *others], "preview")
    await all_click([second, *others], "ready")
    await all_at([second, *others], "drawing")
    await draw_zigzag(second)
    await expect(panel(first)).to_be_visible()  # it did not reconnect by itself
    await shot(first, "seat-elsewhere-desktop")
    await first.set_viewport_size({"width": 390, "height": 844})
    await shot(first, "seat-elsewhere-phone")
    await first.set_viewport_size({"width": 1280, "height": 860})

    await first.keyboard.press("Enter")  # Play here
    await phase(first, "drawing")
    await expect(panel(second)).to_contain_text(TITLE)
    await expect(second.get_by_role("button", name="Play here")).to_be_focused()
    await first.get_by_test_id("finish-bonus").click()
    await expect(others[0].get_by_test_id("player-status-0")).to_have_attribute("data-finished", "true")
    await expect(panel(second)).to_be_visible()
