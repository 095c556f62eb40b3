"""Computer players learning from the table: what a game's computer players keep of each finished game on this
server (people's drawings of their clues, say), stored through the store and kept in memory for the
players seated later. The game says what to keep (`ComputerPlayers.learn`, pure); this reads the finished game,
has it worked out off the event loop, stores it, and hands it to players as plain data.

Bounded: each (language, key) keeps the game's `lessons_kept` newest, in the database (older ones are deleted as
new ones come) and in memory; memory also keeps at most MAX_KEYS keys per game, the most recently taught, and
start-up reads at most START_UP_LESSONS of each game's newest lessons. With several processes, each learns from
the games it ends and reads the others' at its next start."""

import asyncio
import time
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable
from typing import Any

import structlog

from parlour.engine.players import ComputerPlayers, Lesson, Lessons
from parlour.registry import game_entry, registered_games
from parlour.store.lessons import LessonStore
from parlour.store.repository import Reader

log = structlog.get_logger("parlour.learning")

MAX_KEYS = 4000
"""Keys (a clue in one language) kept in memory per game: every shipped clue, and room for custom decks'."""
START_UP_LESSONS = 20_000
CLOSE_GRACE_SECONDS = 10.0
"""How long a server shutting down waits for the games that ended last to be learned from."""
MAX_KEY_CHARS = 200
MAX_LANGUAGE_CHARS = 16
"""The store's columns: a longer key (a custom clue of a paragraph) is not kept."""


class Teacher:
    def __init__(self, store: LessonStore, reader: Reader, offload: Callable[..., Awaitable[Any]]) -> None:
        self.store = store
        self.reader = reader
        self.offload = offload
        self.kept: dict[str, OrderedDict[tuple[str, str], deque[str]]] = {}
        self.tasks: set[asyncio.Task[None]] = set()

    @staticmethod
    def _learner(game: str) -> ComputerPlayers | None:
        players = game_entry(game).computer_players
        return players if players is not None and players.learn is not None else None

    async def load(self) -> None:
        """What earlier runs of the server kept, newest last."""
        for entry in registered_games():
            players = self._learner(entry.game.name)
            if players is not None:
                for language, key, data in await self.store.newest(entry.game.name, START_UP_LESSONS):
                    self._keep(entry.game.name, players.lessons_kept, Lesson(language, key, data))

    def lessons(self, game: str) -> Callable[[], Lessons]:
        """What players of `game` read: the server's lessons as they stand when asked."""
        return lambda: self.kept.get(game, {})

    def game_over(self, game: str, game_id: str) -> None:
        """A game has ended and its end is committed: learn from it, beside the rooms' turns."""
        if self._learner(game) is None:
            return
        task = asyncio.create_task(self._learn(game, game_id))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _learn(self, game: str, game_id: str) -> None:
        players = self._learner(game)
        assert players is not None and players.learn is not None
        try:
            row = await self.reader.game(game_id)
            if row is None or row.status != "over":
                return
            finished = await self.reader.finished_record(row)
            found: list[Lesson] = await self.offload(players.learn, finished, result_type=list[Lesson])
            found = [f for f in found if len(f.key) <= MAX_KEY_CHARS and len(f.language) <= MAX_LANGUAGE_CHARS]
            await self.store.add(
                game, game_id, [(f.language, f.key, f.data) for f in found], players.lessons_kept, time.time()
            )
            for lesson in found:
                self._keep(game, players.lessons_kept, lesson)
            log.info("learned", game=game, game_id=game_id, lessons=len(found))
        except Exception:
            # Learning is a bonus: a game that cannot be learned from changes nothing else.
            log.exception("learning failed", game=game, game_id=game_id)

    def _keep(self, game: str, per_key: int, lesson: Lesson) -> None:
        kept = self.kept.setdefault(game, OrderedDict())
        key = (lesson.language, lesson.key)
        kept.setdefault(key, deque(maxlen=per_key)).append(lesson.data)
        kept.move_to_end(key)
        while len(kept) > MAX_KEYS:
            kept.popitem(last=False)

    async def settled(self) -> None:
        """Until every game that has ended has been learned from (tests wait on this, not on a clock)."""
        while self.tasks:
            await asyncio.gather(*list(self.tasks), return_exceptions=True)

    async def close(self, grace: float = CLOSE_GRACE_SECONDS) -> None:
        """Let the games that have just ended be learned from (a restart must not lose a person's drawing), up to
        `grace` seconds; then give up on the rest."""
        if self.tasks:
            await asyncio.wait(list(self.tasks), timeout=grace)
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*list(self.tasks), return_exceptions=True)
