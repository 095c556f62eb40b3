"""Pictomania's computer players learn from the table, through the server: a person's sheet of a finished game
is kept as a picture of its clue, and in the server's next game the computer players read the same person's
second drawing of that clue better (docs/pictomania-bots.md, "Learning from the table")."""

import asyncio
from pathlib import Path
from typing import Any

from parlour.games.pictomania.bots import PictomaniaPolicy
from parlour.games.pictomania.learning import clue_key
from parlour.server.bots import BotConnection
from parlour.server.room import Room
from parlour.server.state import state_of
from parlour.store.database import open_engine
from parlour.store.lessons import LessonStore
from tests.pictomania.hand_drawn import MOP_FIRST, MOP_SECOND, Corners, by_hand
from tests.pictomania.learning_deck import DECK, JANITORS_MOP, JANITORS_MOP_SEED

from .client import Client
from .conftest import Server, running_server
from .helpers import close_all

MOP = clue_key(JANITORS_MOP)
"""How the lessons file the janitor's mop: every game of the server starts from JANITORS_MOP_SEED, so with three
seats on the learning deck, seat 0's first clue is the janitor's mop, a clue no picture covers."""
READER = 1
"""The hard computer player whose reading is measured (hard players do not misread on purpose)."""


def my_clue(me: Client) -> tuple[str, int]:
    assert me.view is not None
    secret = me.view["me"]["secret"]
    return me.view["rack"][secret["symbol"]]["clues"][secret["number"] - 1], secret["number"]


async def draw(me: Client, drawing: list[Corners], seed: int) -> int:
    """Draw as a person's browser sends a drawing: a stroke at a time, in frames of at most 64 points."""
    strokes = by_hand(drawing, seed)
    for sid, pts in enumerate(strokes, start=1):
        for start in range(0, len(pts), 3 * 64):
            await me.send({"t": "draw", "sid": sid, "tool": "pen", "size": 10, "pts": pts[start : start + 3 * 64]})
    return sum(len(pts) // 3 for pts in strokes)


async def reading(server: Server, code: str, target: int, ink: int, timeout: float = 30.0) -> Any:
    """The computer player's chances over numbers for `target`'s sheet, once it has read all `ink` points of it."""
    directory = state_of(server.app).running.directory

    async def scan() -> Any:
        while True:
            room = await directory.get(code)
            assert isinstance(room, Room)
            bot = next(c for c in room.conns if isinstance(c, BotConnection) and c.seat == READER)
            policy = bot.policy
            assert isinstance(policy, PictomaniaPolicy)
            sheet = policy.sheets.get(target)
            game = policy.round
            if sheet is not None and sheet.ink == ink and sheet.read_in_full and game and target in game.evidence:
                return game.evidence[target]
            await asyncio.sleep(0.02)  # the player looks on its own ticks: look again soon

    return await asyncio.wait_for(scan(), timeout)


async def play_a_game(server: Server, drawing: list[Corners], seed: int) -> tuple[float, int]:
    """A person and two hard computer players play a whole game; in round 1 the person draws `drawing` of their
    clue, then draws nothing in the other rounds. The reader's chance of the person's number on that drawing, and
    how many computer players guessed it right (once the person has finished, a hard player also takes its best
    chance on a sheet: the guesses are reported, the chance is what is checked)."""
    code = await server.create_room("pictomania", custom_deck=DECK, language="en")
    me = await Client(server.base, code).connect()
    await me.sit("Ann", "red")
    for _ in range(2):
        await me.send({"t": "add_bot", "level": "hard"})
    await me.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 3)
    await me.send({"t": "start"})
    chance = 0.0
    for round_number in range(1, 6):
        await me.wait_view(lambda v, r=round_number: v["round"] == r and v["phase"] == "preview", timeout=30)
        await me.act({"type": "ready"})
        await me.wait_view(lambda v: v["phase"] == "drawing", timeout=30)
        if round_number == 1:
            clue, number = my_clue(me)
            assert clue == JANITORS_MOP
            ink = await draw(me, drawing, seed)
            chance = float((await reading(server, code, 0, ink))[number])
            await me.act({"type": "finish", "bonus": True})
        else:
            await me.act({"type": "draw_nothing"})
            await me.act({"type": "finish", "bonus": False})
        review = await me.wait_view(lambda v: v["phase"] in ("review", "scored", "over"), timeout=60)
        if not review["players"][0]["checked"]:
            await me.act({"type": "check_clue", "wrong": False})
        await me.wait_view(lambda v: v["phase"] in ("scored", "over"), timeout=30)
        if round_number < 5:
            await me.act({"type": "ready"})
    over = await me.wait_view(lambda v: v["phase"] == "over", timeout=30)
    assert not [f for f in me.frames if f["t"] == "error"], "nothing I did was refused"
    await close_all([me])
    pile = over["results"][0]["score"]["players"][0]["pile"]
    return chance, sum(guess["outcome"] == "correct" for guess in pile)


async def test_a_persons_second_drawing_of_a_clue_is_read_better_after_their_first_is_in_a_finished_game(
    tmp_path: Path,
) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path}/learning.sqlite3"
    async with running_server(url, bot_speed=32.0, game_seed=JANITORS_MOP_SEED) as server:
        teacher = state_of(server.app).running.teacher
        assert teacher is not None
        first, right_first = await play_a_game(server, MOP_FIRST, seed=1)
        await teacher.settled()
        assert [key for key in teacher.kept["pictomania"]] == [("en", MOP)], "the mop alone: I drew nothing else"
        second, right_second = await play_a_game(server, MOP_SECOND, seed=2)
    print(
        f"the hard player's chance of the mop's number: first mop {first:.3f}, second mop {second:.3f}; "
        f"computer players' right guesses of it: {right_first}, then {right_second}"
    )
    assert second > first + 0.3, "it reads the second mop by the first"

    # What was kept is in the database, and the server reads it again when it starts.
    engine = open_engine(url)
    try:
        kept = await LessonStore(engine).newest("pictomania", 100)
    finally:
        await engine.dispose()
    assert [(language, key) for language, key, _ in kept] == [("en", MOP), ("en", MOP)]
    async with running_server(url) as again:
        teacher = state_of(again.app).running.teacher
        assert teacher is not None
        assert list(teacher.lessons("pictomania")()[("en", MOP)]) == [data for _, _, data in kept]
