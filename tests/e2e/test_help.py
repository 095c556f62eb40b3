"""Help in every game, as a newcomer meets it: how to play on the home page and in the lobby, and a help button in
the game that opens the rules of the moment."""

import json

from playwright.async_api import Browser, Page, WebSocket, expect

from .axe import AXE, BLOCKING, WCAG
from .conftest import LiveServer, new_player, shot
from .flows import COLOURS, NAMES, all_at, all_click, create_room, piccolino_against, sit

PHONE = {"width": 390, "height": 844, "touch": True}


async def _tab_to(page: Page, test_id: str, most: int = 10) -> None:
    """Press Tab from the top of the page (the site's name, first in the header), as a keyboard user would, until
    `test_id` has the focus."""
    await page.locator(".app-header .brand").focus()
    for _ in range(most):
        await page.keyboard.press("Tab")
        if await page.evaluate("document.activeElement?.dataset.testid") == test_id:
            return
    raise AssertionError(f"{test_id} is not reached by Tab")


async def _assert_accessible_part(page: Page, test_id: str, where: str) -> None:
    """axe-core's WCAG check of the help alone (the rest of each page has its own in test_accessibility.py)."""
    if not await page.evaluate("typeof window.axe !== 'undefined'"):
        await page.evaluate(AXE.read_text())
    found = await page.evaluate(
        """async ([id, tags]) => {
            const part = document.querySelector(`[data-testid="${id}"]`);
            const result = await axe.run(part, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
            return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target) }));
        }""",
        [test_id, WCAG],
    )
    serious = [v for v in found if v["impact"] in BLOCKING]
    assert not serious, f"{where}: {serious}"


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


async def test_the_home_page_offers_how_to_play_for_the_chosen_game(live_server: LiveServer, browser: Browser) -> None:
    for lang, size in (("en", {}), ("fr", PHONE)):
        _, page = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
        await page.goto(live_server.base + "/")
        toggle = page.get_by_test_id("how-to-toggle")
        # Folded: the create form stays where it was.
        await expect(toggle).to_have_attribute("aria-expanded", "false")
        await expect(page.get_by_test_id("help-step-draw")).to_be_hidden()
        await toggle.click()
        await expect(toggle).to_have_attribute("aria-expanded", "true")
        await expect(page.get_by_test_id("help-step-draw")).to_be_visible()
        await shot(page, f"help-home-pictomania-{lang}")
        await _assert_accessible_part(page, "how-to-play", f"home how-to {lang}")
        await page.get_by_test_id("game-piccolino").click()
        await expect(toggle).to_contain_text("Piccolino")
        await expect(page.get_by_test_id("help-step-ring")).to_be_visible()
        await page.get_by_test_id("help-step-ring").scroll_into_view_if_needed()
        await shot(page, f"help-home-piccolino-{lang}")
        await page.context.close()


async def test_a_visitor_by_link_finds_how_to_play_open_in_the_lobby_and_the_host_finds_it_folded(
    live_server: LiveServer, browser: Browser
) -> None:
    _, host = await new_player(browser)
    code = await create_room(host, live_server.base)
    # The host came through the home page, where it was offered: folded.
    await expect(host.get_by_test_id("how-to-toggle")).to_have_attribute("aria-expanded", "false")
    await expect(host.get_by_test_id("help-step-clue")).to_be_hidden()
    await sit(host, NAMES[0], COLOURS[0])

    for lang, size in (("en", PHONE), ("fr", {}), ("fr", PHONE)):
        _, visitor = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
        await visitor.goto(f"{live_server.base}/r/{code}")
        how_to = visitor.get_by_test_id("how-to-play")
        await expect(visitor.get_by_test_id("how-to-toggle")).to_have_attribute("aria-expanded", "true")
        await expect(how_to).to_contain_text("Pictomania")
        for step in ("goal", "clue", "draw", "finish", "review", "score"):
            await expect(how_to.get_by_test_id(f"help-step-{step}")).to_be_visible()
        # The scoring step says what the words of the scores mean.
        await expect(how_to.get_by_test_id("help-step-score")).to_contain_text(
            "black sheep" if lang == "en" else "mouton noir"
        )
        # Reading it does not take the focus from the name to type.
        await expect(visitor.get_by_test_id("sit-name")).to_be_focused()
        await how_to.scroll_into_view_if_needed()
        await shot(visitor, f"help-lobby-visitor-{lang}-{'phone' if size else 'desktop'}")
        await _assert_accessible_part(visitor, "how-to-play", f"lobby how-to {lang}")
        await visitor.context.close()


async def _three_in_preview(browser: Browser, base: str, lang: str) -> list[Page]:
    pages = []
    for index in range(3):
        size = PHONE if index == 2 else {}
        _, page = await new_player(browser, lang=lang, **size)  # type: ignore[arg-type]
        pages.append(page)
    code = await create_room(pages[0], base)
    for index, page in enumerate(pages):
        if index:
            await page.goto(f"{base}/r/{code}")
        await sit(page, NAMES[index], COLOURS[index])
        await expect(page.get_by_test_id(f"seat-{index}")).to_contain_text(NAMES[index])
    await expect(pages[0].get_by_test_id("help-button")).to_have_count(0)  # no game yet, no help button
    await pages[0].get_by_test_id("start-game").click()
    await all_at(pages, "preview")
    return pages


async def test_the_help_button_opens_the_rules_of_the_current_phase_and_gives_the_focus_back(
    live_server: LiveServer, browser: Browser
) -> None:
    for lang in ("en", "fr"):
        host, _visitor, phone = await _three_in_preview(browser, live_server.base, lang)

        # By keyboard, on a desktop, while the cards are read.
        await _tab_to(host, "help-button")
        await host.keyboard.press("Enter")
        dialog = host.get_by_test_id("help-dialog")
        await expect(dialog).to_be_visible()
        await expect(dialog.get_by_test_id("help-now")).to_have_attribute("data-section", "clue")
        # It opens at its top: its title, and the rules of the moment first.
        await expect(dialog.get_by_role("heading", level=2)).to_be_in_viewport()
        # The rest of the how-to is there below it.
        await expect(dialog.get_by_test_id("help-step-score")).to_be_attached()
        await shot(host, f"help-dialog-preview-{lang}-desktop")
        await _assert_accessible_part(host, "help-dialog", f"help dialog {lang} desktop")
        await host.keyboard.press("Escape")
        await expect(dialog).to_be_hidden()
        await expect(host.get_by_test_id("help-button")).to_be_focused()

        # By touch, on a phone, while drawing: the button is on screen and does not cover the sheet.
        await all_click([host, _visitor, phone], "ready")
        await all_at([host, _visitor, phone], "drawing")
        button = phone.get_by_test_id("help-button")
        await expect(button).to_be_in_viewport()
        button_box = await button.bounding_box()
        sheet_box = await phone.get_by_test_id("own-canvas").bounding_box()
        assert button_box and sheet_box and not _overlap(button_box, sheet_box)
        assert button_box["width"] >= 24 and button_box["height"] >= 24
        await shot(phone, f"help-button-drawing-{lang}-phone")
        await button.tap()
        dialog = phone.get_by_test_id("help-dialog")
        await expect(dialog.get_by_test_id("help-now")).to_have_attribute("data-section", "draw")
        await expect(dialog.get_by_role("heading", level=2)).to_be_in_viewport()
        await expect(dialog.get_by_test_id("help-now").get_by_role("heading", level=3)).to_be_in_viewport()
        await shot(phone, f"help-dialog-drawing-{lang}-phone")
        await _assert_accessible_part(phone, "help-dialog", f"help dialog {lang} phone")
        await phone.keyboard.press("Escape")
        await expect(dialog).to_be_hidden()
        await expect(button).to_be_focused()

        # A player who has finished is told what finishing did and when the round ends.
        await host.get_by_test_id("finish-bonus").click()
        await expect(host.get_by_test_id("player-status-0")).to_have_attribute("data-finished", "true")
        await host.get_by_test_id("help-button").click()
        await expect(host.get_by_test_id("help-now")).to_have_attribute("data-section", "finish")
        await host.get_by_role("button", name="Close" if lang == "en" else "Fermer").click()
        await expect(host.get_by_test_id("help-dialog")).to_be_hidden()
        await expect(host.get_by_test_id("help-button")).to_be_focused()
        for page in (host, _visitor, phone):
            await page.context.close()


async def test_keys_pressed_while_reading_the_help_do_not_play_in_piccolino(
    live_server: LiveServer, browser: Browser
) -> None:
    _, page = await new_player(browser)
    sent: list[str] = []
    sockets: list[WebSocket] = []

    def watch(ws: WebSocket) -> None:
        sockets.append(ws)
        ws.on("framesent", lambda payload: sent.append(payload if isinstance(payload, str) else payload.decode()))

    page.on("websocket", watch)
    await piccolino_against(page, live_server.base, "easy", flip_seconds=30)

    def act(payload: str) -> str | None:
        frame = json.loads(payload)
        return frame.get("action", {}).get("type") if isinstance(frame, dict) and frame.get("t") == "act" else None

    await page.get_by_test_id("help-button").click()
    dialog = page.get_by_test_id("help-dialog")
    await expect(dialog.get_by_test_id("help-now")).to_have_attribute("data-section", "ring")
    await shot(page, "help-dialog-piccolino-en-desktop")
    await page.keyboard.press("b")
    await page.keyboard.press(" ")
    await page.keyboard.press("Escape")
    await expect(dialog).to_be_hidden()
    # The same key, the help closed, rings; frames go out in order, so a ring sent while reading would come first.
    async with sockets[-1].expect_event("framesent", lambda payload: act(payload) == "ring"):
        await page.keyboard.press("b")
    assert [act(frame) for frame in sent if act(frame) in ("ring", "flip")] == ["ring"]
