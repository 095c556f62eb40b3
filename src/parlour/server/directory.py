"""The room directory: the one way HTTP and WebSocket code find, create, load and reach a room.

Every room this process holds is here: created on demand, loaded from the database when first asked for, and let
go when idle or when the process holds as many as it may. What a caller gets back is a room to post plain-data
messages to (`Room.post`); with several processes, this is the seam where a room owned elsewhere is reached."""

import asyncio
import secrets
import time
from typing import Any

from parlour.engine.errors import RuleError
from parlour.engine.game import Game, get_game
from parlour.server.room import Room, Services
from parlour.store import repository as repo
from parlour.store.repository import RoomRow

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""No 0/O, 1/I/L: codes are read aloud and typed on phones."""
CODE_LENGTH = 6
_CODE_CHARS = frozenset(CODE_ALPHABET)


class RoomsFull(Exception):
    """The process holds as many rooms as it may and none of them is idle."""


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(code: str) -> str:
    return code.strip().upper()


def is_code(code: str) -> bool:
    """Whether `code` (normalised) could name a room: anything else is answered without a database look-up."""
    return len(code) == CODE_LENGTH and _CODE_CHARS.issuperset(code)


class RoomDirectory:
    def __init__(self, services: Services, max_rooms: int) -> None:
        self.services = services
        self.max_rooms = max_rooms
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Future[Room | None]] = {}
        """Loads under way, so that connections arriving together share one; each leaves when it is done."""

    async def create(self, game_name: str, raw_options: Any) -> Room:
        game = get_game(game_name)
        raw = raw_options or {}
        options = await self._prepare(game, raw)  # may raise RuleError
        await self._make_space()
        for _ in range(20):
            code = new_code()
            if code not in self.rooms and await self.services.reader.room(code) is None:
                break
        else:  # pragma: no cover - 31^6 codes
            raise RuleError("no_free_code")
        row = RoomRow(code, game.name, dict(raw), "lobby", None, time.time())
        await self.services.journal.write([repo.write_room(row)])
        room = Room(row, game, options, self.services)
        self._keep(room)
        return room

    async def get(self, code: str) -> Room | None:
        """The room of that code, loaded if need be; None if there is none. Raises RoomsFull."""
        code = normalise_code(code)
        if not is_code(code):
            return None
        room = self.rooms.get(code)
        if room is not None and not room.closed:
            return room
        loading = self._loading.get(code)
        if loading is None:
            loading = self._loading[code] = asyncio.ensure_future(self._load(code))
            loading.add_done_callback(lambda _: self._loading.pop(code, None))
        # Shielded: one caller giving up (its socket closed) must not cancel the load the others wait for.
        return await asyncio.shield(loading)

    async def _load(self, code: str) -> Room | None:
        closing = self.rooms.get(code)
        if closing is not None and closing.task is not None:
            await closing.task  # its last turn is written before the room is read back
        row = await self.services.reader.room(code)
        if row is None:
            return None
        await self._make_space()
        game = get_game(row.game)
        options = await self._prepare(game, row.options)
        room = await Room.load(row, game, options, self.services)
        self._keep(room)
        return room

    async def _prepare(self, game: Game, raw: Any) -> Any:
        # A large pasted deck takes a while to check: off the event loop, so other rooms do not wait for it.
        return await self.services.offload(
            game.prepare_options, raw, self.services.content, result_type=game.options_type
        )

    async def _make_space(self) -> None:
        """Below the limit, or let idle rooms go, longest idle first (the database keeps them)."""
        excess = len(self.rooms) + 1 - self.max_rooms
        if excess <= 0:
            return
        idle = sorted((r for r in self.rooms.values() if r.is_idle()), key=lambda r: r.last_active)[:excess]
        if len(idle) < excess:
            raise RoomsFull()
        for room in idle:
            await room.stop()
            self._forget(room)

    def _keep(self, room: Room) -> None:
        self.rooms[room.code] = room
        room.on_close = self._forget
        room.start()
        self.services.metrics.rooms.set(len(self.rooms))

    def _forget(self, room: Room) -> None:
        if self.rooms.get(room.code) is room:
            del self.rooms[room.code]
        self.services.metrics.rooms.set(len(self.rooms))

    async def close(self) -> None:
        for room in list(self.rooms.values()):
            await room.stop()
        self.rooms.clear()
