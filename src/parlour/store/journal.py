"""Group commit: every room hands its writes to one journal, which commits whatever has gathered in a single
transaction. A room broadcasts only after its writes are committed, so nothing is heard before it is durable,
and a busy server makes few, large commits instead of many small ones."""

import asyncio
from typing import Any

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.sql import Executable
from sqlalchemy.sql.dml import Insert

Write = tuple[Executable, dict[str, Any]]


class JournalClosed(RuntimeError):
    pass


class Journal:
    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._pending: list[tuple[list[Write], asyncio.Future[None]]] = []
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._closed = False
        self._compiled: dict[int, tuple[str, tuple[str, ...]]] = {}

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

    def submit(self, writes: list[Write]) -> "asyncio.Future[None]":
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if self._closed:
            future.set_exception(JournalClosed("the journal is closed"))
            return future
        self._pending.append((writes, future))
        self._wake.set()
        return future

    async def write(self, writes: list[Write]) -> None:
        if writes:
            await self.submit(writes)

    async def _run(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            batch, self._pending = self._pending, []
            if batch:
                await self._commit(batch)
            elif self._closed:
                return

    async def _commit(self, batch: list[tuple[list[Write], "asyncio.Future[None]"]]) -> None:
        try:
            async with self._engine.begin() as connection:
                # Consecutive writes of the same statement go as one executemany.
                statement: Executable | None = None
                rows: list[dict[str, Any]] = []
                for writes, _ in batch:
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
            for _, future in batch:
                if not future.done():
                    future.set_exception(exc)
            return
        for _, future in batch:
            if not future.done():
                future.set_result(None)
