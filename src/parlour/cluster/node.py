"""One process among several serving the same rooms (docs/deploy.md, "Several processes").

Any process accepts any client. A room is served by the process holding its lease (the owner); a process holding
a socket for a room owned elsewhere passes its frames on over the bus, and the owner's frames come back the same
way. The owner renews its leases; a process that cannot (it lost one, or could not reach Redis for a whole
lease) steps its rooms down, and its clients reconnect to wherever the room is served next."""

import asyncio
import contextlib
import os
import secrets
import socket
import time

import msgspec
import structlog
from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff, NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError
from redis.exceptions import TimeoutError as RedisTimeoutError

from parlour.cluster.bus import LISTEN_WAKE_SECONDS, Bus, Closing, Inbound, Item, Outbound, perf_counter_of
from parlour.cluster.leases import Leases
from parlour.cluster.remote import RemoteOutbox, RemoteRoom
from parlour.cluster.serving import Rooms, ServedRoom
from parlour.wire.seam import RECONNECT_CLOSE_CODE, FrameIn, Join, JoinFrom, Leave, Outbox

log = structlog.get_logger("parlour.cluster")

REDIS_RETRIES = 2
LOST, RENEWED, TAKEN_BACK = 0, 1, 2
"""What renewing a lease found (see leases.py)."""
"""What a client is closed with when its room moves to another process: it reconnects, and is served there."""


def node_name() -> str:
    return f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"


class Node:
    def __init__(self, redis_url: str, lease_ms: int, local: Outbox) -> None:
        self.name = node_name()
        # For leases: a connection broken by a Redis restart is made again at once, a couple of times, before a
        # call fails (the calls are all safe to repeat). Each renewal is bounded besides (`_renew`).
        self.redis = Redis.from_url(
            redis_url,
            socket_timeout=lease_ms / 3000,
            socket_connect_timeout=lease_ms / 3000,
            retry=Retry(ExponentialBackoff(cap=0.2, base=0.02), REDIS_RETRIES),
            retry_on_error=[RedisConnectionError, RedisTimeoutError],
        )
        self.lease_ms = lease_ms
        # For the bus: never retries (a publish sent twice would apply frames twice; a subscription remade in
        # silence would hide what was lost), and checks its connection when idle.
        self.listening = Redis.from_url(
            redis_url,
            socket_connect_timeout=lease_ms / 3000,
            socket_timeout=lease_ms / 3000 + LISTEN_WAKE_SECONDS,
            retry=Retry(NoBackoff(), 0),
            health_check_interval=max(1, int(lease_ms / 3000)),
        )
        self.leases = Leases(self.redis, self.name, lease_ms)
        self.bus = Bus(self.redis, self.listening, self.name, self._on_item, self._on_unreachable, self._on_lost)
        self.local = local
        """The sockets this process holds."""
        self.directory: Rooms | None = None
        self.remote_members: dict[int, ServedRoom] = {}
        """Owner's side: sockets held by other processes, by connection id, with the room they are in."""
        self._outboxes: dict[str, RemoteOutbox] = {}
        self._waiting: dict[str, list[Inbound]] = {}
        """Frames for rooms still loading here, in the order they came."""
        self._keeper: asyncio.Task[None] | None = None
        self.renewed_at = time.monotonic()

    async def start(self, directory: Rooms) -> None:
        self.directory = directory
        await self.bus.start()
        self._keeper = asyncio.create_task(self._keep_leases(), name="leases")

    async def close(self) -> None:
        if self._keeper is not None:
            self._keeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._keeper
        await self.bus.close()
        await self.redis.aclose()
        await self.listening.aclose()

    def outbox(self, node: str) -> RemoteOutbox:
        found = self._outboxes.get(node)
        if found is None:
            found = self._outboxes[node] = RemoteOutbox(node, self.bus)
        return found

    async def release(self, code: str) -> None:
        with contextlib.suppress(RedisError, OSError):
            await self.leases.release(code)

    # --- leases ------------------------------------------------------------------------------------------

    async def _keep_leases(self) -> None:
        """Renew the leases of the rooms served here; let go of remote rooms whose owner changed, and of sockets
        whose holder is gone."""
        while True:
            await asyncio.sleep(self.lease_ms / 3000)
            started = time.monotonic()
            try:
                # asyncio.timeout, not wait_for: Python 3.11's wait_for drops a cancel that comes as the call
                # ends, and the keeper would outlive close() (and hold up the server's shutdown) for ever.
                async with asyncio.timeout(self.lease_ms / 3000):
                    await self._renew(started)
                async with asyncio.timeout(self.lease_ms / 3000):
                    await self._watch_remote()
                async with asyncio.timeout(self.lease_ms / 3000):
                    await self._watch_holders()
            except (RedisError, OSError, TimeoutError) as error:
                log.warning("lease_renewal_failed", error=repr(error))
            except Exception:
                log.exception("lease_keeping_failed")  # ours: logged, and tried again next time
            if time.monotonic() - self.renewed_at > self.lease_ms / 1000:
                # A whole lease without Redis: another process may be serving these rooms by now.
                self._step_down_all()

    async def _renew(self, started: float) -> None:
        assert self.directory is not None
        rooms = {code: room for code, room in self.directory.rooms.items() if not room.closed}
        held = await self.leases.renew(list(rooms))
        self.renewed_at = started  # the lease runs from when the renewal was sent, not from its answer
        taken_back = [code for code, result in held.items() if result == TAKEN_BACK]
        fences = await self.directory.fences(taken_back) if taken_back else {}
        for code, result in held.items():
            room = rooms[code]
            if result == LOST:
                log.warning("lease_lost", room=code)
                room.step_down()
            elif result == TAKEN_BACK and (room.fence is None or fences.get(code) != room.fence[1]):
                # The lease was gone, and another process took the room and let it go meanwhile: what this one
                # holds is stale.
                log.warning("lease_lost", room=code, taken_meanwhile=True)
                room.step_down()

    def _step_down_all(self) -> None:
        assert self.directory is not None
        for room in list(self.directory.rooms.values()):
            room.step_down()

    async def _watch_remote(self) -> None:
        assert self.directory is not None
        remote = [r for r in self.directory.remote.values() if not r.closed]
        owners = await self.leases.owners([r.code for r in remote])
        for room in remote:
            if owners.get(room.code) != room.owner:
                self.abandon(room)

    async def _watch_holders(self) -> None:
        """Owner's side: sockets held by a process that is gone leave their rooms (their clients reconnect
        elsewhere); entries of rooms no longer served here are forgotten."""
        for conn_id, room in list(self.remote_members.items()):
            if room.closed:
                del self.remote_members[conn_id]
        nodes = {self._holder(room, conn_id) for conn_id, room in self.remote_members.items()} - {None}
        for node in nodes:
            assert node is not None
            if not await self.bus.alive(node):
                self._let_go_of(node)

    def abandon(self, room: RemoteRoom) -> None:
        """The room's owner is gone or changed, or frames to or from it were lost: send this process's clients in
        it to reconnect, and tell the owner they left (should it still be there, it must not keep them)."""
        if room.closed:
            return
        room.closed = True
        if self.directory is not None and self.directory.remote.get(room.code) is room:
            del self.directory.remote[room.code]
        for conn_id in list(room.conns):
            self.bus.send(room.owner, Inbound(room=room.code, node=self.name, message=Leave(conn_id)))
            self.local.close(conn_id, RECONNECT_CLOSE_CODE)

    # --- the bus -----------------------------------------------------------------------------------------

    def _on_item(self, item: Item) -> None:
        if isinstance(item, Outbound):
            self.local.send(item.conn, item.data)
        elif isinstance(item, Closing):
            self.local.close(item.conn, item.code, item.farewell)
        else:
            self._to_room(item)

    def _to_room(self, item: Inbound) -> None:
        assert self.directory is not None
        waiting = self._waiting.get(item.room)
        if waiting is not None:
            waiting.append(item)  # behind the earlier ones, in order
            return
        loading = self.directory.loading(item.room)
        if loading is not None:
            # Another process found this one holding the lease while the room is still being read from its
            # log: hold what comes for it until the room is up.
            self._waiting[item.room] = [item]
            loading.add_done_callback(lambda _: self._loaded(item.room))
            return
        message = item.message
        if isinstance(message, Leave):
            self.remote_members.pop(message.conn, None)  # whether or not the room is still served here
        room = self.directory.rooms.get(item.room)
        if room is None or room.closed:
            if not isinstance(message, Leave):
                # Not served here (any more): the client reconnects, and the room is found where it is now.
                self.bus.send(item.node, Closing(message.conn, RECONNECT_CLOSE_CODE))
            return
        if not isinstance(message, Join | Leave) and self.remote_members.get(message.conn) is not room:
            # A socket this room let go of (its holder was thought gone): its client must start again.
            self.bus.send(item.node, Closing(message.conn, RECONNECT_CLOSE_CODE))
            return
        if isinstance(message, Join):
            self.remote_members[message.conn] = room
            posted = room.post(JoinFrom(message.conn, self.outbox(item.node)))
        elif isinstance(message, FrameIn):
            posted = room.post(msgspec.structs.replace(message, arrived=perf_counter_of(item.at)))
        else:
            posted = room.post(message)
        if not posted:
            self.bus.send(item.node, Closing(message.conn, RECONNECT_CLOSE_CODE))

    def _loaded(self, code: str) -> None:
        for item in self._waiting.pop(code, []):
            self._to_room(item)

    def _on_unreachable(self, node: str, items: list[Item]) -> None:
        """Nobody listens for `node` any more: its process is gone."""
        assert self.directory is not None
        if any(isinstance(item, Inbound) for item in items):
            # We hold sockets for rooms it owned: those clients reconnect, and the room is loaded afresh.
            for room in list(self.directory.remote.values()):
                if room.owner == node:
                    self.abandon(room)
        self._let_go_of(node)

    def _let_go_of(self, node: str) -> None:
        """The sockets `node` held leave their rooms here."""
        for conn_id in [c for c, room in self.remote_members.items() if self._holder(room, c) == node]:
            self.remote_members.pop(conn_id).post(Leave(conn_id))

    @staticmethod
    def _holder(room: ServedRoom, conn_id: int) -> str | None:
        outbox = room.outbox_of(conn_id)
        return outbox.node if isinstance(outbox, RemoteOutbox) else None

    def _on_lost(self) -> None:
        """Our subscription broke (Redis restarted, say): frames on their way to us may be lost. Clients whose
        rooms are served elsewhere reconnect; sockets held elsewhere for rooms served here are let go (their
        holders lost theirs too, and send their clients to reconnect)."""
        assert self.directory is not None
        for remote in list(self.directory.remote.values()):
            self.abandon(remote)
        for conn_id, room in list(self.remote_members.items()):
            del self.remote_members[conn_id]
            outbox = room.outbox_of(conn_id)
            if isinstance(outbox, RemoteOutbox):
                outbox.close(conn_id, RECONNECT_CLOSE_CODE)
            room.post(Leave(conn_id))
