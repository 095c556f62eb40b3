"""A person plays a round of Pictomania in Chromium with three computer players of one level (each level once, on
a desktop or a phone), who draw their clues stroke by stroke on the person's screen, guess, and finish by
themselves. The screenshots show every computer player's drawing, to be looked at."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import Browser, expect

from parlour.games.pictomania.bot_levels import LEVELS
from tests.server.process import ServerProcess

from .conftest import new_player, shot, shot_of
from .flows import (
    create_room,
    draw_zigzag,
    inked_pixels,
    phase,
    sit,
    until_drawn_or_blank,
    until_inked,
    until_one_grows,
)

TABLES = {"easy": "desktop", "medium": "phone", "hard": "desktop"}
"""The computer players' level at each table, and the person's screen."""
SEED = "2"
"""Every game starts from this seed: the deal gives each of the three computer players a clue it has a picture
for (the shipped English easy map), so that the test sees drawings, whatever the players' own dice."""


@pytest_asyncio.fixture(loop_scope="session")  # the loop the browser tests run in
async def real_pace_server(tmp_path: Path) -> AsyncIterator[ServerProcess]:
    """Computer players at their own pace (the other browser tests run them four times faster), so that their
    drawings grow on screen as a person would see them."""
    server = ServerProcess(
        f"sqlite+aiosqlite:///{tmp_path / 'e2e.sqlite3'}", env={"PARLOUR_BOT_SPEED": "1", "PARLOUR_GAME_SEED": SEED}
    )
    await server.start()
    try:
        yield server
    finally:
        server.kill()


@pytest.mark.parametrize("level", list(TABLES))
async def test_a_person_plays_a_round_with_three_computer_players(
    browser: Browser, real_pace_server: ServerProcess, level: str
) -> None:
    viewport = f"{TABLES[level]}-{level}"
    phone = TABLES[level] == "phone"
    _, ann = await new_player(browser, **({"width": 390, "height": 844, "touch": True} if phone else {}))
    await create_room(ann, real_pace_server.base)
    await sit(ann, "Ann", "red")
    for seat in (1, 2, 3):
        await ann.get_by_test_id(f"add-bot-{level}").click()
        await expect(ann.get_by_test_id(f"seat-{seat}")).to_be_visible()
    await shot(ann, f"pm-bots-{viewport}-1-lobby")
    await ann.get_by_test_id("start-game").click()
    await phase(ann, "preview")
    await ann.get_by_test_id("ready").click()
    await phase(ann, "drawing")  # the computer players pressed Ready by themselves

    # Their sheets fill as they draw, stroke by stroke, on Ann's screen: some ink first, then more.
    drawers = []
    for seat in (1, 2, 3):
        await until_drawn_or_blank(ann, seat)
        if await ann.get_by_test_id(f"thumb-{seat}").locator(".thumb-note").count() == 0:
            drawers.append(seat)
    assert drawers == [1, 2, 3], "the seeded deal gives each computer player a clue with a picture"
    # Measured once all three have begun: by then the first may have finished, so whichever is still drawing shows
    # the growth (a fixed seat's doubling timed out in CI when that seat had drawn most of its picture).
    before = {f"thumb-{seat}": await inked_pixels(ann, f"thumb-{seat}") for seat in drawers}
    await shot(ann, f"pm-bots-{viewport}-2-drawing-begins")
    grown = await until_one_grows(ann, before, by=25)
    assert await inked_pixels(ann, grown) >= before[grown] + 25
    await shot(ann, f"pm-bots-{viewport}-3-drawing-grows")
    for seat in drawers:
        await until_inked(ann, f"thumb-{seat}", at_least=60)
    await shot(ann, f"pm-bots-{viewport}-4-all-drawing")

    await draw_zigzag(ann)
    await ann.get_by_test_id("finish-bonus").click()
    # At their own pace, computer players still waiting on each other's sheets finish within their patience (50 s
    # at easy): the round's review may take that long, by design, on a loaded machine.
    patience = LEVELS[level].patience + LEVELS[level].react_s[1]
    await phase(ann, "review", timeout=patience * 1000)
    await shot(ann, f"pm-bots-{viewport}-5-review")
    await ann.get_by_test_id("check-right").click()
    await phase(ann, "scored")
    await shot(ann, f"pm-bots-{viewport}-6-scored")
    # Every drawing of the round beside its clue, as the scoring shows them once skipped to the end: what a person
    # reads each computer player's drawing against.
    await ann.get_by_test_id("scoring-skip").click()
    await expect(ann.get_by_test_id("scoring").locator(".sc-drawers > li")).to_have_count(4)
    await shot_of(ann.get_by_test_id("scoring"), f"pm-bots-{viewport}-7-every-drawing")
