"""Throwaway databases for tests: a PostgreSQL database of their own, dropped afterwards."""

import asyncio
import contextlib
import os
import uuid
from collections.abc import Iterator

PG_ADMIN = os.environ.get("PARLOUR_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")


def _admin(sql: str) -> None:
    import asyncpg

    async def run() -> None:
        connection = await asyncpg.connect(PG_ADMIN.replace("postgresql://", "postgres://"))
        try:
            await connection.execute(sql)
        finally:
            await connection.close()

    asyncio.run(run())


@contextlib.contextmanager
def fresh_postgres_database() -> Iterator[str]:
    """The SQLAlchemy URL of a new, empty database."""
    name = f"parlour_test_{uuid.uuid4().hex[:10]}"
    _admin(f'CREATE DATABASE "{name}"')
    try:
        base = PG_ADMIN.rsplit("/", 1)[0]
        yield f"{base}/{name}".replace("postgresql://", "postgresql+asyncpg://")
    finally:
        _admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
