"""Win, Lose or Draw in team play, in Chromium: four people, Team 1 on desktops and Team 2 on phones, play to 2
points with three minutes to sketch. A partial guess the sketcher accepts scores, an exact guess scores, time runs
out and the other team steals the winning point; every stage is photographed on a desktop and on a phone."""

import re

from playwright.async_api import Browser, Page, expect

from .album import check_album
from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import (
    WIN_LOSE_OR_DRAW_OPENING_MS,
    draw_zigzag,
    draw_zigzag_by_finger,
    open_and_sit,
    time_passes,
    until_inked,
    win_lose_or_draw_guess,
    win_lose_or_draw_item,
    win_lose_or_draw_moment,
    win_lose_or_draw_room,
    win_lose_or_draw_sketcher,
    win_lose_or_draw_stage,
    win_lose_or_draw_turn,
)

# Seat i plays in team i % 2: Team 1 is Ann and Cleo on desktops, Team 2 Bob and Dan on phones.
PLAYERS = [("Ann", "red"), ("Bob", "blue"), ("Cleo", "green"), ("Dan", "yellow")]
PHONES = {1, 3}
TURN_SECONDS = 180  # the longest turn: on a busy machine a turn never runs out before the test lets it


def teammate(seat: int) -> int:
    return (seat + 2) % 4


def partial(item: str) -> str:
    """A guess that is most of the item but not the item: its last letter dropped (after any punctuation, which
    the server's matching ignores)."""
    letters = item.rstrip(".!?'\" ")
    return letters[:-1]


async def sketch(page: Page, seat: int) -> None:
    if seat in PHONES:
        await draw_zigzag_by_finger(page)
    else:
        await draw_zigzag(page)


async def score(page: Page, team: int, points: int) -> None:
    await expect(page.get_by_test_id(f"win-lose-or-draw-score-{team}")).to_have_attribute("data-score", str(points))


async def shots(pages: list[Page], stage: str, *seats: int) -> None:
    """The stage as a desktop player and a phone player see it (seats chosen by the caller)."""
    for seat in seats:
        await shot(pages[seat], f"win-lose-or-draw-teams-{stage}-{'phone' if seat in PHONES else 'desktop'}-{seat}")


async def test_a_team_game_to_two_points_with_an_accepted_guess_a_point_and_a_steal(
    live_server: LiveServer, browser: Browser
) -> None:
    base = live_server.base
    # Time stands still but for what the test moves on: no stage runs out while a loaded machine is slow.
    await live_server.hold_clock()
    pages: list[Page] = []
    for seat in range(4):
        phone = seat in PHONES
        _, page = await new_player(browser, width=390 if phone else 1280, height=844 if phone else 860, touch=phone)
        pages.append(page)
    code = await win_lose_or_draw_room(
        pages[0], base, {"mode": "teams", "turn_seconds": TURN_SECONDS, "target": 2, "language": "en"}
    )
    for seat, (name, colour) in enumerate(PLAYERS):
        await open_and_sit(pages[seat], base, code, name, colour, team=seat % 2)
        await expect(pages[0].get_by_test_id(f"seat-{seat}")).to_contain_text(name)
    await pages[0].get_by_test_id("start-game").click()

    # The opening: both teams roll, the higher plays first.
    for page in pages:
        await win_lose_or_draw_stage(page, "opening")
    await expect(pages[1].get_by_test_id("win-lose-or-draw-opening")).to_be_visible()
    await shots(pages, "01-opening", 0, 1)
    await time_passes(live_server, WIN_LOSE_OR_DRAW_OPENING_MS, pages)

    # Turn 1: the first team's sketcher reads the item; the other team is told to watch.
    await win_lose_or_draw_turn(pages, 1, "ready")
    sketcher = await win_lose_or_draw_sketcher(pages)
    playing = sketcher % 2
    mate = teammate(sketcher)
    other = (sketcher + 1) % 4
    await expect(pages[sketcher].get_by_test_id("win-lose-or-draw-category")).to_be_visible()
    await expect(pages[mate].get_by_test_id("win-lose-or-draw-category-card")).to_be_visible()
    await expect(pages[other].get_by_test_id("win-lose-or-draw-guess-why")).to_contain_text(
        f"Team {playing + 1} is guessing"
    )
    await expect(pages[other].get_by_test_id("win-lose-or-draw-guess-input")).to_be_disabled()
    await shots(pages, "02-ready", sketcher, other)
    item = await win_lose_or_draw_item(pages[sketcher])
    assert await pages[sketcher].get_by_test_id("win-lose-or-draw-guess-input").count() == 0  # the sketcher never types

    await pages[sketcher].get_by_test_id("win-lose-or-draw-start").click()
    await win_lose_or_draw_turn(pages, 1, "drawing")
    await sketch(pages[sketcher], sketcher)
    await until_inked(pages[mate], "win-lose-or-draw-sketch", at_least=11)  # the sketch reaches the others live
    await until_inked(pages[other], "win-lose-or-draw-sketch", at_least=11)

    # A wrong guess, marked off track by the sketcher; everyone sees the gesture.
    await win_lose_or_draw_guess(pages[mate], "a teapot")
    await pages[sketcher].get_by_test_id("win-lose-or-draw-mark-off-0").click()
    for seat in (mate, other):
        row = pages[seat].get_by_test_id("win-lose-or-draw-guess-0")
        await expect(row).to_contain_text(PLAYERS[mate][0])
        await expect(row).to_contain_text("a teapot")
        await expect(row).to_have_attribute("data-mark", "off")
    # Most of the item, which the sketcher accepts as right.
    await win_lose_or_draw_guess(pages[mate], partial(item))
    await expect(pages[sketcher].get_by_test_id("win-lose-or-draw-guess-1")).to_contain_text(partial(item))
    await expect(pages[sketcher].get_by_test_id("win-lose-or-draw-guess-1")).to_have_attribute("data-correct", "false")
    await shots(pages, "03-drawing", sketcher, mate, other)
    await assert_accessible(pages[sketcher], "the sketcher's screen")
    await assert_accessible(pages[mate], "a guesser's screen")
    await pages[sketcher].get_by_test_id("win-lose-or-draw-accept-1").click()
    await win_lose_or_draw_moment(pages, 1)

    # Turn 2: the point is the first team's, and the other team plays.
    await win_lose_or_draw_turn(pages, 2, "ready")
    for page in pages:
        result = page.get_by_test_id("win-lose-or-draw-result")
        await expect(result).to_have_attribute("data-outcome", "guessed")
        await expect(result).to_contain_text("accepted")
        await expect(result).to_contain_text(item)
        await score(page, playing, 1)
    await shots(pages, "04-accepted", 0, 1)

    sketcher2 = await win_lose_or_draw_sketcher(pages)
    assert sketcher2 % 2 != playing
    item2 = await win_lose_or_draw_item(pages[sketcher2])
    await pages[sketcher2].get_by_test_id("win-lose-or-draw-start").click()
    await win_lose_or_draw_turn(pages, 2, "drawing")
    await sketch(pages[sketcher2], sketcher2)
    await win_lose_or_draw_guess(pages[teammate(sketcher2)], item2)  # exactly the item: right at once
    await win_lose_or_draw_moment(pages, 2)
    await win_lose_or_draw_turn(pages, 3, "ready")
    for page in pages:
        await expect(page.get_by_test_id("win-lose-or-draw-result")).to_have_attribute("data-outcome", "guessed")
        await score(page, sketcher2 % 2, 1)

    # Turn 3: the first team plays again, and nobody guesses before time runs out.
    sketcher3 = await win_lose_or_draw_sketcher(pages)
    assert sketcher3 % 2 == playing
    item3 = await win_lose_or_draw_item(pages[sketcher3])
    await pages[sketcher3].get_by_test_id("win-lose-or-draw-start").click()
    await win_lose_or_draw_turn(pages, 3, "drawing")
    await sketch(pages[sketcher3], sketcher3)
    await time_passes(live_server, TURN_SECONDS * 1000, pages)
    await win_lose_or_draw_turn(pages, 3, "steal")
    stealer = (sketcher3 + 1) % 4
    for page in pages:
        await expect(page.get_by_test_id("win-lose-or-draw-steal")).to_contain_text("Time!")
    await expect(pages[stealer].get_by_test_id("win-lose-or-draw-guess-input")).to_be_enabled()
    await expect(pages[teammate(sketcher3)].get_by_test_id("win-lose-or-draw-guess-input")).to_be_disabled()
    await expect(pages[teammate(sketcher3)].get_by_test_id("win-lose-or-draw-guess-why")).to_contain_text(
        f"Only Team {stealer % 2 + 1} may steal"
    )
    await shots(pages, "05-steal", sketcher3, stealer)

    # The other team's one guess is right: the point is stolen, and it is the winning one.
    await win_lose_or_draw_guess(pages[stealer], item3)
    for page in pages:
        over = page.get_by_test_id("win-lose-or-draw-over")
        await expect(over).to_be_visible()
        await expect(page.get_by_test_id("win-lose-or-draw-winner")).to_contain_text(
            re.compile(f"Team {stealer % 2 + 1}")
        )
    await shots(pages, "06-over", 0, 1)

    # The album, straight from the end on a phone: the three sketches on one page, and the first as it was drawn.
    phone = pages[min(PHONES)]
    await phone.get_by_test_id("album-link").click()
    await phone.wait_for_url(re.compile(r"/games/[^/#]+#album$"))
    await expect(phone.get_by_test_id("album")).to_be_in_viewport()
    await check_album(phone, pages=1, drawer=PLAYERS[sketcher][0])
    await shot(phone, "win-lose-or-draw-07-album-phone")
