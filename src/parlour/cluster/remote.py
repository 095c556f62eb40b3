"""The two ends of a room served across processes.

`RemoteRoom` stands, in the process holding a client's socket, for a room another process owns: what the socket
posts goes to the owner over the bus. `RemoteOutbox` stands, in the owner, for the sockets another process holds:
what the room sends them goes back over the bus."""

from typing import TYPE_CHECKING

from parlour.cluster.bus import Closing, Inbound, Outbound, wall_clock_of
from parlour.wire.seam import FrameIn, Join, Leave, SocketMessage

if TYPE_CHECKING:
    from parlour.cluster.bus import Bus


class RemoteRoom:
    def __init__(self, code: str, owner: str, bus: "Bus") -> None:
        self.code = code
        self.owner = owner
        self.bus = bus
        self.conns: set[int] = set()
        """This process's sockets in the room."""
        self.closed = False

    def post(self, message: SocketMessage) -> bool:
        if self.closed:
            return False
        if isinstance(message, Join):
            self.conns.add(message.conn)
        elif isinstance(message, Leave):
            self.conns.discard(message.conn)
        at = wall_clock_of(message.arrived) if isinstance(message, FrameIn) and message.arrived else 0.0
        self.bus.send(self.owner, Inbound(room=self.code, node=self.bus.node, message=message, at=at))
        return True

    def backlog(self) -> int:
        """Messages not yet on their way to the owner: a socket stops reading past a limit, as for a local room."""
        return self.bus.backlog(self.owner)


class RemoteOutbox:
    """The sockets one other process holds, by connection id."""

    def __init__(self, node: str, bus: "Bus") -> None:
        self.node = node
        self.bus = bus

    def send(self, conn_id: int, data: str) -> None:
        self.bus.send(self.node, Outbound(conn_id, data))

    def close(self, conn_id: int, code: int = 1000, farewell: str | None = None) -> None:
        self.bus.send(self.node, Closing(conn_id, code, farewell))
