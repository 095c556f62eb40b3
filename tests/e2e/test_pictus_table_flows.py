"""Pictus in Chromium: no table waits forever, and nothing a player needs hides. Four people on two desktops
(1280x860) and two phones (390x844, touch), in English and French: the time left while cards are handed in and
votes cast, the host stopping the wait and everyone told whom the server played for, a player who closed the tab
shown away at once, "Look closely" showing the picture alone with a neutral account for screen readers, a deck the
players draw saying how the game ends, and the pinned action bar never on top of the clue, the drawing desk's
tools, or who voted for which card."""

import json
import re
from pathlib import Path

import pytest
from playwright.async_api import Browser, Locator, Page, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import draw_zigzag, sit
from .test_pictus_in_browser import NEXT_MOVE, create_pictus_room, play_move

DECK = Path(__file__).resolve().parents[2] / "src" / "parlour" / "content" / "pictures" / "deck.json"
PHONE = {"width": 390, "height": 844, "touch": True}

# Whether any point of the element's part inside the viewport lies under the pinned action bar: what the player
# sees there is the bar, not the element.
COVERED = """(el) => {
    const bars = [...document.querySelectorAll('[data-testid="pictus-actionbar"]')];
    if (bars.length === 0) return [];
    const r = el.getBoundingClientRect();
    const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, window.innerHeight);
    const left = Math.max(r.left, 0), right = Math.min(r.right, window.innerWidth);
    if (bottom <= top || right <= left) return [];
    const hits = [];
    for (let i = 0; i <= 6; i++) {
        for (let j = 0; j <= 6; j++) {
            const x = left + ((right - left - 2) * i) / 6 + 1, y = top + ((bottom - top - 2) * j) / 6 + 1;
            const at = document.elementFromPoint(x, y);
            if (at && bars.some((bar) => bar.contains(at))) hits.push([Math.round(x), Math.round(y)]);
        }
    }
    return hits;
}"""


async def not_covered(page: Page, locator: Locator, what: str) -> None:
    """Each element of `locator`, as the screen stands and once scrolled to as a person would, is never under
    the pinned action bar."""
    for index in range(await locator.count()):
        element = locator.nth(index)
        hits = await element.evaluate(COVERED)
        assert not hits, f"{what} #{index} is under the action bar at {hits[:4]}"
        await element.scroll_into_view_if_needed()
        hits = await element.evaluate(COVERED)
        assert not hits, f"{what} #{index}, scrolled to, is under the action bar at {hits[:4]}"


async def settled_shot(page: Page, name: str) -> None:
    """A screenshot once a moment's banner has faded (it covers the screen for a few seconds)."""
    await expect(page.get_by_test_id("moment-banner")).to_have_count(0, timeout=10_000)
    await shot(page, name)


def deck_texts() -> dict[str, dict[str, dict[str, str]]]:
    return {card["id"]: card for card in json.loads(DECK.read_text(encoding="utf-8"))["cards"]}


async def seat_four(browser: Browser, live_server: LiveServer, **options: object) -> tuple[list[object], list[Page]]:
    """Ann (desktop, English, the host), Bob (desktop, French), Cleo (phone, English), Dan (phone, French)."""
    players = [
        await new_player(browser),
        await new_player(browser, lang="fr"),
        await new_player(browser, **PHONE),  # type: ignore[arg-type]
        await new_player(browser, lang="fr", **PHONE),  # type: ignore[arg-type]
    ]
    pages = [page for _, page in players]
    code = await create_pictus_room(pages[0], live_server.base, "others", **options)
    for index, (page, name, colour) in enumerate(
        zip(pages, ["Ann", "Bob", "Cleo", "Dan"], ["red", "yellow", "green", "blue"], strict=True)
    ):
        if index:
            await page.goto(f"{live_server.base}/r/{code}")
        await sit(page, name, colour)
        await expect(page.get_by_test_id(f"seat-{index}")).to_contain_text(name)
    return players, pages


def label(index: int) -> str:
    return ["desktop-en", "desktop-fr", "phone-en", "phone-fr"][index]


async def test_the_host_stops_the_wait_everyone_is_told_and_who_left_is_shown_away(
    browser: Browser, live_server: LiveServer
) -> None:
    players, pages = await seat_four(browser, live_server, time_limit=180, captions=True)
    names = ["Ann", "Bob", "Cleo", "Dan"]
    ann = pages[0]
    await expect(ann.get_by_test_id("room-options")).to_contain_text("3 min to hand in and to vote")
    await ann.get_by_test_id("start-game").click()
    for page in pages:
        await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "clue")
    roles = [await page.get_by_test_id("pictus-screen").get_attribute("data-role") for page in pages]
    teller = roles.index("narrator")
    # The slow one: neither the host nor the narrator; they never act, and the host stops waiting for them.
    slow = next(i for i in (3, 2, 1) if i != teller)
    # The clue in words and a drawing: the drawing makes the clue's box taller wherever it is shown.
    narrator = pages[teller]
    await narrator.get_by_test_id("pictus-hand-card-button").first.click()
    await narrator.get_by_test_id("pictus-clue-words-input").fill("far from home")
    await draw_zigzag(narrator)
    await narrator.get_by_test_id("pictus-give-clue").click()

    for index, page in enumerate(pages):
        await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "hand_in")
        clock = page.get_by_test_id("pictus-time-left")
        words = "Temps restant" if index % 2 else "Time left"
        await expect(clock).to_have_text(re.compile(rf"{words}\s?: [0-3]:\d\d$"))
        await page.evaluate("window.scrollTo(0, 0)")
        await settled_shot(page, f"pictus-wait-hand-in-{label(index)}")
        await assert_accessible(page, f"pictus hand-in with the time left ({label(index)})")
    for index, page in enumerate(pages):
        if index not in (teller, slow):
            await play_move(page, "hand_in")
    # The host, their part done, may stop waiting; nobody else is offered it.
    stop = ann.get_by_test_id("pictus-end-wait")
    await expect(stop).to_have_text("Stop waiting: hand in for the others")
    await expect(pages[1].get_by_test_id("pictus-end-wait")).to_have_count(0)
    await stop.click()
    told = {
        "en": f"The host stopped waiting: a card was handed in for {names[slow]}.",
        "fr": f"L'hôte a cessé d'attendre\u00a0: une carte a été proposée pour {names[slow]}.",
    }
    for index, page in enumerate(pages):
        await expect(page.get_by_test_id("pictus-table-card")).to_have_count(4)
        await expect(page.get_by_test_id("pictus-late")).to_have_text(told["fr" if index % 2 else "en"])

    # Looking closely at a card, on every screen: the picture alone, large, with its caption in this variant; for
    # screen readers a neutral account, never the description that would point everyone at one reading. A voter
    # chooses a card and presses "Look closely"; the narrator, who does not vote, opens one with a tap.
    deck = deck_texts()
    voters = [i for i in range(4) if i not in (teller, slow)]
    for index, page in enumerate(pages):
        choice = page.locator('[data-testid="pictus-table-card"]:not(.is-yours)').first
        card_id = await choice.get_attribute("data-card")
        assert card_id is not None
        await choice.locator("button.px-card-face").click()
        if index != teller:
            await page.get_by_test_id("pictus-look").click()
        zoom = page.get_by_test_id("pictus-zoom")
        await expect(zoom).to_be_visible()
        language = "fr" if index % 2 else "en"
        picture = zoom.locator("img")
        await expect(picture).to_have_attribute("alt", deck[card_id]["account"][language])
        shown = await zoom.inner_text()
        assert deck[card_id]["caption"]["en"] in shown, "with captions, the card's title (in the room's language)"
        assert deck[card_id]["description"][language] not in await page.content()
        box = await picture.bounding_box()
        assert box and box["width"] > 250, "shown large"
        await settled_shot(page, f"pictus-look-closely-{label(index)}")
        await assert_accessible(page, f"pictus look closely ({label(index)})")
        await page.keyboard.press("Escape")
        await expect(zoom).to_be_hidden()
    # On a phone the clue stays in sight while voting: the action bar is never on it.
    # As each screen stands after choosing and looking (a phone scrolled down to the cards), then from the top.
    for index in voters:
        page = pages[index]
        await not_covered(page, page.get_by_test_id("pictus-clue"), f"the clue ({label(index)})")
        await page.evaluate("window.scrollTo(0, 0)")
        await not_covered(page, page.get_by_test_id("pictus-clue"), f"the clue from the top ({label(index)})")
        await settled_shot(page, f"pictus-vote-{label(index)}")
    for index in voters:
        await pages[index].get_by_test_id("pictus-vote").click()  # the card chosen before looking closely
    await expect(ann.get_by_test_id("pictus-end-wait")).to_have_text("Stop waiting: end the vote")
    await ann.get_by_test_id("pictus-end-wait").click()

    told = {
        "en": f"The host stopped waiting: no vote was cast for {names[slow]}.",
        "fr": f"L'hôte a cessé d'attendre\u00a0: aucun vote n'est compté pour {names[slow]}.",
    }
    for index, page in enumerate(pages):
        await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "reveal")
        await expect(page.get_by_test_id("pictus-late").last).to_have_text(told["fr" if index % 2 else "en"])
        # Who voted for which card is never under the bar (the reveal's desktops at 1280x860, and phones).
        await page.evaluate("window.scrollTo(0, 0)")
        await not_covered(page, page.get_by_test_id("pictus-reveal-info"), f"who voted ({label(index)})")
        await page.evaluate("window.scrollTo(0, 0)")
        await settled_shot(page, f"pictus-reveal-late-{label(index)}")
        await assert_accessible(page, f"pictus reveal with a late player ({label(index)})")

    # The slow player closes the tab: the others see them away at once, before the room's 8 s grace has run.
    await players[slow][0].close()  # type: ignore[attr-defined]
    for index, page in enumerate(pages):
        if index == slow:
            continue
        row = page.locator(f'[data-testid="pictus-score"][data-seat="{slow}"]')
        await expect(row.get_by_test_id("pictus-away")).to_be_visible(timeout=4000)
        await expect(row.get_by_test_id("pictus-away")).to_contain_text("hors ligne" if index % 2 else "away")
        await settled_shot(page, f"pictus-away-{label(index)}")
    for index, (context, _) in enumerate(players):
        if index != slow:
            await context.close()  # type: ignore[attr-defined]


@pytest.mark.parametrize("device", ["phone-en", "phone-fr", "desktop-en", "desktop-fr"])
async def test_a_drawn_deck_says_how_the_game_ends_and_the_narrators_desk_stays_clear(
    browser: Browser, live_server: LiveServer, device: str
) -> None:
    lang = device[-2:]
    size = PHONE if device.startswith("phone") else {}
    context, page = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
    await create_pictus_room(page, live_server.base, "others", own_deck=True, own_cards=8)
    await sit(page, "Ann", "red")
    chip = {
        "en": "Ends when the deck runs out: about 3 rounds",
        "fr": "Fin quand la pioche est épuisée\u00a0: environ 3 manches",
    }
    await expect(page.get_by_test_id("room-options")).to_contain_text(chip[lang])
    await expect(page.get_by_test_id("room-options")).not_to_contain_text("30")
    for seat in (1, 2):
        await page.get_by_test_id("add-bot-easy").click()
        await expect(page.get_by_test_id(f"seat-{seat}")).to_be_visible()
    await settled_shot(page, f"pictus-own-deck-lobby-{device}")
    await assert_accessible(page, f"pictus own-deck lobby ({device})")
    await page.get_by_test_id("start-game").click()
    await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "drawing")
    await page.get_by_test_id("pictus-use-shipped").click()
    await page.get_by_test_id("pictus-use-shipped-yes").click()
    # Three players drawing eight cards each, hands of six: three rounds (each narrates one), and 30 points are
    # out of reach.
    await expect(page.get_by_test_id("pictus-ending")).to_have_text(chip[lang])
    await expect(page.get_by_test_id("pictus-scores")).not_to_contain_text("30")
    await settled_shot(page, f"pictus-own-deck-ending-{device}")
    # Play until Ann narrates: her words, her drawing desk and its pen tools, none under the action bar.
    while True:
        handle = await page.wait_for_function(NEXT_MOVE, timeout=60_000)
        move = await handle.json_value()
        if move in ("clue", "over"):
            break
        await play_move(page, move)
    assert move == "clue", "Ann narrates one of the three rounds"
    await expect(page.get_by_test_id("pictus-ending")).to_have_text(chip[lang])
    await page.evaluate("window.scrollTo(0, 0)")
    await not_covered(page, page.get_by_test_id("pictus-desk"), "the narrator's desk")
    await not_covered(page, page.get_by_test_id("pictus-clue-words-input"), "the clue's words")
    await page.get_by_test_id("pictus-desk").scroll_into_view_if_needed()
    await settled_shot(page, f"pictus-narrator-desk-{device}")
    await assert_accessible(page, f"pictus narrator's desk ({device})")
    await context.close()


@pytest.mark.parametrize("host", ["phone-fr", "desktop-fr", "phone-en"])
async def test_a_host_on_any_screen_stops_the_wait(browser: Browser, live_server: LiveServer, host: str) -> None:
    """The host's "stop waiting" on a phone and a desktop, in English and French; the room's time limit is set in
    the create form on that screen."""
    lang = host[-2:]
    size = PHONE if host.startswith("phone") else {}
    first = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
    page = first[1]
    await page.goto(live_server.base + "/")
    await page.get_by_test_id("game-pictus").click()
    field = page.get_by_test_id("create-pictus-form").get_by_test_id("option-time-limit")
    await expect(field).to_have_value("120")
    await field.select_option("60")
    await field.scroll_into_view_if_needed()
    await settled_shot(page, f"pictus-create-time-limit-{host}")
    await assert_accessible(page, f"pictus create form ({host})")
    await page.get_by_test_id("create-pictus-submit").click()
    await page.wait_for_url(re.compile(r"/r/[A-Z0-9]{6}$"))
    code = page.url.rsplit("/", 1)[1]
    await sit(page, "Ann", "red")
    await expect(page.get_by_test_id("room-options")).to_contain_text(
        "1 min pour proposer et voter" if lang == "fr" else "1 min to hand in and to vote"
    )
    players = [first, await new_player(browser), await new_player(browser, **PHONE)]  # type: ignore[arg-type]
    pages = [p for _, p in players]
    seats = zip(pages, ["Ann", "Bob", "Cleo"], ["red", "yellow", "green"], strict=True)
    for index, (other, name, colour) in enumerate(seats):
        if index:
            await other.goto(f"{live_server.base}/r/{code}")
            await sit(other, name, colour)
        await expect(other.get_by_test_id(f"seat-{index}")).to_contain_text(name)
    await page.get_by_test_id("start-game").click()
    for other in pages:
        await expect(other.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "clue")
    roles = [await other.get_by_test_id("pictus-screen").get_attribute("data-role") for other in pages]
    teller = roles.index("narrator")
    slow = 2 if teller != 2 else 1
    await play_move(pages[teller], "clue", "far from home")
    for index, other in enumerate(pages):
        await expect(other.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "hand_in")
        if index not in (teller, slow):
            await play_move(other, "hand_in")
    stop = page.get_by_test_id("pictus-end-wait")
    await expect(stop).to_have_text(
        "Ne plus attendre\u00a0: proposer pour les autres" if lang == "fr" else "Stop waiting: hand in for the others"
    )
    await page.evaluate("window.scrollTo(0, 0)")
    await settled_shot(page, f"pictus-end-wait-{host}")
    await assert_accessible(page, f"pictus hand-in, the host may stop waiting ({host})")
    await stop.click()
    name = ["Ann", "Bob", "Cleo"][slow]
    for index, other in enumerate(pages):
        await expect(other.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "vote")
        words = {
            "fr": f"L'hôte a cessé d'attendre\u00a0: une carte a été proposée pour {name}.",
            "en": f"The host stopped waiting: a card was handed in for {name}.",
        }
        await expect(other.get_by_test_id("pictus-late")).to_have_text(words[lang if index == 0 else "en"])
    # The slow one closes the tab: the host sees them away at once.
    await players[slow][0].close()
    away = page.locator(f'[data-testid="pictus-score"][data-seat="{slow}"]').get_by_test_id("pictus-away")
    await expect(away).to_contain_text("hors ligne" if lang == "fr" else "away", timeout=4000)
    await away.scroll_into_view_if_needed()
    await settled_shot(page, f"pictus-away-host-{host}")
    for index, (context, _) in enumerate(players):
        if index != slow:
            await context.close()
