"""Pictomania's drawing desk as a player meets it: the others' drawings keep their size at a table of six, the
"guessed N" badge of a phone's strip stays off the drawing, "I can't draw this" asks first and says what follows,
and the Finish button never says that no bonus token is left while one is."""

from playwright.async_api import Browser, Page, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import (
    all_at,
    all_click,
    create_room,
    draw_zigzag,
    phase,
    seated_at_preview,
    sit,
    until_drawn_or_blank,
    until_inked,
)

PHONE = {"width": 390, "height": 844, "touch": True}

# The smallest side of each other player's drawing, as the page shows it.
DRAWING_SIDES = """() => Array.from(document.querySelectorAll('[data-testid^="thumb-"] canvas')).map((c) => {
    const r = c.getBoundingClientRect();
    return Math.min(r.width, r.height);
})"""


async def _smallest_drawing_at_a_table_of(browser: Browser, base: str, players: int, lang: str) -> float:
    """Ann at a desktop with computer players to make `players`, at the drawing, once she has guessed one of
    them (her Guess button then says so, in more words): the smallest of the others' drawings on her screen."""
    context, ann = await new_player(browser, width=1280, height=860, lang=lang)
    await create_room(ann, base)
    await sit(ann, "Ann", "red")
    for seat in range(1, players):
        await ann.get_by_test_id("add-bot-easy").click()
        await expect(ann.get_by_test_id(f"seat-{seat}")).to_be_visible()
    await ann.get_by_test_id("start-game").click()
    await phase(ann, "preview")
    await ann.get_by_test_id("ready").click()
    await phase(ann, "drawing")
    await expect(ann.locator('[data-testid^="thumb-"] canvas')).to_have_count(players - 1)
    # Whoever of them Ann may guess (a computer player with no picture for its clue draws nothing), with a number
    # still hers to place (the deal decides which). She looks once each of them has drawn or said that they draw
    # nothing: a player who has done neither yet may still turn out to draw nothing, and then not be guessed.
    for seat in range(1, players):
        await until_drawn_or_blank(ann, seat)
    target_id = str(await ann.locator('[data-testid^="guess-target-"]:enabled').first.get_attribute("data-testid"))
    await ann.get_by_test_id(target_id).click()
    await ann.locator('[data-testid^="guess-number-"]:enabled').first.click()
    await expect(ann.get_by_test_id("focus-dialog")).to_be_hidden()
    await expect(ann.get_by_test_id(target_id)).to_have_attribute("data-state", "guessed")
    sides: list[float] = await ann.evaluate(DRAWING_SIDES)
    await shot(ann, f"pm-desk-{players}-players-desktop-{lang}")
    await context.close()
    return min(sides)


async def test_with_six_players_the_others_drawings_are_at_least_as_large_as_with_four_on_a_desktop(
    live_server: LiveServer, browser: Browser
) -> None:
    four = await _smallest_drawing_at_a_table_of(browser, live_server.base, 4, "en")
    for lang in ("en", "fr"):
        six = await _smallest_drawing_at_a_table_of(browser, live_server.base, 6, lang)
        assert six >= four, f"six players ({lang}): {six:.0f} px, four players: {four:.0f} px"


# Whether the "guessed N" badge of a drawing overlaps that drawing's canvas, and the two boxes.
BADGE_OVER_DRAWING = """(seat) => {
    const badge = document.querySelector(`[data-testid="thumb-guess-${seat}"]`).getBoundingClientRect();
    const drawing = document.querySelector(`[data-testid="thumb-${seat}"]`).getBoundingClientRect();
    const overlap = badge.left < drawing.right && drawing.left < badge.right
        && badge.top < drawing.bottom && drawing.top < badge.bottom;
    return { overlap, badge: [badge.left, badge.top, badge.right, badge.bottom],
             drawing: [drawing.left, drawing.top, drawing.right, drawing.bottom] };
}"""


async def _three_drawing(browser: Browser, base: str, sizes: list[tuple[dict[str, object], str]]) -> list[Page]:
    """Ann, Bob and Cleo on pages of these sizes and languages, at the drawing of round 1."""
    pages = []
    for size, lang in sizes:
        _, page = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
        pages.append(page)
    await seated_at_preview(pages, base)
    await all_click(pages, "ready")
    await all_at(pages, "drawing")
    return pages


async def test_i_cant_draw_this_asks_first_and_says_what_follows(live_server: LiveServer, browser: Browser) -> None:
    """Ann (desktop, English) opens "I can't draw this", reads what follows and keeps drawing; Cleo (phone,
    French) confirms it, and from then on nobody may guess her and she has no token to take."""
    ann, _bob, cleo = await _three_drawing(browser, live_server.base, [({}, "en"), ({}, "en"), (PHONE, "fr")])

    # Asked first, with what follows; "Keep drawing" has the focus, and changes nothing.
    await ann.get_by_test_id("draw-nothing").click()
    dialog = ann.get_by_test_id("draw-nothing-confirm")
    await expect(dialog.get_by_role("heading")).to_have_text("Draw nothing this round?")
    follows = dialog.get_by_test_id("draw-nothing-follows")
    await expect(follows).to_contain_text("Nobody can guess your clue")
    await expect(follows).to_contain_text("go back to their players")
    await expect(follows).to_contain_text("You take no bonus token")
    await expect(follows).to_contain_text("keep all your scoring tokens: they count against you")
    await expect(follows).to_contain_text("You keep guessing")
    await expect(follows).to_contain_text("cannot take it back")
    await expect(dialog.get_by_test_id("draw-nothing-cancel")).to_be_focused()
    await assert_accessible(ann, "draw nothing, asked, desktop")
    await shot(ann, "pm-draw-nothing-confirm-desktop-en")
    await ann.keyboard.press("Enter")  # Keep drawing
    await expect(dialog).to_be_hidden()
    await expect(ann.get_by_test_id("draw-nothing")).to_be_focused()
    await expect(ann.get_by_test_id("player-status-0")).not_to_contain_text("draws nothing")
    await expect(ann.get_by_test_id("draw-nothing")).to_be_enabled()

    await cleo.get_by_test_id("draw-nothing").click()
    dialog = cleo.get_by_test_id("draw-nothing-confirm")
    await expect(dialog.get_by_role("heading")).to_have_text("Ne rien dessiner cette manche\u00a0?")
    await expect(dialog.get_by_test_id("draw-nothing-follows")).to_contain_text("ils comptent contre vous")
    await assert_accessible(cleo, "draw nothing, asked, phone, French")
    await shot(cleo, "pm-draw-nothing-confirm-phone-fr")
    await dialog.get_by_test_id("draw-nothing-yes").click()
    await expect(dialog).to_be_hidden()
    await expect(ann.get_by_test_id("guess-target-2")).to_be_disabled()  # nobody guesses Cleo now
    await expect(cleo.get_by_test_id("draw-nothing")).to_be_disabled()
    await expect(cleo.get_by_test_id("finish-bonus")).to_have_count(0)  # she takes no token
    await shot(cleo, "pm-draws-nothing-phone-fr")


async def test_the_guessed_badge_on_a_phones_strip_never_covers_the_drawing(
    live_server: LiveServer, browser: Browser
) -> None:
    """Bob (phone) guesses Ann and Cleo: the badge saying so sits under each drawing, not on it, and the strip
    keeps its height (the sheet below does not move under his pen)."""
    ann, bob, _cleo = await _three_drawing(browser, live_server.base, [({}, "en"), (PHONE, "en"), ({}, "fr")])
    await draw_zigzag(ann)
    await until_inked(bob, "thumb-0", at_least=11)
    sheet = await bob.get_by_test_id("own-canvas").bounding_box()
    for seat, number in ((0, 3), (2, 5)):
        await bob.get_by_test_id(f"thumb-{seat}").tap()
        await bob.get_by_test_id(f"guess-number-{number}").tap()
        await expect(bob.get_by_test_id(f"thumb-guess-{seat}")).to_have_text(f"guessed {number}")
        placed = await bob.evaluate(BADGE_OVER_DRAWING, seat)
        assert not placed["overlap"], placed
    assert await bob.get_by_test_id("own-canvas").bounding_box() == sheet
    await shot(bob, "pm-guessed-badge-phone-en")


async def test_finish_names_the_bonus_token_left_never_none_while_one_is(
    live_server: LiveServer, browser: Browser
) -> None:
    """Ann (desktop, French) takes the 2-star token; the 1-star one is left, and her spent button names it, as
    Bob's (phone, English) does. Cleo (desktop, French), who then draws nothing, is left with "Finish without a
    token" alone."""
    ann, bob, cleo = await _three_drawing(browser, live_server.base, [({}, "fr"), (PHONE, "en"), ({}, "fr")])
    await draw_zigzag(ann)
    await ann.get_by_test_id("finish-bonus").click()
    await expect(ann.get_by_test_id("player-status-0")).to_have_attribute("data-finished", "true")
    await expect(ann.get_by_test_id("finish-bonus")).to_be_disabled()
    await expect(ann.get_by_test_id("finish-bonus")).to_have_text("Terminer et prendre 1★")
    await expect(bob.get_by_test_id("finish-bonus")).to_have_text("Finish and take 1★")
    await shot(ann, "pm-finished-token-left-desktop-fr")
    await shot(bob, "pm-one-token-left-phone-en")
    await bob.get_by_test_id("draw-nothing").click()  # asked, on a phone, in English; and kept drawing
    await expect(bob.get_by_test_id("draw-nothing-confirm")).to_be_visible()
    await shot(bob, "pm-draw-nothing-confirm-phone-en")
    await bob.keyboard.press("Escape")
    await expect(bob.get_by_test_id("draw-nothing-confirm")).to_be_hidden()
    await cleo.get_by_test_id("draw-nothing").click()
    await shot(cleo, "pm-draw-nothing-confirm-desktop-fr")
    await cleo.get_by_test_id("draw-nothing-yes").click()
    await expect(cleo.get_by_test_id("finish-bonus")).to_have_count(0)
    await expect(cleo.get_by_test_id("finish-no-bonus")).to_be_enabled()
    await shot(cleo, "pm-draws-nothing-finish-desktop-fr")
    await bob.get_by_test_id("finish-bonus").click()  # the last token: the drawing stops
    await all_at([ann, bob, cleo], "review")
