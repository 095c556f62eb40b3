"""axe-core on every screen of every game: for each of the four games its lobby, play, scoring or reveal, game
over and record screens, each checked at a desktop's size (1280x860) and a phone's (390x844), reached the
quickest way a test can: computer players where the game has them (four times faster than people, as in the
other browser tests), scripted players over WebSockets for Pictomania, two-point team play for Win, Lose or Draw.

Each game is a test of its own, so that a finding in one game's screens does not hide the others'. A test
collects every screen's findings and fails once, naming them all. The file takes about 100 s (two shared cores).
Pictus is played with its own test's moves (`test_pictus_in_browser`: NEXT_MOVE, play_move)."""

import re
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest_asyncio
from playwright.async_api import Browser, Page, expect

from tests.server.client import Client
from tests.server.process import ServerProcess

from .axe import violations
from .conftest import new_player, shot
from .flows import (
    all_at,
    draw_zigzag,
    guess,
    open_and_sit,
    piccolino_against,
    piccolino_until,
    sit,
    win_lose_or_draw_guess,
    win_lose_or_draw_item,
    win_lose_or_draw_moment_passes,
    win_lose_or_draw_past_opening,
    win_lose_or_draw_room,
    win_lose_or_draw_sketcher,
    win_lose_or_draw_turn,
)
from .test_pictus_in_browser import NEXT_MOVE, create_pictus_room, play_move

DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 390, "height": 844}
SEED = "7"


@pytest_asyncio.fixture(loop_scope="session")  # the loop the browser tests run in
async def seeded_server(tmp_path: Path) -> AsyncIterator[ServerProcess]:
    """Every game dealt from one seed, so that each run meets the same screens."""
    server = ServerProcess(
        f"sqlite+aiosqlite:///{tmp_path / 'e2e.sqlite3'}",
        env={"PARLOUR_BOT_SPEED": "4", "PARLOUR_GAME_SEED": SEED, "PARLOUR_TEST_CLOCK": "1"},
    )
    await server.start()
    try:
        yield server
    finally:
        server.kill()


class Findings:
    """Every serious or critical violation, by screen and size."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.found: list[str] = []
        self.screens = 0

    async def check(self, page: Page, screen: str, *, both: bool = True) -> None:
        """The page as it is, at its own size and (`both`) at the other one: a desktop's page is also measured
        at a phone's width and height, and the other way round, then put back."""
        await expect(page.get_by_test_id("moment-banner")).to_have_count(0, timeout=10_000)
        own = page.viewport_size
        assert own is not None
        sizes = [own] + ([PHONE if own["width"] > PHONE["width"] else DESKTOP] if both else [])
        for size in sizes:
            await page.set_viewport_size(size)  # type: ignore[arg-type]
            label = "phone" if size["width"] <= PHONE["width"] else "desktop"
            await shot(page, f"axe-{self.game}-{screen}-{label}")
            for v in await violations(page):
                self.found.append(f"{self.game} {screen} ({label}): {v['id']} ({v['impact']}) {v['help']} {v['nodes']}")
            self.screens += 1
        await page.set_viewport_size(own)  # type: ignore[arg-type]

    def assert_none(self) -> None:
        assert not self.found, "\n".join(self.found)


async def _options_editor(findings: Findings, page: Page, *, both: bool = True) -> None:
    """The host's editor of the options, in the lobby, opened and put away."""
    await page.get_by_test_id("edit-options").click()
    await expect(page.get_by_test_id("options-editor")).to_be_visible()
    await findings.check(page, "lobby-options-editor", both=both)
    await page.get_by_test_id("options-cancel").click()
    await expect(page.get_by_test_id("options-editor")).to_have_count(0)


async def _record(findings: Findings, page: Page, code: str) -> None:
    """From the game-over screen to the record, and from the record back to the room."""
    await page.get_by_test_id("replay-link").click()
    await expect(page.get_by_test_id("replay")).to_be_visible()
    await findings.check(page, "record")
    back = page.get_by_test_id("record-room-link")
    await expect(back).to_have_attribute("href", f"/r/{code}")
    await back.click()
    await page.wait_for_url(re.compile(f"/r/{code}$"))


async def test_the_home_page_with_each_games_form_and_how_to_play_passes_axe(
    seeded_server: ServerProcess, browser: Browser
) -> None:
    """Each game chosen in turn, its how-to-play unfolded; Pictomania's folded options and own deck opened."""
    findings = Findings("home")
    _, page = await new_player(browser, lang="fr", **DESKTOP)
    await page.goto(seeded_server.base + "/")
    await page.get_by_test_id("more-options-toggle").click()
    await page.get_by_test_id("custom-deck-toggle").click()
    for game in ("pictomania", "piccolino", "win-lose-or-draw", "pictus"):
        await page.get_by_test_id(f"game-{game}").click()
        how = page.get_by_test_id("how-to-toggle")
        if await how.get_attribute("aria-expanded") == "false":
            await how.click()
        await expect(how).to_have_attribute("aria-expanded", "true")
        await findings.check(page, game)
    findings.assert_none()


async def test_every_pictomania_screen_passes_axe(seeded_server: ServerProcess, browser: Browser) -> None:
    """Ann in the browser; Bob and Cleo play by script, and every round ends when all three have finished."""
    findings = Findings("pictomania")
    _, ann = await new_player(browser, **DESKTOP)
    base = seeded_server.base
    async with httpx.AsyncClient() as http:
        # No level fixed: Ann, the host, chooses one before each round (a screen of its own).
        response = await http.post(f"{base}/api/rooms", json={"game": "pictomania", "options": {}})
    code = str(response.json()["code"])
    await ann.goto(f"{base}/r/{code}")
    await sit(ann, "Ann", "red")
    others = []
    for name, colour in (("Bob", "yellow"), ("Cleo", "green")):
        client = await Client(base, code).connect()
        await client.sit(name, colour)
        others.append(client)
    await expect(ann.get_by_test_id("seat-2")).to_contain_text("Cleo")
    await findings.check(ann, "lobby")
    await _options_editor(findings, ann)
    await ann.get_by_test_id("start-game").click()

    async def everyone(phase: str, action: dict[str, object], test_id: str) -> None:
        await all_at([ann], phase)
        for client in others:
            await client.act(action)
        await ann.get_by_test_id(test_id).click()

    for round_number in range(1, 6):
        first = round_number == 1
        await all_at([ann], "choosing_level")
        if first:
            await findings.check(ann, "choosing-level")
        await ann.get_by_test_id("choose-level-easy").click()
        await all_at([ann], "preview")
        if first:
            await findings.check(ann, "preview")
        await everyone("preview", {"type": "ready"}, "ready")
        await all_at([ann], "drawing")
        if first:
            # Guesses on Ann's drawing, one of them wrong whatever her number, and one of hers: the scoring and
            # the record then show right and wrong guesses, each in its colour.
            await draw_zigzag(ann)
            for client, number in zip(others, (1, 2), strict=True):
                await client.act({"type": "guess", "target": 0, "number": number})
            await expect(ann.get_by_test_id("player-status-0").locator(".pile-card")).to_have_count(2)
            await guess(ann, 1, 3)
            await findings.check(ann, "drawing")
            # Bob takes a token: one is left, and the warning that the next to take it ends the round shows.
            await others[0].act({"type": "finish", "bonus": True})
            await expect(ann.get_by_test_id("last-token")).to_be_visible()
            await findings.check(ann, "drawing-last-token")
            # Someone arriving now watches every drawing, large.
            watcher_context, watcher = await new_player(browser, lang="fr", **PHONE)
            await watcher.goto(f"{base}/r/{code}")
            await all_at([watcher], "drawing")
            await findings.check(watcher, "watching")
            await watcher_context.close()
            await others[1].act({"type": "finish", "bonus": False})
            await ann.get_by_test_id("finish-no-bonus").click()
        else:
            await everyone("drawing", {"type": "finish", "bonus": False}, "finish-no-bonus")
        await all_at([ann], "review")
        if first:
            await findings.check(ann, "review")
        for client in others:
            await client.act({"type": "check_clue", "wrong": False})
        await ann.get_by_test_id("check-right").click()
        if round_number < 5:
            await all_at([ann], "scored")
            if first:
                await ann.get_by_test_id("scoring-skip").click()
                await findings.check(ann, "scoring")
            await everyone("scored", {"type": "ready"}, "next-round")
    await all_at([ann], "over")
    await expect(ann.get_by_test_id("replay-link")).to_be_visible(timeout=15_000)
    await findings.check(ann, "game-over")
    await _record(findings, ann, code)
    for client in others:
        await client.close()
    findings.assert_none()


async def test_every_piccolino_screen_passes_axe(seeded_server: ServerProcess, browser: Browser) -> None:
    """Ann against two computer players, in French; a pair won, then everyone agrees to stop."""
    findings = Findings("piccolino")
    _, ann = await new_player(browser, lang="fr", **DESKTOP)

    async def lobby() -> None:
        await findings.check(ann, "lobby")
        await _options_editor(findings, ann)

    await piccolino_against(ann, seeded_server.base, "easy", "medium", before_start=lobby)
    code = ann.url.rsplit("/", 1)[1]
    await findings.check(ann, "play")
    await piccolino_until(seeded_server, ann, ann.get_by_test_id("picco-outcome"))
    await findings.check(ann, "after-a-pair")  # the outcome banner told, and faded (the check waits for it)
    await ann.get_by_test_id("vote-stop").click()
    await expect(ann.get_by_test_id("stop-confirm")).to_be_visible()
    await findings.check(ann, "stop-confirm")
    await ann.get_by_test_id("stop-confirm-yes").click()
    await expect(ann.get_by_test_id("piccolino-over")).to_be_visible(timeout=15_000)
    await findings.check(ann, "game-over")
    await _record(findings, ann, code)
    findings.assert_none()


async def test_every_pictus_screen_passes_axe(seeded_server: ServerProcess, browser: Browser) -> None:
    """Ann against two computer players to 5 points with hands of 3; each phase checked the first time it comes."""
    findings = Findings("pictus")
    _, ann = await new_player(browser, **DESKTOP)
    code = await create_pictus_room(ann, seeded_server.base, target=5, hand_size=3)
    await sit(ann, "Ann", "red")
    for seat, level in enumerate(("easy", "medium"), start=1):
        await ann.get_by_test_id(f"add-bot-{level}").click()
        await expect(ann.get_by_test_id(f"seat-{seat}")).to_be_visible()
    await findings.check(ann, "lobby")
    await _options_editor(findings, ann)
    await ann.get_by_test_id("start-game").click()
    screen = ann.get_by_test_id("pictus-screen")
    await expect(screen).to_be_visible()
    seen: set[str] = set()
    while True:
        handle = await ann.wait_for_function(NEXT_MOVE, timeout=60_000)
        move = await handle.json_value()
        if move == "over":
            break
        phase = await screen.get_attribute("data-phase") or move
        if phase not in seen:
            seen.add(phase)
            await findings.check(ann, phase)
        await play_move(ann, move)
        if "reveal" not in seen and await screen.get_attribute("data-phase") == "reveal":
            seen.add("reveal")
            await findings.check(ann, "reveal")
    await expect(ann.get_by_test_id("pictus-over")).to_be_visible()
    await findings.check(ann, "game-over")
    await _record(findings, ann, code)
    findings.assert_none()


async def test_every_win_lose_or_draw_screen_passes_axe(seeded_server: ServerProcess, browser: Browser) -> None:
    """Four people in two teams to 2 points, two on phones (French) and two on desktops: each page is checked at
    its own size only."""
    findings = Findings("win_lose_or_draw")
    pages: list[Page] = []
    for seat in range(4):
        phone = seat % 2 == 1
        _, page = await new_player(browser, lang="fr" if phone else "en", **(PHONE if phone else DESKTOP))
        pages.append(page)
    base = seeded_server.base
    # Time stands still but for what the test moves on: no stage runs out while axe checks a loaded machine's pages.
    await seeded_server.hold_clock()
    code = await win_lose_or_draw_room(
        pages[0], base, {"mode": "teams", "turn_seconds": 30, "target": 2, "language": "en"}
    )
    for seat, (name, colour) in enumerate((("Ann", "red"), ("Bob", "blue"), ("Cleo", "green"), ("Dan", "yellow"))):
        await open_and_sit(pages[seat], base, code, name, colour, team=seat % 2)
        await expect(pages[0].get_by_test_id(f"seat-{seat}")).to_contain_text(name)
    for page in pages[:2]:
        await findings.check(page, "lobby", both=False)
    await _options_editor(findings, pages[0], both=False)
    await pages[0].get_by_test_id("start-game").click()
    await win_lose_or_draw_past_opening(seeded_server, pages, page_clocks=False)

    for turn in (1, 2, 3):
        await win_lose_or_draw_turn(pages, turn, "ready")
        sketcher = await win_lose_or_draw_sketcher(pages)
        item = await win_lose_or_draw_item(pages[sketcher])
        if turn == 2:
            for page in pages[:2]:
                await findings.check(page, "result", both=False)
        else:
            await findings.check(pages[sketcher], "ready-sketcher", both=False)
            await findings.check(pages[(sketcher + 1) % 4], "ready-other", both=False)
        await pages[sketcher].get_by_test_id("win-lose-or-draw-start").click()
        await win_lose_or_draw_turn(pages, turn, "drawing")
        if turn == 1:
            for page in pages[:2]:
                await findings.check(page, "drawing", both=False)
        await win_lose_or_draw_guess(pages[(sketcher + 2) % 4], item)
        await win_lose_or_draw_moment_passes(seeded_server, pages, turn, page_clocks=False)
    for page in pages:
        await expect(page.get_by_test_id("win-lose-or-draw-over")).to_be_visible()
    for page in pages[:2]:
        await findings.check(page, "game-over", both=False)
    await _record(findings, pages[1], code)
    await findings.check(pages[0], "game-over-desktop-again", both=False)
    await _record(findings, pages[0], code)
    findings.assert_none()
