"""The seam between a room and whatever reaches it: the messages a room is posted, and the outbox it answers
through by connection id. Below both the server (which serves rooms) and the cluster (which carries these messages
between processes), so that neither imports the other's insides.

A socket's messages (`SocketMessage`) are plain data, msgspec structs that cross processes as they are (the
cluster's bus carries them inside its `Inbound`). `JoinFrom` is the one message that never crosses: the owner's side
of the cluster posts it for a socket another process holds, with the outbox that reaches that process."""

from dataclasses import dataclass
from typing import Protocol

import msgspec

from parlour.wire.protocol import ClientFrame

RECONNECT_CLOSE_CODE = 1012
"""Service restart: the room is served afresh, here after a restart or (several processes) by another process.
The client reconnects and is served wherever the room is now."""


class Outbox(Protocol):
    """Where a room's frames go, by connection id: this process's sockets, or another process's over the bus."""

    def send(self, conn_id: int, data: str) -> None: ...

    def close(self, conn_id: int, code: int = 1000, farewell: str | None = None) -> None: ...


@dataclass(eq=False)
class Member:
    """A client as its room knows it. Compared by identity: two members are two connections."""

    id: int
    outbox: Outbox
    seat: int | None = None
    greeted: bool = False
    rtt_ms: int = 0
    """The client's recent round trip, as its connection last reported it."""
    alive: bool = True
    client: str | None = None
    """The browser's own id, as its hello gave it (a player the host removed waits before sitting again)."""
    screen: bool = False
    """A table screen: it watches, never sits, and is counted in the room's data."""

    def send(self, data: str) -> None:
        if self.alive:
            self.outbox.send(self.id, data)

    def close(self, code: int = 1000, farewell: str | None = None) -> None:
        if self.alive:
            self.alive = False
            self.outbox.close(self.id, code, farewell)


class Join(msgspec.Struct, frozen=True, array_like=True, tag="join"):
    """A socket of this process enters the room: what the room sends it goes to the room's own outbox."""

    conn: int


class Leave(msgspec.Struct, frozen=True, array_like=True, tag="leave"):
    """The socket is gone; whatever it still had on its way is void."""

    conn: int


class FrameIn(msgspec.Struct, frozen=True, array_like=True, tag="frame"):
    """A frame the client sent."""

    conn: int
    frame: ClientFrame
    arrived: float = 0.0
    """When it came off the socket (`time.perf_counter()` of the process handling it): the fair bell measures the
    time it then waited for the room as the server's, not the player's."""


class Rtt(msgspec.Struct, frozen=True, array_like=True, tag="rtt"):
    """The client's round trip, as its connection measured it lately."""

    conn: int
    rtt_ms: int


class Resync(msgspec.Struct, frozen=True, array_like=True, tag="resync"):
    """The connection fell behind (or just joined, for a computer player): send it the whole picture."""

    conn: int


SocketMessage = Join | Leave | FrameIn | Rtt | Resync
"""What a socket (or a computer player) posts to its room; any of these may come from another process."""


@dataclass(frozen=True)
class JoinFrom:
    """A socket another process holds enters the room: what the room sends it goes through `outbox`."""

    conn: int
    outbox: Outbox


RoomMessage = SocketMessage | JoinFrom
"""Everything a room is posted from outside itself (`Room.post`)."""
