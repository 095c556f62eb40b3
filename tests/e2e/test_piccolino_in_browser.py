"""One person plays Piccolino in Chromium against a computer player, to the end of the game."""

import asyncio
import re

from playwright.async_api import Browser, Locator, Page, expect
from playwright.async_api import TimeoutError as PlaywrightTimeout

from .conftest import LiveServer, new_player, shot
from .flows import sit


async def _tops(page: Page, seats: int) -> list[tuple[str, bool]]:
    tops = []
    for seat in range(seats):
        top = page.get_by_test_id(f"top-{seat}")
        colour = await top.get_attribute("data-colour") or ""
        tops.append((colour, await top.get_attribute("data-happy") == "true"))
    return tops


def _pair(tops: list[tuple[str, bool]]) -> bool:
    happy = [colour for colour, is_happy in tops if colour and is_happy]
    return len(happy) != len(set(happy))


async def _ann_against(browser: Browser, base: str, *levels: str, lobby_shot: str = "") -> Page:
    """Ann creates a Piccolino room (2 s to flip), seats computer players of these levels and starts."""
    _, page = await new_player(browser)
    await page.goto(base + "/")
    await page.get_by_test_id("game-piccolino").click()
    await page.get_by_test_id("option-flip-seconds").fill("2")
    await page.get_by_test_id("create-piccolino-submit").click()
    await page.wait_for_url("**/r/*")
    await sit(page, "Ann", "red")
    for seat, level in enumerate(levels, start=1):
        await page.get_by_test_id(f"add-bot-{level}").click()
        await expect(page.get_by_test_id(f"seat-{seat}")).to_be_visible()
    if lobby_shot:
        await shot(page, lobby_shot)
    await page.get_by_test_id("start-game").click()
    await expect(page.get_by_test_id("piccolino-table")).to_have_attribute("data-phase", "playing")
    return page


async def _ring(page: Page, table: Locator, version: str) -> bool:
    """Clicks the bell; False when the computer player took the pair first and the bell went away with it.

    A race the person may lose: the last pair of the game ends it, and the bell leaves the screen.
    """
    try:
        await page.get_by_test_id("bell").click(timeout=3_000)
    except PlaywrightTimeout:
        moved_on = await table.get_attribute("data-version") != version
        if moved_on or await table.get_attribute("data-phase") == "over":
            return False
        raise
    return True


async def test_one_person_plays_against_a_computer_player_to_the_end(live_server: LiveServer, browser: Browser) -> None:
    page = await _ann_against(browser, live_server.base, "hard", lobby_shot="20-piccolino-lobby")
    table = page.get_by_test_id("piccolino-table")

    rang_versions: set[str] = set()
    flips = rings = 0
    for _ in range(3000):
        if await table.get_attribute("data-phase") == "over":
            break
        version = await table.get_attribute("data-version") or ""
        if version not in rang_versions and _pair(await _tops(page, 2)):
            rang_versions.add(version)
            if not await _ring(page, table, version):
                continue
            rings += 1
            if rings == 1:
                await shot(page, "21-piccolino-bell")
        elif (
            await page.get_by_test_id("pile-0").get_attribute("data-turn") == "true"
            and await page.get_by_test_id("flip").is_enabled()
        ):
            await page.keyboard.press("Space")
            flips += 1
            if flips == 6:
                await shot(page, "22-piccolino-table")
        await asyncio.sleep(0.05)
    await expect(page.get_by_test_id("piccolino-over")).to_be_visible(timeout=30_000)
    assert flips > 5, "the person flipped with the space bar"
    await shot(page, "23-piccolino-over")
    text = await page.get_by_test_id("piccolino-over").inner_text()
    assert "Ann" in text and "Pipo" in text, "the final standings name both players"
    # The game's record, in a tab of its own: every bell of the game, and each player's figures.
    href = await page.get_by_test_id("replay-link").get_attribute("href")
    record = await page.context.new_page()
    await record.goto(live_server.base + (href or ""))
    await expect(record.get_by_test_id("replay")).to_have_attribute("data-game", "piccolino")
    await expect(record.get_by_test_id("record-bells").locator("li").first).to_be_visible()
    assert await record.get_by_test_id("record-bells").locator("li").count() >= 1, "the record lists the bells"
    await expect(record.get_by_test_id("record-player-0")).to_contain_text("Ann")
    await expect(record.get_by_test_id("record-player-1")).to_contain_text("Pipo")
    await shot(record, "25-piccolino-record")
    await record.close()
    await page.get_by_test_id("play-again").click()
    await expect(page.get_by_test_id("start-game")).to_be_visible()
    await expect(page.get_by_test_id("seat-1")).to_contain_text("Pipo")


async def test_one_person_and_an_easy_and_a_medium_computer_player_agree_to_stop(
    live_server: LiveServer, browser: Browser
) -> None:
    page = await _ann_against(browser, live_server.base, "easy", "medium")
    # Let a few cards go down, the computer players' included, before asking to stop.
    await expect(page.get_by_test_id("top-1")).to_have_attribute("data-colour", re.compile(r".+"), timeout=15_000)
    await page.get_by_test_id("vote-stop").click()
    over = page.get_by_test_id("piccolino-over")
    await expect(over).to_be_visible(timeout=15_000)
    await expect(over).to_contain_text("Everyone still playing agreed to stop")
    await shot(page, "24-piccolino-stopped")
    text = await over.inner_text()
    assert all(name in text for name in ("Ann", "Pipo", "Zaza")), "the standings list all three players"
    await page.get_by_test_id("replay-link").click()  # the game's record, in the same tab
    record = page.get_by_test_id("replay")
    await expect(record).to_have_attribute("data-game", "piccolino")
    await expect(record).to_contain_text("Everyone still playing agreed to stop")
    for seat, name in enumerate(("Ann", "Pipo", "Zaza")):
        await expect(page.get_by_test_id(f"record-player-{seat}")).to_contain_text(name)


async def test_the_host_hands_a_departed_players_seat_to_a_computer_player_until_they_return(
    live_server: LiveServer, browser: Browser
) -> None:
    bob_context, bob = await new_player(browser)
    _, ann = await new_player(browser)
    await ann.goto(live_server.base + "/")
    await ann.get_by_test_id("game-piccolino").click()
    await ann.get_by_test_id("option-flip-seconds").fill("60")  # nobody is flipped for by the clock here
    await ann.get_by_test_id("create-piccolino-submit").click()
    await ann.wait_for_url("**/r/*")
    await sit(ann, "Ann", "red")
    await bob.goto(ann.url)
    await sit(bob, "Bob", "blue")
    await ann.get_by_test_id("start-game").click()
    table = ann.get_by_test_id("piccolino-table")
    await expect(table).to_have_attribute("data-phase", "playing")
    await bob.close()
    await expect(ann.get_by_test_id("remove-seat-1")).to_be_visible()
    await shot(ann, "26-piccolino-player-left")
    await ann.get_by_test_id("remove-seat-1").select_option("medium")
    await expect(ann.get_by_test_id("pile-1")).to_contain_text("Medium")
    await shot(ann, "27-piccolino-bot-stands-in")
    # Turns alternate: the table moves on only if the computer player flips for Bob.
    for _ in range(200):
        if int(await table.get_attribute("data-version") or 0) >= 6:
            break
        if await ann.get_by_test_id("pile-0").get_attribute("data-turn") == "true":
            await ann.keyboard.press("Space")
        await asyncio.sleep(0.1)
    assert int(await table.get_attribute("data-version") or 0) >= 6, "the computer player flipped Bob's cards"
    bob = await bob_context.new_page()
    await bob.goto(ann.url)
    await expect(bob.get_by_test_id("pile-1")).to_have_class(re.compile(r"\bis-me\b"))  # his seat again
    await expect(ann.get_by_test_id("pile-1")).not_to_contain_text("Medium")
