"""Group commit: every room hands its writes to one journal, which commits whatever has gathered in a single
transaction. A room broadcasts only after its writes are committed, so nothing is heard before it is durable,
and a busy server makes few, large commits instead of many small ones.

With several processes a room's writes carry its fence, (code, number): the transaction locks the rooms' rows and
leaves out, refused with `StaleOwner`, the writes of any room whose number in the database has moved on, since
another process has taken that room over. The process taking over raises the number under the same lock
(`claim`), so it reads the room's log only after every write the old owner got in."""

import asyncio
from collections.abc import Sequence
from typing import Any

from sqlalchemy import bindparam, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.sql import Executable
from sqlalchemy.sql.dml import Insert

from parlour.store.schema import rooms

Write = tuple[Executable, dict[str, Any]]
Fence = tuple[str, int]
"""(room code, the fencing number its owner holds)."""
Entry = tuple[list[Write], "asyncio.Future[None]", Fence | None]
_FENCES = (
    select(rooms.c.code, rooms.c.fence).where(rooms.c.code.in_(bindparam("codes", expanding=True))).with_for_update()
)
_FENCES_POSTGRESQL = "SELECT code, fence FROM rooms WHERE code = ANY($1::varchar[]) FOR UPDATE"


class JournalClosed(RuntimeError):
    pass


class StaleOwner(RuntimeError):
    """Another process has taken the room over: this process must write nothing more for it."""


async def claim(engine: AsyncEngine, code: str) -> int | None:
    """Take a room over: raise its fencing number and return it (None: no such room). Waits for any transaction
    of the old owner that holds the room's row, so that a load after this reads everything it wrote."""
    async with engine.begin() as connection:
        result = await connection.execute(
            update(rooms).where(rooms.c.code == code).values(fence=rooms.c.fence + 1).returning(rooms.c.fence)
        )
        number = result.scalar_one_or_none()
    return None if number is None else int(number)


class Journal:
    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._pending: list[Entry] = []
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._closed = False
        self._compiled: dict[int, tuple[str, tuple[str, ...]]] = {}

    @property
    def engine(self) -> AsyncEngine:
        return self._engine

    def _driver_insert(self, statement: Insert) -> tuple[str, tuple[str, ...]]:
        """An insert compiled once for this database, with the order of its positional parameters."""
        key = id(statement)
        found = self._compiled.get(key)
        if found is None:
            compiled = statement.compile(dialect=self._engine.dialect)
            order = compiled.positiontup
            if order is None:
                raise TypeError("the dialect does not use positional parameters")
            found = self._compiled[key] = (str(compiled), tuple(order))
        return found

    async def _execute(self, connection: AsyncConnection, statement: Executable, rows: list[dict[str, Any]]) -> None:
        # Inserts (the strokes and actions, all of the hot path) go straight to the driver as tuples: building
        # SQLAlchemy's parameters for thousands of rows a second was most of the main thread's database time.
        if isinstance(statement, Insert):
            sql, order = self._driver_insert(statement)
            await connection.exec_driver_sql(sql, [tuple(row[name] for name in order) for row in rows])
        else:
            await connection.execute(statement, rows)

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="journal")

    async def close(self) -> None:
        self._closed = True
        self._wake.set()
        if self._task is not None:
            await self._task

    def submit(self, writes: list[Write], fence: Fence | None = None) -> "asyncio.Future[None]":
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if self._closed:
            future.set_exception(JournalClosed("the journal is closed"))
            return future
        self._pending.append((writes, future, fence))
        self._wake.set()
        return future

    async def write(self, writes: list[Write], fence: Fence | None = None) -> None:
        if writes:
            await self.submit(writes, fence)

    async def _run(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            batch, self._pending = self._pending, []
            if batch:
                await self._commit(batch)
            elif self._closed:
                return

    async def _refuse_stale(self, connection: AsyncConnection, batch: list[Entry]) -> list[Entry]:
        """The entries whose fence still holds; the others' futures are refused. Locks the fenced rooms' rows
        (on PostgreSQL; SQLite serves one process, which never fences) until the transaction ends."""
        codes = {fence[0] for _, _, fence in batch if fence is not None}
        if not codes:
            return batch
        if self._engine.dialect.name == "postgresql":
            # Straight to the driver: this runs in every group commit of a process among several, and building
            # the statement through SQLAlchemy each time was half of the commit's cost.
            rows: Sequence[Any] = (await connection.exec_driver_sql(_FENCES_POSTGRESQL, (sorted(codes),))).all()
        else:
            rows = (await connection.execute(_FENCES.params(codes=sorted(codes)))).all()
        current = {row[0]: row[1] for row in rows}
        kept = []
        for entry in batch:
            fence = entry[2]
            if fence is not None and current.get(fence[0]) != fence[1]:
                if not entry[1].done():
                    entry[1].set_exception(StaleOwner(f"room {fence[0]} is fenced at {current.get(fence[0])}"))
            else:
                kept.append(entry)
        return kept

    async def _commit(self, batch: list[Entry]) -> None:
        try:
            async with self._engine.begin() as connection:
                batch = await self._refuse_stale(connection, batch)
                # Consecutive writes of the same statement go as one executemany.
                statement: Executable | None = None
                rows: list[dict[str, Any]] = []
                for writes, _, _ in batch:
                    for stmt, params in writes:
                        if stmt is not statement and rows:
                            assert statement is not None
                            await self._execute(connection, statement, rows)
                            rows = []
                        statement = stmt
                        rows.append(params)
                if rows and statement is not None:
                    await self._execute(connection, statement, rows)
        except Exception as exc:
            if len(batch) > 1:
                # One room's bad write must not fail the rooms that shared its transaction: each tries alone,
                # so only the writes that fail again are refused (and only their room is dropped).
                for entry in batch:
                    await self._commit([entry])
                return
            for _, future, _ in batch:
                if not future.done():
                    future.set_exception(exc)
            return
        for _, future, _ in batch:
            if not future.done():
                future.set_result(None)
