"""Win, Lose or Draw with the host's own list of things to sketch, in Chromium. On a desktop in English the host pastes
a list with a digit in it; the room is refused, the problem is shown by its line, and choosing it selects that line,
which the host types over. On a phone in French a guest uploads a list with an item before any heading, and reads
that problem in French. The fixed list makes the room; three players sit round the board, and the first turn's item,
read from the sketcher's card, is one of the host's and is guessed right."""

import re

from playwright.async_api import Browser, Page, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import (
    draw_zigzag,
    draw_zigzag_by_finger,
    open_and_sit,
    win_lose_or_draw_guess,
    win_lose_or_draw_guesses_counted,
    win_lose_or_draw_item,
    win_lose_or_draw_sketcher,
    win_lose_or_draw_stage,
    win_lose_or_draw_turn,
)

PLAYERS = [("Ann", "red"), ("Bob", "blue"), ("Cleo", "green")]
PHONE = 1
MISTAKE = "Ocean's 11"
FIX = "Ocean's Eleven"
LIST = f"""# Our family's list
[Movies]
Jaws
{MISTAKE}
The Adventures of Superman | Superman
[Food & Drink]
Spaghetti
Hot chocolate
[Books]
The Hobbit @ J. R. R. Tolkien
[Famous Phrases]
Break a leg
"""
MISTAKE_LINE = 4
OURS = {"Jaws", FIX, "The Adventures of Superman", "Spaghetti", "Hot chocolate", "The Hobbit", "Break a leg"}
NO_HEADING = "Croque-monsieur\n[Cuisine]\nRatatouille\n"


async def open_form(page: Page, base: str) -> None:
    await page.goto(base + "/")
    await page.get_by_test_id("game-win-lose-or-draw").click()
    await page.get_by_test_id("option-mode-board").check()
    await page.get_by_test_id("custom-items-toggle").click()


async def refused_and_fixed_on_a_desktop(page: Page, base: str) -> str:
    """The host's list is refused for its digit, the line is chosen from the problem and typed over, and the fixed
    list makes the room. The room's code."""
    await open_form(page, base)
    await page.get_by_test_id("option-custom-items").fill(LIST)
    await page.get_by_test_id("create-win-lose-or-draw-submit").click()
    problem = page.get_by_test_id("custom-items-error")
    await expect(problem).to_have_count(1)
    await expect(problem).to_have_attribute("data-line", str(MISTAKE_LINE))
    await expect(problem).to_have_text(f"Line {MISTAKE_LINE}: “{MISTAKE}” has a digit: spell numbers out.")
    await expect(page.get_by_role("alert")).to_contain_text("Your list was refused")
    await expect(page.get_by_test_id("option-custom-items")).to_have_attribute("aria-invalid", "true")
    assert not re.search(r"/r/", page.url), "a refused list made a room"
    await shot(page, "win-lose-or-draw-custom-refused-desktop")
    await assert_accessible(page, "the create form with a refused list (desktop)")

    # Choosing the problem selects its line in the list, by keyboard as by pointer.
    await problem.get_by_role("button").focus()
    await page.keyboard.press("Enter")
    area = page.get_by_test_id("option-custom-items")
    await expect(area).to_be_focused()
    chosen = await area.evaluate("a => a.value.slice(a.selectionStart, a.selectionEnd)")
    assert chosen == MISTAKE
    await page.keyboard.type(FIX)
    await expect(area).to_have_value(LIST.replace(MISTAKE, FIX))

    await page.get_by_test_id("create-win-lose-or-draw-submit").click()
    await page.wait_for_url(re.compile(r"/r/[A-Z0-9]{6}$"))
    await expect(page.get_by_test_id("room-options")).to_contain_text("Your own list (7 items)")
    await expect(page.get_by_test_id("room-options")).to_contain_text("Gameboard play")
    return page.url.rsplit("/", 1)[1]


async def uploaded_and_refused_on_a_phone_in_french(page: Page, base: str) -> None:
    await open_form(page, base)
    await page.get_by_test_id("option-custom-items-file").set_input_files(
        files=[{"name": "ma-liste.items", "mimeType": "text/plain", "buffer": NO_HEADING.encode()}]
    )
    await expect(page.get_by_test_id("option-custom-items")).to_have_value(NO_HEADING)
    await expect(page.get_by_role("status").filter(has_text="ma-liste.items")).to_contain_text("chargé (3 lignes)")
    await page.get_by_test_id("create-win-lose-or-draw-submit").click()
    problem = page.get_by_test_id("custom-items-error")
    await expect(problem.first).to_have_attribute("data-line", "1")
    await expect(problem.first).to_contain_text("Ligne 1\u00a0: un sujet avant tout titre")
    await expect(page.get_by_test_id("custom-items-errors")).to_be_in_viewport()
    assert not re.search(r"/r/", page.url), "a refused list made a room"
    await shot(page, "win-lose-or-draw-custom-refused-phone-fr")
    await assert_accessible(page, "the create form with a refused list (phone, French)")


async def test_a_hosts_own_list_refused_by_line_then_fixed_and_played(
    live_server: LiveServer, browser: Browser
) -> None:
    base = live_server.base
    # Time stands still but for what the test moves on: no stage runs out while a loaded machine is slow.
    await live_server.hold_clock()
    pages: list[Page] = []
    for seat in range(3):
        phone = seat == PHONE
        _, page = await new_player(
            browser,
            width=390 if phone else 1280,
            height=844 if phone else 860,
            lang="fr" if phone else "en",
            touch=phone,
        )
        pages.append(page)

    code = await refused_and_fixed_on_a_desktop(pages[0], base)
    await uploaded_and_refused_on_a_phone_in_french(pages[PHONE], base)
    for seat, (name, colour) in enumerate(PLAYERS):
        await open_and_sit(pages[seat], base, code, name, colour)
        await expect(pages[0].get_by_test_id(f"seat-{seat}")).to_contain_text(name)
    await expect(pages[PHONE].get_by_test_id("room-options")).to_contain_text("Votre propre liste (7 sujets)")
    await pages[0].get_by_test_id("start-game").click()

    # The first sketcher puts the white pawn on a Spade Space.
    for page in pages:
        await win_lose_or_draw_stage(page, "placing")
    placer = [i for i, page in enumerate(pages) if await page.get_by_test_id("win-lose-or-draw-place-14").count()]
    assert len(placer) == 1, placer
    await pages[placer[0]].get_by_test_id("win-lose-or-draw-place-14").click()

    # The first turn's item is one of the host's; a guesser gets it right.
    await win_lose_or_draw_turn(pages, 1, "ready")
    sketcher = await win_lose_or_draw_sketcher(pages)
    item = await win_lose_or_draw_item(pages[sketcher])
    assert item in OURS, f"{item!r} is not on the host's list"
    await pages[sketcher].get_by_test_id("win-lose-or-draw-start").click()
    await win_lose_or_draw_turn(pages, 1, "drawing")
    await expect(pages[sketcher].get_by_test_id("own-canvas")).to_be_visible()
    await (draw_zigzag_by_finger if sketcher == PHONE else draw_zigzag)(pages[sketcher])
    guesser = (sketcher + 1) % 3
    await win_lose_or_draw_guess(pages[guesser], item)
    await expect(pages[guesser].get_by_test_id("win-lose-or-draw-guess-0")).to_have_attribute("data-correct", "true")
    await win_lose_or_draw_guesses_counted(live_server, [pages[guesser]])
    await win_lose_or_draw_turn(pages, 1, "collect")
    await shot(pages[guesser], "win-lose-or-draw-custom-guessed")
