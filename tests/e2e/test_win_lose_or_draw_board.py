"""Win, Lose or Draw's gameboard play in Chromium, to the Ace: three players (two at desktops, the third on a phone
and in French) place the white pawn, miss an item that the next player then sketches again, and play on, guessing,
choosing pawns and rolling the die, until someone who owns the four colours sees the pawn stop on a Spade Space.

The server starts every game from one seed (PARLOUR_GAME_SEED), so the dice fall the same way each run (for the
same list of items). The test does not count on any roll: it plays until the game is over, and checks each roll
by what the board shows."""

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest_asyncio
from playwright.async_api import Browser, Page, expect

from tests.e2e import flows
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import BUILD, LiveServer, new_player, shot
from tests.server.process import ServerProcess

NAMES = ["Ann", "Bob", "Cleo"]
COLOURS = ["red", "blue", "green"]
SEED = "36"
"""With the test's plays and today's English items, this seed's game reaches the Ace on turn 6 (the usual seed
took 14): every step the test checks still comes, in fewer turns."""
# Owning four colours takes a player about four guessed turns; then a roll must stop on one of the four Spade
# Spaces (about one in seven). Far more turns than that means the game is stuck.
MAX_TURNS = 60
TURN_MS = 30_000  # the room's time to sketch
# The white pawn steps one space a third of a second after the die tumbles a second.
ROLL_SHOWN_MS = 6_000
SIZES = ["desktop", "phone", "desktop-fr"]


@pytest_asyncio.fixture(loop_scope="session")  # the loop the browser tests run in
async def seeded_server(tmp_path: Path) -> AsyncIterator[LiveServer]:
    assert BUILD.exists(), "the web client is not built: run `make test`, which builds it"
    server = ServerProcess(
        f"sqlite+aiosqlite:///{tmp_path / 'e2e.sqlite3'}",
        env={"PARLOUR_GAME_SEED": SEED, "PARLOUR_BOT_SPEED": "4", "PARLOUR_TEST_CLOCK": "1"},
    )
    await server.start()
    try:
        yield server
    finally:
        server.kill()


async def shots(pages: list[Page], name: str) -> None:
    for page, size in zip(pages, SIZES, strict=True):
        await shot(page, f"win-lose-or-draw-board-{name}-{size}")


async def item_of(page: Page) -> str:
    return (await page.get_by_test_id("win-lose-or-draw-item-text").inner_text()).strip()


async def draw_something(page: Page) -> None:
    await expect(page.get_by_test_id("own-canvas")).to_be_visible()
    await flows.draw_zigzag(page)


async def collect(pages: list[Page], sketcher: int, guessers: list[int], watcher: Page, turn: int) -> bool:
    """The collect stage: each guesser still choosing takes the first colour offered (the others see it on their
    shelf), then the sketcher rolls and the first desktop watches the white pawn arrive where the server put it.
    Whether that roll won the Ace (the game is over)."""
    for index in guessers:
        await expect(pages[index].get_by_test_id("win-lose-or-draw-panel")).to_have_attribute("data-stage", "collect")
        offered = pages[index].locator('[data-testid^="win-lose-or-draw-take-"]:enabled')
        if await offered.count():
            colour = (await offered.first.get_attribute("data-testid") or "").removeprefix("win-lose-or-draw-take-")
            await offered.first.click()
            await expect(watcher.get_by_test_id(f"win-lose-or-draw-shelf-{index}")).to_have_attribute(
                "data-pawns", re.compile(rf"\b{colour}\b")
            )
    if turn <= 4:
        await shots(pages, f"collect-t{turn}")
    if turn == 2:
        for page, size in zip(pages, SIZES, strict=True):
            await assert_accessible(page, f"collect ({size})")
        # On a desktop the board's column stands clear of the guess box beside it.
        for page in (pages[0], pages[2]):
            send = await page.get_by_test_id("win-lose-or-draw-guess-send").bounding_box()
            column = await page.get_by_test_id("win-lose-or-draw-boardcol").bounding_box()
            if send and column:
                assert send["x"] + send["width"] <= column["x"], (send, column)
    before = await watcher.get_by_test_id("win-lose-or-draw-board").get_attribute("data-roll") or ""
    # The phone's clock stands still from before the roll until it has been checked: the roll stays news there
    # (on a person's phone for its animation and three seconds more, which a loaded machine outran).
    phone = pages[1]
    await flows.stop_page_clock(phone)
    try:
        return await _rolled(pages, sketcher, watcher, turn, before)
    finally:
        await phone.clock.resume()


async def _rolled(pages: list[Page], sketcher: int, watcher: Page, turn: int, before: str) -> bool:
    await pages[sketcher].get_by_test_id("win-lose-or-draw-roll").click()
    over = watcher.get_by_test_id("win-lose-or-draw-over")
    board = watcher.locator(f'[data-testid="win-lose-or-draw-board"]:not([data-roll="{before}"])')
    # The end screen shows the final board too: either may come first.
    await expect(over.or_(board).first).to_be_visible()
    if await over.count():
        return True
    # The turn is over: its sketch is shown a moment, which the next sketcher cuts short (the roll plays on).
    await flows.win_lose_or_draw_moment(pages, turn)
    match = re.fullmatch(r"(\d+)>(\d+):(\d)", await board.get_attribute("data-roll") or "")
    assert match
    start, end, value = (int(g) for g in match.groups())
    assert (start + value) % 28 == end
    # The die tumbles, then the pawn walks: it ends where the server says, and the caption tells the roll.
    await expect(board).to_have_attribute("data-moving", "false", timeout=ROLL_SHOWN_MS)
    await expect(watcher.get_by_test_id("win-lose-or-draw-white")).to_have_attribute("data-space", str(end))
    await expect(watcher.get_by_test_id("win-lose-or-draw-roll-caption")).to_contain_text(f"rolls {value}")
    # The phone keeps the board in view while the roll is news, even once the next turn has begun.
    await expect(pages[1].get_by_test_id("win-lose-or-draw-screen")).to_have_attribute("data-tab", "board")
    if turn <= 4:
        await shots(pages, f"rolled-t{turn}")
    return False


async def test_a_board_game_to_the_ace_with_a_missed_item_sketched_again(
    seeded_server: LiveServer, browser: Browser
) -> None:
    base = seeded_server.base
    # Time stands still but for what the test moves on: the moment between turns (which the next sketcher cuts
    # short) does not run out while a loaded machine is slow to show it.
    await seeded_server.hold_clock()
    players = [
        await new_player(browser),
        await new_player(browser, width=390, height=844, touch=True),
        await new_player(browser, lang="fr"),
    ]
    pages = [page for _, page in players]
    watcher = pages[0]
    await flows.win_lose_or_draw_board_room(pages, base, NAMES, COLOURS)

    # The first sketcher puts the white pawn on a Spade Space; the others wait for it.
    for page in pages:
        await flows.win_lose_or_draw_stage(page, "placing")
    await shots(pages, "placing")
    for page, size in zip(pages, SIZES, strict=True):
        await assert_accessible(page, f"placing ({size})")
    offered = [i for i, page in enumerate(pages) if await page.get_by_test_id("win-lose-or-draw-place-14").count()]
    assert len(offered) == 1, offered
    placer = offered[0]
    await pages[placer].get_by_test_id("win-lose-or-draw-place-14").click()
    await expect(watcher.get_by_test_id("win-lose-or-draw-white")).to_have_attribute("data-space", "14")

    # Turn 1: nobody guesses in time. The item stays, and the player to the left sketches it again; the one who
    # sketched it sees it too, and may not guess it.
    await flows.win_lose_or_draw_turn(pages, 1, "ready")
    first = await flows.win_lose_or_draw_sketcher(pages)
    item = await item_of(pages[first])
    await shots(pages, "ready")
    await pages[first].get_by_test_id("win-lose-or-draw-start").click()
    await flows.win_lose_or_draw_turn(pages, 1, "drawing")
    await draw_something(pages[first])
    await shots(pages, "drawing")
    await flows.time_passes(seeded_server, TURN_MS, pages)
    await flows.win_lose_or_draw_turn(pages, 1, "reveal")
    await flows.win_lose_or_draw_moment(pages, 1)
    await flows.win_lose_or_draw_turn(pages, 2, "ready")
    second = await flows.win_lose_or_draw_sketcher(pages)
    assert second == (first + 1) % 3
    assert await item_of(pages[second]) == item
    await expect(pages[first].get_by_test_id("win-lose-or-draw-item-text")).to_have_text(item)
    await pages[second].get_by_test_id("win-lose-or-draw-start").click()
    await flows.win_lose_or_draw_turn(pages, 2, "drawing")
    await expect(pages[first].get_by_test_id("win-lose-or-draw-guess-input")).to_be_disabled()
    await shots(pages, "repeat")

    # From now on whoever may guess guesses right; pawns are taken and the die rolled, turn after turn.
    turn, sketcher = 2, second
    while True:
        guessers = [
            i
            for i in range(3)
            if i != sketcher and await pages[i].get_by_test_id("win-lose-or-draw-guess-input").is_enabled()
        ]
        assert guessers, f"nobody may guess turn {turn}"
        # All at once: correct guesses within 300 ms of the first all count.
        await flows.win_lose_or_draw_all_guess(seeded_server, pages, guessers, item)
        await flows.win_lose_or_draw_turn(pages, turn, "collect")
        if await collect(pages, sketcher, guessers, watcher, turn):
            break
        turn += 1
        assert turn <= MAX_TURNS, f"no Ace in {MAX_TURNS} turns"
        await flows.win_lose_or_draw_turn(pages, turn, "ready")
        sketcher = await flows.win_lose_or_draw_sketcher(pages)
        item = await item_of(pages[sketcher])
        await pages[sketcher].get_by_test_id("win-lose-or-draw-start").click()
        await flows.win_lose_or_draw_turn(pages, turn, "drawing")

    # The end screen shows the final board: the winning roll plays out, then the Ace-In-The-Hole card is won.
    for page in pages:
        await expect(page.get_by_test_id("win-lose-or-draw-over")).to_be_visible()
        await expect(page.get_by_test_id("win-lose-or-draw-winner")).to_be_visible()
        await expect(page.get_by_test_id("win-lose-or-draw-final-board")).to_be_visible()
    caption = watcher.get_by_test_id("win-lose-or-draw-final-board").get_by_test_id("win-lose-or-draw-roll-caption")
    await expect(caption).to_contain_text("wins the Ace-In-The-Hole", timeout=ROLL_SHOWN_MS)
    await shots(pages, "over")
    for page, size in zip(pages, SIZES, strict=True):
        await assert_accessible(page, f"over ({size})")
    for context, _ in players:
        await context.close()


async def test_a_sketcher_who_passes_loses_the_call_to_sketch_at_once_and_the_next_is_called(
    seeded_server: LiveServer, browser: Browser
) -> None:
    """The "Your turn to sketch" banner is held by the turn it calls: once its sketcher passes the item, it comes
    down on the next view rather than stay over someone else's turn, and the next sketcher gets theirs. Every
    page's clock is the test's from the start and stands still once the banner is up, so the banner cannot have
    simply timed out."""
    await seeded_server.hold_clock()
    screens: list[dict[str, Any]] = [{}, {"width": 390, "height": 844, "touch": True}, {}]
    pages = [(await new_player(browser, **screen))[1] for screen in screens]
    for page in pages:
        await flows.take_page_clock(page)
    await flows.win_lose_or_draw_board_room(pages, seeded_server.base, NAMES, COLOURS)
    await flows.win_lose_or_draw_stage(pages[0], "placing")
    for page in pages:
        if await page.get_by_test_id("win-lose-or-draw-place-14").count():
            await page.get_by_test_id("win-lose-or-draw-place-14").click()
    await flows.win_lose_or_draw_turn(pages, 1, "ready")
    first = await flows.win_lose_or_draw_sketcher(pages)
    sketcher = pages[first]
    banner = sketcher.get_by_test_id("moment-banner")
    await expect(banner).to_contain_text("Your turn to sketch")
    await shot(sketcher, f"win-lose-or-draw-pass-1-called-{SIZES[first]}")
    # Still from just ahead of now: the banner's own 3.2 s cannot run out while the test looks.
    await flows.stop_page_clock(sketcher, ahead_ms=500)
    await sketcher.get_by_test_id("win-lose-or-draw-pass").click()
    for page in pages:
        await expect(page.get_by_test_id("win-lose-or-draw-screen")).not_to_have_attribute("data-sketcher", str(first))
    await expect(banner).to_have_count(0)
    await shot(sketcher, f"win-lose-or-draw-pass-2-passed-{SIZES[first]}")
    following = await flows.win_lose_or_draw_sketcher(pages)
    assert following != first
    await expect(pages[following].get_by_test_id("moment-banner")).to_contain_text("Your turn to sketch")
    await shot(pages[following], f"win-lose-or-draw-pass-3-next-called-{SIZES[following]}")
