"""Lessons computer players keep from finished games, on SQLite and on PostgreSQL: each key keeps its newest."""

from collections.abc import AsyncIterator

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from parlour.store import migrate
from parlour.store.database import open_engine
from parlour.store.lessons import LessonStore


@pytest.fixture
async def engine(empty_database: str) -> AsyncIterator[AsyncEngine]:
    engine = open_engine(empty_database)
    await migrate.upgrade(engine)
    yield engine
    await engine.dispose()


async def test_each_key_keeps_its_newest_lessons_and_drops_the_oldest(engine: AsyncEngine) -> None:
    store = LessonStore(engine)
    for game in range(4):
        found = [("en", "kite", f"kite {game} {n}") for n in range(2)] + [("fr", "cerf-volant", f"fr {game}")]
        await store.add("pictomania", f"g{game}", found, keep=3, now=float(game))
    await store.add("other", "g9", [("en", "kite", "another game's")], keep=3, now=9.0)
    kept = await store.newest("pictomania", 100)
    assert [data for language, key, data in kept if key == "kite"] == ["kite 2 1", "kite 3 0", "kite 3 1"]
    assert [data for language, key, data in kept if language == "fr"] == ["fr 1", "fr 2", "fr 3"]
    assert await store.newest("other", 100) == [("en", "kite", "another game's")]


async def test_reading_lessons_takes_the_newest_up_to_a_limit_oldest_first(engine: AsyncEngine) -> None:
    store = LessonStore(engine)
    await store.add("pictomania", "g1", [("en", f"clue {n}", str(n)) for n in range(5)], keep=3, now=1.0)
    assert [data for _, _, data in await store.newest("pictomania", 2)] == ["3", "4"]
    await store.add("pictomania", "g2", [], keep=3, now=2.0)
    assert len(await store.newest("pictomania", 100)) == 5
