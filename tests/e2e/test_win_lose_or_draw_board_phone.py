"""Win, Lose or Draw's gameboard play on phones (390 x 844, touch), in English and in French, beside a desktop:
while a phone shows "Choose a pawn" or "Roll the die", the whole board is in sight with the panel, and so is who
owns which pawns; the roll's words are whole; players are shown by their initials, never by a colour that looks
like a pawn's; the help shows gameboard play's steps only. Three turns, so that each phone guesses and rolls."""

import asyncio

from playwright.async_api import Browser, Page, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import (
    draw_zigzag,
    draw_zigzag_by_finger,
    motion_stops_within,
    open_and_sit,
    stop_page_clock,
    take_page_clock,
    win_lose_or_draw_all_guess,
    win_lose_or_draw_item,
    win_lose_or_draw_moment,
    win_lose_or_draw_room,
    win_lose_or_draw_sketcher,
    win_lose_or_draw_stage,
    win_lose_or_draw_turn,
)

PLAYERS = [("Ann", "red"), ("Bob", "blue"), ("Cleo", "yellow")]
PHONES = {1: "en", 2: "fr"}
# The die tumbles a second, then the pawn steps a third of a second a space (six at most); the outcome then
# lingers three seconds on a phone before its tab goes back to the sketch. The test runs the clock to a moment
# inside that linger, whatever the roll.
ROLL_PLAYED_MS = 3_500


async def in_sight(page: Page, test_id: str) -> None:
    """Every element with this test id is wholly on the screen and wholly inside the board's column (no part of it
    scrolled away)."""
    viewport = page.viewport_size
    column = await page.get_by_test_id("win-lose-or-draw-boardcol").bounding_box()
    assert viewport and column
    items = page.get_by_test_id(test_id)
    assert await items.count(), test_id
    for index in range(await items.count()):
        box = await items.nth(index).bounding_box()
        assert box, test_id
        assert box["y"] >= column["y"] - 1 and box["y"] + box["height"] <= column["y"] + column["height"] + 1, (
            f"{test_id} {box} is cut off by the board's column {column}"
        )
        assert box["y"] + box["height"] <= viewport["height"] + 1, f"{test_id} {box} runs off the screen"


async def whole_board(page: Page) -> None:
    await in_sight(page, "win-lose-or-draw-board-svg")
    await in_sight(page, "win-lose-or-draw-panel")
    for seat in range(3):
        await in_sight(page, f"win-lose-or-draw-shelf-{seat}")
        # A player by their initial, in ink: no seat colour next to the pawns.
        await expect(page.get_by_test_id(f"win-lose-or-draw-shelf-initial-{seat}")).to_have_text(PLAYERS[seat][0][0])
    await expect(page.get_by_test_id("win-lose-or-draw-board").locator(".swatch")).to_have_count(0)


async def roll_shown(page: Page, lang: str, turn: int) -> None:
    """The roll arrives on a page whose clock stands still: the test runs the die and the pawn's steps through,
    then reads the outcome, which stays while the clock stands (on a person's page it lingers a few seconds)."""
    board = page.get_by_test_id("win-lose-or-draw-board")
    try:
        await expect(board).to_have_attribute("data-moving", "true")
        await page.clock.run_for(ROLL_PLAYED_MS)
        await expect(board).to_have_attribute("data-moving", "false")
        await expect(page.get_by_test_id("win-lose-or-draw-roll-caption")).to_contain_text(
            "fait" if lang == "fr" else "rolls"
        )
        await in_sight(page, "win-lose-or-draw-roll-caption")
        await in_sight(page, "win-lose-or-draw-board-svg")
        if turn == 1:
            await shot(page, f"win-lose-or-draw-phone-board-rolled-{lang}")
    finally:
        await page.clock.resume()


async def test_board_play_on_a_phone_keeps_the_board_the_pawns_and_the_roll_in_sight(
    live_server: LiveServer, browser: Browser
) -> None:
    base = live_server.base
    # Time stands still but for what the test moves on: the moment between turns (which the next sketcher cuts
    # short) does not run out while a loaded machine is slow to show it.
    await live_server.hold_clock()
    pages: list[Page] = []
    for seat in range(3):
        lang = PHONES.get(seat, "en")
        phone = seat in PHONES
        _, page = await new_player(
            browser, width=390 if phone else 1280, height=844 if phone else 860, touch=phone, lang=lang
        )
        if phone:
            await take_page_clock(page)  # before any roll: its outcome's timers are then the test's to hold
        pages.append(page)
    code = await win_lose_or_draw_room(pages[0], base, {"mode": "board", "turn_seconds": 30, "language": "en"})
    for seat, (name, colour) in enumerate(PLAYERS):
        await open_and_sit(pages[seat], base, code, name, colour)
        await expect(pages[0].get_by_test_id(f"seat-{seat}")).to_contain_text(name)
    await pages[0].get_by_test_id("start-game").click()
    for page in pages:
        await win_lose_or_draw_stage(page, "placing")
    placer = [i for i, page in enumerate(pages) if await page.get_by_test_id("win-lose-or-draw-place-0").count()]
    await motion_stops_within(pages[placer[0]])  # the pickable rings pulse, then hold still
    await pages[placer[0]].get_by_test_id("win-lose-or-draw-place-0").click()

    chose: set[int] = set()
    rolled: set[int] = set()
    for turn in (1, 2, 3):
        await win_lose_or_draw_turn(pages, turn, "ready")
        sketcher = await win_lose_or_draw_sketcher(pages)
        item = await win_lose_or_draw_item(pages[sketcher])
        await pages[sketcher].get_by_test_id("win-lose-or-draw-start").click()
        await win_lose_or_draw_turn(pages, turn, "drawing")
        await (draw_zigzag_by_finger if sketcher in PHONES else draw_zigzag)(pages[sketcher])
        guessers = [seat for seat in range(3) if seat != sketcher]
        # All at once: right guesses within 300 ms of the first all count, so every guesser chooses a pawn.
        await win_lose_or_draw_all_guess(live_server, pages, guessers, item)
        await win_lose_or_draw_turn(pages, turn, "collect")

        for seat, lang in PHONES.items():
            page = pages[seat]
            await expect(page.get_by_test_id("win-lose-or-draw-screen")).to_have_attribute("data-tab", "board")
            choosing = page.locator('[data-testid^="win-lose-or-draw-take-"]:enabled')
            if seat == sketcher:
                await expect(page.get_by_test_id("win-lose-or-draw-roll")).to_be_visible()
                await whole_board(page)
                await in_sight(page, "win-lose-or-draw-roll")
                await shot(page, f"win-lose-or-draw-phone-board-roll-{lang}")
                rolled.add(seat)
            elif await choosing.count():
                await whole_board(page)
                await in_sight(page, "win-lose-or-draw-take-red")
                # "You got it! Wait for the others" is not said beside "Choose a pawn".
                await expect(page.get_by_test_id("win-lose-or-draw-guess-why")).to_have_count(0)
                await shot(page, f"win-lose-or-draw-phone-board-choose-{lang}")
                chose.add(seat)
        if turn == 1:
            for seat in PHONES:
                await assert_accessible(pages[seat], f"collect on a phone ({PHONES[seat]})")
            await shot(pages[0], "win-lose-or-draw-phone-board-collect-desktop-en")

        for seat in guessers:
            offered = pages[seat].locator('[data-testid^="win-lose-or-draw-take-"]:enabled')
            if await offered.count():
                await offered.first.click()
        for seat in PHONES:
            await stop_page_clock(pages[seat])
        await pages[sketcher].get_by_test_id("win-lose-or-draw-roll").click()
        await win_lose_or_draw_moment(pages, turn)
        # The roll plays out on the phones' boards, and its words are there whole.
        await asyncio.gather(*(roll_shown(pages[seat], lang, turn) for seat, lang in PHONES.items()))
    assert chose == set(PHONES) and rolled == set(PHONES), (chose, rolled)

    # The help shows gameboard play's steps, not team play's.
    for seat, page in enumerate(pages):
        await page.get_by_test_id("help-button").click()
        dialog = page.get_by_test_id("help-dialog")
        await expect(dialog.get_by_test_id("help-step-collect")).to_have_count(1)
        await expect(dialog.get_by_test_id("help-step-steal")).to_have_count(0)
        await expect(dialog.get_by_test_id("help-step-teams")).to_have_count(0)
        await shot(
            page, f"win-lose-or-draw-phone-board-help-{'phone-' + PHONES[seat] if seat in PHONES else 'desktop-en'}"
        )
        await page.keyboard.press("Escape")
