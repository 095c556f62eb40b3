"""Win, Lose or Draw in Chromium: a sketcher leaves as their turn begins, the host hands their seat to a stand-in,
and the stand-in passes the turn to a teammate at once."""

from playwright.async_api import Browser, Page, expect

from .conftest import LiveServer, new_player, shot
from .flows import (
    open_and_sit,
    win_lose_or_draw_past_opening,
    win_lose_or_draw_room,
    win_lose_or_draw_sketcher,
    win_lose_or_draw_turn,
)

PLAYERS = [("Ann", "red"), ("Bob", "blue"), ("Cleo", "green"), ("Dan", "yellow")]


async def test_the_host_hands_a_departed_sketchers_seat_to_a_stand_in_who_passes(
    live_server: LiveServer, browser: Browser
) -> None:
    base = live_server.base
    # Time stands still but for what the test moves on: no stage runs out while a loaded machine is slow.
    await live_server.hold_clock()
    players = [await new_player(browser) for _ in PLAYERS]
    pages: list[Page] = [page for _, page in players]
    code = await win_lose_or_draw_room(pages[0], base, {"mode": "teams", "turn_seconds": 30, "target": 3})
    for seat, (name, colour) in enumerate(PLAYERS):
        await open_and_sit(pages[seat], base, code, name, colour, team=seat % 2)
        await expect(pages[0].get_by_test_id(f"seat-{seat}")).to_contain_text(name)
    await pages[0].get_by_test_id("start-game").click()
    await win_lose_or_draw_past_opening(live_server, pages)
    await win_lose_or_draw_turn(pages, 1, "ready")

    sketcher = await win_lose_or_draw_sketcher(pages)
    await players[sketcher][0].close()  # gone as the turn begins
    present = [p for i, p in enumerate(pages) if i != sketcher]
    host = present[0]  # the first seated player still connected
    hand = host.get_by_test_id(f"remove-seat-{sketcher}")
    await expect(hand).to_be_visible()
    await shot(host, "win-lose-or-draw-standin-offered")
    await hand.click()
    await expect(hand).to_have_count(0)

    teammate = (sketcher + 2) % 4
    for page in present:
        screen = page.get_by_test_id("win-lose-or-draw-screen")
        await expect(screen).to_have_attribute("data-turn", "2")
        await expect(screen).to_have_attribute("data-sketcher", str(teammate))
    for context, _ in players:
        await context.close()
