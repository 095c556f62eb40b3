"""How a room reaches its clients: by connection id, through an outbox, never by holding a socket.

A room knows each client as a Member (plain data: id, seat, whether it said hello, its round trip). Sending to a
member hands text and an id to the outbox; the process that holds the socket delivers it: this process
(LocalOutbox), or with several processes another one, through Redis (cluster/remote.py, RemoteOutbox).
"""

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from parlour.server.connection import Connection


RECONNECT_CLOSE_CODE = 1012
"""Service restart: the room is served afresh, here after a restart or (several processes) by another process.
The client reconnects and is served wherever the room is now."""


class Outbox(Protocol):
    def send(self, conn_id: int, data: str) -> None: ...

    def close(self, conn_id: int, code: int = 1000, farewell: str | None = None) -> None: ...


class LocalOutbox:
    """The sockets this process holds, by connection id."""

    def __init__(self) -> None:
        self.connections: dict[int, Connection] = {}

    def add(self, connection: "Connection") -> None:
        self.connections[connection.id] = connection

    def remove(self, connection: "Connection") -> None:
        if self.connections.get(connection.id) is connection:
            del self.connections[connection.id]

    def send(self, conn_id: int, data: str) -> None:
        connection = self.connections.get(conn_id)
        if connection is not None:
            connection.send(data)

    def close(self, conn_id: int, code: int = 1000, farewell: str | None = None) -> None:
        connection = self.connections.get(conn_id)
        if connection is not None:
            connection.close(code, farewell)


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

    def send(self, data: str) -> None:
        if self.alive:
            self.outbox.send(self.id, data)

    def close(self, code: int = 1000, farewell: str | None = None) -> None:
        if self.alive:
            self.alive = False
            self.outbox.close(self.id, code, farewell)
