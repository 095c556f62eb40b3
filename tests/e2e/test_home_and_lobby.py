"""A first visit: on a phone the home page's main actions are on the first screen, a new room's clue language
follows the interface's, and the lobby names its game, gives the visitor's name field focus, and lets the host
change the options before the start while everyone else sees them change."""

import re
from typing import Any

from playwright.async_api import Browser, Page, expect

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

    # The chosen colour wears a tick; a colour that only has focus wears an outline instead, and no tick.
    chosen = visitor.locator(".colour-btn.selected")
    await expect(chosen).to_have_count(1)
    await expect(chosen.locator(".colour-check")).to_be_visible()
    await visitor.keyboard.press("Tab")  # onto the chosen colour
    await visitor.keyboard.press("Tab")  # onto the next one, not chosen
    focused = visitor.locator(".colour-btn:focus")
    await expect(focused).to_have_attribute("aria-pressed", "false")
    await expect(focused.locator(".colour-check")).to_have_count(0)
    await expect(focused).to_have_css("outline-style", "solid")
    await expect(chosen).to_have_css("outline-style", "none")

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
