"""One turn of a room: what handling a batch of messages produced, to be committed and then sent.

Nothing here touches the database or a socket: the actor commits `writes` through the journal, and only then does
the fan-out deliver `sends` (no client hears of a change before it is durable)."""

from dataclasses import dataclass, field
from typing import Any

from parlour.server.bots import BotConnection
from parlour.store import repository as repo
from parlour.store.journal import Write
from parlour.wire.protocol import encode
from parlour.wire.seam import Member

Peer = Member | BotConnection
"""Whoever a room sends to: a client (by id, through an outbox) or a computer player living in the room."""


@dataclass(frozen=True)
class Send:
    """One frame of the turn, encoded once, and who gets it."""

    data: str
    only: Peer | None = None
    """This connection alone (a reply); None: everyone connected, as the fields below narrow it."""
    exclude: Peer | None = None
    """Everyone but this connection (a drawer is not sent back its own stroke)."""
    seats: frozenset[int] | None = None
    """Only the connections of these seats (an event addressed to some players, a sheet some may not see)."""
    canvas: bool = False
    """A canvas operation: a connection sent a snapshot this turn finds it on its sheets there, and skips it."""


@dataclass
class Turn:
    """What one turn of the room produced: writes to commit, then frames to send, in order."""

    writes: list[Write] = field(default_factory=list)
    sends: list[Send] = field(default_factory=list)
    snapshots: list[Peer] = field(default_factory=list)
    """Connections sent the whole picture this turn (a hello, a resync)."""
    room_changed: bool = False
    state_changed: bool = False
    stroke_arrivals: list[float] = field(default_factory=list)
    game_over: tuple[str, str] | None = None
    """(game, game id) of a game this turn ended: once its end is committed, the computer players learn from it."""

    def only_strokes(self) -> bool:
        """Whether every write of the turn is a canvas operation (no action, no seat, no game row)."""
        return all(statement is repo.INSERT_OP for statement, _ in self.writes)

    def reply(self, conn: Peer, frame: dict[str, Any]) -> None:
        self.sends.append(Send(encode(frame), only=conn))

    def broadcast(
        self,
        frame: dict[str, Any],
        exclude: Peer | None = None,
        seats: frozenset[int] | None = None,
        canvas: bool = False,
    ) -> None:
        """To every connection (but `exclude`), or, with `seats`, to the connections of those seats alone."""
        self.sends.append(Send(encode(frame), exclude=exclude, seats=seats, canvas=canvas))
