"""The schema comes from Alembic migrations, on SQLite and on PostgreSQL."""

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text
from sqlalchemy.ext.asyncio import AsyncEngine

from parlour.cli import main
from parlour.store import migrate
from parlour.store.database import open_engine
from parlour.store.schema import metadata
from tests.databases import fresh_postgres_database

TABLES = {"rooms", "seats", "games", "actions", "canvas_ops", "lessons", "reactions"}


@pytest.fixture
async def engine(empty_database: str) -> AsyncIterator[AsyncEngine]:
    engine = open_engine(empty_database)
    yield engine
    await engine.dispose()


async def _differences(engine: AsyncEngine) -> list[object]:
    async with engine.connect() as connection:
        return await connection.run_sync(
            lambda sync: list(compare_metadata(MigrationContext.configure(sync), metadata))
        )


async def _tables(engine: AsyncEngine) -> set[str]:
    async with engine.connect() as connection:
        names = await connection.run_sync(lambda sync: inspect(sync).get_table_names())
    return set(names) - {"alembic_version"}


async def test_a_new_database_is_migrated_to_exactly_the_schema_the_code_uses(engine: AsyncEngine) -> None:
    assert await migrate.current(engine) is None
    await migrate.upgrade(engine)
    assert await migrate.current(engine) == migrate.head()
    assert await _tables(engine) == TABLES
    assert await _differences(engine) == [], "the migrations and schema.py describe the same tables"


async def test_upgrading_an_up_to_date_database_changes_nothing(engine: AsyncEngine) -> None:
    await migrate.upgrade(engine)
    await migrate.upgrade(engine)
    assert await migrate.current(engine) == migrate.head()
    assert await _differences(engine) == []


async def test_downgrading_to_base_removes_every_table_and_upgrading_brings_them_back(engine: AsyncEngine) -> None:
    await migrate.upgrade(engine)
    await migrate.downgrade(engine, "base")
    assert await _tables(engine) == set()
    assert await migrate.current(engine) is None
    await migrate.upgrade(engine)
    assert await _tables(engine) == TABLES


@pytest.fixture
def empty_postgres() -> Iterator[str]:
    with fresh_postgres_database() as url:
        yield url


async def test_a_database_made_before_migrations_existed_is_adopted_not_recreated(engine: AsyncEngine) -> None:
    # What the server used to leave: the first revision's tables, and no record of a revision.
    await migrate.upgrade(engine, migrate.FIRST)
    async with engine.begin() as connection:
        await connection.execute(text("INSERT INTO rooms VALUES ('OLD123', 'pictomania', '{}', 'lobby', NULL, 0)"))
        await connection.execute(text("DROP TABLE alembic_version"))
    assert await migrate.current(engine) is None
    await migrate.upgrade(engine)
    assert await migrate.current(engine) == migrate.head()
    assert await _differences(engine) == []
    async with engine.connect() as connection:
        assert (await connection.execute(text("SELECT code FROM rooms"))).scalars().all() == ["OLD123"]


async def test_servers_starting_together_on_one_postgres_database_both_migrate_it(empty_postgres: str) -> None:
    engines = [open_engine(empty_postgres) for _ in range(3)]
    try:
        # Without the advisory lock this stalled (CREATE TABLE waiting on another open transaction): bound it.
        await asyncio.wait_for(asyncio.gather(*(migrate.upgrade(engine) for engine in engines)), timeout=60)
        assert await migrate.current(engines[0]) == migrate.head()
        assert await _differences(engines[0]) == []
    finally:
        for engine in engines:
            await engine.dispose()


def test_the_db_command_upgrades_and_reports_the_revision(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'cli.sqlite3'}"
    assert main(["db", "current", "--database-url", url]) == 0
    assert "at revision none" in capsys.readouterr().out
    assert main(["db", "upgrade", "--database-url", url]) == 0
    assert f"at revision {migrate.head()}" in capsys.readouterr().out
    assert main(["db", "downgrade", "base", "--database-url", url]) == 0
    assert "at revision none" in capsys.readouterr().out
