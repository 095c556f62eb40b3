"""The room directory: the one way HTTP and WebSocket code find, create, load and reach a room.

Every room this process holds is here: created on demand, loaded from the database when first asked for, and let
go when idle or when the process holds as many as it may. What a caller gets back is a room to post plain-data
messages to (`Room.post`, messages of wire/seam.py). With several processes (a `Node`), a room is loaded here only
under its lease; a room another process owns comes back as a `RemoteRoom`, which passes the messages on to it."""

import asyncio
import secrets
import time
from typing import TYPE_CHECKING, Any

from redis.exceptions import RedisError

from parlour.engine.errors import RuleError
from parlour.engine.game import Game
from parlour.registry import get_game
from parlour.server.room import Room, Services
from parlour.store import repository as repo
from parlour.store.journal import claim
from parlour.store.repository import RoomRow

if TYPE_CHECKING:
    from parlour.cluster.node import Node
    from parlour.cluster.remote import RemoteRoom

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""No 0/O, 1/I/L: codes are read aloud and typed on phones."""
CODE_LENGTH = 6
_CODE_CHARS = frozenset(CODE_ALPHABET)


class RoomsFull(Exception):
    """The process holds as many rooms as it may and none of them is idle."""


class RoomUnavailable(Exception):
    """With several processes: the room's owner cannot be reached, or Redis cannot; the client tries again."""


TAKEOVER_POLL_SECONDS = 0.2


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(code: str) -> str:
    return code.strip().upper()


def is_code(code: str) -> bool:
    """Whether `code` (normalised) could name a room: anything else is answered without a database look-up."""
    return len(code) == CODE_LENGTH and _CODE_CHARS.issuperset(code)


class RoomDirectory:
    def __init__(self, services: Services, max_rooms: int, node: "Node | None" = None) -> None:
        self.services = services
        self.max_rooms = max_rooms
        self.node = node
        self.rooms: dict[str, Room] = {}
        """The rooms this process serves."""
        self.remote: dict[str, RemoteRoom] = {}
        """Rooms other processes serve that this process holds sockets for."""
        self._loading: dict[str, asyncio.Future[Room | RemoteRoom | None]] = {}
        self._releasing: dict[str, asyncio.Task[None]] = {}
        """Leases of rooms let go here, on their way back to Redis: a load of the same room waits for them."""
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
        if self.node is None:
            self._keep(room)
        # With several processes the room is only written: the process its first player reaches serves it (a
        # balancer routing by room code then keeps a room's players on one process).
        return room

    async def get(self, code: str) -> "Room | RemoteRoom | None":
        """The room of that code, loaded if need be (with several processes, served here or passed on to where
        it is served); None if there is none. Raises RoomsFull, RoomUnavailable."""
        code = normalise_code(code)
        if not is_code(code):
            return None
        room = self.rooms.get(code)
        if room is not None and not room.closed:
            return room
        remote = self.remote.get(code)
        if remote is not None and not remote.closed:
            return remote
        loading = self._loading.get(code)
        if loading is None:
            loading = self._loading[code] = asyncio.ensure_future(self._load(code))
            loading.add_done_callback(lambda _: self._loading.pop(code, None))
        # Shielded: one caller giving up (its socket closed) must not cancel the load the others wait for.
        return await asyncio.shield(loading)

    def wake_all(self) -> None:
        """Every room served here runs a turn (the clock jumped: their timers were set for the old time)."""
        for room in list(self.rooms.values()):
            room.wake()

    async def fences(self, codes: list[str]) -> dict[str, int]:
        """The rooms' fencing numbers, as the database has them now (the cluster checks a lease it took back)."""
        return await self.services.reader.fences(codes)

    def loading(self, code: str) -> "asyncio.Future[Room | RemoteRoom | None] | None":
        """The load of that room under way here, if any."""
        return self._loading.get(code)

    async def _load(self, code: str) -> "Room | RemoteRoom | None":
        closing = self.rooms.get(code)
        if closing is not None and closing.task is not None:
            await closing.task  # its last turn is written before the room is read back
        releasing = self._releasing.get(code)
        if releasing is not None:
            await releasing
        row = await self.services.reader.room(code)
        if row is None or row.status == "closed":  # closed for good by the server's admin
            return None
        fence = None
        if self.node is not None:
            remote = await self._owned_elsewhere(code)
            if remote is not None:
                return remote
        try:
            await self._make_space()
            if self.node is not None:
                fence = (code, await self._fence(code))
            game = get_game(row.game)
            options = await self._prepare(game, row.options)
            room = await Room.load(row, game, options, self.services)
        except BaseException:
            if self.node is not None:
                await self.node.release(code)
            raise
        room.fence = fence
        self._keep(room)
        return room

    async def describe(self, code: str) -> dict[str, Any] | None:
        """What `GET /api/rooms/{code}` answers. A room served by another process is described from the database,
        marked `elsewhere`: who is connected is not known here."""
        room = await self.get(code)
        if room is None:
            return None
        if isinstance(room, Room):
            return room.room_data(None)
        row = await self.services.reader.room(room.code)
        if row is None:  # pragma: no cover - deleted rooms do not exist
            return None
        game = get_game(row.game)
        described = Room(row, game, await self._prepare(game, row.options), self.services)
        described.seats = await self.services.reader.seats(row.code)
        return {**described.room_data(None), "elsewhere": True}

    async def _owned_elsewhere(self, code: str) -> "RemoteRoom | None":
        """Take the room's lease, or find the live process that holds it. A lease left by a process that died
        lapses within its time: wait for that rather than send the client away."""
        from parlour.cluster.remote import RemoteRoom

        assert self.node is not None
        node = self.node
        if not node.bus.subscribed.is_set():
            # Without our subscription nothing from the room's owner would reach the client.
            raise RoomUnavailable()
        deadline = time.monotonic() + node.lease_ms / 1000 + 1.0
        while True:
            owner = await self._redis(node.leases.acquire(code))
            if owner == node.name:
                return None
            if await self._redis(node.bus.alive(owner)):
                remote = self.remote[code] = RemoteRoom(code, owner, node.bus)
                return remote
            if time.monotonic() > deadline:
                raise RoomUnavailable()
            await asyncio.sleep(TAKEOVER_POLL_SECONDS)

    async def _fence(self, code: str) -> int:
        """Raise the room's fencing number: from now on an older owner's writes are refused."""
        number = await claim(self.services.reader.engine, code)
        if number is None:  # pragma: no cover - the room's row was read just before
            raise RoomUnavailable()
        return number

    @staticmethod
    async def _redis(call: Any) -> Any:
        try:
            return await call
        except (RedisError, OSError) as error:
            raise RoomUnavailable() from error

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
            if self.node is not None:
                # Ours to give back only while the lease is ours (the release checks): a stale owner leaves it.
                code = room.code
                task = self._releasing[code] = asyncio.get_running_loop().create_task(self.node.release(code))
                task.add_done_callback(
                    lambda done: self._releasing.pop(code, None) if self._releasing.get(code) is done else None
                )
        self.services.metrics.rooms.set(len(self.rooms))

    async def close(self) -> None:
        for room in list(self.rooms.values()):
            await room.stop()
            if self.node is not None:
                await self.node.release(room.code)  # another process may take it at once, not a lease later
        self.rooms.clear()
        if self._releasing:
            await asyncio.gather(*self._releasing.values(), return_exceptions=True)
