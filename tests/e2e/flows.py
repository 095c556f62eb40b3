"""What a person does in the browser, step by step, for the end-to-end tests."""

import asyncio
import re
import time
import weakref
from collections.abc import Awaitable, Callable, Sequence

from playwright.async_api import Locator, Page, expect

from tests.server.process import ServerProcess

NAMES = ["Ann", "Bob", "Cleo"]
COLOURS = ["red", "yellow", "green"]


async def create_room(page: Page, base: str, level: str = "easy") -> str:
    await page.goto(base + "/")
    await page.get_by_test_id("option-level").select_option(level)
    await page.get_by_test_id("create-submit").click()
    await page.wait_for_url(re.compile(r"/r/[A-Z0-9]{6}$"))
    return page.url.rsplit("/", 1)[1]


async def sit(page: Page, name: str, colour: str) -> None:
    await page.get_by_test_id("sit-name").fill(name)
    await page.get_by_test_id(f"sit-colour-{colour}").click()
    await page.get_by_test_id("sit-submit").click()


async def phase(page: Page, name: str, timeout: float = 15_000) -> None:
    await expect(page.get_by_test_id("phase")).to_have_attribute("data-phase", name, timeout=timeout)


_CLOCKED: "weakref.WeakSet[Page]" = weakref.WeakSet()
"""Pages whose clock Playwright has taken over (it runs on with real time until moved)."""


async def time_passes(server: ServerProcess, ms: int, pages: Sequence[Page] = ()) -> None:
    """`ms` of game time go by at once, as if the players had waited: the server's clock moves on (its timers that
    fall due meanwhile fire), and so do these pages' clocks, so that the countdowns they show (read against the
    browser's Date.now()) still agree with the server."""
    await server.advance(ms)
    for page in pages:
        await take_page_clock(page)
        await page.clock.fast_forward(ms)


async def take_page_clock(page: Page) -> None:
    """Let Playwright run the page's clock (with real time, until a test moves or pauses it): the timers the page
    sets from then on are the test's to hold."""
    if page not in _CLOCKED:
        await page.clock.install(time=time.time())  # from now: left to itself it would start at the epoch
        _CLOCKED.add(page)


PAUSE_AHEAD_MS = 5_000


async def stop_page_clock(page: Page, ahead_ms: int = PAUSE_AHEAD_MS) -> None:
    """The page's clock (taken with `take_page_clock`) stands still until the test runs it on or resumes it. It
    stops `ahead_ms` ahead of where it stands, however long the call takes on its way (the step must land ahead
    of the page's time): call it while nothing the test reads is due on the page within that."""
    await page.clock.pause_at((await page.evaluate("Date.now()") + ahead_ms) / 1000)


async def draw_zigzag(page: Page, offset: int = 0) -> None:
    canvas = page.get_by_test_id("own-canvas")
    await canvas.scroll_into_view_if_needed()  # as a person scrolls down to it on a phone
    box = await canvas.bounding_box()
    assert box is not None
    x0, y0 = box["x"] + box["width"] * 0.2, box["y"] + box["height"] * (0.3 + offset * 0.1)
    await page.mouse.move(x0, y0)
    await page.mouse.down()
    for step in range(1, 12):
        await page.mouse.move(x0 + step * box["width"] * 0.05, y0 + (20 if step % 2 else -20), steps=2)
    await page.mouse.up()


COUNT_INK = """(el) => {
    const c = el.tagName === 'CANVAS' ? el : el.querySelector('canvas');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
        if (d[i + 3] > 0 && (d[i] < 200 || d[i + 1] < 200 || d[i + 2] < 200)) n++;
    }
    return n;
}"""


async def inked_pixels(page: Page, test_id: str) -> int:
    """How many pixels of a canvas are not blank (transparent or white)."""
    return int(await page.get_by_test_id(test_id).evaluate(COUNT_INK))


async def until_inked(page: Page, test_id: str, *, at_least: int = 0, at_most: int = 1 << 30) -> None:
    """Wait until the canvas shows between `at_least` and `at_most` inked pixels: what a person would see once
    the canvas has redrawn (it redraws on the next animation frame, not at once)."""
    await page.wait_for_function(
        f"""([id, low, high]) => {{
            const el = document.querySelector(`[data-testid="${{id}}"]`);
            if (!el) return false;
            const n = ({COUNT_INK})(el);
            return n >= low && n <= high;
        }}""",
        arg=[test_id, at_least, at_most],
        timeout=10_000,
    )


async def until_one_grows(page: Page, before: dict[str, int], by: int) -> str:
    """Wait until one of the canvases shows `by` more inked pixels than it did `before`, and say which: the one
    a person sees still being drawn, whichever that is."""
    handle = await page.wait_for_function(
        f"""([before, by]) => {{
            for (const [id, n] of Object.entries(before)) {{
                const el = document.querySelector(`[data-testid="${{id}}"]`);
                if (el && ({COUNT_INK})(el) >= n + by) return id;
            }}
            return false;
        }}""",
        arg=[before, by],
        timeout=10_000,
    )
    return str(await handle.json_value())


async def until_drawn_or_blank(page: Page, seat: int, at_least: int = 30) -> None:
    """Wait until another player's sheet shows ink, or says that they draw nothing."""
    await page.wait_for_function(
        f"""([id, low]) => {{
            const el = document.querySelector(`[data-testid="${{id}}"]`);
            if (!el) return false;
            return el.querySelector('.thumb-note') !== null || ({COUNT_INK})(el) >= low;
        }}""",
        arg=[f"thumb-{seat}", at_least],
        timeout=15_000,
    )


async def my_number(page: Page) -> int:
    """The number of this player's own clue, as the secret banner shows it."""
    return int((await page.locator(".secret .secret-no").inner_text()).strip())


async def guess(page: Page, target: int, number: int) -> None:
    """Open the guess view on `target` by their Guess button, then tap the number: the second tap places it."""
    await page.get_by_test_id(f"guess-target-{target}").first.click()
    await page.get_by_test_id(f"guess-number-{number}").click()
    await expect(page.get_by_test_id("focus-dialog")).to_be_hidden()


# Every animation and transition running on the page, with when it ends (ms after it began; null: never).
RUNNING_MOTION = """() => document.getAnimations().map((a) => ({
    name: a.animationName ?? a.transitionProperty ?? a.constructor.name,
    of: a.effect?.target?.getAttribute("class") ?? "",
    ends: Number.isFinite(a.effect.getComputedTiming().endTime) ? a.effect.getComputedTiming().endTime : null,
}))"""


async def motion_stops_within(page: Page, ms: int = 5_000) -> None:
    """Nothing on the page moves for longer than `ms`: moving content that starts by itself stops within five
    seconds (WCAG 2.2.2), and a page that never stops moving is drawn on every frame."""
    running = await page.evaluate(RUNNING_MOTION)
    endless = [a for a in running if a["ends"] is None or a["ends"] > ms]
    assert not endless, endless


async def all_at(pages: list[Page], name: str) -> None:
    for page in pages:
        await phase(page, name)


async def all_click(pages: list[Page], test_id: str) -> None:
    for page in pages:
        await page.get_by_test_id(test_id).click()


def _zigzag_points(box: dict[str, float], offset: int) -> list[tuple[float, float]]:
    x0, y0 = box["x"] + box["width"] * 0.2, box["y"] + box["height"] * (0.3 + offset * 0.1)
    return [(x0 + step * box["width"] * 0.05, y0 + (20 if step % 2 else -20)) for step in range(12)]


async def draw_zigzag_by_finger(page: Page, offset: int = 0) -> None:
    """The zigzag as real touch input (Chromium turns it into pointer events with pointerType "touch")."""
    box = await page.get_by_test_id("own-canvas").bounding_box()
    assert box is not None
    points = _zigzag_points(box, offset)
    cdp = await page.context.new_cdp_session(page)
    await cdp.send(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": points[0][0], "y": points[0][1]}]}
    )
    for x, y in points[1:]:
        await cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    await cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    await cdp.detach()


async def draw_zigzag_by_pen(page: Page, force: float, offset: int = 0) -> None:
    """The zigzag as pen input pressing with `force` (0..1), which the page reads as the pointer's pressure."""
    box = await page.get_by_test_id("own-canvas").bounding_box()
    assert box is not None
    points = _zigzag_points(box, offset)
    cdp = await page.context.new_cdp_session(page)
    pen = {"pointerType": "pen", "button": "left", "force": force}
    x, y = points[0]
    await cdp.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y, "pointerType": "pen"})
    await cdp.send("Input.dispatchMouseEvent", {"type": "mousePressed", "x": x, "y": y, "clickCount": 1, **pen})
    for x, y in points[1:]:
        await cdp.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y, "buttons": 1, **pen})
    await cdp.send("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": x, "y": y, "clickCount": 1, **pen})
    await cdp.detach()


async def piccolino_against(
    page: Page,
    base: str,
    *levels: str,
    flip_seconds: int = 30,
    before_start: Callable[[], Awaitable[None]] | None = None,
) -> None:
    """Ann creates a Piccolino room, seats computer players of these levels and starts; the table is in play."""
    await page.goto(base + "/")
    await page.get_by_test_id("game-piccolino").click()
    await page.get_by_test_id("option-flip-seconds").fill(str(flip_seconds))
    await page.get_by_test_id("create-piccolino-submit").click()
    await page.wait_for_url("**/r/*")
    await sit(page, "Ann", "red")
    for seat, level in enumerate(levels, start=1):
        await page.get_by_test_id(f"add-bot-{level}").click()
        await expect(page.get_by_test_id(f"seat-{seat}")).to_be_visible()
    if before_start is not None:
        await before_start()
    await page.get_by_test_id("start-game").click()
    await expect(page.get_by_test_id("piccolino-table")).to_have_attribute("data-phase", "playing")


async def piccolino_until(server: ServerProcess, page: Page, shown: Locator, flip_seconds: int = 30) -> None:
    """Wait until `shown` shows while Ann (seat 0) never flips herself: each time her turn comes first, her time
    to flip passes at once and the clock flips for her, as it would have after `flip_seconds`."""
    table = page.get_by_test_id("piccolino-table")
    her_turn = page.locator('[data-testid="pile-0"][data-turn="true"]')
    while True:
        await expect(shown.or_(her_turn).first).to_be_visible(timeout=30_000)
        if await shown.is_visible():
            return
        version = await table.get_attribute("data-version") or ""
        await time_passes(server, flip_seconds * 1000, [page])
        await expect(table).not_to_have_attribute("data-version", version)


async def seated_at_preview(
    pages: list[Page], base: str, names: list[str] = NAMES, colours: list[str] = COLOURS
) -> str:
    """The first page creates a room; each page's player sits down in turn with these names and colours; the
    first starts the game, and every page reaches the preview. The room's code."""
    code = await create_room(pages[0], base)
    for index, page in enumerate(pages):
        if index:
            await page.goto(f"{base}/r/{code}")
        await sit(page, names[index], colours[index])
        await expect(page.get_by_test_id(f"seat-{index}")).to_contain_text(names[index])
    await pages[0].get_by_test_id("start-game").click()
    await all_at(pages, "preview")
    return code


# --- Win, Lose or Draw, gameboard play ---------------------------------------------------------------------------


async def win_lose_or_draw_board_room(pages: list[Page], base: str, names: list[str], colours: list[str]) -> str:
    """The first page creates a Win, Lose or Draw room in gameboard play (30 s to sketch) from the home page, every
    page's player sits down, and the first starts the game. The room's code."""
    await pages[0].goto(base + "/")
    await pages[0].get_by_test_id("game-win-lose-or-draw").click()
    await pages[0].get_by_test_id("option-mode-board").check()
    await pages[0].get_by_test_id("option-turn-seconds").fill("30")
    await pages[0].get_by_test_id("create-win-lose-or-draw-submit").click()
    await pages[0].wait_for_url(re.compile(r"/r/[A-Z0-9]{6}$"))
    code = pages[0].url.rsplit("/", 1)[1]
    for index, page in enumerate(pages):
        if index:
            await page.goto(f"{base}/r/{code}")
        await sit(page, names[index], colours[index])
        await expect(page.get_by_test_id(f"seat-{index}")).to_contain_text(names[index])
    await pages[0].get_by_test_id("start-game").click()
    return code


async def win_lose_or_draw_stage(page: Page, phase: str, stage: str = "", timeout: float = 15_000) -> None:
    """Wait until the game's screen shows this phase (and stage: "" outside a turn)."""
    screen = page.get_by_test_id("win-lose-or-draw-screen")
    await expect(screen).to_have_attribute("data-phase", phase, timeout=timeout)
    await expect(screen).to_have_attribute("data-stage", stage, timeout=timeout)


WIN_LOSE_OR_DRAW_OPENING_MS = 4_000
"""How long team play's opening rolls are shown before the first turn."""


async def win_lose_or_draw_past_opening(
    server: ServerProcess, pages: Sequence[Page], *, page_clocks: bool = True
) -> None:
    """Team play begins with both teams' opening rolls, shown a few seconds: once the game has begun, let that time
    pass at once rather than wait it out (`page_clocks`: the pages' clocks too, see `time_passes`)."""
    screen = pages[0].get_by_test_id("win-lose-or-draw-screen")
    await expect(screen).to_have_attribute("data-phase", re.compile(r"^(opening|turn)$"))
    if await screen.get_attribute("data-phase") == "opening":  # not passed already, on a busy machine
        await time_passes(server, WIN_LOSE_OR_DRAW_OPENING_MS, pages if page_clocks else ())


WIN_LOSE_OR_DRAW_MOMENT_MS = 4_000
"""How long a finished sketch is shown between turns, when nobody cuts it short."""


async def win_lose_or_draw_moment_passes(
    server: ServerProcess, pages: Sequence[Page], turn: int, *, page_clocks: bool = True
) -> None:
    """`turn` is over: once the first page shows its finished sketch, let the moment pass at once, as if everyone
    had waited it out (unless a busy machine has shown the next turn or the end already). `page_clocks`: the
    pages' clocks too (see `time_passes`)."""
    moment = f'[data-testid="win-lose-or-draw-screen"][data-turn="{turn}"][data-stage="reveal"]'
    later = f'[data-testid="win-lose-or-draw-screen"][data-turn="{turn + 1}"], [data-testid="win-lose-or-draw-over"]'
    await expect(pages[0].locator(f"{moment}, {later}").first).to_be_visible()
    if await pages[0].locator(moment).count():
        await time_passes(server, WIN_LOSE_OR_DRAW_MOMENT_MS, pages if page_clocks else ())


async def win_lose_or_draw_turn(pages: list[Page], turn: int, stage: str, timeout: float = 15_000) -> None:
    """Wait until every page shows this turn at this stage."""
    for page in pages:
        await expect(page.get_by_test_id("win-lose-or-draw-screen")).to_have_attribute(
            "data-turn", str(turn), timeout=timeout
        )
        await win_lose_or_draw_stage(page, "turn", stage, timeout)


async def win_lose_or_draw_moment(pages: list[Page], turn: int) -> int:
    """Every page shows `turn`'s finished sketch (the moment between turns); the next sketcher cuts it short, as a
    player in a hurry would, so that the tests do not wait out its 4 seconds. Which page that was."""
    await win_lose_or_draw_turn(pages, turn, "reveal")
    for index, page in enumerate(pages):
        if await page.get_by_test_id("win-lose-or-draw-skip").count():
            await page.get_by_test_id("win-lose-or-draw-skip").click()
            return index
    raise AssertionError("nobody is offered to start the next turn")


async def win_lose_or_draw_sketcher(pages: list[Page]) -> int:
    """Which page sketches this turn (the one offered Start, in the ready stage)."""
    for index, page in enumerate(pages):
        if await page.get_by_test_id("win-lose-or-draw-start").count():
            return index
    raise AssertionError("nobody is offered Start")


async def win_lose_or_draw_guess(page: Page, text: str) -> None:
    """Type a guess and send it with Enter."""
    box = page.get_by_test_id("win-lose-or-draw-guess-input")
    await box.fill(text)
    await box.press("Enter")


WIN_LOSE_OR_DRAW_SAME_TIME_MS = 1_000
"""Board play: right guesses this close to the first one all count. The rules wait 300 ms after the earliest,
plus up to 600 ms for the slowest connection (engine/fairness.py); a second covers both."""


async def win_lose_or_draw_guesses_counted(server: ServerProcess, pages: Sequence[Page]) -> None:
    """Board play on a held clock: once each of these guessers sees their right guess taken (their box closes),
    the time in which right guesses count as one passes, as it would while they wait for the others."""
    for page in pages:
        await expect(page.get_by_test_id("win-lose-or-draw-guess-input")).to_be_disabled()
    await time_passes(server, WIN_LOSE_OR_DRAW_SAME_TIME_MS)


async def win_lose_or_draw_all_guess(server: ServerProcess, pages: list[Page], guessers: list[int], text: str) -> None:
    """Board play on a held clock: these guessers all send `text` at once, and once each sees it taken, the time
    in which right guesses count as one passes."""
    await asyncio.gather(*(win_lose_or_draw_guess(pages[index], text) for index in guessers))
    await win_lose_or_draw_guesses_counted(server, [pages[index] for index in guessers])


async def win_lose_or_draw_room(page: Page, base: str, options: dict[str, object]) -> str:
    """A Win, Lose or Draw room made with these options, as the home page's form would (its code)."""
    response = await page.request.post(f"{base}/api/rooms", data={"game": "win-lose-or-draw", "options": options})
    assert response.status == 201, await response.text()
    return str((await response.json())["code"])


async def open_and_sit(page: Page, base: str, code: str, name: str, colour: str, team: int | None = None) -> None:
    """Open the room and sit down, in `team` (0 is "Team 1") where the game is played in teams."""
    await page.goto(f"{base}/r/{code}")
    await page.get_by_test_id("sit-name").fill(name)
    await page.get_by_test_id(f"sit-colour-{colour}").click()
    if team is not None:
        await page.get_by_test_id(f"sit-team-{team}").check()
    await page.get_by_test_id("sit-submit").click()


async def win_lose_or_draw_item(page: Page) -> str:
    """The item, as the sketcher's card shows it."""
    return (await page.get_by_test_id("win-lose-or-draw-item-text").inner_text()).strip()
