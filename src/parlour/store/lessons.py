"""Lessons computer players keep from finished games: written as a game ends, read at start-up. Each (game,
language, key) keeps its newest `keep` lessons; older ones are deleted as new ones come."""

from collections.abc import Sequence

from sqlalchemy import delete, insert, select
from sqlalchemy.ext.asyncio import AsyncEngine

from parlour.store.schema import lessons

StoredLesson = tuple[str, str, str]
"""(language, key, data)."""


class LessonStore:
    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def add(self, game: str, game_id: str, found: Sequence[StoredLesson], keep: int, now: float) -> None:
        """Store one finished game's lessons, then drop the oldest of each key beyond `keep`."""
        if not found:
            return
        c = lessons.c
        async with self.engine.begin() as connection:
            await connection.execute(
                insert(lessons),
                [
                    dict(game=game, language=language, key=key, data=data, game_id=game_id, created_at=now)
                    for language, key, data in found
                ],
            )
            for language, key in sorted({(language, key) for language, key, _ in found}):
                same = (c.game == game) & (c.language == language) & (c.key == key)
                kept = select(c.id).where(same).order_by(c.id.desc()).limit(keep)
                await connection.execute(delete(lessons).where(same, c.id.not_in(kept.scalar_subquery())))

    async def newest(self, game: str, limit: int) -> list[StoredLesson]:
        """A game's newest `limit` lessons, oldest first."""
        c = lessons.c
        async with self.engine.connect() as connection:
            result = await connection.execute(
                select(c.language, c.key, c.data).where(c.game == game).order_by(c.id.desc()).limit(limit)
            )
            rows = [(str(r[0]), str(r[1]), str(r[2])) for r in result]
        return rows[::-1]
