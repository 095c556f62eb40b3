"""A person plays Win, Lose or Draw in Chromium with computer players: team play with three of them (one in the
person's team) to 3 points on a desktop, and board play with two on a phone. Computer players sketch their items
stroke by stroke on the person's screen, guess, gesture at the person's guesses, steal and do board play's chores.
The person sketches their own items with the mouse, as the item's simple picture, and their computer teammate reads
it. The screenshots show the computer players' sketches and guesses, to be looked at."""

import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest_asyncio
from playwright.async_api import Browser, Page, expect
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from parlour.bots.sketching import SHEET, layout
from parlour.content.sketches import item_picture, outlines
from tests.server.process import ServerProcess

from .axe import assert_accessible
from .conftest import new_player, shot
from .flows import (
    open_and_sit,
    time_passes,
    until_inked,
    win_lose_or_draw_item,
    win_lose_or_draw_room,
)

TURN_SECONDS = 60
STEAL_MS = 10_000
SEED = "2"
"""The seeded deck gives Ann an item with a picture among her turns."""
SCREEN = '[data-testid="win-lose-or-draw-screen"]'
OVER = '[data-testid="win-lose-or-draw-over"]'
RIGHT_IN_BOARD = f'{SCREEN}[data-mode="board"] [data-testid^="win-lose-or-draw-guess-"][data-correct="true"]'
WAIT_S = 8
"""How long Ann waits on the computer players before she lets the held clock run to the end of a stage: at eight
times their pace, longer than a whole turn of theirs."""
SAME_TIME_MS = 1_000
GUESS_INPUT = '[data-testid="win-lose-or-draw-guess-input"]'


@pytest_asyncio.fixture(loop_scope="session")  # the loop the browser tests run in
async def bots_server(tmp_path: Path) -> AsyncIterator[ServerProcess]:
    """Computer players eight times their own pace (their sketches still grow on screen), a clock the test holds so
    that no turn runs out while a loaded machine is slow, and a seeded deck."""
    server = ServerProcess(
        f"sqlite+aiosqlite:///{tmp_path / 'e2e.sqlite3'}",
        env={"PARLOUR_BOT_SPEED": "8", "PARLOUR_TEST_CLOCK": "1", "PARLOUR_GAME_SEED": SEED},
    )
    await server.start()
    await server.hold_clock()
    try:
        yield server
    finally:
        server.kill()


async def screen(page: Page) -> tuple[str, str, str]:
    """(phase, stage, turn) as the game's screen shows them now."""
    found = page.locator(SCREEN)
    return (
        await found.get_attribute("data-phase") or "",
        await found.get_attribute("data-stage") or "",
        await found.get_attribute("data-turn") or "",
    )


async def leaves(page: Page, turn: str, stage: str, seconds: float) -> bool:
    """Whether the screen moves on from this turn's stage within `seconds` (the computer players at work), or, in
    board play, shows a right guess (the others then have a moment to be right too, which the test lets pass)."""
    here = page.locator(f'{SCREEN}[data-turn="{turn}"][data-stage="{stage}"]')
    elsewhere = page.locator(f'{SCREEN}:not([data-turn="{turn}"][data-stage="{stage}"]), {OVER}, {RIGHT_IN_BOARD}')
    try:
        await expect(elsewhere.first).to_be_visible(timeout=seconds * 1000)
    except AssertionError:
        return False
    return not await here.count()


async def sketch_picture(page: Page, item: str, category: str) -> bool:
    """Draw the item's simple picture with the mouse, as a person would copy a shape they know; False when the item
    has none."""
    picture = item_picture(item, category, "en")
    if picture is None:
        return False
    canvas = page.get_by_test_id("own-canvas")
    box = await canvas.bounding_box()
    assert box is not None
    for line in layout(picture, outlines()):
        points = [*line[:: max(1, len(line) // 12)], line[-1]]
        xy = [(box["x"] + x / SHEET * box["width"], box["y"] + y / SHEET * box["height"]) for x, y in points]
        await page.mouse.move(*xy[0])
        await page.mouse.down()
        for x, y in xy[1:]:
            await page.mouse.move(x, y, steps=4)  # a hand's pen reports many points along the way
        await page.mouse.up()
    return True


async def play_on(ann: Page, server: ServerProcess, mode: str, enough: Callable[[int], bool]) -> set[str]:
    """Ann plays every turn as it comes, as a person would, until the game is over or `enough(turns seen)`: she
    sketches her item's simple picture (or passes an item she cannot picture), shouts a wrong guess at a computer
    teammate's sketch, and watches the rest. Wherever the computer players have nothing left to do, the held clock
    is moved on as time would pass. What was seen, by name; a screenshot of each the first time."""
    seen: set[str] = set()
    turns: set[str] = set()
    over = ann.get_by_test_id("win-lose-or-draw-over")
    while not await over.count() and not enough(len(turns)):
        await expect(
            ann.locator(
                f"{SCREEN}:not([data-stage='']), {SCREEN}[data-phase='placing'], [data-testid='win-lose-or-draw-over']"
            ).first
        ).to_be_visible()
        phase, stage, turn = await screen(ann)
        if phase == "placing":
            if await ann.get_by_test_id("win-lose-or-draw-place-0").count():
                await ann.get_by_test_id("win-lose-or-draw-place-0").click()
            if not await leaves(ann, turn, "", WAIT_S):
                await time_passes(server, 20_000)
            continue
        if phase != "turn":
            continue
        turns.add(turn)
        assert len(turns) < 40, "the game moves on"
        if stage == "ready" and await ann.get_by_test_id("win-lose-or-draw-start").count():
            item = await win_lose_or_draw_item(ann)
            category = await ann.locator(SCREEN).get_attribute("data-category") or ""
            if item_picture(item, category, "en") is None:
                await ann.get_by_test_id("win-lose-or-draw-pass").click()
                await leaves(ann, turn, "ready", 10)
                continue
            await ann.get_by_test_id("win-lose-or-draw-start").click()
            await expect(ann.locator(f'{SCREEN}[data-stage="drawing"]')).to_be_visible()
            await sketch_picture(ann, item, category)
            await shot_once(ann, seen, "ann-sketched", f"wlod-bots-{mode}-3-ann-sketched")
            if not await leaves(ann, turn, "drawing", WAIT_S):
                await time_passes(server, TURN_SECONDS * 1000)
        elif stage == "drawing":
            sketcher = await ann.locator(SCREEN).get_attribute("data-sketcher")
            try:
                await until_inked(ann, "win-lose-or-draw-sketch", at_least=200)
                await shot_once(ann, seen, "watched", f"wlod-bots-{mode}-2-computer-sketch-of-{sketcher}")
            except PlaywrightTimeoutError:
                pass  # a computer sketcher with nothing to picture, after three passes running, draws nothing
            # Team play: her computer teammate sketches for her alone (nobody else may guess, so the turn waits on
            # her): she shouts a wrong guess, it waves at it, and she lets time run out. In board play she leaves
            # the guessing to the computer players, whose right guess may end the turn at any moment.
            # Her box, open in this very turn's drawing stage: the stage read above may be stale, and a steal (which
            # opens her box for a moment, until her computer teammate's one guess closes it) is not her team's turn.
            box = ann.locator(f'{SCREEN}[data-turn="{turn}"][data-stage="drawing"] {GUESS_INPUT}:enabled')
            if mode == "teams" and await box.count():
                await box.fill("a teapot on a bicycle")
                await box.press("Enter")
                await expect(ann.get_by_text("a teapot on a bicycle")).to_be_visible()
                await expect(ann.locator('[data-testid^="win-lose-or-draw-guess-"][data-mark="off"]')).to_be_visible()
                await shot_once(ann, seen, "guessed", f"wlod-bots-{mode}-4-sketch-and-a-guess")
                await time_passes(server, TURN_SECONDS * 1000)
                continue
            if await leaves(ann, turn, "drawing", WAIT_S):
                continue
            if await ann.locator(RIGHT_IN_BOARD).count():
                await time_passes(server, SAME_TIME_MS)
            else:
                await time_passes(server, TURN_SECONDS * 1000)
        elif stage == "steal":
            await shot_once(ann, seen, "steal", f"wlod-bots-{mode}-5-steal")
            if not await leaves(ann, turn, "steal", 10):
                await time_passes(server, STEAL_MS)
        elif stage == "collect":
            await shot_once(ann, seen, "collect", f"wlod-bots-{mode}-5-collect")
            if await ann.get_by_test_id("win-lose-or-draw-roll").count():
                await ann.get_by_test_id("win-lose-or-draw-roll").click()
            if not await leaves(ann, turn, "collect", WAIT_S):
                await time_passes(server, 15_000)
        elif stage == "reveal":
            # The finished sketch is shown a moment; Ann cuts it short when she sketches next, else waits it out.
            if await ann.get_by_test_id("win-lose-or-draw-skip").count():
                await ann.get_by_test_id("win-lose-or-draw-skip").click()
            else:
                await time_passes(server, 4_000)
            await leaves(ann, turn, "reveal", WAIT_S)
        elif not await leaves(ann, turn, stage, 10):
            await time_passes(server, 10_000)
    return seen


async def shot_once(page: Page, seen: set[str], what: str, name: str) -> None:
    if what not in seen:
        seen.add(what)
        await shot(page, name)


async def test_a_person_plays_team_play_with_three_computer_players_to_three_points(
    browser: Browser, bots_server: ServerProcess
) -> None:
    _, ann = await new_player(browser, width=1280, height=860)
    code = await win_lose_or_draw_room(
        ann, bots_server.base, {"mode": "teams", "turn_seconds": TURN_SECONDS, "target": 3, "language": "en"}
    )
    await open_and_sit(ann, bots_server.base, code, "Ann", "red", team=0)
    for seat in (1, 2, 3):
        await ann.get_by_test_id("add-bot-hard").click()
        await expect(ann.get_by_test_id(f"seat-{seat}")).to_be_visible()
    # The smallest team takes each newcomer: one computer player sits with Ann. The host may move them about.
    team_1 = ann.get_by_test_id("team-0")
    await expect(team_1.locator('[data-testid^="seat-bot-"]')).to_have_count(1)
    await ann.get_by_test_id("move-team-1-0").click()
    await expect(team_1.locator('[data-testid^="seat-bot-"]')).to_have_count(2)
    await ann.get_by_test_id("move-team-1-1").click()
    await expect(team_1.locator('[data-testid^="seat-bot-"]')).to_have_count(1)
    mate = int((await team_1.locator('[data-testid^="seat-bot-"]').get_attribute("data-testid") or "").rsplit("-")[-1])
    await expect(ann.get_by_test_id("bot-hint")).to_contain_text("sketch their item")
    await shot(ann, "wlod-bots-teams-1-lobby")
    await assert_accessible(ann, "the lobby with computer players")
    await ann.get_by_test_id("start-game").click()
    await expect(ann.locator(SCREEN)).to_have_attribute("data-phase", re.compile("^(opening|turn)$"))
    await time_passes(bots_server, 4_000)

    seen = await play_on(ann, bots_server, "teams", lambda turns: False)
    await expect(ann.get_by_test_id("win-lose-or-draw-winner")).to_be_visible()
    await shot(ann, "wlod-bots-teams-6-over")
    assert {"watched", "ann-sketched", "guessed"} <= seen, "each team's computer players sketched, and Ann too"
    assert mate in (1, 2, 3)


async def test_a_person_plays_board_play_on_a_phone_with_two_computer_players(
    browser: Browser, bots_server: ServerProcess
) -> None:
    _, ann = await new_player(browser, width=390, height=844, touch=True)
    code = await win_lose_or_draw_room(ann, bots_server.base, {"mode": "board", "turn_seconds": 30, "language": "en"})
    await open_and_sit(ann, bots_server.base, code, "Ann", "red")
    for seat in (1, 2):
        await ann.get_by_test_id("add-bot-medium").click()
        await expect(ann.get_by_test_id(f"seat-{seat}")).to_be_visible()
    await shot(ann, "wlod-bots-board-1-lobby")
    await ann.get_by_test_id("start-game").click()
    seen = await play_on(ann, bots_server, "board", lambda turns: turns >= 5)
    assert "watched" in seen, "the computer players sketched"
    # Their right guesses earned pawns, taken by themselves.
    owners = ann.locator('[data-testid^="win-lose-or-draw-shelf-"][data-pawns]:not([data-pawns=""])')
    await expect(owners.first).to_be_attached()
    await shot(ann, "wlod-bots-board-6-later")
