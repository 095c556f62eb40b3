"""Fan-out: what clients see, and its delivery. The room's data (seats, host, options), each seat's view of the
game, snapshots, and the delivery of a committed turn: one message per connection per turn, in order, and when each
seat was first shown each version of the game (the fair bell measures reactions from it)."""

import time
from typing import Any

from parlour.server.room.sheets import Sheets
from parlour.server.room.state import RoomState
from parlour.server.room.talk import Talk
from parlour.server.room.turn import Peer, Turn
from parlour.wire.protocol import encode

DELIVERIES_KEPT = 64


class FanOut:
    def __init__(self, state: RoomState, sheets: Sheets, talk: Talk) -> None:
        self.state = state
        self.sheets = sheets
        self.talk = talk

    def room_data(self, you: int | None) -> dict[str, Any]:
        state = self.state
        connected = state.connected_seats()
        votes = self.talk.votes.tally()
        return {
            "code": state.code,
            "game": state.game.name,
            "status": state.status,
            "options": state.public_options,
            "seats": [
                {
                    "seat": s.seat,
                    "name": s.name,
                    "colour": s.colour,
                    "connected": s.seat in connected,
                    "standin": s.standin,
                    "bot": s.bot,
                    "team": s.team,
                    "muted": self.talk.muted(s.seat),
                    "remove_votes": votes[s.seat][0],
                    "remove_needed": votes[s.seat][1],
                }
                for s in state.seats
            ],
            "host": state.host,
            "you": you,
            "you_voted_remove": self.talk.votes.voted_by(you),
            "game_id": state.game_id,
            "min_players": state.table.min_seats,
            "teams": state.table.teams,
            "max_players": state.table.max_seats,
            "screens": state.screens(),
        }

    def view(self, seat: int | None) -> dict[str, Any] | None:
        if self.state.match is None:
            return None
        view = self.state.match.view(seat)
        view["drawing"] = self.sheets.drawing(seat)
        view["talk"] = self.talk.open()
        return view

    def snapshot(self, conn: Peer) -> dict[str, Any]:
        return {
            "t": "snapshot",
            "room": self.room_data(conn.seat),
            "view": self.view(conn.seat),
            "canvases": self.sheets.visible(conn.seat),
            "chat": self.talk.kept(),
        }

    def deliver(self, turn: Turn) -> None:
        """Everything the turn produced, in order; each connection gets it as one message (a JSON array when
        there are several frames), so a busy room costs one send per viewer per turn, not one per frame."""
        greeted = [c for c in self.state.conns if c.greeted and c.alive]
        outbox: dict[Peer, list[str]] = {conn: [] for conn in greeted}
        fresh = set(turn.snapshots)
        # A connection sent a snapshot this turn finds the turn's strokes on its sheets there: they skip it.
        drawn_for = [c for c in greeted if c not in fresh] if fresh else greeted
        for send in turn.sends:
            if send.only is not None:
                outbox.setdefault(send.only, []).append(send.data)
                continue
            for conn in drawn_for if send.canvas else greeted:
                if conn is not send.exclude and (send.seats is None or conn.seat in send.seats):
                    outbox[conn].append(send.data)
        if turn.room_changed:
            by_seat: dict[int | None, str] = {}
            for conn in greeted:
                if conn not in fresh:
                    if conn.seat not in by_seat:
                        by_seat[conn.seat] = encode({"t": "room", "room": self.room_data(conn.seat)})
                    outbox[conn].append(by_seat[conn.seat])
        if turn.state_changed:
            views: dict[int | None, str] = {}
            for conn in greeted:
                if conn not in fresh:
                    if conn.seat not in views:
                        views[conn.seat] = encode({"t": "state", "view": self.view(conn.seat)})
                    self._note_delivery(conn)
                    outbox[conn].append(views[conn.seat])
        for conn in fresh:
            if conn.alive:
                self._note_delivery(conn)
                outbox.setdefault(conn, []).append(encode(self.snapshot(conn)))
        for conn, frames in outbox.items():
            if len(frames) == 1:
                conn.send(frames[0])
            elif frames:
                conn.send("[" + ",".join(frames) + "]")
        if turn.stroke_arrivals:
            done = time.perf_counter()
            for arrived in turn.stroke_arrivals:
                self.state.services.metrics.fanout.observe(done - arrived)

    def _note_delivery(self, conn: Peer) -> None:
        """Remember when a seat was first shown each version of the game (the fair bell measures from it)."""
        state = self.state
        if conn.seat is None or state.match is None:
            return
        version = state.game.version(state.match.state)
        seen = state.delivered.setdefault(conn.seat, {})
        if version not in seen:
            seen[version] = state.services.clock()
            if len(seen) > DELIVERIES_KEPT:
                del seen[min(seen)]
