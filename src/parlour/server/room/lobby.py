"""The lobby: a client's hello (and coming back by its seat's token), seats, teams, options, the start of a game,
removing a player (or standing a computer player in for them), and another game once one is over."""

import random
import secrets
import time
import uuid
from typing import Any

from parlour.engine.match import Match
from parlour.server.bots import BotConnection
from parlour.server.connection import SEAT_TAKEN_ELSEWHERE
from parlour.server.room.seating import Seating
from parlour.server.room.sheets import Sheets
from parlour.server.room.state import COLOURS, RoomState, hash_token
from parlour.server.room.turn import Peer, Turn
from parlour.server.teams import check_ready, check_team, shuffled, smallest_team
from parlour.store import repository as repo
from parlour.store.repository import SeatRow
from parlour.wire.protocol import FrameError, Hello, MoveTeam, Remove, SetOptions, Sit, TeamChoice, encode
from parlour.wire.seam import Member

MAX_NAME = 20
REMOVED_MS = 10 * 60_000
"""How long a player the host removed from the lobby waits before sitting again (under any name)."""
MAX_CLIENT_ID = 64
MAX_BARRED = 200
"""A bound on the browsers one room remembers as removed: the host would have to remove that many in ten minutes."""


class Lobby:
    def __init__(self, state: RoomState, seating: Seating, sheets: Sheets) -> None:
        self.state = state
        self.seating = seating
        self.sheets = sheets

    def hello(self, conn: Peer, frame: Hello, turn: Turn) -> None:
        state = self.state
        if conn.greeted:
            raise FrameError("bad_frame", detail="hello was already said")
        if frame.client is not None and not 1 <= len(frame.client) <= MAX_CLIENT_ID:
            raise FrameError("bad_frame", detail=f"client: 1 to {MAX_CLIENT_ID} characters")
        if frame.screen and frame.token is not None:
            raise FrameError("bad_frame", detail="a table screen plays no seat: say hello without a token")
        conn.greeted = True
        conn.client = frame.client
        turn.snapshots.append(conn)
        turn.room_changed = True
        if frame.screen:
            if isinstance(conn, Member):
                conn.screen = True
            return
        if frame.token is None:
            return
        hashed = hash_token(frame.token)
        seat = next((s for s in state.seats if secrets.compare_digest(s.token_hash, hashed)), None)
        if seat is None:
            state.refuse(conn, "bad_token", {}, turn)
            return
        self._send_away_others(seat.seat, conn)
        conn.seat = seat.seat
        if seat.standin:
            # The player is back: whoever stood in for them (the stand-in or a computer player) steps aside.
            if seat.bot is not None:
                self.seating.detach(seat.seat)
                seat.bot = None
            seat.standin = False
            turn.writes += repo.write_seats(state.code, state.seats)

    def _send_away_others(self, seat: int, newest: Peer) -> None:
        """The newest connection plays a seat. An older one (another tab) loses it at once and is told so, ahead of
        the turn's delivery since it is closed before then; its socket's leave later changes nothing."""
        for other in [c for c in self.state.conns if isinstance(c, Member) and c.seat == seat and c is not newest]:
            other.seat = None
            other.close(SEAT_TAKEN_ELSEWHERE, farewell=encode({"t": "replaced"}))

    def sit(self, conn: Peer, frame: Sit, turn: Turn) -> None:
        state = self.state
        state.require_lobby()
        if conn.seat is not None:
            raise FrameError("seat_taken", detail="you are already seated")
        if conn.screen:
            raise FrameError("table_screen")
        until = state.barred.get(conn.client) if conn.client is not None else None
        now = state.services.clock()
        if until is not None and until > now:
            raise FrameError("removed_recently", retry_after=-(-(until - now) // 1000))
        if len(state.seats) >= state.table.max_seats:
            raise FrameError("room_full")
        name = " ".join(frame.name.split())
        if not 1 <= len(name) <= MAX_NAME or not name.isprintable():
            raise FrameError("bad_name", max=MAX_NAME)
        if any(s.name.casefold() == name.casefold() for s in state.seats):
            raise FrameError("name_taken")
        if frame.colour not in COLOURS:
            raise FrameError("bad_colour", colours=list(COLOURS))
        if any(s.colour == frame.colour for s in state.seats):
            raise FrameError("colour_taken")
        team = None
        if state.table.teams:
            current = [s.team for s in state.seats]
            team = smallest_team(current, state.table.teams) if frame.team is None else frame.team
            check_team(team, state.table.teams)
        elif frame.team is not None:
            raise FrameError("no_teams")
        token = secrets.token_urlsafe(24)
        seat = SeatRow(len(state.seats), name, frame.colour, hash_token(token), team=team)
        state.seats.append(seat)
        conn.seat = seat.seat
        turn.writes += repo.write_seats(state.code, state.seats)
        turn.reply(conn, {"t": "seated", "seat": seat.seat, "token": token})
        turn.room_changed = True

    def choose_team(self, conn: Peer, frame: TeamChoice, turn: Turn) -> None:
        self._set_team(self.state.seated(conn), frame.team, turn)

    def move_team(self, conn: Peer, frame: MoveTeam, turn: Turn) -> None:
        self.state.require_host(conn)
        if not 0 <= frame.seat < len(self.state.seats):
            raise FrameError("no_such_seat", seat=frame.seat)
        self._set_team(frame.seat, frame.team, turn)

    def _set_team(self, seat: int, team: int, turn: Turn) -> None:
        state = self.state
        state.require_lobby()
        state.seats[seat].team = check_team(team, state.table.teams)
        turn.writes += repo.write_seats(state.code, state.seats)
        turn.room_changed = True

    def shuffle_teams(self, conn: Peer, turn: Turn) -> None:
        state = self.state
        state.require_host(conn)
        state.require_lobby()
        check_team(0, state.table.teams)
        for seat, team in zip(state.seats, shuffled(len(state.seats), state.table.teams, random.Random()), strict=True):
            seat.team = team
        turn.writes += repo.write_seats(state.code, state.seats)
        turn.room_changed = True

    def options_asked(self, conn: Peer, frame: SetOptions) -> dict[str, Any]:
        """The options the host asks for, whole (the room's, patched by the frame), to be checked off the event
        loop by the actor (a large pasted deck takes a while) before `set_options` takes them."""
        state = self.state
        if not conn.greeted:
            raise FrameError("bad_frame", detail="say hello first")
        state.require_host(conn)
        state.require_lobby()
        return {**state.raw_options, **frame.options}

    def set_options(self, conn: Peer, raw: dict[str, Any], options: Any, turn: Turn) -> None:
        state = self.state
        table = state.game.table(options)
        if len(state.seats) > table.max_seats:
            state.refuse(conn, "too_many_players", {"max": table.max_seats, "seated": len(state.seats)}, turn)
            return
        if table.teams != state.table.teams:
            # Played in teams now, or no longer: everyone is dealt afresh, as newcomers would be.
            for seat in state.seats:
                seat.team = None
            for seat in state.seats:
                seat.team = smallest_team([s.team for s in state.seats], table.teams) if table.teams else None
            turn.writes += repo.write_seats(state.code, state.seats)
        state.options = options
        state.table = table
        state.raw_options = raw
        state.public_options = state.game.public_options(options)
        turn.writes.append(repo.write_room_options(state.code, raw))
        turn.room_changed = True

    def start(self, conn: Peer, turn: Turn) -> None:
        state = self.state
        state.require_host(conn)
        state.require_lobby()
        if not state.table.min_seats <= len(state.seats) <= state.table.max_seats:
            raise FrameError("not_enough_players", min=state.table.min_seats, max=state.table.max_seats)
        teams = check_ready([s.team for s in state.seats], state.table.teams) if state.table.teams else None
        services = state.services
        seed = services.game_seed if services.game_seed is not None else secrets.randbits(62)
        match = Match(state.game, state.options, len(state.seats), seed, teams)  # may raise RuleError
        game_id = uuid.uuid4().hex
        players = [
            {"seat": s.seat, "name": s.name, "colour": s.colour, "team": s.team, "bot": s.bot} for s in state.seats
        ]
        state.game_players = players
        header = repo.to_data(match.header)
        row = repo.GameRow(game_id, state.code, state.game.name, header, players, "playing", time.time(), None)
        turn.writes.append(repo.write_game(row))
        turn.writes.append(repo.write_room_status(state.code, "playing", game_id))
        state.match = match
        state.game_id = game_id
        state.status = "playing"
        # Versions start again with each game: the last game's delivery times would mistime the new one's rings.
        state.delivered = {}
        self.sheets.begin(state.game.canvas_epoch(match.state))
        turn.room_changed = turn.state_changed = True
        turn.broadcast({"t": "event", "event": {"type": "game_started", "game_id": game_id}})

    def remove(self, conn: Peer, frame: Remove, turn: Turn) -> None:
        """The host removes a player: from the lobby, their seat; in a game, the game's stand-in or a computer
        player plays their seat from now on."""
        state = self.state
        state.require_host(conn)
        target = frame.seat
        if not 0 <= target < len(state.seats):
            raise FrameError("no_such_seat", seat=target)
        if target == conn.seat:
            raise FrameError("no_such_seat", detail="the host cannot remove themself")
        if state.status == "lobby":
            if frame.level is not None:
                raise FrameError("bad_request", detail="in the lobby, add a computer player with add_bot")
            self.remove_seat(target, turn)
        elif frame.force:
            self.send_out(target, frame.level, turn)
        else:
            self._stand_in(target, frame.level, turn)
        turn.room_changed = True

    def remove_seat(self, target: int, turn: Turn, code: str = "removed") -> None:
        """A player removed from the lobby (by the host, or `voted_out` by the table): their seat goes, and their
        browsers wait before sitting again."""
        removed = [c for c in self.state.conns if c.seat == target]
        self._drop_seats({target}, turn)
        self._bar(removed, turn, code)
        turn.room_changed = True

    def send_out(self, target: int, level: str | None, turn: Turn, code: str = "removed") -> None:
        """A player removed from a game (by the host, or `voted_out` by the table): the stand-in (or a computer
        player of `level`) plays their seat to the end, which is no longer theirs to take back (its token is
        changed, and nobody holds the new one); their browsers watch, and wait before sitting again."""
        state = self.state
        seat = state.seats[target]
        if seat.bot is not None:
            raise FrameError("no_such_seat", detail="a computer player plays that seat", seat=target)
        if level is not None:
            self.seating.check_level(level)
        removed = [c for c in state.conns if c.seat == target]
        for conn in removed:
            conn.seat = None
            turn.snapshots.append(conn)
        seat.token_hash = hash_token(secrets.token_urlsafe(24))
        self._stand_in(target, level, turn)
        self._bar(removed, turn, code)
        turn.room_changed = True

    def _bar(self, removed: list[Peer], turn: Turn, code: str) -> None:
        """The removed player's browsers wait REMOVED_MS before sitting again, and are told so."""
        state = self.state
        now = state.services.clock()
        for client in [c for c, until in state.barred.items() if until <= now]:
            del state.barred[client]
        for conn in removed:
            if conn.client is not None and len(state.barred) < MAX_BARRED:
                state.barred[conn.client] = now + REMOVED_MS
            turn.reply(conn, {"t": "error", "code": code, "minutes": REMOVED_MS // 60_000})

    def _stand_in(self, target: int, level: str | None, turn: Turn) -> None:
        state = self.state
        seat = state.seats[target]
        if seat.bot is not None:
            raise FrameError("no_such_seat", detail="a computer player plays that seat", seat=target)
        if any(c.seat == target and c.greeted for c in state.conns):
            raise FrameError("still_connected", seat=target)
        if level is not None:
            self.seating.check_level(level)
        seat.standin = True
        seat.bot = level
        if level is not None:
            self.seating.attach(target, level)
            # A record of people's drawings must not count a computer player's as theirs.
            for player in state.game_players:
                if player["seat"] == target and not player.get("bot"):
                    player.update(bot=level, bot_since=self.sheets.epoch)
            if state.game_id is not None:
                turn.writes.append(repo.write_game_players(state.game_id, state.game_players))
        turn.writes += repo.write_seats(state.code, state.seats)
        turn.broadcast({"t": "event", "event": {"type": "standin", "seat": target, "bot": level}})

    def _drop_seats(self, dropped: set[int], turn: Turn) -> None:
        state = self.state
        renumber: dict[int, int | None] = {}
        kept: list[SeatRow] = []
        for seat in state.seats:
            if seat.seat in dropped:
                renumber[seat.seat] = None
            else:
                renumber[seat.seat] = len(kept)
                seat.seat = len(kept)
                kept.append(seat)
        state.seats = kept
        for conn in list(state.conns):
            if conn.seat is not None:
                conn.seat = renumber.get(conn.seat)
            if isinstance(conn, BotConnection) and conn.seat is None:
                conn.close()
                state.remove_peer(conn)
        turn.writes += repo.write_seats(state.code, state.seats)

    def again(self, conn: Peer, turn: Turn) -> None:
        state = self.state
        state.require_host(conn)
        if state.status != "over":
            raise FrameError("game_not_over")
        state.status = "lobby"
        state.match = None
        state.game_id = None
        self.sheets.clear()
        self._drop_seats({s.seat for s in state.seats if s.standin}, turn)
        turn.writes.append(repo.write_room_status(state.code, "lobby", None))
        turn.room_changed = turn.state_changed = True
