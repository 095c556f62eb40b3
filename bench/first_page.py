"""The first page at first sight (issue 26): how long the home page takes to become usable on a slow phone network.

Chromium (Debian's, driven by Playwright) opens the home page of a fresh `parlour serve` with a cold cache,
throttled through the DevTools protocol: the network to slow 4G (400 kbit/s each way, 400 ms of latency, as the
issue names it) and the CPU four times slower. Each run prints:

- **first paint**: Chromium's first contentful paint;
- **interactive**: the first frame in which the create form's button is enabled and the how-to-play is shown (the
  page is drawn by its script, so what shows works);
- **bytes**: what crossed the wire for the page (headers included), and the content encoding of its scripts.

The baseline, in the same run and under the same throttling, is the least any page costs here: the server's
`/healthz`, a few bytes of text, from the same fresh connection. The ratio says how many of those the home page is
worth. Usage: `.venv/bin/python bench/first_page.py [--runs 5] [--base http://host:port]` (`--base` measures a
server already running, say an older build, instead of starting one).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, async_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the tests' server process and Chromium settings serve the benchmark too

from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.server.process import ServerProcess  # noqa: E402

KBIT = 1000 / 8
SLOW_4G = {"offline": False, "latency": 400, "downloadThroughput": 400 * KBIT, "uploadThroughput": 400 * KBIT}
CPU_SLOWDOWN = 4.0


@dataclass(frozen=True)
class Throttling:
    cpu: float = CPU_SLOWDOWN
    """How many times slower the CPU runs (1: not throttled)."""
    network: bool = True
    """Slow 4G, or the loopback as it is."""
    lang: str = "en"
    """The browser's language: the server sends the home page of that language."""

    def __str__(self) -> str:
        network = "slow 4G (400 kbit/s, 400 ms)" if self.network else "the network not throttled"
        return f"{network}, CPU {self.cpu:g}x slower, a browser in {self.lang}"


INTERACTIVE = """() => {
  const create = document.querySelector('[data-testid="create-submit"]');
  const help = document.querySelector('[data-testid="how-to-play"]');
  return create !== null && !create.disabled && help !== null ? performance.now() : null;
}"""
PAINTED = """() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return paint ? paint.startTime : null;
}"""


@dataclass
class Visit:
    first_paint_ms: float
    ready_ms: float
    wire_bytes: int
    encodings: set[str]


async def visit(browser: Browser, url: str, throttling: Throttling, *, home: bool) -> Visit:
    """One cold visit to `url` under the throttling; `ready_ms` is when the home page is interactive (for another
    page, its first paint)."""
    context = await browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, locale=throttling.lang
    )
    try:
        page = await context.new_page()
        cdp = await context.new_cdp_session(page)
        await cdp.send("Network.enable")
        await cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
        if throttling.network:
            await cdp.send("Network.emulateNetworkConditions", SLOW_4G)
        await cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttling.cpu})
        wire = 0
        encodings: set[str] = set()

        def finished(event: dict[str, Any]) -> None:
            nonlocal wire
            wire += int(event["encodedDataLength"])

        def received(event: dict[str, Any]) -> None:
            response = event["response"]
            if response["url"].endswith((".js", ".css")):
                headers = {name.lower(): value for name, value in response["headers"].items()}
                encodings.add(headers.get("content-encoding", "identity"))

        cdp.on("Network.loadingFinished", finished)
        cdp.on("Network.responseReceived", received)
        await page.goto(url, wait_until="commit", timeout=120_000)
        painted = await page.wait_for_function(PAINTED, polling="raf", timeout=120_000)
        first_paint = float(await painted.json_value())
        ready = first_paint
        if home:
            handle = await page.wait_for_function(INTERACTIVE, polling="raf", timeout=120_000)
            ready = float(await handle.json_value())
        await page.wait_for_load_state("networkidle", timeout=120_000)
        return Visit(first_paint, ready, wire, encodings)
    finally:
        await context.close()


async def measure(base: str, runs: int, throttling: Throttling) -> None:
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            # The server's and Chromium's first-time costs, not counted.
            await visit(browser, base + "/", throttling, home=True)
            homes: list[Visit] = []
            floors: list[Visit] = []
            for _ in range(runs):
                floors.append(await visit(browser, base + "/healthz", throttling, home=False))
                homes.append(await visit(browser, base + "/", throttling, home=True))
        finally:
            await browser.close()

    def median(values: list[float]) -> float:
        return statistics.median(values)

    print(f"{throttling}, cold cache, {runs} runs, medians:")
    print(f"  {'page':<22}{'first paint':>14}{'interactive':>14}{'bytes':>10}")
    floor = median([v.ready_ms for v in floors])
    print(f"  {'/healthz (baseline)':<22}{floor:>12.0f}ms{'':>14}{median([v.wire_bytes for v in floors]):>10.0f}")
    home_paint = median([v.first_paint_ms for v in homes])
    home_ready = median([v.ready_ms for v in homes])
    home_bytes = median([v.wire_bytes for v in homes])
    print(f"  {'/ (home page)':<22}{home_paint:>12.0f}ms{home_ready:>12.0f}ms{home_bytes:>10.0f}")
    print(f"  home page interactive / baseline: {home_ready / floor:.2f}x")
    print(f"  interactive, every run: {', '.join(f'{v.ready_ms:.0f}' for v in homes)} ms")
    print(f"  scripts and styles came as: {', '.join(sorted(set().union(*(v.encodings for v in homes))))}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--base", help="measure this running server instead of starting one")
    parser.add_argument("--cpu", type=float, default=CPU_SLOWDOWN, help="CPU slowdown (1: none)")
    parser.add_argument("--no-network-throttling", action="store_true", help="the CPU's share alone")
    parser.add_argument("--lang", choices=("en", "fr"), default="en", help="the browser's language")
    args = parser.parse_args()
    throttling = Throttling(cpu=args.cpu, network=not args.no_network_throttling, lang=args.lang)
    if args.base:
        await measure(args.base.rstrip("/"), args.runs, throttling)
        return
    with tempfile.TemporaryDirectory() as tmp:
        server = ServerProcess(f"sqlite+aiosqlite:///{tmp}/bench.sqlite3")
        await server.start()
        try:
            await measure(server.base, args.runs, throttling)
        finally:
            server.kill()


if __name__ == "__main__":
    asyncio.run(main())
