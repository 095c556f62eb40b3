"""End-to-end: `parlour serve` as a real process, driven through Debian's Chromium by Playwright."""

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import Browser, BrowserContext, ConsoleMessage, Locator, Page, async_playwright

from tests.server.process import ServerProcess

# Debian's Chromium as a headless shell (package chromium-headless-shell, the same release as /usr/bin/chromium,
# and what Playwright runs headless tests in by default): with the full browser in headless mode the suite took a
# third longer on two cores (pytest 324 s against 243 s). A test of its own (test_full_browser.py) opens the
# client in the full browser.
FULL_CHROMIUM = "/usr/bin/chromium"
HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"
CHROMIUM = os.environ.get("PARLOUR_CHROMIUM") or (HEADLESS_SHELL if os.path.exists(HEADLESS_SHELL) else FULL_CHROMIUM)
BUILD = Path(__file__).resolve().parents[2] / "src" / "parlour" / "static" / "build" / "index.html"
# Chromium's own background traffic is refused on this closed network; these keep it quiet.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SCREENSHOTS = Path(os.environ["PARLOUR_SCREENSHOTS"]) if os.environ.get("PARLOUR_SCREENSHOTS") else None
"""Where the browser tests save the screenshots a person looks at (`PARLOUR_SCREENSHOTS=/tmp/parlour-e2e make
pytest`). None by default: they assert nothing, and taking them cost 14 s of a 327 s run of the suite."""


LiveServer = ServerProcess

# What Chromium reported blocking under the server's Content-Security-Policy, from every page of the running test.
csp_violations: list[str] = []


def note_csp_violation(message: ConsoleMessage) -> None:
    if message.type == "error" and "Content Security Policy" in message.text:
        csp_violations.append(message.text)


@pytest.fixture(autouse=True)
def no_csp_violation() -> Iterator[None]:
    """Every browser test also checks that the client works under the CSP: nothing it does may be blocked."""
    csp_violations.clear()
    yield
    assert not csp_violations, csp_violations


HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Browser tests run in one event loop per worker, the loop the worker's one Chromium was launched in."""
    for item in items:
        if HERE in Path(str(item.path)).parents:
            item.add_marker(pytest.mark.asyncio(loop_scope="session"), append=False)


LIVE_ENV = {"PARLOUR_BOT_SPEED": "4", "PARLOUR_TEST_CLOCK": "1"}
# Every test on the shared server creates rooms from the same address: room creation's per-address limit (10 a
# minute) would refuse a worker's later tests; no browser test is about that limit (tests/server test it).
SHARED_ENV = {**LIVE_ENV, "PARLOUR_ROOMS_PER_MINUTE": "100000"}


class SharedServer:
    """One `parlour serve` per worker for the browser tests that need nothing of their own, one for each set of
    settings (`extra` on top of SHARED_ENV): starting one for each test cost seconds. Each test makes its own rooms,
    so rooms are never shared; the one thing a test could carry into the next is the clock, so a server whose clock
    a test moved or held (or that died) is retired after that test, and the next test gets a fresh one."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.started = 0
        self.servers: dict[tuple[tuple[str, str], ...], ServerProcess] = {}

    async def current(self, extra: dict[str, str] | None = None) -> ServerProcess:
        key = tuple(sorted((extra or {}).items()))
        if key not in self.servers:
            self.started += 1
            database = self.folder / f"e2e-{self.started}.sqlite3"
            server = ServerProcess(f"sqlite+aiosqlite:///{database}", {**SHARED_ENV, **dict(key)})
            await server.start()
            self.servers[key] = server
        return self.servers[key]

    def after_test(self) -> None:
        for key, server in list(self.servers.items()):
            if server.clock_touched or server.proc_gone():
                server.kill()
                del self.servers[key]

    def retire(self) -> None:
        for server in self.servers.values():
            server.kill()
        self.servers.clear()


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def shared_server(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[SharedServer]:
    assert BUILD.exists(), "the web client is not built: run `make test`, which builds it"
    shared = SharedServer(tmp_path_factory.mktemp("e2e-shared"))
    try:
        yield shared
    finally:
        shared.retire()


@pytest_asyncio.fixture(loop_scope="session")
async def live_server(shared_server: SharedServer) -> AsyncIterator[LiveServer]:
    """A running `parlour serve` on the test clock, with computer players at 4x: the worker's shared one (tests
    that kill a server or need other settings start their own `ServerProcess`)."""
    server = await shared_server.current()
    try:
        yield server
    finally:
        shared_server.after_test()


@pytest_asyncio.fixture(loop_scope="session")
async def fast_bots_server(shared_server: SharedServer) -> AsyncIterator[LiveServer]:
    """The worker's shared server whose computer players play at 16x: for tests played to the end against them
    that are not about their pace (those that are keep `live_server`'s 4x)."""
    server = await shared_server.current({"PARLOUR_BOT_SPEED": "16"})
    try:
        yield server
    finally:
        shared_server.after_test()


@pytest_asyncio.fixture(loop_scope="session")
async def own_server(tmp_path: Path) -> AsyncIterator[LiveServer]:
    """A `parlour serve` for one test alone, with the shared one's settings: for a test that kills it."""
    assert BUILD.exists(), "the web client is not built: run `make test`, which builds it"
    server = ServerProcess(f"sqlite+aiosqlite:///{tmp_path / 'e2e.sqlite3'}", LIVE_ENV)
    await server.start()
    try:
        yield server
    finally:
        server.kill()


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def chromium() -> AsyncIterator[Browser]:
    """One Chromium for all the browser tests a worker runs: launching it for each test cost seconds."""
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            await browser.close()


@pytest_asyncio.fixture(loop_scope="session")
async def browser(chromium: Browser) -> AsyncIterator[Browser]:
    """The shared Chromium; every window a test opened (each player is a context of their own) is closed after
    it, so that no page of one test runs on, or keeps a socket open, into the next."""
    yield chromium
    for context in list(chromium.contexts):
        await context.close()


async def new_player(
    browser: Browser, *, width: int = 1280, height: int = 860, lang: str = "en", touch: bool = False
) -> tuple[BrowserContext, Page]:
    context = await browser.new_context(
        viewport={"width": width, "height": height}, locale=lang, has_touch=touch, is_mobile=touch
    )
    # On the context, so that pages a test opens later in it are watched too.
    context.on("console", note_csp_violation)
    page = await context.new_page()
    page.set_default_timeout(10_000)
    return context, page


async def shot(page: Page, name: str) -> None:
    if SCREENSHOTS is not None:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        await page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=False)


async def shot_of(part: Locator, name: str) -> None:
    """A screenshot of one part of the page, whole however far it reaches below the screen."""
    if SCREENSHOTS is not None:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        await part.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
