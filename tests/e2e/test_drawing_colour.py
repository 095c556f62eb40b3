"""Drawing in colour in Chromium: a Win, Lose or Draw game in teams, Team 1 at desktops (one in English, one in
French) and Team 2 on touch phones (390 x 844, one in French, one in English). Each team's sketcher in turn picks
an ink on the palette with the keyboard (arrow keys in the radio group), draws a closed shape, takes the fill, picks
another ink by touch (a click on a desktop) and fills the shape; the others see the shape's line and its inside
in those colours, read from the pixels of their canvas. Pictures of the desk and of a guesser's screen on each, and
axe on the desk."""

import itertools

from playwright.async_api import Browser, Page, expect

from parlour.wire.canvas import PALETTE

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import (
    open_and_sit,
    win_lose_or_draw_guess,
    win_lose_or_draw_item,
    win_lose_or_draw_room,
    win_lose_or_draw_sketcher,
    win_lose_or_draw_turn,
)

# Seat i plays in team i % 2: Team 1 is seats 0 and 2 (desktops), Team 2 seats 1 and 3 (phones).
PLAYERS = [("Ann", "red", "en"), ("Bob", "blue", "fr"), ("Cleo", "green", "fr"), ("Dan", "yellow", "en")]
PHONES = {1, 3}
HEX = {"black": "#1f1b2e", "blue": "#0072b2", "yellow": "#f0e442", "red": "#d55e00", "green": "#009e73"}
NAMES = {"en": {"yellow": "Yellow", "green": "Green"}, "fr": {"yellow": "Jaune", "green": "Vert"}}
# The shape: a square from 30 % to 70 % of the sheet; its inside is filled, its line is the pen's.
CORNERS = [(0.3, 0.3), (0.7, 0.3), (0.7, 0.7), (0.3, 0.7), (0.3, 0.3), (0.7, 0.3)]

PIXEL = """([id, fx, fy]) => {
    const c = document.querySelector(`[data-testid="${id}"]`);
    if (!c || c.width < 2) return null;
    const x = Math.floor(c.width * fx);
    const y = Math.floor(c.height * fy);
    return Array.from(c.getContext('2d').getImageData(x, y, 1, 1).data);
}"""


def rgb(name: str) -> tuple[int, int, int]:
    code = HEX[name]
    return int(code[1:3], 16), int(code[3:5], 16), int(code[5:7], 16)


async def until_colour(page: Page, test_id: str, fx: float, fy: float, ink: str) -> None:
    """Wait until the canvas shows this ink at this place (within a few levels: the canvas blends edges)."""
    r, g, b = rgb(ink)
    await page.wait_for_function(
        f"""([id, fx, fy, want]) => {{
            const px = ({PIXEL})([id, fx, fy]);
            return px !== null && px[3] === 255 && px.slice(0, 3).every((v, i) => Math.abs(v - want[i]) <= 6);
        }}""",
        arg=[test_id, fx, fy, [r, g, b]],
        timeout=10_000,
    )


def points(box: dict[str, float]) -> list[tuple[float, float]]:
    """The square's corners on screen, with points between them as a hand's would come."""
    out = []
    for (x0, y0), (x1, y1) in itertools.pairwise(CORNERS):
        for step in range(8):
            fx, fy = x0 + (x1 - x0) * step / 8, y0 + (y1 - y0) * step / 8
            out.append((box["x"] + box["width"] * fx, box["y"] + box["height"] * fy))
    return out


async def draw_square(page: Page, phone: bool) -> None:
    canvas = page.get_by_test_id("own-canvas")
    await canvas.scroll_into_view_if_needed()
    box = await canvas.bounding_box()
    assert box is not None
    path = points(box)
    if phone:
        cdp = await page.context.new_cdp_session(page)
        x, y = path[0]
        await cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for x, y in path[1:]:
            await cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        await cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        await cdp.detach()
    else:
        await page.mouse.move(*path[0])
        await page.mouse.down()
        for x, y in path[1:]:
            await page.mouse.move(x, y, steps=2)
        await page.mouse.up()


async def tap_sheet_centre(page: Page, phone: bool) -> None:
    box = await page.get_by_test_id("own-canvas").bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    if phone:
        await page.touchscreen.tap(x, y)
    else:
        await page.mouse.click(x, y)


async def choose_by_keyboard(page: Page, ink: str) -> None:
    """Tab to the palette's chosen ink as a keyboard user would land on it, then arrow along to `ink`."""
    group = page.get_by_role("radiogroup")
    chosen = group.locator("[aria-checked='true']")
    await chosen.focus()
    for _ in range(len(PALETTE)):
        if await page.get_by_test_id(f"ink-{ink}").get_attribute("aria-checked") == "true":
            break
        await page.keyboard.press("ArrowRight")
    target = page.get_by_test_id(f"ink-{ink}")
    await expect(target).to_have_attribute("aria-checked", "true")
    await expect(target).to_be_focused()
    await expect(target).to_have_attribute("tabindex", "0")
    await expect(group.locator("[aria-checked='true']")).to_have_count(1)


async def sketch_in_colour(pages: list[Page], sketcher: int, turn: int, line: str, inside: str) -> None:
    page = pages[sketcher]
    phone = sketcher in PHONES
    await page.get_by_test_id("win-lose-or-draw-start").click()
    await win_lose_or_draw_turn(pages, turn, "drawing")
    size = "phone" if phone else "desktop"
    lang = PLAYERS[sketcher][2]
    # The palette is a radio group named in the reader's language, one ink per name.
    name = "Couleur" if lang == "fr" else "Colour"
    await expect(page.get_by_role("radiogroup", name=name)).to_be_visible()
    await expect(page.get_by_role("radio")).to_have_count(len(PALETTE))
    await choose_by_keyboard(page, line)
    # The focus ring on the chosen ink, once the moment's banner ("your turn to sketch") has gone.
    await expect(page.get_by_test_id("moment-banner")).to_have_count(0, timeout=10_000)
    await shot(page, f"colour-keyboard-{size}-{lang}")
    await draw_square(page, phone)
    fill = page.get_by_test_id("tool-fill")
    ink = page.get_by_test_id(f"ink-{inside}")
    # The fill and then an ink, at once: on a phone the first tap after a stroke is one Chromium drops
    # (tapRescue.ts), and the second must not make it lost.
    await (fill.tap() if phone else fill.click())
    await (ink.tap() if phone else ink.click())
    await expect(ink).to_have_attribute("aria-checked", "true")
    await expect(fill).to_have_attribute("aria-pressed", "true")  # an ink keeps the fill in hand
    await tap_sheet_centre(page, phone)
    await until_colour(page, "own-canvas", 0.5, 0.5, inside)
    await shot(page, f"colour-desk-{size}-{lang}")
    await assert_accessible(page, f"the sketcher's desk ({size}, {lang})")
    # In the other language too: the inks' names follow the reader's language.
    await page.get_by_test_id("lang-switch").click()
    other_lang = "en" if lang == "fr" else "fr"
    await expect(page.get_by_test_id(f"ink-{inside}")).to_have_attribute("aria-label", NAMES[other_lang][inside])
    await shot(page, f"colour-desk-{size}-{other_lang}")
    await assert_accessible(page, f"the sketcher's desk ({size}, {other_lang})")
    for seat, other in enumerate(pages):
        if seat == sketcher:
            continue
        # Inside the shape, and on its left side half way down: the fill's ink and the pen's.
        await until_colour(other, "win-lose-or-draw-sketch", 0.5, 0.5, inside)
        await until_colour(other, "win-lose-or-draw-sketch", 0.3, 0.5, line)
        # The fill stayed inside: outside the shape the sheet is still bare paper.
        assert (await other.evaluate(PIXEL, ["win-lose-or-draw-sketch", 0.1, 0.1]))[3] == 0
        seen = "phone" if seat in PHONES else "desktop"
        await shot(other, f"colour-seen-{seen}-{PLAYERS[seat][2]}-sketch-from-{size}")


async def test_sketchers_on_a_desktop_and_a_phone_draw_and_fill_in_colour_and_the_others_see_it(
    live_server: LiveServer, browser: Browser
) -> None:
    base = live_server.base
    pages: list[Page] = []
    for seat, (_, _, lang) in enumerate(PLAYERS):
        phone = seat in PHONES
        _, page = await new_player(
            browser, width=390 if phone else 1280, height=844 if phone else 860, touch=phone, lang=lang
        )
        pages.append(page)
    code = await win_lose_or_draw_room(
        pages[0], base, {"mode": "teams", "turn_seconds": 180, "target": 2, "language": "en"}
    )
    for seat, (name, colour, _) in enumerate(PLAYERS):
        await open_and_sit(pages[seat], base, code, name, colour, team=seat % 2)
        await expect(pages[0].get_by_test_id(f"seat-{seat}")).to_contain_text(name)
    await pages[0].get_by_test_id("start-game").click()

    await win_lose_or_draw_turn(pages, 1, "ready")
    first = await win_lose_or_draw_sketcher(pages)
    item = await win_lose_or_draw_item(pages[first])
    await sketch_in_colour(pages, first, 1, "blue", "yellow")
    await win_lose_or_draw_guess(pages[(first + 2) % 4], item)

    await win_lose_or_draw_turn(pages, 2, "ready")
    second = await win_lose_or_draw_sketcher(pages)
    assert (second in PHONES) != (first in PHONES), "the other team, on the other kind of device, sketches next"
    await sketch_in_colour(pages, second, 2, "red", "green")
