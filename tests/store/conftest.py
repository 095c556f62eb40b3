"""A new, empty database for each store test, on SQLite and on PostgreSQL."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.databases import fresh_postgres_database


@pytest.fixture(params=["sqlite", "postgres"])
def empty_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'parlour.sqlite3'}"
    else:
        with fresh_postgres_database() as url:
            yield url
