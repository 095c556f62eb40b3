"""A whole Pictomania game played on phones, as first-time players do it: two phones (French and English) and a
desktop play five rounds; the phones read the how-to, draw with a finger, guess in two taps, take bonus tokens,
check their drawing, read the scores, reach the final standings and open the replay.

Each step is saved as a `tour-` screenshot of both phones, to be looked at as someone who never played."""

from playwright.async_api import Browser, Locator, Page, expect

from .conftest import LiveServer, new_player, shot
from .flows import (
    all_at,
    create_room,
    draw_zigzag,
    draw_zigzag_by_finger,
    guess,
    my_number,
    sit,
    until_inked,
)

PHONE_WIDTH = 390
PHONE = {"width": PHONE_WIDTH, "height": 844, "touch": True}
SIDEWAYS = "() => document.scrollingElement.scrollWidth"


async def _fits(page: Page, *in_view: Locator) -> None:
    """What a phone user needs at this step is on the first screen, and nothing pushes the page sideways."""
    for locator in in_view:
        await expect(locator).to_be_in_viewport()
    width = await page.evaluate(SIDEWAYS)
    assert width <= PHONE_WIDTH, f"the page scrolls sideways: {width}px wide"


async def _look(phones: dict[str, Page], step: str, *in_view: str) -> None:
    """Both phones at a step: their main actions (by test id) in view, no sideways scroll, a screenshot each."""
    for lang, phone in phones.items():
        await _fits(phone, *(phone.get_by_test_id(test_id) for test_id in in_view))
        await shot(phone, f"tour-{step}-{lang}")


async def _in_game(phones: dict[str, Page]) -> None:
    for phone in phones.values():
        help_button = phone.get_by_test_id("help-button")
        await expect(help_button).to_be_in_viewport()
        box = await help_button.bounding_box()
        assert box is not None and box["width"] >= 24 and box["height"] >= 24, box


async def _press(page: Page, test_id: str) -> None:
    """A tap on a phone (which has no mouse to leave hovering over the page), a click on the desktop."""
    button = page.get_by_test_id(test_id)
    await (button.tap() if page.viewport_size and page.viewport_size["width"] == PHONE_WIDTH else button.click())


async def _guess_by_taps(phone: Page, target: int, number: int) -> None:
    """Two taps: the drawing, then a number; the guess shows on the drawing."""
    await phone.get_by_test_id(f"thumb-{target}").tap()
    await expect(phone.get_by_test_id("guess-drawing")).to_be_in_viewport()
    await phone.get_by_test_id(f"guess-number-{number}").tap()
    await expect(phone.get_by_test_id("focus-dialog")).to_be_hidden()
    await expect(phone.get_by_test_id(f"thumb-guess-{target}")).to_contain_text(str(number))


async def test_a_whole_game_on_two_phones_and_a_desktop_reads_and_plays_as_a_first_time_player_sees_it(
    live_server: LiveServer, browser: Browser
) -> None:
    _, ann = await new_player(browser)
    _, bob = await new_player(browser, lang="fr", **PHONE)  # type: ignore[arg-type]
    _, cleo = await new_player(browser, lang="en", **PHONE)  # type: ignore[arg-type]
    phones = {"fr": bob, "en": cleo}
    pages = [ann, bob, cleo]

    # The lobby, reached by the link the host shares: the how-to is open for those who never played.
    code = await create_room(ann, live_server.base)
    await sit(ann, "Ann", "red")
    for phone in phones.values():
        await phone.goto(f"{live_server.base}/r/{code}")
        await expect(phone.get_by_test_id("how-to-toggle")).to_have_attribute("aria-expanded", "true")
    await expect(bob.get_by_test_id("how-to-toggle")).to_have_text("Comment jouer à Pictomania")
    await expect(bob.get_by_test_id("help-step-score")).to_contain_text("mouton noir")
    await expect(cleo.get_by_test_id("help-step-score")).to_contain_text("black sheep")
    await _look(phones, "01-lobby", "lobby-title", "sit-name")
    for phone in phones.values():
        await phone.get_by_test_id("help-step-draw").scroll_into_view_if_needed()
    await _look(phones, "02-how-to", "help-step-draw")
    await sit(bob, "Bob", "yellow")
    await sit(cleo, "Cleo", "green")
    for phone in phones.values():
        await expect(phone.get_by_test_id("seat-2")).to_contain_text("Cleo")
    await _look(phones, "03-seated", "seat-1")

    # The cards are read, then everyone is ready.
    await ann.get_by_test_id("start-game").click()
    await all_at(pages, "preview")
    await _in_game(phones)
    await expect(bob.get_by_test_id("ready")).to_have_text("Prêt !")
    await expect(bob.get_by_test_id("phase")).to_contain_text("Lecture des cartes")
    await expect(bob.get_by_test_id("ready").locator("xpath=following-sibling::p")).to_have_text(
        "En attente de\u00a0: vous, Ann et Cleo"
    )
    # The clue cards are a strip on a phone: it says how many there are to read.
    await expect(bob.get_by_test_id("rack-swipe")).to_have_text("6 cartes\u00a0: faites défiler pour tout lire")
    await _look(phones, "04-preview", "ready", "phase", "rack-swipe")

    await bob.get_by_test_id("help-button").tap()
    await expect(bob.get_by_test_id("help-now")).to_have_attribute("data-section", "clue")
    await expect(bob.get_by_test_id("help-dialog").get_by_role("heading", level=2)).to_have_text(
        "Aide\u00a0: Pictomania"
    )
    await shot(bob, "tour-05-help-fr")
    await bob.keyboard.press("Escape")
    await expect(bob.get_by_test_id("help-dialog")).to_be_hidden()

    for round_number in range(1, 6):
        for page in pages:
            await _press(page, "ready")
        await all_at(pages, "drawing")
        first = round_number == 1
        for index, phone in enumerate(phones.values()):
            await draw_zigzag_by_finger(phone, offset=index)
        await draw_zigzag(ann)
        if first:
            await _in_game(phones)
            await expect(bob.get_by_test_id("phase")).to_contain_text("Dessinez et devinez")
            await expect(bob.get_by_text("Touchez un dessin pour le deviner")).to_be_visible()
            await _look(phones, "06-drawing", "own-canvas", "my-clue", "thumb-0", "finish-bonus")
            await shot(ann, "tour-06-drawing-desktop")
            # Their own card (status, and the guesses on their drawing) is whole at the end of the strip.
            await expect(bob.get_by_test_id("player-status-1")).to_be_in_viewport(ratio=1)
            await expect(cleo.get_by_test_id("player-status-2")).to_be_in_viewport(ratio=1)
            # The stars in the corner are named, and a tap says what they are.
            term = bob.get_by_test_id("term-bonus-left")
            await term.tap()
            bubble = term.locator("xpath=following-sibling::*[@role='tooltip']")
            await expect(bubble).to_contain_text("Le prochain qui termine prend le meilleur")
            await expect(bubble).to_be_in_viewport(ratio=1)
            await shot(bob, "tour-06-bonus-term-fr")
            await bob.keyboard.press("Escape")
            await expect(bubble).to_be_hidden()

        # Each phone guesses Ann's drawing (Cleo rightly, Bob wrongly) and the other phone's, Ann guesses Bob.
        ann_number = await my_number(ann)
        wrong = next(n for n in range(1, 8) if n != ann_number)
        await cleo.get_by_test_id("thumb-0").tap()
        if first:
            await _look({"en": cleo}, "07-guess-view", "guess-drawing", f"guess-number-{ann_number}")
        await cleo.get_by_test_id(f"guess-number-{ann_number}").tap()
        await expect(cleo.get_by_test_id("focus-dialog")).to_be_hidden()
        await _guess_by_taps(bob, 0, wrong)
        await _guess_by_taps(bob, 2, ann_number)
        await _guess_by_taps(cleo, 1, wrong)
        await guess(ann, 1, ann_number)
        if first:
            await expect(bob.get_by_test_id("thumb-guess-0")).to_have_text(f"deviné\u00a0: {wrong}")
            await _look(phones, "08-guessed", "thumb-guess-0", "finish-bonus")

        # Two bonus tokens for three players: the first one taken warns everyone; the second ends the round.
        first_to_finish, last_to_finish, still_drawing = [(cleo, bob, ann), (ann, bob, cleo)][round_number % 2]
        await _press(first_to_finish, "finish-bonus")
        if first:
            await expect(bob.get_by_test_id("last-token")).to_contain_text("Dernier jeton")
            await expect(cleo.get_by_test_id("last-token")).to_contain_text("Last token")
            await _look(phones, "09-last-token", "last-token", "finish-bonus")
        if still_drawing is cleo:
            await draw_zigzag_by_finger(cleo, offset=3)
        else:
            await draw_zigzag(ann, offset=3)
        # Bob races for the last token: his last stroke, and Finish at once (a tap Chromium may drop, tapRescue.ts).
        await draw_zigzag_by_finger(bob, offset=4)
        await _press(last_to_finish, "finish-bonus")
        if first:
            banner = cleo.get_by_test_id("moment-banner")
            await expect(banner).to_contain_text("Round over!")
            await expect(bob.get_by_test_id("moment-words")).to_contain_text("Vous avez pris le dernier jeton")
            await _look(phones, "10-round-over", "phase")

        # Each checks they drew the clue they were given.
        await all_at(pages, "review")
        if first:
            await expect(bob.get_by_test_id("check-right")).to_have_text("Oui")
            await _look(phones, "11-review", "check-right", "my-clue")
            await shot(ann, "tour-11-review-desktop")
        for page in pages:
            await _press(page, "check-right")

        # The scores play out drawing by drawing; once Cleo has seen two, both phones skip to the table.
        final = round_number == 5
        await all_at(pages, "over" if final else "scored")
        if first:
            await expect(cleo.locator(".sc-drawer")).to_have_count(2)
            await _look({"en": cleo}, "12-scoring", "scoring-skip")
        for phone in phones.values():
            await phone.get_by_test_id("scoring-skip").tap()
        if first:
            await expect(bob.get_by_test_id("round-table")).to_be_visible()
            await expect(bob.get_by_test_id("next-round")).to_have_text("Prêt pour la manche suivante")
            await _look(phones, "13-scores", "next-round")
            for phone in phones.values():
                await phone.get_by_test_id("round-table").scroll_into_view_if_needed()
            await _look(phones, "14-round-table", "round-table")
            for phone in phones.values():  # the Total column is in view, not scrolled away to the right
                await expect(phone.get_by_test_id("total-2")).to_be_visible()
                wrap = phone.get_by_test_id("round-table").locator("xpath=..")
                assert await wrap.evaluate("(el) => el.scrollWidth <= el.clientWidth"), "the round table is cut"
        if not final:
            for page in pages:
                await _press(page, "next-round")
            await all_at(pages, "preview")

    # The game is over: standings first, with why each has their score, and the record of the game.
    await ann.get_by_test_id("scoring-skip").click()
    for phone in phones.values():
        await expect(phone.get_by_test_id("final-standings")).to_be_visible()
    await expect(bob.get_by_test_id("final-standings").get_by_role("heading", level=2)).to_have_text("Classement final")
    await expect(bob.locator(".standing-rank").first).to_have_text("1ᵉʳ")
    await expect(cleo.locator(".standing-rank").first).to_have_text("#1")
    await expect(cleo.get_by_test_id("moment-banner")).to_have_count(0)  # round 5's end, which Cleo saw drawing
    await _look(phones, "15-final", "final-standings", "replay-link")

    # The record: the drawings redrawn, and who guessed what.
    for phone in phones.values():
        await phone.get_by_test_id("replay-link").tap()
        await expect(phone.get_by_test_id("replay")).to_be_visible()
    await expect(bob.get_by_test_id("replay-guess-0-2")).to_contain_text("juste")
    await expect(bob.get_by_test_id("replay-guess-0-1")).to_contain_text("faux")
    await _look(phones, "16-replay", "replay")
    for phone in phones.values():
        await phone.get_by_test_id("replay-play").tap()
        await phone.get_by_test_id("replay-canvas-0").scroll_into_view_if_needed()
        await until_inked(phone, "replay-canvas-0", at_least=11)
    await _look(phones, "17-replay-playing", "replay-canvas-0")
