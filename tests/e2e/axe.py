"""The automated accessibility check: axe-core (pinned in web/package.json) run in the page against WCAG 2.2 A/AA."""

from pathlib import Path

from playwright.async_api import Page, expect

AXE = Path(__file__).resolve().parents[2] / "web" / "node_modules" / "axe-core" / "axe.min.js"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
BLOCKING = ("serious", "critical")

RUN = """async (tags) => {
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ") + " :: " + n.failureSummary.replace(/\\n/g, " ")),
    }));
}"""


# Resolves once every entrance or fade that ends within two seconds has ended: what a person looks at once the page
# has settled. Axe measures colours as drawn, so a row still fading in reads paler than it is. Longer motion (a
# countdown's bar, an endless spinner) is part of the page as it stays, and is not waited for.
SETTLED = """() => Promise.all(document.getAnimations()
    .filter((a) => {
        const end = a.effect?.getComputedTiming().endTime;
        return Number.isFinite(end) && end - (a.currentTime ?? 0) <= 2000;
    })
    .map((a) => a.finished.catch(() => undefined)))"""


async def violations(page: Page) -> list[dict[str, object]]:
    """The serious and critical WCAG violations axe finds on the page once its finite animations have ended."""
    await page.evaluate(SETTLED)
    # Evaluated through the DevTools protocol, so the page's CSP (no inline script) does not apply to axe itself.
    if not await page.evaluate("typeof window.axe !== 'undefined'"):
        await page.evaluate(AXE.read_text())
    found: list[dict[str, object]] = await page.evaluate(RUN, WCAG)
    return [v for v in found if v["impact"] in BLOCKING]


async def assert_accessible(page: Page, where: str, *, settled: bool = True) -> None:
    """The page as it settles (`settled`): a moment's banner fades in and out over a few seconds, and axe would
    measure its colours halfway through the fade. test_moments checks a banner itself, at full opacity."""
    if settled:
        await expect(page.get_by_test_id("moment-banner")).to_have_count(0, timeout=10_000)
    found = await violations(page)
    assert not found, f"{where}: " + "\n".join(f"{v['id']} ({v['impact']}): {v['help']} {v['nodes']}" for v in found)
