"""The group commit: rooms share transactions, but one room's failed write refuses that room's writes alone."""

import asyncio
import time
from collections.abc import AsyncIterator

import pytest

from parlour.store import migrate
from parlour.store import repository as repo
from parlour.store.database import open_engine
from parlour.store.journal import Journal
from parlour.store.repository import Reader, RoomRow


@pytest.fixture
async def journal_and_reader(empty_database: str) -> AsyncIterator[tuple[Journal, Reader]]:
    engine = open_engine(empty_database)
    await migrate.upgrade(engine)
    journal = Journal(engine)
    journal.start()
    try:
        yield journal, Reader(engine)
    finally:
        await journal.close()
        await engine.dispose()


def room(code: str) -> RoomRow:
    return RoomRow(code, "pictomania", {}, "lobby", None, time.time())


async def test_a_failed_write_refuses_only_the_room_that_made_it(journal_and_reader: tuple[Journal, Reader]) -> None:
    journal, reader = journal_and_reader
    await journal.write([repo.write_room(room("AAAAAA"))])
    # Submitted together, so that they share one transaction: the duplicate room code fails, the others must not.
    duplicate = journal.submit([repo.write_room(room("AAAAAA"))])
    first = journal.submit([repo.write_room(room("BBBBBB"))])
    second = journal.submit([repo.write_room(room("CCCCCC"))])
    results = await asyncio.gather(duplicate, first, second, return_exceptions=True)
    assert isinstance(results[0], Exception), "the duplicate is refused"
    assert results[1:] == [None, None], "the rooms that shared its transaction are written"
    assert await reader.room("BBBBBB") is not None and await reader.room("CCCCCC") is not None
