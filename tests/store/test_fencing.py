"""Fencing numbers (issue 15): a process that took a room over raises its number; writes carrying an older one
are refused, and only that room's, even in a transaction shared with other rooms."""

import asyncio
import time
from collections.abc import AsyncIterator

import pytest
from sqlalchemy import select

from parlour.store import migrate
from parlour.store import repository as repo
from parlour.store.database import open_engine
from parlour.store.journal import Journal, StaleOwner, claim
from parlour.store.repository import RoomRow
from parlour.store.schema import rooms


@pytest.fixture
async def two_journals(empty_database: str) -> AsyncIterator[tuple[Journal, Journal]]:
    """Two processes' journals on one database (each has its own engine and connections)."""
    engines = [open_engine(empty_database) for _ in range(2)]
    await migrate.upgrade(engines[0])
    journals = (Journal(engines[0]), Journal(engines[1]))
    for journal in journals:
        journal.start()
    try:
        yield journals
    finally:
        for journal in journals:
            await journal.close()
        for engine in engines:
            await engine.dispose()


def room(code: str) -> RoomRow:
    return RoomRow(code, "pictomania", {}, "lobby", None, time.time())


async def status(journal: Journal, code: str) -> str:
    async with journal.engine.connect() as connection:
        return str((await connection.execute(select(rooms.c.status).where(rooms.c.code == code))).scalar_one())


async def test_a_write_of_an_owner_whose_room_was_taken_over_is_refused(two_journals: tuple[Journal, Journal]) -> None:
    old, new = two_journals
    await old.write([repo.write_room(room("AAAAAA"))])
    first = await claim(old.engine, "AAAAAA")
    await old.write([repo.write_room_status("AAAAAA", "playing", None)], ("AAAAAA", first))
    taken = await claim(new.engine, "AAAAAA")
    assert taken == first + 1
    with pytest.raises(StaleOwner):
        await old.write([repo.write_room_status("AAAAAA", "over", None)], ("AAAAAA", first))
    assert await status(new, "AAAAAA") == "playing", "the stale write changed nothing"
    await new.write([repo.write_room_status("AAAAAA", "over", None)], ("AAAAAA", taken))
    assert await status(new, "AAAAAA") == "over"


async def test_a_stale_room_in_a_shared_transaction_refuses_its_writes_alone(
    two_journals: tuple[Journal, Journal],
) -> None:
    old, new = two_journals
    for code in ("AAAAAA", "BBBBBB"):
        await old.write([repo.write_room(room(code))])
    fences = {code: await claim(old.engine, code) for code in ("AAAAAA", "BBBBBB")}
    await claim(new.engine, "AAAAAA")
    # Submitted together, so that they share one transaction.
    stale = old.submit([repo.write_room_status("AAAAAA", "over", None)], ("AAAAAA", fences["AAAAAA"]))
    fine = old.submit([repo.write_room_status("BBBBBB", "over", None)], ("BBBBBB", fences["BBBBBB"]))
    unfenced = old.submit([repo.write_room(room("CCCCCC"))])
    results = await asyncio.gather(stale, fine, unfenced, return_exceptions=True)
    assert isinstance(results[0], StaleOwner) and results[1:] == [None, None]
    assert [await status(new, code) for code in ("AAAAAA", "BBBBBB", "CCCCCC")] == ["lobby", "over", "lobby"]


async def test_claiming_a_room_that_does_not_exist_gives_nothing(two_journals: tuple[Journal, Journal]) -> None:
    assert await claim(two_journals[0].engine, "ZZZZZZ") is None
