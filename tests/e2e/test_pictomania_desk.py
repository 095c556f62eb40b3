"""Pictomania's drawing desk as a player meets it: the others' drawings keep their size at a table of six, the
"guessed N" badge of a phone's strip stays off the drawing, "I can't draw this" asks first and says what follows,
and the Finish button never says that no bonus token is left while one is."""

from playwright.async_api import Browser, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import all_at, all_click, create_room, draw_zigzag, guess, phase, seated_at_preview, sit, until_inked

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
    await guess(ann, 1, 1)
    await expect(ann.get_by_test_id("guess-target-1")).to_have_attribute("data-state", "guessed")
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


async def test_i_cant_draw_this_asks_first_and_says_what_follows_and_finish_names_the_token_left(
    live_server: LiveServer, browser: Browser
) -> None:
    """Ann (desktop, English) opens "I can't draw this", reads what follows and keeps drawing; Cleo (phone,
    French) confirms it. Bob (phone) guesses Ann: the badge saying so sits beside her drawing, not on it. Ann
    finishes with the 2-star token: her Finish button names the 1-star token still left, never "no bonus token
    left"."""
    pages = []
    for size, lang in (({}, "en"), (PHONE, "en"), (PHONE, "fr")):
        _, page = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
        pages.append(page)
    ann, bob, cleo = pages
    await seated_at_preview(pages, live_server.base)
    await all_click(pages, "ready")
    await all_at(pages, "drawing")

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
    await draw_zigzag(ann)

    await cleo.get_by_test_id("draw-nothing").click()
    dialog = cleo.get_by_test_id("draw-nothing-confirm")
    await expect(dialog.get_by_role("heading")).to_have_text("Ne rien dessiner cette manche\u00a0?")
    await assert_accessible(cleo, "draw nothing, asked, phone, French")
    await shot(cleo, "pm-draw-nothing-confirm-phone-fr")
    await dialog.get_by_test_id("draw-nothing-yes").click()
    await expect(dialog).to_be_hidden()
    await expect(ann.get_by_test_id("guess-target-2")).to_be_disabled()  # nobody guesses Cleo now
    await expect(cleo.get_by_test_id("draw-nothing")).to_be_disabled()
    await expect(cleo.get_by_test_id("finish-bonus")).to_have_count(0)  # she takes no token

    # Bob's guess on Ann shows beside her drawing in his strip, never over it.
    await until_inked(bob, "thumb-0", at_least=11)
    await bob.get_by_test_id("thumb-0").tap()
    await bob.get_by_test_id("guess-number-3").tap()
    await expect(bob.get_by_test_id("thumb-guess-0")).to_have_text("guessed 3")
    placed = await bob.evaluate(BADGE_OVER_DRAWING, 0)
    assert not placed["overlap"], placed
    await shot(bob, "pm-guessed-badge-phone-en")

    # Ann takes the 2-star token; the 1-star one is left, and her (spent) button says so.
    await ann.get_by_test_id("finish-bonus").click()
    await expect(ann.get_by_test_id("player-status-0")).to_have_attribute("data-finished", "true")
    await expect(ann.get_by_test_id("finish-bonus")).to_be_disabled()
    await expect(ann.get_by_test_id("finish-bonus")).to_have_text("Finish and take 1★")
    await shot(ann, "pm-finished-token-left-desktop-en")
    await bob.get_by_test_id("finish-bonus").click()
    await all_at(pages, "review")
