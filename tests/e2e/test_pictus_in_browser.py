"""Pictus in Chromium: one person plays a whole game against three computer players in each way of voting, and
four people play a round with a drawn clue and the extra card from the deck, one of them on a phone."""

import json
import re
from pathlib import Path

import pytest
from playwright.async_api import Browser, Page, expect

from .album import check_album, colours
from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import draw_zigzag, sit, until_inked

DECK = Path(__file__).resolve().parents[2] / "src/parlour/content/pictures/deck.json"


def deck_ids(deck: str) -> set[str]:
    return {card["id"] for card in json.loads(DECK.read_text(encoding="utf-8"))["cards"] if card["deck"] == deck}


async def pictures_shown(page: Page, test_id: str) -> set[str]:
    """The ids of the shipped pictures the page shows in these cards (from each picture's address)."""
    sources = await page.locator(f'[data-testid="{test_id}"] img').evaluate_all("(imgs) => imgs.map((i) => i.src)")
    return {source.rsplit("/", 1)[1].removesuffix(".svg") for source in sources}


# What this page's player should do next, from what the screen shows: "over" at the end, else the first of
# "clue", "hand_in", "vote", "ready" whose button is there to press (the hand-in and vote buttons wait for a
# card to be chosen; a chosen card stays pressed until the server has taken the move), else nothing yet.
NEXT_MOVE = """() => {
    if (document.querySelector('[data-testid="pictus-over"]')) return "over";
    const present = (id) => document.querySelector(`[data-testid="${id}"]`);
    const enabled = (id) => present(id) && !present(id).disabled;
    const chosen = (id) => document.querySelector(`[data-testid="${id}"][aria-pressed="true"]`);
    if (enabled("pictus-give-clue")) return "clue";
    if (present("pictus-hand-in") && !chosen("pictus-hand-card-button")) return "hand_in";
    if (present("pictus-vote") && !chosen("pictus-table-card-button")) return "vote";
    if (enabled("pictus-ready")) return "ready";
    return null;
}"""


async def create_pictus_room(page: Page, base: str, voters: str = "others", **fields: object) -> str:
    await page.goto(base + "/")
    await page.get_by_test_id("game-pictus").click()
    form = page.get_by_test_id("create-pictus-form")
    await form.get_by_test_id(f"option-voters-{voters}").check()
    for name, value in fields.items():
        field = form.get_by_test_id(f"option-{name.replace('_', '-')}")
        if isinstance(value, bool):
            await field.set_checked(value)
        elif await field.evaluate("(el) => el.tagName") == "SELECT":
            await field.select_option(str(value))
        else:
            await field.fill(str(value))
    await page.get_by_test_id("create-pictus-submit").click()
    await page.wait_for_url(re.compile(r"/r/[A-Z0-9]{6}$"))
    return page.url.rsplit("/", 1)[1]


async def play_move(page: Page, move: str, words: str = "a long way from home") -> None:
    """Make the move as a person would: pick a card, then press the phase's button."""
    if move == "clue":
        await page.get_by_test_id("pictus-hand-card-button").first.click()
        await page.get_by_test_id("pictus-clue-words-input").fill(words)
        await page.get_by_test_id("pictus-give-clue").click()
    elif move == "hand_in":
        await page.get_by_test_id("pictus-hand-card-button").first.click()
        await page.get_by_test_id("pictus-hand-in").click()
    elif move == "vote":
        await page.locator('[data-testid="pictus-table-card"]:not(.is-yours) button.px-card-face:enabled').first.click()
        await page.get_by_test_id("pictus-vote").click()
    elif move == "ready":
        await page.get_by_test_id("pictus-ready").click()
        # Counted: the button goes once the page's own view says its player is ready. Waiting for it here means
        # the next player's click never lands while this one's news is redrawing the others' pages.
        await expect(page.get_by_test_id("pictus-ready")).to_have_count(0)


@pytest.mark.parametrize("voters", ["others", "narrator", "everyone"])
async def test_a_person_plays_a_whole_game_against_three_computer_players(
    browser: Browser, live_server: LiveServer, voters: str
) -> None:
    context, page = await new_player(browser)
    # "Everyone votes" is chosen in the lobby's options editor, after the room was made with the default; the
    # narrator-votes game is played with the classic pictures, chosen in the create form.
    deck = "classic" if voters == "narrator" else "storybook"
    await create_pictus_room(page, live_server.base, "others" if voters == "everyone" else voters, target=5, deck=deck)
    await sit(page, "Ann", "red")
    if voters == "everyone":
        await page.get_by_test_id("edit-options").click()
        await page.get_by_test_id("options-editor").get_by_test_id("option-voters-everyone").check()
        await page.get_by_test_id("options-save").click()
        await expect(page.get_by_test_id("room-options")).to_contain_text("Everyone votes")
    await expect(page.get_by_test_id("room-options")).to_contain_text("First to 5 points")
    await expect(page.get_by_test_id("room-options")).to_contain_text(f"{deck.title()} pictures")
    for seat, level in enumerate(("easy", "medium", "hard"), start=1):
        await page.get_by_test_id(f"add-bot-{level}").click()
        await expect(page.get_by_test_id(f"seat-{seat}")).to_be_visible()
    await page.get_by_test_id("start-game").click()
    await expect(page.get_by_test_id("pictus-screen")).to_be_visible()

    moves: list[tuple[str, str | None]] = []
    while True:
        handle = await page.wait_for_function(NEXT_MOVE, timeout=60_000)
        move = await handle.json_value()
        if move == "over":
            break
        moves.append((move, await page.get_by_test_id("pictus-screen").get_attribute("data-role")))
        if [m for m, _ in moves].count(move) == 1 and move in ("vote", "hand_in"):
            # A first-timer asks the help in the middle of the game: it opens on what this phase asks.
            await page.get_by_test_id("help-button").click()
            await expect(page.get_by_test_id("help-now")).to_have_attribute("data-section", move)
            await page.keyboard.press("Escape")
            await expect(page.get_by_test_id("help-dialog")).to_be_hidden()
        if move in ("clue", "hand_in"):
            hand = await pictures_shown(page, "pictus-hand-card")
            assert hand and hand <= deck_ids(deck), f"Ann's hand is of the {deck} deck: {hand}"
        await play_move(page, move)
        if len(moves) == 3:
            await shot(page, f"pictus-vs-bots-{voters}")
    votes_as = {role for move, role in moves if move == "vote"}
    allowed = {"others": {"player"}, "narrator": {"narrator"}, "everyone": {"player", "narrator"}}[voters]
    assert votes_as <= allowed, f"Ann voted as {votes_as} with voters={voters}"
    assert {move for move, _ in moves} & {"clue", "hand_in"}, "Ann played her cards"
    await expect(page.get_by_test_id("pictus-winners")).to_be_visible()
    rows = page.get_by_test_id("pictus-score")
    scores = [int(await rows.nth(i).get_attribute("data-score") or -1) for i in range(await rows.count())]
    assert max(scores) >= 5, f"the game ended at the target: {scores}"
    await shot(page, f"pictus-vs-bots-{voters}-over")
    await assert_accessible(page, f"pictus over ({voters})")
    await context.close()


async def test_four_people_play_a_round_with_a_drawn_clue_and_the_extra_card(
    browser: Browser, live_server: LiveServer
) -> None:
    players = [
        await new_player(browser),
        await new_player(browser, lang="fr"),
        await new_player(browser, width=390, height=844, touch=True),
        await new_player(browser, width=390, height=844, lang="fr", touch=True),
    ]
    pages = [page for _, page in players]
    code = await create_pictus_room(pages[0], live_server.base, "others", extra_card=True)
    for index, (page, name, colour) in enumerate(
        zip(pages, ["Ann", "Bob", "Cleo", "Dan"], ["red", "yellow", "green", "blue"], strict=True)
    ):
        if index:
            await page.goto(f"{live_server.base}/r/{code}")
        await sit(page, name, colour)
        await expect(page.get_by_test_id(f"seat-{index}")).to_contain_text(name)
    await pages[0].get_by_test_id("start-game").click()
    for page in pages:
        await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "clue")

    roles = [await page.get_by_test_id("pictus-screen").get_attribute("data-role") for page in pages]
    narrator = pages[roles.index("narrator")]
    others = [page for page, role in zip(pages, roles, strict=True) if role != "narrator"]
    await narrator.get_by_test_id("pictus-hand-card-button").nth(1).click()
    await draw_zigzag(narrator)
    await until_inked(others[0], "pictus-live", at_least=30)  # the drawn clue is seen as it is drawn
    await narrator.get_by_test_id("pictus-give-clue").click()
    for page in others:
        await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "hand_in")
        await until_inked(page, "pictus-clue", at_least=30)
    await shot(others[1], "pictus-people-hand-in-phone")
    for page in others:
        await play_move(page, "hand_in")
    for page in pages:
        await expect(page.get_by_test_id("pictus-table-card")).to_have_count(5)  # 4 players and the deck's card
    # A new room plays the storybook's pictures; on the phone and the desktop they load whole, and pass axe.
    for page in (others[2], pages[0]):
        table = page.get_by_test_id("pictus-table-card").locator("img")
        await expect(table).to_have_count(5)
        shown = await pictures_shown(page, "pictus-table-card")
        assert len(shown) == 5 and shown <= deck_ids("storybook"), shown
        for index in range(5):  # the pictures load lazily: a player looking at each card brings it in
            await table.nth(index).scroll_into_view_if_needed()
        await page.wait_for_function(
            """() => [...document.querySelectorAll('[data-testid="pictus-table-card"] img')]
                .every((img) => img.complete && img.naturalWidth > 0)"""
        )
    await shot(others[2], "pictus-people-vote-phone-fr")
    await shot(pages[0], "pictus-people-vote-desktop")
    await assert_accessible(others[2], "pictus vote (phone, fr)")
    await assert_accessible(pages[0], "pictus vote (desktop)")
    # The rulebook lets players inspect the cards closely before voting: a chosen card opens large, and closes.
    looker = others[1]
    await looker.locator('[data-testid="pictus-table-card"]:not(.is-yours) button.px-card-face').first.click()
    await looker.get_by_test_id("pictus-look").click()
    zoom = looker.get_by_test_id("pictus-zoom")
    await expect(zoom).to_be_visible()
    assert (await zoom.locator("img, canvas").first.bounding_box() or {}).get("width", 0) > 250, "shown large"
    await shot(looker, "pictus-people-look-closely-phone")
    await looker.keyboard.press("Escape")
    await expect(zoom).to_be_hidden()
    await looker.get_by_test_id("pictus-vote").click()  # the card chosen before looking
    for page in others:
        if page is not looker:
            await play_move(page, "vote")
    for page in pages:
        await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "reveal")
        await expect(page.get_by_test_id("pictus-reveal-sentence")).to_be_visible()
    await shot(pages[0], "pictus-people-reveal")
    await shot(pages[2], "pictus-people-reveal-phone")
    for page in pages:
        await play_move(page, "ready")
    for page in pages:
        await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-round", "2")
    for context, _ in players:
        await context.close()


async def test_a_phone_player_draws_their_own_cards_plays_them_and_reads_the_record(
    browser: Browser, live_server: LiveServer
) -> None:
    context, page = await new_player(browser, width=390, height=844, lang="fr", touch=True)
    await create_pictus_room(page, live_server.base, "others", own_deck=True, own_cards=4, hand_size=3, target=5)
    await sit(page, "Ann", "red")
    for seat in (1, 2):
        await page.get_by_test_id("add-bot-medium").click()
        await expect(page.get_by_test_id(f"seat-{seat}")).to_be_visible()
    await page.get_by_test_id("start-game").click()
    await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "drawing")
    add = page.get_by_test_id("pictus-add-card")
    await expect(add).to_be_disabled()  # nothing drawn yet
    await draw_zigzag(page)
    await add.click()
    await expect(add).to_be_disabled()  # the sheet is blank again for the next card
    await draw_zigzag(page, 1)
    await add.click()
    await shot(page, "pictus-own-deck-drawing-phone-fr")
    await page.get_by_test_id("pictus-use-shipped").click()
    await page.get_by_test_id("pictus-use-shipped-yes").click()
    await expect(page.get_by_test_id("pictus-screen")).to_have_attribute("data-phase", "clue")
    # 12 cards in all, Ann's 2 drawings among them; 9 are dealt, 3 to each hand.
    await expect(page.get_by_test_id("pictus-hand-card")).to_have_count(3)

    while True:
        handle = await page.wait_for_function(NEXT_MOVE, timeout=60_000)
        move = await handle.json_value()
        if move == "over":
            break
        await play_move(page, move)
    await expect(page.get_by_test_id("pictus-over-why")).to_be_visible()
    await page.get_by_test_id("replay-link").first.click()
    await page.wait_for_url(re.compile(r"/games/"))
    rounds = page.locator('[data-testid^="pictus-record-round-"]')
    await expect(rounds.first).to_be_visible()
    played = await rounds.count()
    assert played >= 1
    for round_number in range(1, played + 1):
        await expect(page.get_by_test_id(f"pictus-record-clue-{round_number}")).to_be_visible()
        await expect(page.locator(f'[data-testid^="pictus-record-card-{round_number}-"]')).to_have_count(3)
    # The album: a page a round, the first saved as a picture of its table, every card in it (the shipped ones
    # are pictures in many colours).
    picture = await check_album(page, pages=played, drawer=None)
    assert colours(picture) > 500, colours(picture)
    await shot(page, "pictus-own-deck-record-phone-fr")
    await assert_accessible(page, "pictus record (phone, fr)")
    await context.close()
