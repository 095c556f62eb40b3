"""Play: a game under way. Players' actions (admitted with what the server knows of their sender), the game's
clock, stand-ins for seats given up, and the absent: a seat whose player has no connection is played for by the
game's `absent_action` once a grace has run out. The end of the game is noticed here too."""

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from parlour.engine.decoding import decode_action
from parlour.engine.game import Event
from parlour.engine.match import Match
from parlour.server.room.sheets import Sheets
from parlour.server.room.state import RoomState
from parlour.server.room.turn import Peer, Turn
from parlour.store import repository as repo
from parlour.wire.protocol import Act, FrameError
from parlour.wire.seam import Member

STANDIN_STEPS = 200
"""Bound on stand-in moves in one turn, so a bug there cannot spin the room forever."""
ABSENT_GRACE_MS = 8000
"""How long a game waits for a disconnected player it needs before `absent_action` plays for them: longer than
a reconnecting client's first few tries."""


@dataclass(frozen=True)
class Facts:
    """What the server knows about an action's sender, for games whose rules weigh timing (the fair bell) or take
    a drawing as it stands (an own-deck card)."""

    now: int
    rtt_ms: int
    delivered: dict[int, int]
    """When each recent version of the game was handed to the sender's connection (server clock, ms)."""
    rtts: list[int]
    """The round trips of every seated player."""
    sheet: Callable[[], list[dict[str, Any]]] = lambda: []
    """The strokes on the sender's canvas now (asked for only by the games that need them)."""
    host: bool = False
    """Whether the sender is the room's host (for a game's host-only moves)."""


class Play:
    def __init__(self, state: RoomState, sheets: Sheets) -> None:
        self.state = state
        self.sheets = sheets
        self.away_since: dict[int, int] = {}
        """Seats with no connection in a game, since when (server clock, ms)."""
        self.absent_waiting: dict[int, int] = {}
        """Seats the game needs something of (`absent_action`) while they are away, since when."""
        self.absent_due: int | None = None

    def next_deadline(self) -> int | None:
        """When the next turn must run though nothing comes in: the game's clock, or an absent player's grace."""
        state = self.state
        if state.match is None or state.status != "playing":
            return None
        deadline = state.match.next_deadline()
        if self.absent_due is not None:
            deadline = self.absent_due if deadline is None else min(deadline, self.absent_due)
        return deadline

    def act(self, conn: Peer, frame: Act, turn: Turn, arrived: float) -> None:
        state = self.state
        seat = state.seated(conn)
        if state.status != "playing" or state.match is None:
            raise FrameError("wrong_phase", detail="no game is being played")
        action = decode_action(state.game, frame.action)
        # When the frame came off the socket, not when the room got to it: time it waited in a busy room's inbox
        # is the server's, and must not count against the player (the fair bell times rings by it).
        waited_ms = max(0, int((time.perf_counter() - arrived) * 1000))
        facts = Facts(
            now=state.services.clock() - waited_ms,
            rtt_ms=conn.rtt_ms,
            delivered=state.delivered.get(seat, {}),
            rtts=[c.rtt_ms for c in state.conns if c.seat is not None],
            sheet=lambda: self.sheets.strokes(seat),
            host=seat == state.host and isinstance(conn, Member),
        )
        self.apply(seat, state.game.admit(action, seat, facts), turn)

    def apply(self, seat: int, action: Any, turn: Turn) -> None:
        state = self.state
        assert state.match is not None and state.game_id is not None
        record, events = state.match.act(seat, action, state.services.clock())
        turn.writes.append(repo.write_action(state.game_id, record.seq, record.t, record.seat, repo.to_data(action)))
        self.events(events, turn)

    def events(self, events: list[Event], turn: Turn) -> None:
        """Events go to everyone, or, when the game addresses one (`"to": [seats]`), to those seats alone:
        spectators and the other seats never receive it. The address itself is not sent."""
        for event in events:
            to = event.get("to")
            if to is None:
                turn.broadcast({"t": "event", "event": event})
            else:
                public = {key: value for key, value in event.items() if key != "to"}
                turn.broadcast({"t": "event", "event": public}, seats=frozenset(to))
        turn.state_changed = True

    def advance(self, turn: Turn) -> None:
        """What follows from the turn: the clock, stand-ins, a new round's blank canvases, the end."""
        state = self.state
        match = state.match
        if match is None or state.status != "playing":
            return
        now = state.services.clock()
        deadline = match.next_deadline()
        if deadline is not None and now >= deadline:
            record, events = match.tick(now)
            if record is not None:
                assert state.game_id is not None
                turn.writes.append(repo.write_action(state.game_id, record.seq, record.t, None, record.action))
                self.events(events, turn)
        self._stand_in(match, turn)
        # Who is away, or what the game needs of them, changes only with a change of state or of who is here, or
        # when a grace runs out: a turn of strokes alone (the hot path) skips the look.
        if turn.state_changed or turn.room_changed or (self.absent_due is not None and now >= self.absent_due):
            self._play_for_the_absent(match, now, turn)
        self.sheets.follow(state.game.canvas_epoch(match.state))
        if state.game.is_over(match.state):
            assert state.game_id is not None
            state.status = "over"
            turn.writes.append(repo.write_room_status(state.code, "over", state.game_id))
            turn.writes.append(repo.write_game_over(state.game_id, time.time()))
            turn.game_over = (state.game.name, state.game_id)
            turn.room_changed = True

    def _stand_in(self, match: Match, turn: Turn) -> None:
        """Seats given up in the game, and not played by a computer player, move as the game's stand-in says."""
        standins = [s.seat for s in self.state.seats if s.standin and s.bot is None]
        for _ in range(STANDIN_STEPS if standins else 0):
            moved = False
            for seat in standins:
                action = self.state.game.standin_action(match.state, seat)
                if action is not None:
                    self.apply(seat, action, turn)
                    moved = True
            if not moved:
                break

    def _play_for_the_absent(self, match: Match, now: int, turn: Turn) -> None:
        """A seat whose player has no connection is played for by the game's `absent_action`, once the game has
        waited ABSENT_GRACE_MS from the later of their leaving and the game first needing them: a dropped
        connection that comes straight back loses nothing."""
        connected = self.state.connected_seats()
        self.absent_due = None
        for row in self.state.seats:
            seat = row.seat
            if seat in connected or row.standin:
                self.away_since.pop(seat, None)
                self.absent_waiting.pop(seat, None)
                continue
            away = self.away_since.setdefault(seat, now)
            action = self.state.game.absent_action(match.state, seat)
            if action is None:
                self.absent_waiting.pop(seat, None)
                continue
            due = max(away, self.absent_waiting.setdefault(seat, now)) + ABSENT_GRACE_MS
            if now < due:
                self.absent_due = due if self.absent_due is None else min(self.absent_due, due)
                continue
            del self.absent_waiting[seat]
            self.apply(seat, action, turn)
            self.absent_due = now  # the game moved on: look again at once at who it needs now
