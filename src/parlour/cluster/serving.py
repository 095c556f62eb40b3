"""What the cluster needs of the server, as protocols the server implements: the rooms a process serves, and the
directory that holds them (server/room, server/directory.py). The cluster imports nothing of the server; what both
speak (the messages a room is posted, the outbox, close codes) is below both, in wire/seam.py."""

import asyncio
from collections.abc import Mapping, MutableMapping
from typing import TYPE_CHECKING, Any, Protocol

from parlour.store.journal import Fence
from parlour.wire.seam import Outbox, RoomMessage

if TYPE_CHECKING:
    from parlour.cluster.remote import RemoteRoom


class ServedRoom(Protocol):
    """A room this process serves (server/room: `Room`)."""

    @property
    def code(self) -> str: ...

    @property
    def closed(self) -> bool: ...

    @property
    def fence(self) -> Fence | None:
        """The fencing number this process holds the room by."""
        ...

    def post(self, message: RoomMessage) -> bool: ...

    def step_down(self) -> None:
        """Another process owns the room now: stop, write nothing more, send its clients to reconnect."""
        ...

    def outbox_of(self, conn_id: int) -> Outbox | None:
        """Where the room's frames for that connection go (None: not in the room)."""
        ...


class Rooms(Protocol):
    """The rooms of this process (server/directory.py: `RoomDirectory`)."""

    @property
    def rooms(self) -> Mapping[str, ServedRoom]:
        """The rooms served here, by code."""
        ...

    @property
    def remote(self) -> "MutableMapping[str, RemoteRoom]":
        """Rooms served elsewhere that this process holds sockets for, by code."""
        ...

    def loading(self, code: str) -> "asyncio.Future[Any] | None":
        """The load of that room under way here, if any."""
        ...

    async def fences(self, codes: list[str]) -> dict[str, int]:
        """The rooms' fencing numbers, as the database has them now."""
        ...
