"""Pictomania's computer players through the server: they draw on their sheets through the same frames as a
browser, guess people's drawings, take over a departed player's seat and step aside on return."""

import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from parlour.bots.sketching import sketch
from parlour.content.sketches import outlines
from parlour.games.pictomania.bot_levels import LEVELS
from parlour.games.pictomania.pictures import find_picture

from .client import Client
from .conftest import Server, running_server
from .helpers import close_all, seated_players, stand_in_of, stood_down


@pytest.fixture
async def fast_bots(tmp_path: Path) -> AsyncIterator[Server]:
    async with running_server(f"sqlite+aiosqlite:///{tmp_path}/p.sqlite3", bot_speed=8.0) as server:
        yield server


def _drew(frame: dict[str, Any], seat: int) -> bool:
    return frame["t"] == "draw" and frame["seat"] == seat


def _event(frame: dict[str, Any], kind: str, **fields: Any) -> bool:
    return (
        frame["t"] == "event"
        and frame["event"]["type"] == kind
        and all(frame["event"].get(k) == v for k, v in fields.items())
    )


async def draw_my_clue(me: Client) -> bool:
    """Draw one's own clue as a careful person would; False when there is no picture for it (then draw nothing)."""
    assert me.view is not None
    secret = me.view["me"]["secret"]
    clue = me.view["rack"][secret["symbol"]]["clues"][secret["number"] - 1]
    picture = find_picture(clue, "en")
    if picture is None:
        await me.act({"type": "draw_nothing"})
        return False
    for sid, stroke in enumerate(sketch(picture, outlines(), LEVELS["hard"].care, seed=1), start=1):
        pts = [v for point in stroke.points for v in point]
        for start in range(0, len(pts), 3 * 64):
            await me.send({"t": "draw", "sid": sid, "tool": "pen", "size": 10, "pts": pts[start : start + 3 * 64]})
    return True


async def test_a_person_plays_a_round_with_computer_players_who_draw_and_guess(fast_bots: Server) -> None:
    code = await fast_bots.create_room("pictomania", level="easy")
    me = await Client(fast_bots.base, code).connect()
    await me.sit("Ann", "red")
    for level in ("hard", "medium", "easy"):
        await me.send({"t": "add_bot", "level": level})
    room = await me.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 4)
    assert [s["bot"] for s in room["room"]["seats"]] == [None, "hard", "medium", "easy"]
    await me.send({"t": "start"})
    await me.wait_view(lambda v: v["phase"] == "preview")
    await me.act({"type": "ready"})
    # The computer players press Ready by themselves: drawing starts.
    await me.wait_view(lambda v: v["phase"] == "drawing", timeout=10)
    drawn = await draw_my_clue(me)

    # Each computer player either draws, point by point on its own sheet, or declares a blank sheet.
    for seat in (1, 2, 3):
        await me.wait(lambda f, s=seat: _drew(f, s) or _event(f, "draws_nothing", seat=s), timeout=15)
    if drawn:
        # They read my drawing and guess it (a hard one places its guess once the number stands out).
        await me.wait(lambda f: _event(f, "guessed", target=0), timeout=30)
    # I take my token at once; the computer players finish by themselves. They keep the last token back a while for
    # a person still playing, but on a slow machine they may take it first: the round then ends without me, and my
    # finish is refused for its phase, as anyone's would be who came too late.
    await me.act({"type": "finish", "bonus": False})
    review = await me.wait_view(lambda v: v["phase"] in ("review", "scored"), timeout=60)
    took = {f["event"]["seat"] for f in me.frames if _event(f, "finished")}
    if 0 in took:
        assert len(took - {0}) >= 2, "the round ended when the computer players took the tokens I left"
    else:
        assert took == {1, 2, 3}, "only the computer players' own tokens ended the round without me"
        assert (await me.error())["code"] == "wrong_phase", "my late finish was refused for its phase"
    if not review["players"][0]["checked"]:  # one who drew nothing has nothing to check
        await me.act({"type": "check_clue", "wrong": False})
    scored = await me.wait_view(lambda v: v["phase"] == "scored", timeout=15)
    assert len(scored["results"]) == 1
    draws = [f for f in me.frames if f["t"] == "draw"]
    assert all(f["seat"] in (1, 2, 3) and len(f["pts"]) % 3 == 0 for f in draws)
    refused = [f["code"] for f in me.frames if f["t"] == "error"]
    assert refused == ([] if 0 in took else ["wrong_phase"]), refused
    await close_all([me])


async def test_a_computer_player_takes_a_departed_players_seat_mid_round_and_steps_aside_on_return(
    fast_bots: Server,
) -> None:
    code, (ann, bob, cleo) = await seated_players(fast_bots, 3, game="pictomania", level="easy")
    await ann.send({"t": "start"})
    for client in (ann, bob, cleo):
        await client.wait_view(lambda v: v["phase"] == "preview")
    for client in (ann, cleo):
        await client.act({"type": "ready"})
    token = bob.token
    await bob.close()
    await ann.send({"t": "remove", "seat": 1, "level": "medium"})
    await ann.wait(lambda f: _event(f, "standin", seat=1, bot="medium"))
    # It reads the seat's view at once, readies for Bob, and plays his round.
    await ann.wait_view(lambda v: v["phase"] == "drawing", timeout=10)
    await ann.wait(lambda f: _drew(f, 1) or _event(f, "draws_nothing", seat=1), timeout=15)
    bot = stand_in_of(fast_bots, code, 1)

    back = Client(fast_bots.base, code)
    await back.connect(token=token)
    assert back.seat == 1
    assert back.snapshot["room"]["seats"][1]["bot"] is None
    await ann.wait(
        lambda f: f["t"] == "room" and f["room"]["status"] == "playing" and f["room"]["seats"][1]["connected"]
    )
    assert ann.room is not None and ann.room["seats"][1]["bot"] is None
    # Nobody draws on Bob's sheet now he is back: the stand-in is closed, its ticks and moves called off.
    assert stood_down(fast_bots, code, bot), "the stand-in stepped aside with every move called off"
    await close_all([ann, cleo, back])


async def test_the_evaluation_reads_the_sheets_people_drew_in_finished_games(tmp_path: Path) -> None:
    """`parlour bots evaluate` replays finished games: people's sheets are read, a computer player's are not."""
    from parlour.cli import _finished_games
    from parlour.games.pictomania.evaluation import people_in_records, read_people

    url = f"sqlite+aiosqlite:///{tmp_path}/people.sqlite3"
    # Each round waits for the computer player to finish its drawing; what it draws does not matter here (its
    # sheets are to be left out), so it draws fast.
    async with running_server(url, bot_speed=32.0) as server:
        code = await server.create_room("pictomania", level="easy")
        people = [await Client(server.base, code).connect() for _ in range(3)]
        for client, name, colour in zip(people, ("Ann", "Bob", "Cleo"), ("red", "blue", "green"), strict=True):
            await client.sit(name, colour)
        await people[0].send({"t": "add_bot", "level": "easy"})
        await people[0].wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 4)
        await people[0].send({"t": "start"})
        drew = 0
        for round_number in range(1, 6):
            for client in people:
                await client.wait_view(
                    lambda v, r=round_number: v["round"] == r and v["phase"] == "preview", timeout=30
                )
                await client.act({"type": "ready"})
            for client in people:
                await client.wait_view(lambda v: v["phase"] == "drawing", timeout=30)
                drew += await draw_my_clue(client)
                await client.act({"type": "finish", "bonus": False})
            for client in people:
                review = await client.wait_view(lambda v: v["phase"] in ("review", "scored", "over"), timeout=30)
                if not review["players"][client.seat]["checked"]:
                    await client.act({"type": "check_clue", "wrong": False})
            for client in people:
                await client.wait_view(lambda v: v["phase"] in ("scored", "over"), timeout=30)
                if round_number < 5:
                    await client.act({"type": "ready"})
        await people[0].wait_view(lambda v: v["phase"] == "over")
        await close_all(people)
    finished = await _finished_games(url, "pictomania")
    assert len(finished) == 1
    drawn = people_in_records(finished)
    assert len(drawn) == drew and {sheet.seat for sheet in drawn} <= {0, 1, 2}, "the computer player's are left out"
    tally = read_people(drawn)
    assert tally.guesses == 3 * len(drawn), "read from each other seat's point of view"
    assert tally.right / tally.guesses > 0.5, f"{tally.right}/{tally.guesses}: drawings of the pictures themselves"
    command = [sys.executable, "-m", "parlour", "bots", "evaluate", "pictomania", "--rounds", "1", "--level", "hard"]
    report = subprocess.run([*command, "--language", "en", "--database-url", url], capture_output=True, text=True)
    assert report.returncode == 0, report.stderr
    assert f"1 finished game(s), {len(drawn)} sheet(s) drawn by people" in report.stdout
    assert "| hard | en |" in report.stdout
