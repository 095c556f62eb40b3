"""How a room reaches its clients: by connection id, through an outbox, never by holding a socket.

A room knows each client as a Member (plain data: id, seat, whether it said hello, its round trip; it and the
Outbox protocol live in wire/seam.py, below the cluster, which delivers to other processes). Sending to a
member hands text and an id to the outbox; the process that holds the socket delivers it: this process
(LocalOutbox), or with several processes another one, through Redis (cluster/remote.py, RemoteOutbox).
"""

from typing import TYPE_CHECKING

from parlour.wire.seam import RECONNECT_CLOSE_CODE, Member, Outbox

if TYPE_CHECKING:
    from parlour.server.connection import Connection

__all__ = ["RECONNECT_CLOSE_CODE", "LocalOutbox", "Member", "Outbox"]


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
