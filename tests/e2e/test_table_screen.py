"""The table screen in Chromium: for each game, a TV (1920x1080 or 1280x720) opens the room's table screen and two
phones (390x844, touch) play from the room's page. The TV shows how to join (a QR code of the room's link and the
code), who has sat, then the table large and nothing secret; the phones become controllers, with the table's parts
that the TV shows hidden, and come back to the whole table when asked or when the TV closes."""

import re

from playwright.async_api import Browser, BrowserContext, Page, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import (
    draw_zigzag_by_finger,
    open_and_sit,
    time_passes,
    until_inked,
    win_lose_or_draw_past_opening,
)
from .test_pictus_in_browser import play_move

PHONE = {"width": 390, "height": 844, "touch": True}
PLAYERS = (("Ann", "red"), ("Bob", "blue"))
UNTOUCHED = "Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false, isActive: false } })"


async def table_room(
    browser: Browser,
    base: str,
    game: str,
    options: dict[str, object],
    bots: int,
    tv_size: tuple[int, int],
    teams: tuple[int, int] | None = None,
    tv_lang: str = "en",
) -> tuple[str, BrowserContext, Page, list[Page]]:
    """A room of `game` where Ann and Bob sit from their phones and Ann seats `bots` computer players; the TV opens
    the table screen and shows them seated. (code, the TV's context, the TV, the phones)."""
    phones: list[Page] = []
    code = ""
    for index, (name, colour) in enumerate(PLAYERS):
        _, phone = await new_player(browser, **PHONE)
        if not code:
            response = await phone.request.post(f"{base}/api/rooms", data={"game": game, "options": options})
            assert response.status == 201, await response.text()
            code = str((await response.json())["code"])
        await open_and_sit(phone, base, code, name, colour, None if teams is None else teams[index])
        await expect(phone.get_by_test_id(f"seat-{index}")).to_contain_text(name)
        phones.append(phone)
    for seat in range(2, 2 + bots):
        await phones[0].get_by_test_id("add-bot-easy").click()
        await expect(phones[0].get_by_test_id(f"seat-{seat}")).to_be_visible()
    width, height = tv_size
    tv_context, tv = await new_player(browser, width=width, height=height, lang=tv_lang)
    # A screen on a shelf that nobody has touched (Chromium under Playwright counts the navigation as a touch).
    await tv.add_init_script(UNTOUCHED)
    await tv.goto(f"{base}/r/{code}/table")
    await expect(tv.get_by_test_id("table-code")).to_have_text(code)
    await expect(tv.get_by_test_id("table-link")).to_have_text(f"{base}/r/{code}")
    await expect(tv.get_by_test_id("table-qr")).to_be_visible()
    await expect(tv.locator(".table-seat")).to_have_count(2 + bots)
    await expect(tv.get_by_test_id("table-lobby")).to_contain_text("Ann")
    return code, tv_context, tv, phones


async def controllers(phones: list[Page]) -> None:
    for phone in phones:
        await expect(phone.get_by_test_id("controller-note")).to_be_visible()


async def table_gone(tv_context: BrowserContext, phones: list[Page]) -> None:
    """The TV is switched off: the phones show the whole table again."""
    await tv_context.close()
    for phone in phones:
        await expect(phone.get_by_test_id("controller-note")).to_be_hidden()


async def test_piccolino_on_a_table_screen_the_piles_are_on_the_tv_and_the_phones_flip_and_ring(
    browser: Browser, live_server: LiveServer
) -> None:
    _, tv_context, tv, phones = await table_room(
        browser, live_server.base, "piccolino", {"flip_seconds": 30}, 1, (1280, 720)
    )
    await expect(tv.get_by_test_id("table-waiting")).to_contain_text("The host starts the game")
    # A screen nobody has touched may not make sound yet: it asks for one touch.
    await tv.get_by_test_id("table-sound").click()
    await expect(tv.get_by_test_id("table-sound")).to_be_hidden()
    await expect(tv.get_by_test_id("sound-toggle")).to_have_attribute("aria-pressed", "true")
    await shot(tv, "table-piccolino-lobby-1280")
    await assert_accessible(tv, "table screen lobby")
    await phones[0].get_by_test_id("start-game").click()
    table = tv.get_by_test_id("piccolino-table")
    await expect(table).to_have_attribute("data-phase", "playing")
    await expect(tv.locator(".picco-piles")).to_be_visible()
    await expect(tv.locator(".picco-actions")).to_have_count(0)
    await expect(tv.get_by_test_id("table-qr")).to_be_visible()
    await controllers(phones)
    for phone in phones:
        await expect(phone.locator(".picco-piles")).to_be_hidden()
        await expect(phone.get_by_test_id("bell")).to_be_visible()
    # Whoever's turn it is flips from their phone, and the TV shows the card.
    turn = tv.locator('[data-testid="pile-0"][data-turn="true"], [data-testid="pile-1"][data-turn="true"]')
    await expect(turn).to_be_visible(timeout=30_000)
    flipper = int((await turn.get_attribute("data-testid") or "").removeprefix("pile-"))
    version = await table.get_attribute("data-version") or ""
    await phones[flipper].locator(".picco-flip.is-ready").click()
    await expect(table).not_to_have_attribute("data-version", version)
    await shot(tv, "table-piccolino-play-1280")
    await shot(phones[flipper], "table-piccolino-controller-phone")
    await assert_accessible(tv, "piccolino table screen")
    # A player who cannot see the TV well asks for the table on their phone too.
    await phones[1].get_by_test_id("controller-toggle").click()
    await expect(phones[1].locator(".picco-piles")).to_be_visible()
    await expect(phones[0].locator(".picco-piles")).to_be_hidden()
    await table_gone(tv_context, phones)
    await expect(phones[0].locator(".picco-piles")).to_be_visible()


async def test_pictomania_on_a_table_screen_every_sheet_is_on_the_tv_and_no_secret(
    browser: Browser, live_server: LiveServer
) -> None:
    _, tv_context, tv, phones = await table_room(
        browser, live_server.base, "pictomania", {"level": "easy"}, 1, (1920, 1080)
    )
    await shot(tv, "table-pictomania-lobby-1920")
    # The lobby offers the table screen in a tab of its own (to be sent to a TV or put on a laptop).
    async with phones[0].context.expect_page() as opened:
        await phones[0].get_by_test_id("open-table").click()
    second = await opened.value
    await expect(second.get_by_test_id("table-qr")).to_be_visible()
    assert second.url.endswith("/table")
    await second.close()
    await phones[0].get_by_test_id("start-game").click()
    for phone in phones:
        await expect(phone.get_by_test_id("phase")).to_have_attribute("data-phase", "preview")
        await phone.get_by_test_id("ready").click()
    await expect(tv.get_by_test_id("phase")).to_have_attribute("data-phase", "drawing", timeout=15_000)
    await controllers(phones)
    for phone in phones:
        await expect(phone.locator(".ds-secret")).to_be_visible()
        await expect(phone.locator(".ds-rack")).to_be_hidden()
        await expect(phone.locator(".ds-others .thumb-box").first).to_be_hidden()
        await expect(phone.locator(".ds-others .guess-btn").first).to_be_visible()
    # The TV draws every sheet large and holds no one's secret clue.
    await expect(tv.locator(".layout-watch")).to_be_visible()
    await expect(tv.locator(".ds-secret, .secret")).to_have_count(0)
    await draw_zigzag_by_finger(phones[0])
    await until_inked(tv, "thumb-0", at_least=11)
    await shot(tv, "table-pictomania-drawing-1920")
    await shot(phones[0], "table-pictomania-controller-phone")
    await assert_accessible(tv, "pictomania table screen")
    await table_gone(tv_context, phones)
    await expect(phones[0].locator(".ds-rack")).to_be_visible()


async def test_pictus_on_a_table_screen_the_clue_and_the_table_of_cards_are_on_the_tv(
    browser: Browser, live_server: LiveServer
) -> None:
    _, tv_context, tv, phones = await table_room(browser, live_server.base, "pictus", {"target": 5}, 1, (1280, 720))
    await shot(tv, "table-pictus-lobby-1280")
    await phones[0].get_by_test_id("start-game").click()
    await expect(tv.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "clue")
    await controllers(phones)
    for phone in phones:
        await expect(phone.locator(".px-side")).to_be_hidden()
    await expect(tv.locator(".px-side")).to_be_visible()
    await expect(tv.get_by_test_id("pictus-hand-card")).to_have_count(0)
    # The narrator (one of the phones or the computer player) gives a clue; the TV shows it, never a hand.
    roles = [await phone.get_by_test_id("pictus-screen").get_attribute("data-role") for phone in phones]
    tellers = [phone for phone, role in zip(phones, roles, strict=True) if role == "narrator"]
    others = [phone for phone in phones if phone not in tellers]
    for phone in tellers:
        await play_move(phone, "clue", "a quiet storm")
        await expect(tv.get_by_test_id("pictus-clue-words")).to_have_text("“a quiet storm”")
    await expect(tv.get_by_test_id("pictus-clue-words")).not_to_be_empty(timeout=30_000)
    for phone in others:
        await play_move(phone, "hand_in")
    await expect(tv.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "vote", timeout=30_000)
    await expect(tv.get_by_test_id("pictus-table-card")).to_have_count(3)
    await expect(others[0].get_by_test_id("pictus-table-card")).to_have_count(3)
    await shot(tv, "table-pictus-vote-1280")
    await shot(others[0], "table-pictus-controller-phone")
    for phone in others:
        await play_move(phone, "vote")
    await expect(tv.get_by_test_id("pictus-reveal-sentence")).to_be_visible(timeout=30_000)
    await shot(tv, "table-pictus-reveal-1280")
    await assert_accessible(tv, "pictus table screen")
    await table_gone(tv_context, phones)
    await expect(phones[0].locator(".px-side")).to_be_visible()


async def test_win_lose_or_draw_on_a_table_screen_the_sketch_is_on_the_tv_and_guessers_keep_their_guesses(
    browser: Browser, live_server: LiveServer
) -> None:
    options = {"mode": "teams", "turn_seconds": 60, "target": 2, "language": "en"}
    _, tv_context, tv, phones = await table_room(
        browser, live_server.base, "win-lose-or-draw", options, 2, (1920, 1080), teams=(0, 1), tv_lang="fr"
    )
    await expect(tv.get_by_test_id("table-waiting")).to_contain_text("L'hôte lance la partie")
    await shot(tv, "table-win-lose-or-draw-lobby-1920-fr")
    await phones[0].get_by_test_id("start-game").click()
    await win_lose_or_draw_past_opening(live_server, [tv, *phones], page_clocks=False)
    screen = tv.get_by_test_id("win-lose-or-draw-screen")
    await expect(screen).to_have_attribute("data-phase", "turn")
    await expect(tv.get_by_test_id("win-lose-or-draw-timer")).to_be_visible()
    await expect(tv.locator(".win-lose-or-draw-stage")).to_be_visible()
    await expect(tv.get_by_test_id("win-lose-or-draw-item-text")).to_have_count(0)
    await controllers(phones)
    sketcher = await screen.get_attribute("data-sketcher")
    for seat, phone in enumerate(phones):
        stage = phone.locator(".win-lose-or-draw-stage")
        if str(seat) == sketcher:
            await expect(stage).to_be_visible()
            await expect(phone.get_by_test_id("win-lose-or-draw-item-text")).to_be_visible()
        else:
            await expect(stage).to_be_hidden()
            await expect(phone.locator(".is-guesser")).to_be_visible()
    # Time runs in the turn; the TV's timer shows it as the phones' do.
    await time_passes(live_server, 1_000)
    await expect(tv.get_by_test_id("win-lose-or-draw-timer")).to_have_attribute("data-seconds", re.compile(r"^\d+$"))
    await shot(tv, "table-win-lose-or-draw-turn-1920")
    await shot(phones[0], "table-win-lose-or-draw-controller-phone")
    await assert_accessible(tv, "win, lose or draw table screen")
    await table_gone(tv_context, phones)
    for phone in phones:
        await expect(phone.locator(".win-lose-or-draw-stage")).to_be_visible()
