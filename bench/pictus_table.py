"""How long a Pictus table of nine picture cards takes to appear on a phone, served by a local `parlour serve`.

    .venv/bin/python bench/pictus_table.py [--tables 20] [--throttle 4]

For random tables of nine cards of each shipped deck, in a fresh 390×844 phone context each time (nothing cached),
it lays the nine pictures out three across as the game's table does and times, in the page, from adding them to the
page until every one has loaded and decoded and the next frame has painted. The CPU can be slowed down as a mid-range
phone's (Chromium's CPU throttling, 4× by default). It prints the median and slowest table per deck, the storybook's
bytes per card, and the storybook's median as a ratio to the classic deck's (the baseline, measured in the same run)."""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.async_api import Browser, async_playwright  # noqa: E402
from tests.server.process import ServerProcess  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
DECK = ROOT / "src/parlour/content/pictures/deck.json"
PICTURES = ROOT / "web/public/pictures"

LAY_OUT_AND_TIME = """async (ids) => {
    document.body.innerHTML = "";
    const grid = document.createElement("div");
    grid.style.cssText = "display:grid;grid-template-columns:repeat(3,1fr);gap:6px;padding:6px";
    const started = performance.now();
    const images = ids.map((id) => {
        const img = document.createElement("img");
        img.src = `/static/pictures/${id}.svg`;
        img.style.cssText = "width:100%;aspect-ratio:2/3;display:block";
        grid.append(img);
        return img;
    });
    document.body.append(grid);
    await Promise.all(images.map((img) => img.decode()));
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    return performance.now() - started;
}"""


async def table_ms(browser: Browser, base: str, ids: list[str], throttle: float) -> float:
    context = await browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = await context.new_page()
    await page.goto(f"{base}/healthz")
    if throttle > 1:
        cdp = await context.new_cdp_session(page)
        await cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    elapsed = float(await page.evaluate(LAY_OUT_AND_TIME, ids))
    await context.close()
    return elapsed


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cards = json.loads(DECK.read_text(encoding="utf-8"))["cards"]
    decks = {deck: [c["id"] for c in cards if c["deck"] == deck] for deck in ("classic", "storybook")}
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        server = ServerProcess(f"sqlite+aiosqlite:///{tmp}/bench.sqlite3")
        await server.start()
        try:
            async with async_playwright() as playwright:
                browser = await playwright.chromium.launch(
                    executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
                )
                times: dict[str, list[float]] = {deck: [] for deck in decks}
                for _ in range(args.tables):
                    for deck, ids in decks.items():  # the decks take turns, so a busy moment weighs on both
                        times[deck].append(await table_ms(browser, server.base, rng.sample(ids, 9), args.throttle))
                await browser.close()
        finally:
            server.kill()
    print(f"{args.tables} tables of nine per deck on a 390×844 phone, CPU slowed {args.throttle:g}×, local server")
    for deck, ms in times.items():
        sizes = [(PICTURES / f"{i}.svg").stat().st_size for i in decks[deck]]
        print(
            f"  {deck:9}: median {statistics.median(ms):6.0f} ms, slowest {max(ms):6.0f} ms"
            f"  ({len(sizes)} cards, {statistics.mean(sizes) / 1024:.1f} KB a card on average, largest "
            f"{max(sizes) / 1024:.1f} KB)"
        )
    ratio = statistics.median(times["storybook"]) / statistics.median(times["classic"])
    print(f"  storybook / classic (median): {ratio:.2f}")


if __name__ == "__main__":
    asyncio.run(main())
