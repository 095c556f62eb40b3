"""The first page at first sight: the home page fetches the shared client and the part before play of the one game
it shows, within a budget of bytes on the wire with brotli; every other game's code, and every game's play, waits
until a page needs it; and a part that cannot be fetched says so and offers a reload."""

import re
from urllib.parse import urlsplit

import httpx
from playwright.async_api import Browser, Page, Request, expect

from .conftest import BUILD, LiveServer, new_player

HOME_PAGE_BUDGET = 60_000
"""Bytes on the wire with brotli (issue 26): the page, its scripts and its styles, as a first visit fetches them."""

GAME_CHUNK = re.compile(r"/static/assets/([a-z-]+)-(front|screens|en|fr)-[\w-]+\.(?:js|css)$")
"""A game's chunk, its script or its styles: (game, part), a part being front, screens or a language's strings."""


def fetched_by(page: Page) -> list[str]:
    """The paths of this server's every request the page makes from now on, in order."""
    paths: list[str] = []

    def note(request: Request) -> None:
        url = urlsplit(request.url)
        if url.scheme in ("http", "https"):
            paths.append(url.path)

    page.on("request", note)
    return paths


def game_parts(paths: list[str]) -> set[tuple[str, str]]:
    return {(found[1], found[2]) for path in paths if (found := GAME_CHUNK.search(path))}


async def bytes_on_the_wire(base: str, paths: list[str]) -> dict[str, int]:
    """What the server sends for each path to a browser that takes brotli: the body as it crosses the wire."""
    sizes: dict[str, int] = {}
    async with httpx.AsyncClient(base_url=base, headers={"Accept-Encoding": "br"}) as http:
        for path in dict.fromkeys(paths):
            async with http.stream("GET", path) as response:
                assert response.status_code == 200, path
                await response.aread()
                sizes[path] = response.num_bytes_downloaded
    return sizes


async def open_home(browser: Browser, base: str) -> tuple[Page, list[str]]:
    """A first visit to the home page, in English, once its create form works: the page, and what it fetched."""
    _, page = await new_player(browser)
    paths = fetched_by(page)
    await page.goto(base + "/")
    await expect(page.get_by_test_id("create-submit")).to_be_enabled()
    return page, paths


async def test_the_home_page_is_at_most_60_kb_with_brotli_and_brings_one_game_before_play(
    live_server: LiveServer, browser: Browser
) -> None:
    page, paths = await open_home(browser, live_server.base)
    await expect(page.get_by_test_id("how-to-play")).to_be_visible()
    await page.wait_for_load_state("networkidle")

    assert game_parts(paths) == {("pictomania", "front"), ("pictomania", "en")}, paths
    sizes = await bytes_on_the_wire(live_server.base, paths)
    # What was sent is the build's brotli copy of each file (files too small to gain from one go as they are).
    for path, size in sizes.items():
        built = BUILD.parent / ("home.html" if path == "/" else path.removeprefix("/static/"))
        packed = built.with_name(built.name + ".br")
        assert size == (packed if packed.exists() else built).stat().st_size, path
    total = sum(sizes.values())
    assert total <= HOME_PAGE_BUDGET, f"the home page is {total} bytes with brotli: {sizes}"


async def test_each_game_brings_its_code_when_its_form_or_its_room_opens(
    live_server: LiveServer, browser: Browser
) -> None:
    page, paths = await open_home(browser, live_server.base)
    home = {("pictomania", "front"), ("pictomania", "en")}

    await page.get_by_test_id("game-piccolino").click()
    await expect(page.get_by_test_id("create-piccolino-submit")).to_be_enabled()
    assert game_parts(paths) == home | {("piccolino", "front"), ("piccolino", "en")}

    # A room's page needs the game's play as well: a Piccolino room fetches that, and nothing of the others.
    await page.get_by_test_id("create-piccolino-submit").click()
    await expect(page.get_by_test_id("lobby-title")).to_contain_text("Piccolino")
    assert game_parts(paths) == home | {("piccolino", "front"), ("piccolino", "en"), ("piccolino", "screens")}

    # Switching the interface to French fetches the French strings of both games the page has loaded.
    await page.get_by_test_id("lang-switch").click()
    await expect(page.get_by_test_id("lobby-title")).to_contain_text("salle")
    assert {("pictomania", "fr"), ("piccolino", "fr")} <= game_parts(paths)


async def test_a_game_whose_code_cannot_be_fetched_says_so_and_loads_after_a_reload(
    live_server: LiveServer, browser: Browser
) -> None:
    for lang, words in (("en", "could not be loaded"), ("fr", "n'a pas pu être chargée")):
        context, page = await new_player(browser, lang=lang)
        await context.route(GAME_CHUNK, lambda route: route.abort("internetdisconnected"))
        await page.goto(live_server.base + "/")
        failed = page.get_by_test_id("load-failed")
        await expect(failed).to_contain_text(words)
        await expect(failed).to_have_attribute("role", "alert")
        # The rest of the page works on: the chooser, and joining a room by its code.
        await expect(page.get_by_test_id("game-piccolino")).to_be_enabled()
        await expect(page.get_by_test_id("join-code")).to_be_editable()

        await context.unroute(GAME_CHUNK)
        await failed.get_by_role("button").click()
        await expect(page.get_by_test_id("create-submit")).to_be_enabled()
        await expect(failed).to_have_count(0)
        await context.close()


async def test_the_language_switches_once_the_games_strings_are_in_and_not_at_all_when_they_cannot_come(
    live_server: LiveServer, browser: Browser
) -> None:
    page, _ = await open_home(browser, live_server.base)
    french = re.compile(r"/static/assets/[a-z-]+-fr-[\w-]+\.js$")
    await page.context.route(french, lambda route: route.abort("internetdisconnected"))
    await page.get_by_test_id("lang-switch").click()
    # Nothing is half switched: the page stays in English and says why.
    await expect(page.get_by_test_id("toast")).to_have_attribute("data-code", "network")
    await expect(page.locator("html")).to_have_attribute("lang", "en")
    await expect(page.get_by_test_id("create-submit")).to_have_text("Create the room")

    await page.context.unroute(french)
    await page.get_by_test_id("lang-switch").click()
    await expect(page.locator("html")).to_have_attribute("lang", "fr")
    await expect(page.get_by_test_id("create-submit")).to_have_text("Créer la salle")
    await expect(page.get_by_text("Créer une salle de Pictomania")).to_be_visible()
