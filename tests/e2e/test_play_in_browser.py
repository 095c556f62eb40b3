"""Three people play Pictomania in Chromium: a round, a closed tab, a server crash, a whole game, a phone."""

import re

from playwright.async_api import Browser, Page, expect

from .album import check_album
from .conftest import LiveServer, new_player, shot
from .flows import (
    all_at,
    all_click,
    draw_zigzag,
    draw_zigzag_by_finger,
    draw_zigzag_by_pen,
    guess,
    inked_pixels,
    my_number,
    phase,
    seated_at_preview,
    until_inked,
)


async def _three_seated(browser: Browser, base: str, phone_last: bool = False) -> tuple[str, list[Page]]:
    pages = []
    for index in range(3):
        if phone_last and index == 2:
            _, page = await new_player(browser, width=390, height=844, touch=True)
        else:
            _, page = await new_player(browser)
        pages.append(page)
    return await seated_at_preview(pages, base), pages


async def _start_drawing(pages: list[Page]) -> None:
    await all_click(pages, "ready")
    await all_at(pages, "drawing")


async def test_three_players_play_a_round_draw_guess_finish_and_read_the_scores(
    live_server: LiveServer, browser: Browser
) -> None:
    _code, pages = await _three_seated(browser, live_server.base)
    await shot(pages[0], "01-preview")
    await _start_drawing(pages)
    await draw_zigzag(pages[0])
    assert await inked_pixels(pages[0], "own-canvas") > 50
    # Ann's drawing reaches Bob's thumbnail live.
    await until_inked(pages[1], "thumb-0", at_least=11)
    ann_number = await my_number(pages[0])
    await guess(pages[1], 0, ann_number)  # Bob guesses Ann right
    await shot(pages[1], "02-drawing")
    await expect(pages[1].get_by_test_id("guess-target-0")).to_be_disabled()
    await pages[0].get_by_test_id("finish-bonus").click()
    await expect(pages[0].get_by_test_id("player-status-0")).to_have_attribute("data-finished", "true")
    await pages[1].get_by_test_id("finish-bonus").click()  # the last token: Cleo stops
    await all_at(pages, "review")
    await all_click(pages, "check-right")
    for page in pages:
        await phase(page, "scored")
        await page.get_by_test_id("scoring-skip").click()
    table = pages[2].get_by_test_id("round-table")
    # Ann: Bob took her 2, she keeps a 1 (-1), her 2-star bonus counts (+2) = 1.
    # Bob: +2 from Ann, keeps his 2 and 1 (-3), nobody guessed him so his bonus is 0 = -1. Cleo: -3.
    await expect(table.get_by_test_id("score-0")).to_contain_text("1")
    await expect(table.get_by_test_id("score-1")).to_contain_text("-1")
    await expect(table.get_by_test_id("score-2")).to_contain_text("-3")
    assert (await table.get_by_test_id("score-0").inner_text()).strip().lstrip("+") == "1"
    await expect(pages[2].get_by_test_id("next-round")).to_be_in_viewport()  # no scrolling to go on
    await shot(pages[2], "03-scores")


async def test_a_player_closes_the_page_mid_round_and_comes_back_to_everything(
    live_server: LiveServer, browser: Browser
) -> None:
    code, pages = await _three_seated(browser, live_server.base)
    await _start_drawing(pages)
    await draw_zigzag(pages[1])
    await guess(pages[1], 2, 5)
    before = await inked_pixels(pages[1], "own-canvas")
    assert before > 50
    await until_inked(pages[0], "thumb-1", at_least=11)
    context = pages[1].context
    await pages[1].close()
    page = await context.new_page()
    await page.goto(f"{live_server.base}/r/{code}")
    await phase(page, "drawing")
    await expect(page.get_by_test_id("guess-target-2")).to_be_disabled()
    await page.get_by_test_id("guess-target-0").first.click()
    await expect(page.get_by_test_id("guess-number-5")).to_be_disabled()
    await page.keyboard.press("Escape")
    await until_inked(page, "own-canvas", at_least=before // 2 + 1)  # the canvas came back
    await until_inked(pages[0], "thumb-1", at_least=11)
    await shot(page, "04-back-after-reload")


NEXT_FRAME = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


async def _ink_once_arrived(page: Page, test_id: str, sender: Page) -> int:
    """The ink on another player's sheet once it shows every stroke its drawer's own sheet shows."""
    await sender.evaluate(NEXT_FRAME)  # the own sheet repaints on the frame after the pen's last move
    sent = await sender.get_by_test_id("own-canvas").get_attribute("data-pts")
    assert sent is not None and int(sent) > 0, "the drawer's own sheet shows their strokes"
    await expect(page.get_by_test_id(test_id).locator("canvas")).to_have_attribute("data-pts", sent)
    return await inked_pixels(page, test_id)


async def test_the_server_is_killed_and_restarted_mid_round_and_the_game_goes_on(
    own_server: LiveServer, browser: Browser
) -> None:
    _code, pages = await _three_seated(browser, own_server.base)
    await _start_drawing(pages)
    await draw_zigzag(pages[2])
    await guess(pages[0], 2, 3)
    await expect(pages[2].get_by_test_id("player-status-2")).to_be_visible()
    seen_before = await _ink_once_arrived(pages[0], "thumb-2", pages[2])
    assert seen_before > 10, "Ann sees Cleo's drawing"
    own_server.kill()
    for page in pages:
        await expect(page.get_by_test_id("conn-status")).not_to_have_attribute("data-state", "open", timeout=10_000)
    await draw_zigzag(pages[2], offset=3)  # while the server is down
    await own_server.start()
    for page in pages:
        await expect(page.get_by_test_id("conn-status")).to_have_attribute("data-state", "open", timeout=15_000)
        await phase(page, "drawing")
    await until_inked(pages[2], "own-canvas", at_least=51)  # Cleo's drawing survived the crash
    # The stroke Cleo drew while the server was down reaches Ann.
    await until_inked(pages[0], "thumb-2", at_least=int(seen_before * 1.5) + 1)
    await shot(pages[0], "05-after-restart")
    await expect(pages[0].get_by_test_id("guess-target-2")).to_be_disabled()
    await pages[0].get_by_test_id("finish-bonus").click()
    await pages[1].get_by_test_id("finish-bonus").click()
    await all_at(pages, "review")


async def test_a_whole_game_ends_in_standings_and_its_replay_redraws_the_strokes(
    live_server: LiveServer, browser: Browser
) -> None:
    _code, pages = await _three_seated(browser, live_server.base)
    for round_number in range(1, 6):
        await _start_drawing(pages)
        await draw_zigzag(pages[round_number % 3])
        await pages[0].get_by_test_id("finish-bonus").click()
        await pages[1].get_by_test_id("finish-no-bonus").click()
        await pages[2].get_by_test_id("finish-bonus").click()
        await all_at(pages, "review")
        await all_click(pages, "check-right")
        if round_number < 5:
            for page in pages:
                await phase(page, "scored")
                await page.get_by_test_id("next-round").click()
            await all_at(pages, "preview")
    await all_at(pages, "over")
    await pages[0].get_by_test_id("scoring-skip").click()
    await expect(pages[0].get_by_test_id("final-standings")).to_be_visible()
    await shot(pages[0], "05-final")
    await pages[0].get_by_test_id("replay-link").click()
    await expect(pages[0].get_by_test_id("replay")).to_be_visible()
    await pages[0].get_by_test_id("replay-play").click()
    canvas_id = "replay-canvas-1"
    await until_inked(pages[0], canvas_id, at_least=11)  # the replay redraws round 1's strokes
    await shot(pages[0], "06-replay")
    # The album: a page per round, saved as a picture, and round 1's drawing (Bob's) saved as it was drawn.
    await check_album(pages[0], pages=5, drawer="Bob")
    await shot(pages[0], "06-album")


async def test_on_a_phone_in_portrait_the_own_canvas_is_large_and_the_others_a_strip(
    live_server: LiveServer, browser: Browser
) -> None:
    _code, pages = await _three_seated(browser, live_server.base, phone_last=True)
    phone = pages[2]
    await _start_drawing(pages)
    await draw_zigzag(pages[0])
    own = await phone.get_by_test_id("own-canvas").bounding_box()
    first = await phone.get_by_test_id("thumb-0").bounding_box()
    second = await phone.get_by_test_id("thumb-1").bounding_box()
    assert own is not None and first is not None and second is not None
    assert own["width"] >= 0.85 * 390, "the own canvas spans the phone's width"
    assert first["width"] < own["width"] / 2, "the others are thumbnails"
    assert abs(first["y"] - second["y"]) < 5 and first["x"] != second["x"], "side by side, in a strip"
    await draw_zigzag_by_finger(phone)
    assert await inked_pixels(phone, "own-canvas") > 50, "a finger draws"
    await shot(phone, "07-phone-drawing")
    await until_inked(pages[0], "thumb-2", at_least=11)  # the finger's stroke reaches the others


async def test_a_pen_draws_and_presses_harder_for_a_wider_line(live_server: LiveServer, browser: Browser) -> None:
    _code, pages = await _three_seated(browser, live_server.base)
    await _start_drawing(pages)
    ann = pages[0]
    await draw_zigzag_by_pen(ann, force=0.15)
    light = await inked_pixels(ann, "own-canvas")
    await ann.get_by_test_id("clear").click()
    await until_inked(ann, "own-canvas", at_most=0)
    await draw_zigzag_by_pen(ann, force=1.0)
    heavy = await inked_pixels(ann, "own-canvas")
    assert light > 20, "a light pen still draws"
    assert heavy > light * 1.5, f"pressing harder draws a wider line ({heavy} vs {light} pixels)"


async def test_the_interface_switches_to_french_and_remembers_it(live_server: LiveServer, browser: Browser) -> None:
    _, page = await new_player(browser)
    await page.goto(live_server.base + "/")
    create = page.get_by_test_id("create-submit")
    await expect(create).to_be_enabled()
    english = await create.inner_text()
    await page.get_by_test_id("lang-switch").click()
    # The switch comes once the game's French strings are in (fetched on the click).
    await expect(create).not_to_have_text(english)
    french = await create.inner_text()
    await page.reload()
    await expect(create).to_have_text(french)
    await shot(page, "08-home-fr")


async def test_a_host_pastes_a_deck_sees_its_problems_by_line_then_plays_with_it(
    live_server: LiveServer, browser: Browser
) -> None:
    _, page = await new_player(browser)
    await page.goto(live_server.base + "/")
    await page.get_by_test_id("custom-deck-toggle").click()  # folded at first: most hosts play the shipped decks
    # Half as many characters as the limit in bytes, but every é is two bytes: too long, and said so.
    await page.get_by_test_id("option-custom-deck").fill("é" * 100_001)
    await page.get_by_test_id("create-submit").click()
    await expect(page.get_by_test_id("custom-deck-error").first).to_contain_text("200002 bytes")
    assert page.url.endswith("/"), "no room is made with a deck that is too long"
    await page.get_by_test_id("option-custom-deck").fill("apple\npear\n\nplum 9\n")
    await page.get_by_test_id("create-submit").click()
    errors = page.get_by_test_id("custom-deck-error")
    await expect(errors.first).to_be_visible()
    texts = await errors.all_inner_texts()
    assert any("1" in t and "7" in t for t in texts) and any("digit" in t for t in texts)
    sides = [
        [f"{w} {k}" for k in ("hat", "boat", "cake", "tree", "lamp", "shoe", "kite")]
        for w in ("red", "blue", "green", "tiny", "giant", "old")
    ]
    await page.get_by_test_id("option-custom-deck").fill("\n\n".join("\n".join(s) for s in sides))
    await page.get_by_test_id("create-submit").click()
    await page.wait_for_url(re.compile(r"/r/[A-Z0-9]{6}$"))
    await expect(page.locator("body")).to_contain_text("6 cards")
    await shot(page, "09-custom-deck-lobby")


async def test_the_host_removes_a_player_who_left_and_the_round_goes_on(
    live_server: LiveServer, browser: Browser
) -> None:
    _code, pages = await _three_seated(browser, live_server.base)
    await _start_drawing(pages)
    await pages[2].context.close()  # Cleo leaves for good
    remove = pages[0].get_by_test_id("remove-seat-2")
    await expect(remove).to_be_enabled(timeout=10_000)
    await remove.click()
    await expect(pages[1].get_by_test_id("player-status-2")).to_have_attribute("data-finished", "true")
    await pages[0].get_by_test_id("finish-bonus").click()
    await pages[1].get_by_test_id("finish-bonus").click()
    for page in pages[:2]:
        await phase(page, "review")
        await page.get_by_test_id("check-right").click()
    await all_at(pages[:2], "scored")
    await shot(pages[0], "10-after-stand-in")


async def test_tools_a_replaced_card_drawing_nothing_a_wrong_clue_and_a_spectator(
    live_server: LiveServer, browser: Browser
) -> None:
    code, pages = await _three_seated(browser, live_server.base)
    ann, bob, cleo = pages
    first_clue = await ann.get_by_test_id("rack-card-0").locator("li").first.inner_text()
    await ann.get_by_test_id("replace-card-0").click()
    await expect(ann.get_by_test_id("rack-card-0").locator("li").first).not_to_have_text(first_clue)
    await expect(ann.get_by_test_id("replace-card-1")).to_be_disabled()  # one replacement a round
    await _start_drawing(pages)

    await draw_zigzag(ann, 0)
    one = await inked_pixels(ann, "own-canvas")
    await draw_zigzag(ann, 3)
    assert await inked_pixels(ann, "own-canvas") > one
    await ann.get_by_test_id("undo").click()
    await until_inked(ann, "own-canvas", at_least=one, at_most=one)  # undo removed the last stroke
    await ann.get_by_test_id("clear").click()
    await until_inked(ann, "own-canvas", at_most=0)  # clear wiped the canvas
    await draw_zigzag(ann, 1)

    await bob.get_by_test_id("thumb-0").click()  # enlarge Ann's drawing
    await expect(bob.get_by_test_id("focus-dialog")).to_be_visible()
    await until_inked(bob, "focus-dialog", at_least=11)  # the enlarged drawing shows Ann's strokes
    await bob.keyboard.press("Escape")

    await cleo.get_by_test_id("draw-nothing").click()
    await cleo.get_by_test_id("draw-nothing-yes").click()  # asked first (test_pictomania_desk)
    await expect(ann.get_by_test_id("guess-target-2")).to_be_disabled()

    _, watcher = await new_player(browser)
    await watcher.goto(f"{live_server.base}/r/{code}")
    await phase(watcher, "drawing")
    await expect(watcher.get_by_test_id("own-canvas")).to_have_count(0)
    await expect(watcher.get_by_test_id("my-clue")).to_have_count(0)
    await until_inked(watcher, "thumb-0", at_least=11)  # a spectator sees the drawings live
    await shot(watcher, "11-spectator")

    await ann.get_by_test_id("finish-bonus").click()
    await bob.get_by_test_id("finish-bonus").click()
    await all_at(pages, "review")
    await ann.get_by_test_id("check-wrong").click()  # Ann declares she drew the wrong clue
    await bob.get_by_test_id("check-right").click()
    await all_at(pages, "scored")
    await ann.get_by_test_id("scoring-skip").click()
    # Ann drew the wrong clue: her 2-star bonus earns nothing and she keeps her tokens: -3.
    await expect(ann.get_by_test_id("round-table").get_by_test_id("score-0")).to_have_text("-3")
