"""Every room this process holds: created on demand, loaded from the database when first asked for."""

import asyncio
import secrets
import time
from typing import Any

from parlour.engine.errors import RuleError
from parlour.engine.game import get_game
from parlour.server.room import Room, Services
from parlour.store import repository as repo
from parlour.store.repository import RoomRow

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""No 0/O, 1/I/L: codes are read aloud and typed on phones."""
CODE_LENGTH = 6


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(code: str) -> str:
    return code.strip().upper()


class Rooms:
    def __init__(self, services: Services) -> None:
        self.services = services
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Lock] = {}

    async def create(self, game_name: str, raw_options: Any) -> Room:
        game = get_game(game_name)
        raw = raw_options or {}
        game.prepare_options(raw, self.services.content)  # raises RuleError for bad options or a bad deck
        stored = dict(raw)
        for _ in range(20):
            code = new_code()
            if code not in self.rooms and await self.services.reader.room(code) is None:
                break
        else:  # pragma: no cover - 31^6 codes
            raise RuleError("no_free_code")
        row = RoomRow(code, game.name, stored, "lobby", None, time.time())
        await self.services.journal.write([repo.write_room(row)])
        room = Room(row, game, self.services)
        self._keep(room)
        return room

    async def get(self, code: str) -> Room | None:
        code = normalise_code(code)
        room = self.rooms.get(code)
        if room is not None and not room.closed:
            return room
        lock = self._loading.setdefault(code, asyncio.Lock())
        async with lock:
            room = self.rooms.get(code)
            if room is not None and not room.closed:
                return room
            row = await self.services.reader.room(code)
            if row is None:
                return None
            room = await Room.load(row, get_game(row.game), self.services)
            self._keep(room)
            return room

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
