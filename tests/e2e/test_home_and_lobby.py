"""A first visit: on a phone the home page's main actions are on the first screen, a new room's clue language
follows the interface's, and the lobby names its game, gives the visitor's name field focus, and lets the host
change the options before the start while everyone else sees them change. By keyboard: the game cards wear a
clear focus ring, the twelve colours are one radio group, and focus follows what "Sit down" and "Start the game"
bring."""

import json
import re
from typing import Any

import pytest
from playwright.async_api import Browser, Page, WebSocket, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import COLOURS, NAMES, create_room, sit

PHONE: dict[str, Any] = {"width": 390, "height": 844, "touch": True}
ROOM_URL = re.compile(r"/r/[A-Z0-9]{6}$")
SIX_SIDES = "\n\n".join(
    "\n".join(f"{w} {k}" for k in ("hat", "boat", "cake", "tree", "lamp", "shoe", "kite"))
    for w in ("red", "blue", "green", "tiny", "giant", "old")
)


async def room_options(page: Page, base: str, code: str) -> dict[str, Any]:
    """The room's options as the server keeps them (`GET /api/rooms/{code}`)."""
    response = await page.request.get(f"{base}/api/rooms/{code}")
    assert response.ok
    options: dict[str, Any] = (await response.json())["options"]
    return options


async def test_on_a_phone_the_main_actions_are_on_the_first_screen(live_server: LiveServer, browser: Browser) -> None:
    for lang in ("en", "fr"):
        _, page = await new_player(browser, lang=lang, **PHONE)
        await page.goto(live_server.base + "/")
        for test_id in ("game-pictomania", "game-piccolino", "create-submit", "join-code"):
            await expect(page.get_by_test_id(test_id)).to_be_in_viewport(ratio=1)
        assert await page.evaluate("window.scrollY") == 0
        assert await page.evaluate("document.documentElement.scrollWidth") <= 390, "nothing runs off the side"
        # The own deck's editor is folded away, and opens from its disclosure.
        deck = page.get_by_test_id("option-custom-deck")
        await expect(deck).to_be_hidden()
        await shot(page, f"home-phone-{lang}")
        await page.get_by_test_id("custom-deck-toggle").click()
        await expect(deck).to_be_visible()
        await page.get_by_test_id("game-piccolino").click()
        for test_id in ("create-piccolino-submit", "join-code"):
            await expect(page.get_by_test_id(test_id)).to_be_in_viewport(ratio=1)
        await page.context.close()


async def test_a_new_rooms_clue_language_follows_the_interface_until_the_host_picks_one(
    live_server: LiveServer, browser: Browser
) -> None:
    _, page = await new_player(browser)
    await page.goto(live_server.base + "/")
    language = page.get_by_test_id("option-language")
    await expect(language).to_have_value("en")
    await page.get_by_test_id("lang-switch").click()
    await expect(language).to_have_value("fr")
    await page.get_by_test_id("create-submit").click()
    await page.wait_for_url(ROOM_URL)
    code = page.url.rsplit("/", 1)[1]
    await expect(page.get_by_test_id("room-options")).to_contain_text("Cartes : Français")
    assert (await room_options(page, live_server.base, code))["language"] == "fr"

    # A French browser, whose host picks English clues: switching the interface no longer moves them.
    _, page = await new_player(browser, lang="fr")
    await page.goto(live_server.base + "/")
    language = page.get_by_test_id("option-language")
    await expect(language).to_have_value("fr")
    await language.select_option("en")
    await page.get_by_test_id("lang-switch").click()
    await expect(page.get_by_test_id("create-submit")).to_have_text("Create the room")
    await page.get_by_test_id("lang-switch").click()
    await expect(page.get_by_test_id("create-submit")).to_have_text("Créer la salle")
    await expect(language).to_have_value("en")


async def test_the_lobby_names_its_game_and_the_visitors_name_field_has_focus(
    live_server: LiveServer, browser: Browser
) -> None:
    _, host = await new_player(browser)
    code = await create_room(host, live_server.base)
    await expect(host.get_by_role("heading", level=1)).to_have_text(f"Pictomania · room {code}")
    await expect(host.get_by_test_id("sit-name")).to_be_focused()

    _, visitor = await new_player(browser, lang="fr", **PHONE)
    await visitor.goto(f"{live_server.base}/r/{code}")
    await expect(visitor.get_by_role("heading", level=1)).to_have_text(f"Pictomania · salle {code}")
    name = visitor.get_by_test_id("sit-name")
    await expect(name).to_be_focused()
    await expect(name).to_be_in_viewport(ratio=1)
    await visitor.keyboard.type("Zoé")
    await expect(name).to_have_value("Zoé")
    await shot(visitor, "lobby-visitor-phone-fr")

    # The chosen colour wears a tick; the focus wears an outline, set apart from the tick.
    chosen = visitor.locator(".colour-btn.selected")
    await expect(chosen).to_have_count(1)
    await expect(chosen.locator(".colour-check")).to_be_visible()
    await visitor.keyboard.press("Tab")  # onto the chosen colour
    await expect(chosen).to_be_focused()
    await expect(chosen).to_have_css("outline-style", "solid")
    await expect(chosen.locator(".colour-check")).to_be_visible()

    # Piccolino's lobby names Piccolino.
    await host.goto(live_server.base + "/")
    await host.get_by_test_id("game-piccolino").click()
    await host.get_by_test_id("create-piccolino-submit").click()
    await host.wait_for_url(ROOM_URL)
    code = host.url.rsplit("/", 1)[1]
    await expect(host.get_by_role("heading", level=1)).to_have_text(f"Piccolino · room {code}")


async def test_the_host_changes_pictomanias_options_in_the_lobby_and_another_player_sees_them(
    live_server: LiveServer, browser: Browser
) -> None:
    base = live_server.base
    _, host = await new_player(browser)
    _, guest = await new_player(browser, **PHONE)
    code = await create_room(host, base, level="easy")
    await sit(host, NAMES[0], COLOURS[0])
    await guest.goto(f"{base}/r/{code}")
    await sit(guest, NAMES[1], COLOURS[1])
    await expect(host.get_by_test_id("seat-1")).to_contain_text(NAMES[1])
    chips = guest.get_by_test_id("room-options")
    await expect(chips).to_contain_text("Level: Easy")
    await expect(guest.get_by_test_id("edit-options")).to_have_count(0)  # only the host changes them
    shipped = (await room_options(host, base, code))["deck_size"]

    edit = host.get_by_test_id("edit-options")
    await edit.click()
    level = host.get_by_test_id("option-level")
    await expect(level).to_be_focused()
    await expect(level).to_have_value("easy")  # the editor shows the room's options
    await assert_accessible(host, "lobby, the host's options editor")
    await level.select_option("hard")
    await host.get_by_test_id("option-round-seconds").fill("90")
    await shot(host, "lobby-options-editor-desktop")
    await host.get_by_test_id("options-save").click()
    await expect(chips).to_contain_text("Level: Hard")
    await expect(chips).to_contain_text("90 s per round")
    await expect(host.get_by_test_id("options-editor")).to_be_hidden()
    await expect(edit).to_be_focused()
    options = await room_options(host, base, code)
    assert (options["level"], options["round_seconds"], options["language"]) == ("hard", 90, "en")
    await shot(guest, "lobby-options-changed-phone")

    # Escape closes the editor without sending anything.
    await edit.click()
    await host.get_by_test_id("option-round-seconds").fill("30")
    await host.keyboard.press("Escape")
    await expect(host.get_by_test_id("options-editor")).to_be_hidden()
    await expect(edit).to_be_focused()
    assert (await room_options(host, base, code))["round_seconds"] == 90

    # A deck of the host's own, brought in the lobby; then back to the game's cards.
    await edit.click()
    await host.get_by_test_id("option-deck-own").check()
    await host.get_by_test_id("option-custom-deck").fill(SIX_SIDES)
    await host.get_by_test_id("options-save").click()
    await expect(chips).to_contain_text("6 cards")
    await edit.click()
    await host.get_by_test_id("option-deck-shipped").check()
    await host.get_by_test_id("options-save").click()
    await expect(chips).to_contain_text(f"{shipped} cards")

    # A deck the server refuses changes nothing, and the host is told.
    await edit.click()
    await host.get_by_test_id("option-deck-own").check()
    await host.get_by_test_id("option-custom-deck").fill("apple\npear\n")
    await host.get_by_test_id("options-save").click()
    await expect(host.get_by_test_id("toast")).to_have_attribute("data-code", "bad_deck")
    assert (await room_options(host, base, code))["deck_size"] == shipped


async def test_the_host_changes_piccolinos_flip_time_in_the_lobby_and_another_player_sees_it(
    live_server: LiveServer, browser: Browser
) -> None:
    _, host = await new_player(browser, lang="fr", **PHONE)
    _, guest = await new_player(browser, lang="fr")
    await host.goto(live_server.base + "/")
    await host.get_by_test_id("game-piccolino").click()
    await host.get_by_test_id("create-piccolino-submit").click()
    await host.wait_for_url(ROOM_URL)
    code = host.url.rsplit("/", 1)[1]
    await sit(host, NAMES[0], COLOURS[0])
    await guest.goto(f"{live_server.base}/r/{code}")
    await sit(guest, NAMES[1], COLOURS[1])
    chips = guest.get_by_test_id("room-options")
    await expect(chips).to_contain_text("4 s pour retourner")
    await expect(guest.get_by_test_id("edit-options")).to_have_count(0)

    await host.get_by_test_id("edit-options").click()
    seconds = host.get_by_test_id("option-flip-seconds")
    await expect(seconds).to_have_value("4")
    await seconds.fill("9")
    await shot(host, "lobby-piccolino-editor-phone-fr")
    await host.get_by_test_id("options-save").click()
    await expect(chips).to_contain_text("9 s pour retourner")
    assert (await room_options(host, live_server.base, code))["flip_seconds"] == 9


# The focus ring a keyboard user sees on the focused element: its outline, and the contrast of the outline's
# colour against the page behind the card (WCAG 2.4.11/1.4.11 ask for 3:1 and a ring that is not hair-thin).
FOCUS_RING = """() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => {
        const c = [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    const ring = lum(rgb(style.outlineColor));
    const page = lum(rgb(getComputedStyle(document.body).backgroundColor));
    return {
        testid: el.dataset.testid ?? "",
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
        contrast: (Math.max(ring, page) + 0.05) / (Math.min(ring, page) + 0.05),
    };
}"""


async def test_the_game_cards_on_the_home_page_wear_a_clear_focus_ring(
    live_server: LiveServer, browser: Browser
) -> None:
    for size, lang in (({}, "en"), ({}, "fr"), (PHONE, "en"), (PHONE, "fr")):
        context, page = await new_player(browser, lang=lang, **size)
        await page.goto(live_server.base + "/")
        await expect(page.get_by_test_id("game-pictomania")).to_be_visible()
        for name in ("pictomania", "piccolino"):
            card = page.get_by_test_id(f"game-{name}")
            await card.focus()
            await page.keyboard.press("Shift+Tab")  # as one arrives by keyboard, so that :focus-visible applies
            await page.keyboard.press("Tab")
            await expect(card).to_be_focused()
            ring = await page.evaluate(FOCUS_RING)
            assert ring["style"] == "solid" and ring["width"] >= 3 and ring["offset"] >= 2, ring
            assert ring["contrast"] >= 3, ring
        await shot(page, f"home-focus-ring-{'phone' if size else 'desktop'}-{lang}")
        await context.close()


async def test_the_twelve_colours_are_one_radio_group_moved_by_the_arrow_keys(
    live_server: LiveServer, browser: Browser
) -> None:
    _, host = await new_player(browser)
    code = await create_room(host, live_server.base)
    await sit(host, NAMES[0], COLOURS[0])  # red is taken
    await expect(host.get_by_test_id("seat-0")).to_contain_text(NAMES[0])

    _, visitor = await new_player(browser, **PHONE)
    await visitor.goto(f"{live_server.base}/r/{code}")
    group = visitor.get_by_role("radiogroup", name="Your colour")
    await expect(group.get_by_role("radio")).to_have_count(12)
    await expect(group.get_by_role("radio", checked=True)).to_have_count(1)
    await expect(visitor.get_by_test_id("sit-colour-yellow")).to_have_attribute("aria-checked", "true")
    await expect(visitor.get_by_test_id("sit-name")).to_be_focused()
    await visitor.keyboard.type("Zoé")

    # One Tab stop: the chosen colour; the next Tab leaves the group for "Sit down".
    await visitor.keyboard.press("Tab")
    await expect(visitor.get_by_test_id("sit-colour-yellow")).to_be_focused()
    # Arrows move the choice and the focus together, skipping the taken red, and wrap round.
    await visitor.keyboard.press("ArrowRight")
    await expect(visitor.get_by_test_id("sit-colour-green")).to_be_focused()
    await expect(visitor.get_by_test_id("sit-colour-green")).to_have_attribute("aria-checked", "true")
    await expect(visitor.get_by_test_id("sit-colour-yellow")).to_have_attribute("aria-checked", "false")
    await visitor.keyboard.press("ArrowLeft")
    await visitor.keyboard.press("ArrowLeft")  # past the taken red, round to the last colour
    await expect(visitor.get_by_test_id("sit-colour-lime")).to_be_focused()
    await expect(visitor.get_by_test_id("sit-colour-lime")).to_have_attribute("aria-checked", "true")
    await visitor.keyboard.press("Home")
    await expect(visitor.get_by_test_id("sit-colour-yellow")).to_be_focused()
    await visitor.keyboard.press("End")
    await expect(visitor.get_by_test_id("sit-colour-lime")).to_be_focused()
    await shot(visitor, "lobby-colours-radio-phone-en")
    await visitor.keyboard.press("Tab")
    await expect(visitor.get_by_test_id("sit-submit")).to_be_focused()
    await visitor.keyboard.press("Shift+Tab")
    await expect(visitor.get_by_test_id("sit-colour-lime")).to_be_focused()
    await assert_accessible(visitor, "the colours as a radio group")


@pytest.mark.parametrize(("size", "lang"), [("desktop", "fr"), ("phone", "en")])
async def test_focus_follows_what_sit_down_and_start_the_game_bring(
    live_server: LiveServer, browser: Browser, size: str, lang: str
) -> None:
    """By keyboard alone: "Sit down" takes the form away, and focus goes to the new seat in the list; "Start the
    game" takes the lobby away, and focus goes to the game's bar (round, level, phase), not back to the top."""
    _, host = await new_player(browser, lang=lang, **(PHONE if size == "phone" else {}))
    code = await create_room(host, live_server.base)
    await host.get_by_test_id("sit-name").fill("Ann")
    await host.keyboard.press("Tab")  # onto the colours: one stop, and the arrows choose
    await host.keyboard.press("ArrowRight")
    await expect(host.get_by_test_id("sit-colour-yellow")).to_be_focused()
    await shot(host, f"lobby-colours-radio-{size}-{lang}")
    await host.get_by_test_id("sit-name").press("Enter")
    seat = host.get_by_test_id("seat-0")
    await expect(seat).to_contain_text("Ann")
    await expect(seat).to_be_focused()
    await shot(host, f"lobby-seated-focus-{size}-{lang}")
    for name, colour in (("Bob", "blue"), ("Cleo", "green")):  # Ann is yellow
        _, page = await new_player(browser)
        await page.goto(f"{live_server.base}/r/{code}")
        await sit(page, name, colour)
        await expect(page.get_by_test_id("sit-submit")).to_have_count(0)
    await expect(host.get_by_test_id("start-game")).to_be_enabled()
    await host.get_by_test_id("start-game").focus()
    await host.keyboard.press("Enter")
    bar = host.get_by_test_id("phase")
    await expect(bar).to_have_attribute("data-phase", "preview")
    await expect(bar).to_be_focused()
    await shot(host, f"game-started-focus-{size}-{lang}")
    # Arriving at a game already on moves no focus: nothing had it to lose.
    _, late = await new_player(browser)
    await late.goto(f"{live_server.base}/r/{code}")
    await expect(late.get_by_test_id("phase")).to_have_attribute("data-phase", "preview")
    assert await late.evaluate("document.activeElement === document.body")


async def test_a_game_started_by_keyboard_takes_the_focus_and_still_hears_its_own_keys(
    live_server: LiveServer, browser: Browser
) -> None:
    """Piccolino, started with Enter: focus goes to the table's heading, and Enter there still rings the bell (the
    game's key on the window), as it did when nothing had the focus."""
    _, page = await new_player(browser)
    sent: list[str] = []
    sockets: list[WebSocket] = []

    def watch(ws: WebSocket) -> None:
        sockets.append(ws)
        ws.on("framesent", lambda payload: sent.append(payload if isinstance(payload, str) else payload.decode()))

    page.on("websocket", watch)
    await page.goto(live_server.base + "/")
    await page.get_by_test_id("game-piccolino").click()
    await page.get_by_test_id("create-piccolino-submit").click()
    await page.wait_for_url(ROOM_URL)
    await sit(page, "Ann", "red")
    await page.get_by_test_id("add-bot-easy").click()
    await expect(page.get_by_test_id("seat-1")).to_be_visible()
    await page.get_by_test_id("start-game").focus()
    await page.keyboard.press("Enter")
    table = page.get_by_test_id("piccolino-table")
    await expect(table).to_have_attribute("data-phase", "playing")
    await expect(table.get_by_role("heading", level=1)).to_be_focused()

    def act(payload: str) -> str | None:
        frame = json.loads(payload)
        return frame.get("action", {}).get("type") if isinstance(frame, dict) and frame.get("t") == "act" else None

    async with sockets[-1].expect_event("framesent", lambda payload: act(payload) == "ring"):
        await page.keyboard.press("Enter")


@pytest.mark.parametrize(("lang", "size"), [("en", {}), ("fr", PHONE)], ids=["desktop-en", "phone-fr"])
async def test_streamer_mode_hides_the_room_code_and_link_on_this_screen_and_copy_still_works(
    live_server: LiveServer, browser: Browser, lang: str, size: dict[str, Any]
) -> None:
    context, host = await new_player(browser, lang=lang, **size)
    await context.grant_permissions(["clipboard-read", "clipboard-write"])
    code = await create_room(host, live_server.base)
    await sit(host, NAMES[0], COLOURS[0])
    await expect(host.get_by_test_id("room-code")).to_have_text(code)
    toggle = host.get_by_test_id("streamer-mode")
    await expect(toggle).to_have_attribute("aria-pressed", "false")
    await toggle.click()
    await expect(toggle).to_have_attribute("aria-pressed", "true")
    main = host.locator("main")
    await expect(main).not_to_contain_text(code)
    await expect(host.get_by_test_id("share-link")).not_to_contain_text("/r/")
    where = "phone" if size else "desktop"
    await assert_accessible(host, f"lobby in streamer mode, {where}, {lang}", settled=False)
    await shot(host, f"lobby-streamer-mode-{where}-{lang}")
    await host.get_by_role("button", name="Copy" if lang == "en" else "Copier").click()
    assert await host.evaluate("navigator.clipboard.readText()") == f"{live_server.base}/r/{code}"
    # Kept for this browser: a reload (or the next room) stays hidden until it is turned off.
    await host.reload()
    await expect(host.get_by_test_id("streamer-mode")).to_have_attribute("aria-pressed", "true")
    await expect(host.locator("main")).not_to_contain_text(code)
    await host.get_by_test_id("streamer-mode").click()
    await expect(host.get_by_test_id("room-code")).to_have_text(code)
