"""Guessing in Pictomania as a person does it: on a phone, a tap on a drawing and a tap on a number, with the
drawing in view all along; whole names, on a phone and with six players on a desktop; and a guess view that
keeps the keyboard inside it and hands it back."""

from playwright.async_api import Browser, Page, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import all_at, all_click, draw_zigzag, seated_at_preview, until_inked

# Long single words: the names a narrow card cut to "Ale…" before.
NAMES = ["Alexandrine", "Bartholomew", "Cleopatra", "Dimitrios", "Evangeline", "Fitzgerald"]
COLOURS = ["red", "yellow", "green", "blue", "purple", "orange"]
PHONE = {"width": 390, "height": 844, "touch": True}

# Every pointerdown on the page, with where the drawing being guessed was at that moment: what the player saw
# when they tapped. Installed by a test, not by the app.
RECORD_TAPS = """() => {
    window.taps = [];
    document.addEventListener("pointerdown", (e) => {
        const drawing = document.querySelector('[data-testid="guess-drawing"]');
        const r = drawing ? drawing.getBoundingClientRect() : null;
        window.taps.push({
            target: e.target.closest("[data-testid]")?.dataset.testid ?? "",
            seat: drawing ? drawing.closest("[data-seat]").dataset.seat : null,
            box: r ? [r.left, r.top, r.right, r.bottom] : null,
            viewport: [window.innerWidth, window.innerHeight],
        });
    }, true);
}"""

# Whether each player name of the page shows whole: all of its text inside its box, neither cut nor clipped.
NAMES_SHOWN = """(root) => Array.from(root.querySelectorAll(".pc-name")).map((el) => ({
    text: el.textContent,
    whole: el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1
        && getComputedStyle(el).textOverflow !== "ellipsis",
    width: el.getBoundingClientRect().width,
}))"""


async def _seated(browser: Browser, base: str, sizes: list[dict[str, object]], lang: str = "en") -> list[Page]:
    """Players on pages of the given sizes sit down, the first creates the room and starts; all at the preview."""
    pages = []
    for size in sizes:
        _, page = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
        pages.append(page)
    await seated_at_preview(pages, base, NAMES, COLOURS)
    await all_click(pages, "ready")
    await all_at(pages, "drawing")
    return pages


async def _names_whole(page: Page, root: str, expected: list[str]) -> None:
    shown = await page.locator(root).evaluate(NAMES_SHOWN)
    assert sorted(name["text"] for name in shown) == sorted(expected), shown
    assert all(name["whole"] for name in shown), shown


async def test_on_a_phone_a_guess_is_two_taps_with_the_drawing_in_view_and_names_whole(
    live_server: LiveServer, browser: Browser
) -> None:
    pages = await _seated(browser, live_server.base, [{}, {}, PHONE])
    ann, phone = pages[0], pages[2]
    await draw_zigzag(ann)
    await until_inked(phone, "thumb-0", at_least=11)

    # The drawings are more than thumbnails, under the whole names of their players.
    thumb = await phone.get_by_test_id("thumb-0").bounding_box()
    assert thumb is not None and thumb["width"] >= 110, thumb
    await _names_whole(phone, ".players-desk", NAMES[:3])
    await expect(phone.get_by_text("Tap a drawing to guess it")).to_be_visible()
    await shot(phone, "b1-phone-strip")

    await phone.evaluate(RECORD_TAPS)
    await phone.get_by_test_id("thumb-0").tap()  # tap 1: Ann's drawing
    dialog = phone.get_by_test_id("focus-dialog")
    await expect(dialog).to_be_visible()
    await expect(dialog.get_by_role("heading")).to_have_text("Alexandrine's drawing")
    await until_inked(phone, "guess-drawing", at_least=11)
    await shot(phone, "b1-phone-guess-view")
    await phone.get_by_test_id("guess-number-4").tap()  # tap 2: the guess is placed
    await expect(dialog).to_be_hidden()

    taps = await phone.evaluate("window.taps")
    assert [tap["target"] for tap in taps] == ["thumb-0", "guess-number-4"], taps
    second = taps[1]
    left, top, right, bottom = second["box"]
    width, height = second["viewport"]
    assert second["seat"] == "0", "the drawing in view was Ann's"
    assert left >= 0 and top >= 0 and right <= width and bottom <= height, f"drawing out of view: {second}"
    assert right - left >= 0.8 * width, "and large"

    # The guess is made: the phone shows it on Ann's drawing, and Ann sees a card on her pile.
    await expect(phone.get_by_test_id("thumb-guess-0")).to_have_text("guessed 4")
    await expect(phone.get_by_test_id("guess-target-0")).to_have_attribute("data-state", "guessed")
    await expect(ann.get_by_test_id("player-status-0").locator(".pile-card")).to_have_count(1)
    await shot(phone, "b1-phone-guessed")


async def test_six_players_names_whole_on_a_desktop_and_a_phone_pages_through_the_drawings(
    live_server: LiveServer, browser: Browser
) -> None:
    pages = await _seated(browser, live_server.base, [{}, {}, {}, {}, {}, PHONE], lang="fr")
    desktop, phone = pages[0], pages[5]
    for index, page in enumerate(pages[1:4], start=1):
        await draw_zigzag(page, offset=index)
    # Every name whole on the desktop, where five others share a column two abreast.
    await _names_whole(desktop, ".players-desk", NAMES)
    await shot(desktop, "b1-desktop-six-fr")

    # On the phone, a strip with dots for the five others, and the guess view pages through their drawings.
    await _names_whole(phone, ".players-desk", NAMES)
    await expect(phone.get_by_test_id("strip-dots").locator(".strip-dot")).to_have_count(5)
    await expect(phone.get_by_text("Touchez un dessin pour le deviner")).to_be_visible()
    await shot(phone, "b1-phone-six-fr")
    await phone.get_by_test_id("thumb-1").tap()
    dialog = phone.get_by_test_id("focus-dialog")
    await expect(dialog.get_by_test_id("guess-position")).to_have_text("2/5")
    await phone.get_by_test_id("guess-next").tap()
    await expect(dialog.get_by_role("heading")).to_have_text("Le dessin de Cleopatra")
    await expect(dialog.get_by_test_id("guess-position")).to_have_text("3/5")
    await until_inked(phone, "guess-drawing", at_least=11)  # Cleopatra's strokes, not Bartholomew's
    await shot(phone, "b1-phone-guess-view-fr")
    await assert_accessible(phone, "Pictomania guess view, phone, French")
    # A scroll the player did not make (the checker measuring each drawing makes some) chooses no drawing.
    await phone.get_by_test_id("guess-slides").evaluate(
        """(row) => {
            window.lastScroll = performance.now();
            row.addEventListener("scroll", () => (window.lastScroll = performance.now()));
            row.scrollLeft = 0;
        }"""
    )
    await phone.wait_for_function("() => performance.now() - window.lastScroll > 300")  # at rest: a swipe would count
    await expect(dialog.get_by_role("heading")).to_have_text("Le dessin de Cleopatra")
    await phone.get_by_test_id("guess-number-2").tap()
    await expect(dialog).to_be_hidden()
    await expect(phone.get_by_test_id("thumb-guess-2")).to_have_text("deviné\u00a0: 2")
    await shot(phone, "b1-phone-six-guessed-fr")
    await expect(desktop.get_by_test_id("player-status-2").locator(".pile-card")).to_have_count(1)


async def test_the_guess_view_keeps_the_keyboard_inside_and_gives_it_back(
    live_server: LiveServer, browser: Browser
) -> None:
    pages = await _seated(browser, live_server.base, [{}, {}, {}])
    bob = pages[1]
    opener = bob.get_by_test_id("guess-target-0")
    await opener.focus()
    await bob.keyboard.press("Enter")
    dialog = bob.get_by_test_id("focus-dialog")
    await expect(dialog).to_be_visible()
    # Focus starts on the first number, the first useful control.
    await expect(bob.get_by_test_id("guess-number-1")).to_be_focused()
    await assert_accessible(bob, "Pictomania guess view, desktop")
    await shot(bob, "b1-desktop-guess-view")

    # Shift+Tab from the first control goes round to the last one, and Tab from there comes back inside.
    inside = "() => document.querySelector('[data-testid=\"focus-dialog\"]').contains(document.activeElement)"
    close = dialog.get_by_role("button", name="Close")
    await close.focus()
    await bob.keyboard.press("Shift+Tab")
    assert await bob.evaluate(inside)
    last = await bob.evaluate("() => document.activeElement.outerHTML")
    await bob.keyboard.press("Tab")
    await expect(close).to_be_focused()
    await bob.keyboard.press("Shift+Tab")
    assert await bob.evaluate("() => document.activeElement.outerHTML") == last
    await bob.keyboard.press("Tab")
    assert await bob.evaluate(inside), "Tab from the last control came back inside the dialog"
    for _ in range(40):  # a whole round of Tab never reaches the page behind
        await bob.keyboard.press("Tab")
        assert await bob.evaluate(inside)

    # Escape closes it and focus is back on the button that opened it.
    await bob.keyboard.press("Escape")
    await expect(dialog).to_be_hidden()
    await expect(opener).to_be_focused()

    # A guess made from the keyboard: the Guess button is spent, so focus goes to the drawing beside it.
    await bob.keyboard.press("Enter")
    await expect(bob.get_by_test_id("guess-number-1")).to_be_focused()
    await bob.keyboard.press("Tab")
    await bob.keyboard.press("Enter")  # 2
    await expect(dialog).to_be_hidden()
    await expect(opener).to_have_text("You guessed 2.", use_inner_text=True)
    await expect(opener).to_have_accessible_name("You guessed 2.")
    await expect(opener).to_be_disabled()
    await expect(bob.get_by_test_id("thumb-0")).to_be_focused()
