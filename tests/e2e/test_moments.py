"""Moments that land: the last bonus token, the end of a round under a player still drawing, the sound switch,
and a tab that calls its player back when it is their turn."""

import re

from playwright.async_api import Browser, Page, expect

from tests.e2e.axe import assert_accessible

from .conftest import LiveServer, new_player, shot
from .flows import COLOURS, NAMES, all_at, all_click, create_room, draw_zigzag_by_finger, piccolino_against, sit

# Stands in for the browser's own tab switching (headless Chromium always says "visible"), and counts the notes
# the page's Web Audio plays.
TAB_AND_SOUND = """(() => {
  let hidden = false;
  const state = () => (hidden ? "hidden" : "visible");
  Object.defineProperty(Document.prototype, "visibilityState", { configurable: true, get: state });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => hidden });
  window.__setHidden = (value) => { hidden = value; document.dispatchEvent(new Event("visibilitychange")); };
  window.__notes = 0;
  const make = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () { window.__notes++; return make.call(this); };
})();"""


HOLD_BANNER = """() => {
    const banner = document.querySelector('[data-testid=moment-banner]');
    if (getComputedStyle(banner).opacity !== '1') return false;
    banner.getAnimations().forEach((animation) => animation.pause());
    return true;
}"""
LET_BANNER_GO = "() => document.querySelector('[data-testid=moment-banner]')?.getAnimations().forEach((a) => a.play())"
"""Lets the held banner fade: its own timer may have taken it away already while axe read a slow page (nothing left
to let go then)."""


async def _three_drawing(browser: Browser, base: str) -> list[Page]:
    """Ann (desktop, English), Bob (desktop, French) and Cleo (a phone, English) start drawing a round."""
    _, ann = await new_player(browser)
    _, bob = await new_player(browser, lang="fr")
    _, cleo = await new_player(browser, width=390, height=844, touch=True)
    pages = [ann, bob, cleo]
    code = await create_room(ann, base)
    for index, page in enumerate(pages):
        if index:
            await page.goto(f"{base}/r/{code}")
        await sit(page, NAMES[index], COLOURS[index])
        await expect(page.get_by_test_id(f"seat-{index}")).to_contain_text(NAMES[index])
    await ann.get_by_test_id("start-game").click()
    await all_at(pages, "preview")
    await all_click(pages, "ready")
    await all_at(pages, "drawing")
    return pages


async def test_the_last_token_warns_everyone_and_the_round_end_stops_a_player_still_drawing(
    live_server: LiveServer, browser: Browser
) -> None:
    ann, bob, cleo = await _three_drawing(browser, live_server.base)
    for page in (ann, bob, cleo):
        await expect(page.get_by_test_id("last-token")).to_have_count(0)
    # Three players have two bonus tokens: Ann takes the first, and one is left.
    await ann.get_by_test_id("finish-bonus").click()
    for page in (ann, bob, cleo):
        await expect(page.get_by_test_id("last-token")).to_be_visible()
    await expect(cleo.get_by_test_id("last-token")).to_have_text(re.compile("Last token"))
    await expect(bob.get_by_test_id("last-token")).to_have_text(re.compile("Dernier jeton bonus"))
    await expect(cleo.get_by_test_id("moments")).to_contain_text("Only one bonus token left")
    # The warning lies over the game bar: the phone's sheet has not moved under Cleo's finger.
    bar = await cleo.locator(".game-bar").bounding_box()
    warning = await cleo.get_by_test_id("last-token").bounding_box()
    assert bar and warning and bar["y"] <= warning["y"] and warning["y"] + warning["height"] <= bar["y"] + bar["height"]
    await shot(cleo, "60-moments-last-token-phone")
    await shot(bob, "61-moments-last-token-desktop-fr")

    await draw_zigzag_by_finger(cleo)  # Cleo is still drawing when Bob takes the last token
    await bob.get_by_test_id("finish-bonus").click()
    banner = cleo.get_by_test_id("moment-banner")
    await expect(banner).to_be_visible()
    await expect(banner).to_have_attribute("data-kind", "round_over")
    await expect(banner).to_contain_text("Round over!")
    await expect(banner).to_contain_text("Bob took the last bonus token")
    # Announced: the banner is the moments' live region's content.
    await expect(cleo.get_by_role("status").filter(has_text="Bob took the last bonus token")).to_have_count(1)
    # Held at full opacity while it is checked: on a slow machine the check outlasted the banner's time at full
    # opacity and read its fading words (contrast 4.3). Paused in the same task that sees it full, then let go.
    await cleo.wait_for_function(HOLD_BANNER)
    await shot(cleo, "62-moments-round-over-phone")
    await assert_accessible(cleo, "round-over banner at full opacity", settled=False)
    await cleo.evaluate(LET_BANNER_GO)
    # Ann had finished and Bob ended it: they are told in words, without a banner over their screen.
    await expect(ann.get_by_test_id("moment-words")).to_contain_text("Bob took the last bonus token")
    await expect(bob.get_by_test_id("moment-words")).to_contain_text("Vous avez pris le dernier jeton bonus")
    await expect(ann.get_by_test_id("moment-banner")).to_have_count(0)
    await expect(bob.get_by_test_id("moment-banner")).to_have_count(0)
    await expect(ann.get_by_test_id("last-token")).to_have_count(0)
    # A few seconds on, the banner goes and Cleo checks her drawing: it never stood in the way.
    await expect(banner).to_have_count(0, timeout=6_000)
    await expect(cleo.get_by_test_id("moment-words")).to_contain_text("Bob took the last bonus token")
    await all_at([ann, bob, cleo], "review")


async def test_the_sound_switch_is_remembered_after_a_reload(live_server: LiveServer, browser: Browser) -> None:
    _, page = await new_player(browser, width=390, height=844, touch=True)
    await page.goto(live_server.base + "/")
    switch = page.get_by_role("button", name="Sound", exact=True)
    await expect(switch).to_have_attribute("aria-pressed", "true")
    await switch.tap()
    await expect(switch).to_have_attribute("aria-pressed", "false")
    await page.reload()
    await expect(page.get_by_role("button", name="Sound", exact=True)).to_have_attribute("aria-pressed", "false")
    # The language switch's name starts with the text it shows.
    await expect(page.get_by_role("button", name=re.compile(r"^FR\b"))).to_have_text("FR")
    await page.get_by_role("button", name=re.compile(r"^FR\b")).tap()
    await expect(page.get_by_role("button", name="Son", exact=True)).to_have_attribute("aria-pressed", "false")
    await page.get_by_role("button", name="Son", exact=True).tap()
    await page.reload()
    await expect(page.get_by_role("button", name="Son", exact=True)).to_have_attribute("aria-pressed", "true")
    await shot(page, "63-moments-header-phone-fr")


async def test_the_tab_calls_the_player_back_on_their_turn_in_piccolino_with_a_sound_they_can_turn_off(
    live_server: LiveServer, browser: Browser
) -> None:
    context, page = await new_player(browser)
    await context.add_init_script(TAB_AND_SOUND)
    await piccolino_against(page, live_server.base, "easy", flip_seconds=2)
    await expect(page.get_by_role("status").filter(has_text="Connected")).to_be_visible()

    # Ann looks at another tab and never flips: each time her turn comes, the tab calls her.
    await page.evaluate("window.__setHidden(true)")
    await expect(page).to_have_title("(!) Your turn to flip · Parlour", timeout=15_000)
    await expect(page.locator('link[rel="icon"]')).to_have_attribute("data-badge", "")
    await page.wait_for_function("() => window.__notes > 0")  # she clicked in the page, so her turn was heard
    await page.evaluate("window.__setHidden(false)")
    await expect(page).to_have_title("Parlour")
    await expect(page.locator('link[rel="icon"]')).not_to_have_attribute("data-badge", "")

    # With the sound off, her turns still show on the tab but make no sound.
    await page.get_by_test_id("sound-toggle").click()
    await expect(page.get_by_test_id("sound-toggle")).to_have_attribute("aria-pressed", "false")
    notes = await page.evaluate("window.__notes")
    await page.evaluate("window.__setHidden(true)")
    for _ in range(2):  # two of her turns come and go
        await expect(page).to_have_title(re.compile(r"^\(!\) "), timeout=15_000)
        await expect(page).to_have_title("Parlour", timeout=15_000)
    assert await page.evaluate("window.__notes") == notes
