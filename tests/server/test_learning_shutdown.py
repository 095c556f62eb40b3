"""A server shutting down learns from the games that have just ended before it stops: a restart right after a game
must not lose the person's drawing its computer players would have kept (the learning test lost its second mop on
a loaded machine this way)."""

import asyncio
from typing import Any

from parlour.engine.players import Lesson
from parlour.server.learning import Teacher
from parlour.store.repository import GameRow


class Reader:
    async def game(self, game_id: str) -> GameRow:
        return GameRow(game_id, "ABCD", "pictomania", {}, [], "over", 0.0, 1.0)

    async def finished_record(self, row: GameRow) -> str:
        return "the finished game"


class Store:
    def __init__(self) -> None:
        self.added: list[tuple[str, str, list[tuple[str, str, str]]]] = []

    async def add(self, game: str, game_id: str, found: list[tuple[str, str, str]], keep: int, now: float) -> None:
        self.added.append((game, game_id, found))


async def slow_offload(function: Any, finished: Any, result_type: Any) -> list[Lesson]:
    """Working a game out takes a few turns of the event loop (on a busy server, many)."""
    for _ in range(5):
        await asyncio.sleep(0)
    return [Lesson("en", "mop", "a drawing")]


async def test_a_game_that_ended_just_before_shutdown_is_still_learned_from() -> None:
    store = Store()
    teacher = Teacher(store, Reader(), slow_offload)  # type: ignore[arg-type]
    teacher.game_over("pictomania", "g1")
    await teacher.close()
    assert store.added == [("pictomania", "g1", [("en", "mop", "a drawing")])]
    assert list(teacher.kept["pictomania"][("en", "mop")]) == ["a drawing"]


async def test_learning_that_outlasts_the_grace_is_given_up_and_nothing_is_stored() -> None:
    never = asyncio.Event()

    async def stuck_offload(function: Any, finished: Any, result_type: Any) -> list[Lesson]:
        await never.wait()
        return []

    store = Store()
    teacher = Teacher(store, Reader(), stuck_offload)  # type: ignore[arg-type]
    teacher.game_over("pictomania", "g1")
    await teacher.close(grace=0)
    assert store.added == [] and not teacher.tasks
