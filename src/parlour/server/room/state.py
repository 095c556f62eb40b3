"""The room's shared state: what every part of the room reads (the game, its options, the seats, the match, who
is connected), and the few questions they all ask of it (who hosts, whether a sender is seated).

Each part of the room (lobby, seating, play, sheets, fan-out, durability) is handed this one object; what only one
part needs (the sheets' canvases, the absent players' clocks) lives in that part instead."""

import hashlib
from collections.abc import ValuesView
from dataclasses import dataclass, field
from typing import Any

from parlour.engine.game import Game, Table
from parlour.engine.match import Match
from parlour.server.room.services import Services
from parlour.server.room.turn import Peer, Turn
from parlour.store.journal import Fence
from parlour.store.repository import RoomRow, SeatRow
from parlour.wire.protocol import FrameError
from parlour.wire.seam import Member

COLOURS = (
    "red", "yellow", "green", "blue", "purple", "orange", "pink", "teal", "brown", "grey", "navy", "lime",
)  # fmt: skip
"""Seat colours, enough for the largest table (12). The client draws each with its own mark as well, so that
colour is never the only cue."""


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class RoomState:
    code: str
    game: Game
    options: Any
    """The room's options as `game.prepare_options` made them."""
    raw_options: dict[str, Any]
    """What the room was made with, as written (a lobby change patches it)."""
    public_options: Any
    table: Table
    """How many may sit and in how many teams, as the options make it."""
    status: str
    game_id: str | None
    services: Services
    seats: list[SeatRow] = field(default_factory=list)
    match: Match | None = None
    game_players: list[dict[str, Any]] = field(default_factory=list)
    """The game record's players: who sat where, and which seats computer players played, from which epoch."""
    peers: dict[int, Peer] = field(default_factory=dict)
    """Everyone connected (people and computer players), by connection id: messages name their sender so."""
    delivered: dict[int, dict[int, int]] = field(default_factory=dict)
    """Per seat, when each recent version of the game was handed to it (server clock, ms): the fair bell's."""
    closed: bool = False
    barred: dict[str, int] = field(default_factory=dict)
    """Browsers (by their hello's `client`) whose player the host removed from the lobby, until when (room clock,
    ms): they may watch, not sit."""
    """Nothing posted from now on is handled; a join is refused (and tried again elsewhere or afresh)."""
    fence: Fence | None = None
    """With several processes, the fencing number this process holds the room by: every write carries it."""

    @classmethod
    def of(cls, row: RoomRow, game: Game, options: Any, services: Services) -> "RoomState":
        return cls(
            code=row.code,
            game=game,
            options=options,
            raw_options=dict(row.options or {}),
            public_options=game.public_options(options),
            table=game.table(options),
            status=row.status,
            game_id=row.game_id,
            services=services,
        )

    @property
    def conns(self) -> "ValuesView[Peer]":
        return self.peers.values()

    def add_peer(self, peer: Peer) -> None:
        self.peers[peer.id] = peer

    def remove_peer(self, peer: Peer) -> None:
        if self.peers.get(peer.id) is peer:
            del self.peers[peer.id]

    def has_people(self) -> bool:
        return any(isinstance(c, Member) for c in self.conns)

    def connected_seats(self) -> set[int]:
        """Seats someone plays from here now (a connection that said hello)."""
        return {c.seat for c in self.conns if c.seat is not None and c.greeted}

    def screens(self) -> int:
        """The table screens open on this room now."""
        return sum(1 for c in self.conns if c.screen and c.greeted and c.alive)

    @property
    def host(self) -> int:
        """The first seated player who is connected (seat 0 when nobody is)."""
        connected = self.connected_seats()
        return next((s.seat for s in self.seats if s.seat in connected and s.bot is None), 0)

    def seated(self, conn: Peer) -> int:
        if conn.seat is None:
            raise FrameError("not_seated")
        return conn.seat

    def require_host(self, conn: Peer) -> None:
        if self.seated(conn) != self.host:
            raise FrameError("not_host")

    def require_lobby(self) -> None:
        if self.status != "lobby":
            raise FrameError("not_in_lobby")

    def refuse(self, conn: Peer, code: str, params: dict[str, Any], turn: Turn) -> None:
        self.services.metrics.errors.labels(code).inc()
        turn.reply(conn, {"t": "error", "code": code, **params})
