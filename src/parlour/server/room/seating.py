"""Computer players' seating: which levels a game offers, a computer player added to the lobby, and attaching one
to a seat (when the room loads, when the host adds one, when one stands in for a player who left) or taking it
off (its player came back). A computer player is a peer of the room like a connection (server/bots.py)."""

import secrets

from parlour.engine.players import Learner, SeesTheLobby
from parlour.server.bots import BOT_NAMES, BotConnection, BotRoom, bot_levels, make_policy
from parlour.server.room.state import COLOURS, RoomState, hash_token
from parlour.server.room.turn import Turn
from parlour.server.teams import smallest_team
from parlour.store import repository as repo
from parlour.store.repository import SeatRow
from parlour.wire.protocol import AddBot, FrameError
from parlour.wire.seam import Resync


class Seating:
    def __init__(self, state: RoomState, room: BotRoom) -> None:
        self.state = state
        self.room = room
        """What the computer players post to (the room's actor)."""

    def check_level(self, level: str) -> None:
        levels = bot_levels(self.state.game.name)
        if levels is None:
            raise FrameError("no_bots", game=self.state.game.name)
        if level not in levels:
            raise FrameError("bad_level", levels=list(levels))

    def add(self, frame: AddBot, turn: Turn) -> None:
        """A computer player joins the lobby (the host asked): the first free name and colour, the smallest team."""
        state = self.state
        state.require_lobby()
        self.check_level(frame.level)
        if len(state.seats) >= state.table.max_seats:
            raise FrameError("room_full")
        taken_names = {s.name for s in state.seats}
        taken_colours = {s.colour for s in state.seats}
        name = next(n for n in BOT_NAMES if n not in taken_names)
        colour = next(c for c in COLOURS if c not in taken_colours)
        team = smallest_team([s.team for s in state.seats], state.table.teams) if state.table.teams else None
        token_hash = hash_token(secrets.token_urlsafe(24))
        seat = SeatRow(len(state.seats), name, colour, token_hash, bot=frame.level, team=team)
        state.seats.append(seat)
        self.attach(seat.seat, frame.level)
        turn.writes += repo.write_seats(state.code, state.seats)
        turn.room_changed = True

    def attach(self, seat: int, level: str) -> None:
        state = self.state
        humans = lambda: [s.seat for s in state.seats if s.bot is None]  # noqa: E731
        policy = make_policy(state.game.name, level, humans)
        if isinstance(policy, Learner) and state.services.teacher is not None:
            policy.learn_from(state.services.teacher.lessons(state.game.name))
        if isinstance(policy, SeesTheLobby):
            policy.see_levels(lambda: {s.seat: s.bot for s in state.seats if s.bot is not None})
        bot = BotConnection(self.room, seat, policy, state.services.bot_speed)
        state.add_peer(bot)
        # Like a browser's first hello: everything its seat may see, sheets included, whenever it joins.
        self.room.post(Resync(bot.id))

    def detach(self, seat: int) -> None:
        for conn in [c for c in self.state.conns if isinstance(c, BotConnection) and c.seat == seat]:
            conn.close()
            conn.seat = None
            self.state.remove_peer(conn)
