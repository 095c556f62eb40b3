"""Win, Lose or Draw in team play, in Chromium, on desktops and phones in English and French: the finished sketch
is shown a moment after a right guess and after a failed steal (the item, who guessed it and how fast, or what
the stealing team tried), beside the sketch and never over it; the steal's notice never covers the sketch; the
in-game help shows team play's steps only. Each screen is photographed on a desktop and a phone, EN and FR."""

from playwright.async_api import Browser, Page, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import (
    WIN_LOSE_OR_DRAW_MOMENT_MS,
    draw_zigzag,
    draw_zigzag_by_finger,
    open_and_sit,
    time_passes,
    until_inked,
    win_lose_or_draw_guess,
    win_lose_or_draw_item,
    win_lose_or_draw_past_opening,
    win_lose_or_draw_room,
    win_lose_or_draw_sketcher,
    win_lose_or_draw_turn,
)

# Seat i plays in team i % 2: Team 1 on desktops (English, French), Team 2 on phones (English, French).
PLAYERS = [("Ann", "red"), ("Bob", "blue"), ("Cleo", "green"), ("Dan", "yellow")]
PHONES = {1, 3}
FRENCH = {2, 3}
TURN_SECONDS = 180  # the longest turn: on a busy machine a turn never runs out before the test lets it


def label(seat: int) -> str:
    return f"{'phone' if seat in PHONES else 'desktop'}-{'fr' if seat in FRENCH else 'en'}"


async def apart(page: Page, one: str, other: str) -> None:
    """The two elements are both on screen and do not overlap."""
    a = await page.get_by_test_id(one).bounding_box()
    b = await page.get_by_test_id(other).bounding_box()
    assert a and b, (one, other)
    overlap_x = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    overlap_y = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    assert overlap_x <= 0 or overlap_y <= 0, f"{one} {a} covers {other} {b}"
    viewport = page.viewport_size
    assert viewport and b["y"] + b["height"] <= viewport["height"] + 1, f"{other} runs off the screen: {b}"


def sheet_of(page: Page, seat: int, sketcher: int) -> str:
    """The sketch as this seat sees it: their own desk, or the sketcher's sheet."""
    return "own-canvas" if seat == sketcher else "win-lose-or-draw-sketch"


async def sketch(page: Page, seat: int) -> None:
    await (draw_zigzag_by_finger if seat in PHONES else draw_zigzag)(page)


async def test_the_finished_sketch_is_shown_a_moment_and_the_steal_never_covers_it(
    live_server: LiveServer, browser: Browser
) -> None:
    base = live_server.base
    # Time stands still but for what the test moves on: no stage runs out while a loaded machine is slow.
    await live_server.hold_clock()
    pages: list[Page] = []
    for seat in range(4):
        phone = seat in PHONES
        _, page = await new_player(
            browser,
            width=390 if phone else 1280,
            height=844 if phone else 860,
            touch=phone,
            lang="fr" if seat in FRENCH else "en",
        )
        pages.append(page)
    code = await win_lose_or_draw_room(
        pages[0], base, {"mode": "teams", "turn_seconds": TURN_SECONDS, "target": 3, "language": "en"}
    )
    for seat, (name, colour) in enumerate(PLAYERS):
        await open_and_sit(pages[seat], base, code, name, colour, team=seat % 2)
        await expect(pages[0].get_by_test_id(f"seat-{seat}")).to_contain_text(name)
    await pages[0].get_by_test_id("start-game").click()
    await win_lose_or_draw_past_opening(live_server, pages)

    # Turn 1: the sketcher draws, a teammate guesses the item exactly.
    await win_lose_or_draw_turn(pages, 1, "ready")
    sketcher = await win_lose_or_draw_sketcher(pages)
    mate = (sketcher + 2) % 4
    item = await win_lose_or_draw_item(pages[sketcher])
    await pages[sketcher].get_by_test_id("win-lose-or-draw-start").click()
    await win_lose_or_draw_turn(pages, 1, "drawing")
    await sketch(pages[sketcher], sketcher)
    for seat in range(4):
        if seat != sketcher:
            await until_inked(pages[seat], "win-lose-or-draw-sketch", at_least=11)
    await win_lose_or_draw_guess(pages[mate], item)

    # The moment: everyone sees the finished sketch beside what it came to, and the next sketcher may end it.
    await win_lose_or_draw_turn(pages, 1, "reveal")
    for seat, page in enumerate(pages):
        moment = page.get_by_test_id("win-lose-or-draw-reveal")
        await expect(moment).to_contain_text(item)
        await expect(moment).to_contain_text(PLAYERS[mate][0])
        await apart(page, "win-lose-or-draw-reveal", sheet_of(page, seat, sketcher))
        await shot(page, f"win-lose-or-draw-moment-guessed-{label(seat)}")
    for seat, page in enumerate(pages):
        if seat != sketcher:
            await until_inked(
                page, "win-lose-or-draw-sketch", at_least=11
            )  # still the finished sketch, not a blank sheet
    following = [seat for seat, page in enumerate(pages) if await page.get_by_test_id("win-lose-or-draw-skip").count()]
    assert len(following) == 1 and following[0] % 2 != sketcher % 2, following
    await pages[following[0]].get_by_test_id("win-lose-or-draw-skip").click()
    await win_lose_or_draw_turn(pages, 2, "ready")  # at once, not after the moment's 4 s
    for page in pages:
        await expect(page.get_by_test_id("win-lose-or-draw-result")).to_contain_text(item)
    await assert_accessible(pages[following[0]], "the next turn after the moment")

    # Turn 2: the other team sketches, nobody guesses: the first team may steal, and the sketch stays in sight.
    sketcher2 = following[0]
    await pages[sketcher2].get_by_test_id("win-lose-or-draw-start").click()
    await win_lose_or_draw_turn(pages, 2, "drawing")
    await sketch(pages[sketcher2], sketcher2)
    await time_passes(live_server, TURN_SECONDS * 1000, pages)
    await win_lose_or_draw_turn(pages, 2, "steal")
    stealers = [seat for seat in range(4) if seat % 2 != sketcher2 % 2]
    for seat, page in enumerate(pages):
        await expect(page.get_by_test_id("win-lose-or-draw-steal")).to_be_visible()
        await expect(page.get_by_test_id("moment-banner")).to_have_count(0)
        await apart(page, "win-lose-or-draw-steal", sheet_of(page, seat, sketcher2))
        await shot(page, f"win-lose-or-draw-moment-steal-{label(seat)}")
    await assert_accessible(pages[stealers[0]], "the steal")

    # A wrong steal: the moment tells what the team tried, in each player's language.
    await win_lose_or_draw_guess(pages[stealers[0]], "a panda")
    await win_lose_or_draw_turn(pages, 2, "reveal")
    await assert_accessible(pages[1], "the moment for the drawing (phone)")
    team = stealers[0] % 2 + 1
    for seat, page in enumerate(pages):
        tried = f"l'équipe {team} a tenté" if seat in FRENCH else f"Team {team} tried"
        await expect(page.get_by_test_id("win-lose-or-draw-result")).to_contain_text(tried)
        await expect(page.get_by_test_id("win-lose-or-draw-result")).to_contain_text("a panda")
        await shot(page, f"win-lose-or-draw-moment-failed-steal-{label(seat)}")

    # Left alone, the moment ends by itself and the next turn's countdown starts.
    await time_passes(live_server, WIN_LOSE_OR_DRAW_MOMENT_MS, pages)
    await win_lose_or_draw_turn(pages, 3, "ready")
    await expect(pages[0].get_by_test_id("win-lose-or-draw-result")).to_contain_text(f"Team {team} tried")

    # The help shows team play's steps, not the board's.
    for seat, page in enumerate(pages):
        await page.get_by_test_id("help-button").click()
        dialog = page.get_by_test_id("help-dialog")
        await expect(dialog.get_by_test_id("help-step-steal")).to_have_count(1)
        await expect(dialog.get_by_test_id("help-step-board")).to_have_count(0)
        await expect(dialog.get_by_test_id("help-step-collect")).to_have_count(0)
        await shot(page, f"win-lose-or-draw-moment-help-{label(seat)}")
        await page.keyboard.press("Escape")
