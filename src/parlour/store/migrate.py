"""Bringing a database's schema to the newest revision with Alembic: at server start and by `parlour db`."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine

MIGRATIONS = Path(__file__).with_name("migrations")
FIRST = "0001"
# Any constant will do: it only has to be the same for every Parlour process sharing a PostgreSQL database.
_PG_LOCK_KEY = 0x7061726C6F7572


def _config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def head() -> str:
    """The newest revision this version of Parlour knows."""
    revision = ScriptDirectory.from_config(_config()).get_current_head()
    assert revision is not None
    return revision


def _lock(connection: Connection) -> None:
    if connection.dialect.name == "postgresql":
        # Two servers starting together on one database: the second waits, then finds nothing left to do.
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_LOCK_KEY})


def _upgrade(connection: Connection, revision: str) -> None:
    _lock(connection)
    if MigrationContext.configure(connection).get_current_revision() is None and inspect(connection).has_table("rooms"):
        # Made before there were migrations: such a database holds exactly the first revision's tables.
        command.stamp(_config(connection), FIRST)
    command.upgrade(_config(connection), revision)


def _downgrade(connection: Connection, revision: str) -> None:
    _lock(connection)
    command.downgrade(_config(connection), revision)


async def upgrade(engine: AsyncEngine, revision: str = "head") -> None:
    async with engine.begin() as connection:
        await connection.run_sync(_upgrade, revision)


async def downgrade(engine: AsyncEngine, revision: str) -> None:
    async with engine.begin() as connection:
        await connection.run_sync(_downgrade, revision)


async def current(engine: AsyncEngine) -> str | None:
    """The database's revision, or None for a database Parlour never set up."""
    async with engine.connect() as connection:
        return await connection.run_sync(lambda sync: MigrationContext.configure(sync).get_current_revision())
