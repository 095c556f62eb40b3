"""Pictomania's results explain themselves: a finished room opens on its standings and record, each score says
why, the scoring words explain themselves on hover or tap, and the record shows who guessed what.

The game itself is played fast by scripted players over WebSockets; the browser is the person who arrives."""

import re
from dataclasses import dataclass

import httpx
from playwright.async_api import Browser, expect

from tests.server.client import Client

from .conftest import LiveServer, new_player, shot
from .flows import stop_page_clock, take_page_clock

NAMES = ["Ann", "Bob", "Cleo"]
COLOURS = ["red", "yellow", "green"]


@dataclass
class Game:
    code: str
    clients: list[Client]
    numbers: list[list[int]]
    """Each round's secret numbers, by seat."""


async def _seated(base: str) -> Game:
    async with httpx.AsyncClient() as http:
        response = await http.post(f"{base}/api/rooms", json={"game": "pictomania", "options": {"level": "easy"}})
    assert response.status_code == 201, response.text
    code = str(response.json()["code"])
    clients = []
    for name, colour in zip(NAMES, COLOURS, strict=True):
        client = await Client(base, code).connect()
        await client.sit(name, colour)
        clients.append(client)
    await clients[0].send({"t": "start"})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "preview")
    return Game(code, clients, [])


async def _play_round(game: Game) -> None:
    """Bob guesses Ann right, Cleo guesses Ann wrong (Cleo is the black sheep), Ann guesses Cleo right; Cleo
    finishes first with the 2-star bonus token and Ann takes the last one (1 star), which ends the round.

    Each round: Ann +2 (Cleo's 2) −1 (her 1 nobody won) +1 (her bonus counts: Bob guessed her) = 2;
    Bob −3 (his 2 and 1 nobody won) = −3 + 2 (Ann's 2) = −1; Cleo −1 (her 1) −2 (black sheep: her bonus) = −3."""
    clients = game.clients
    for client in clients:
        await client.act({"type": "ready"})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "drawing")
    numbers = [c.view["me"]["secret"]["number"] for c in clients if c.view is not None]
    game.numbers.append(numbers)
    wrong = next(n for n in range(1, 8) if n != numbers[0])
    await clients[1].act({"type": "guess", "target": 0, "number": numbers[0]})
    await clients[2].act({"type": "guess", "target": 0, "number": wrong})
    await clients[0].act({"type": "guess", "target": 2, "number": numbers[2]})
    await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [10, 10, 50, 20, 30, 60]})
    await clients[0].wait_view(lambda v: len(v["players"][0]["pile"]) == 2 and len(v["players"][2]["pile"]) == 1)
    await clients[2].act({"type": "finish", "bonus": True})
    await clients[0].wait_view(lambda v: v["players"][2]["finished"])
    await clients[0].act({"type": "finish", "bonus": True})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "review")
    for client in clients:
        await client.act({"type": "check_clue", "wrong": False})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] in ("scored", "over"))


async def _next_round(game: Game) -> None:
    round_number = len(game.numbers)
    for client in game.clients:
        await client.act({"type": "ready"})
    for client in game.clients:
        await client.wait_view(lambda v: v["phase"] == "preview" and v["round"] == round_number + 1)


async def _finished_game(base: str) -> Game:
    game = await _seated(base)
    for round_number in range(1, 6):
        await _play_round(game)
        if round_number < 5:
            await _next_round(game)
    return game


async def _close(game: Game) -> None:
    for client in game.clients:
        await client.close()


async def test_a_late_visitor_opens_on_the_standings_and_record_while_those_present_see_the_scoring_played_out(
    live_server: LiveServer, browser: Browser
) -> None:
    game = await _seated(live_server.base)
    for _ in range(4):
        await _play_round(game)
        await _next_round(game)
    # Someone watches round 5 from its start: they are there when it is scored.
    _, present = await new_player(browser)
    await present.goto(f"{live_server.base}/r/{game.code}")
    await expect(present.get_by_test_id("phase")).to_have_attribute("data-phase", "preview")
    await _play_round(game)
    await expect(present.get_by_test_id("phase")).to_have_attribute("data-phase", "over")
    scoring = present.get_by_test_id("scoring")
    await expect(scoring).not_to_have_class(re.compile("scoring-instant"))
    await expect(present.get_by_test_id("final-standings")).to_have_count(0)  # the scoring plays out first
    await expect(present.get_by_test_id("scoring-sheep")).to_be_visible(timeout=10_000)
    await shot(present, "results-scoring-desktop-en")
    await present.get_by_test_id("scoring-skip").click()
    await expect(present.get_by_test_id("final-standings")).to_be_visible()

    # Someone arriving now sees the result at once: standings and the record link, scoring already laid out.
    _, late = await new_player(browser)
    await late.goto(f"{live_server.base}/r/{game.code}")
    # "At once" is the scoring laid out whole (`scoring-instant`), not a time on the clock: the page's own parts may
    # take seconds to load on a busy machine.
    await expect(late.get_by_test_id("scoring")).to_have_class(re.compile("scoring-instant"))
    await expect(late.get_by_test_id("final-standings")).to_be_visible()
    await expect(late.get_by_test_id("replay-link")).to_be_in_viewport()
    await expect(late.locator(".sc-drawer")).to_have_count(3)
    await expect(late.get_by_test_id("round-table")).to_be_visible()
    await expect(late.get_by_test_id("scoring-skip")).to_have_count(0)  # nothing to skip
    await shot(late, "results-late-desktop-en")
    _, phone = await new_player(browser, width=390, height=844, touch=True)
    await phone.goto(f"{live_server.base}/r/{game.code}")
    await expect(phone.get_by_test_id("scoring")).to_have_class(re.compile("scoring-instant"))
    await expect(phone.get_by_test_id("replay-link")).to_be_in_viewport()
    await shot(phone, "results-late-phone-en")
    # A reload is an arrival too.
    await late.reload()
    await expect(late.get_by_test_id("scoring")).to_have_class(re.compile("scoring-instant"))
    await expect(late.get_by_test_id("final-standings")).to_be_visible()
    await late.get_by_test_id("round-table").scroll_into_view_if_needed()
    await shot(late, "results-round-table-desktop-en")
    await _close(game)


async def test_the_final_standings_say_why_each_player_has_their_score(
    live_server: LiveServer, browser: Browser
) -> None:
    game = await _finished_game(live_server.base)
    _, page = await new_player(browser)
    await page.goto(f"{live_server.base}/r/{game.code}")
    final = page.get_by_test_id("final-standings")
    await expect(final).to_be_visible()
    # Ann: five right guesses (Cleo's 2-star token each round), her 1-star token nobody won each round, and her
    # bonus token counted each round because Bob guessed her: 10 − 5 + 5 = 10.
    await expect(final.get_by_test_id("standing-0")).to_contain_text("10 pts")
    await expect(final.get_by_test_id("why-0-guessed")).to_have_text(
        re.compile(r"^\+10\s*5 right guesses"), use_inner_text=True
    )
    await expect(final.get_by_test_id("why-0-kept")).to_contain_text("−5")
    await expect(final.get_by_test_id("why-0-bonus")).to_contain_text("+5")
    # Cleo, the black sheep every round, loses her 2-star bonus token each time: −5 − 10 = −15.
    await expect(final.get_by_test_id("standing-2")).to_contain_text("-15 pts")
    await expect(final.get_by_test_id("why-2-guessed")).to_contain_text("No right guess")
    await expect(final.get_by_test_id("why-2-sheep")).to_have_text(
        re.compile(r"^−10\s*Black sheep 5 times"), use_inner_text=True
    )
    await expect(final.get_by_test_id("why-2-sheep")).to_contain_text("penalty")
    # Bob was guessed by nobody: his bonus tokens… he took none; his tokens nobody won cost him 15.
    await expect(final.get_by_test_id("why-1-kept")).to_contain_text("−15")

    # In French too.
    await page.get_by_test_id("lang-switch").click()
    await expect(final.get_by_test_id("why-2-sheep")).to_contain_text("Mouton noir 5 fois", use_inner_text=True)
    await shot(page, "results-final-desktop-fr")
    await _close(game)


async def test_a_scoring_word_shows_its_meaning_on_hover_and_on_a_tap(
    live_server: LiveServer, browser: Browser
) -> None:
    game = await _finished_game(live_server.base)
    _, page = await new_player(browser)
    await page.goto(f"{live_server.base}/r/{game.code}")
    await expect(page.get_by_test_id("final-standings")).to_be_visible()
    sheep = page.get_by_test_id("final-standings").get_by_test_id("term-black-sheep")
    bubble = sheep.locator("xpath=following-sibling::*[@role='tooltip']")
    await expect(bubble).to_be_hidden()
    await sheep.hover()
    await expect(bubble).to_be_visible()
    await expect(bubble).to_contain_text("most wrong guesses")
    await shot(page, "results-term-hover-desktop-en")
    await page.mouse.move(0, 0)
    await expect(bubble).to_be_hidden()
    # By keyboard: the word takes focus and says what it means; Escape closes it. The page's clock stands still
    # from here, so what waits for a paint never runs: Escape must close a bubble the moment it shows.
    await take_page_clock(page)
    await stop_page_clock(page)
    await sheep.focus()
    await expect(bubble).to_be_visible()
    await shot(page, "results-term-focus-desktop-en")
    await page.keyboard.press("Escape")
    await expect(bubble).to_be_hidden()

    # On a phone, in French: a tap on "au centre" in the last round's scoring says what the centre is.
    _, phone = await new_player(browser, width=390, height=844, touch=True, lang="fr")
    await phone.goto(f"{live_server.base}/r/{game.code}")
    await expect(phone.get_by_test_id("final-standings")).to_be_visible()
    await shot(phone, "results-final-phone-fr")
    centre = phone.get_by_test_id("scoring").get_by_test_id("term-centre")
    await centre.scroll_into_view_if_needed()
    await shot(phone, "results-scoring-phone-fr")
    meaning = centre.locator("xpath=following-sibling::*[@role='tooltip']")
    await centre.tap()
    await expect(meaning).to_be_visible()
    await expect(meaning).to_contain_text("Le milieu de la table")
    await expect(meaning).to_be_in_viewport()
    await shot(phone, "results-term-tap-phone-fr")
    await phone.keyboard.press("Escape")
    await expect(meaning).to_be_hidden()
    await _close(game)


async def test_the_record_shows_who_guessed_which_number_on_each_drawing_right_or_wrong(
    live_server: LiveServer, browser: Browser
) -> None:
    game = await _finished_game(live_server.base)
    _, page = await new_player(browser)
    await page.goto(f"{live_server.base}/r/{game.code}")
    await page.get_by_test_id("replay-link").click()
    await expect(page.get_by_test_id("replay")).to_be_visible()
    first = game.numbers[0]
    bob_on_ann = page.get_by_test_id("replay-guess-0-1")
    await expect(bob_on_ann).to_contain_text("Bob")
    await expect(bob_on_ann).to_contain_text(str(first[0]))
    await expect(bob_on_ann).to_contain_text("right: wins a 2★ token", use_inner_text=True)
    cleo_on_ann = page.get_by_test_id("replay-guess-0-2")
    await expect(cleo_on_ann).to_contain_text("Cleo")
    await expect(cleo_on_ann).to_contain_text("wrong")
    await expect(page.get_by_test_id("replay-guess-2-0")).to_contain_text(str(first[2]))
    await expect(page.get_by_test_id("replay-guesses-1")).to_have_count(0)  # nobody guessed Bob
    await shot(page, "results-replay-desktop-en")
    # Another round shows that round's guesses.
    await page.get_by_test_id("replay-round-3").click()
    await expect(page.get_by_test_id("replay-guess-0-1")).to_contain_text(str(game.numbers[2][0]))
    await page.get_by_test_id("lang-switch").click()
    await expect(page.get_by_test_id("replay-guess-0-2")).to_contain_text("faux", use_inner_text=True)
    await page.get_by_test_id("replay-guesses-0").scroll_into_view_if_needed()
    await shot(page, "results-replay-desktop-fr")

    _, phone = await new_player(browser, width=390, height=844, touch=True)
    await phone.goto(page.url)
    await expect(phone.get_by_test_id("replay-guess-0-2")).to_contain_text("wrong")
    await phone.get_by_test_id("replay-guess-0-2").scroll_into_view_if_needed()
    await shot(phone, "results-replay-phone-en")
    await _close(game)
