"""Dispatch: each message of a turn to the part of the room it is for. A socket joining or leaving, a resync, a
round trip, and every client frame (strokes to the sheets, actions to play, the rest to the lobby or seating). A
frame refused by the room's rules or the game's is answered with an error to its sender alone.

A stroke goes: socket -> `FrameIn` -> the actor's inbox (gathered for a stroke tick) -> here -> `Sheets.handle`
-> the turn's writes and sends -> the actor writes it behind and the fan-out delivers it."""

from parlour.engine.errors import RuleError
from parlour.server.room.lobby import Lobby
from parlour.server.room.play import Play
from parlour.server.room.seating import Seating
from parlour.server.room.sheets import Sheets
from parlour.server.room.state import RoomState
from parlour.server.room.talk import Talk
from parlour.server.room.turn import Peer, Turn
from parlour.wire.protocol import (
    Act,
    AddBot,
    Again,
    Chat,
    Clear,
    ClientFrame,
    Draw,
    FrameError,
    Hello,
    MoveTeam,
    Mute,
    Ping,
    React,
    Remove,
    ShuffleTeams,
    Sit,
    Start,
    TeamChoice,
    Undo,
    VoteRemove,
)
from parlour.wire.seam import FrameIn, Join, JoinFrom, Leave, Member, Resync, RoomMessage, Rtt


class Dispatch:
    def __init__(
        self, state: RoomState, lobby: Lobby, seating: Seating, play: Play, sheets: Sheets, talk: Talk
    ) -> None:
        self.state = state
        self.talk = talk
        self.lobby = lobby
        self.seating = seating
        self.play = play
        self.sheets = sheets

    def handle(self, message: RoomMessage, turn: Turn) -> None:
        state = self.state
        if isinstance(message, Join):
            state.add_peer(Member(message.conn, state.services.outbox))
            return
        if isinstance(message, JoinFrom):
            # A socket another process holds: what the room sends it goes back through that process.
            state.add_peer(Member(message.conn, message.outbox))
            return
        conn = state.peers.get(message.conn)
        if conn is None:
            # Gone already: a socket that left or was sent away, or a computer player dismissed when its player
            # came back. What it still had on its way is void.
            return
        if isinstance(message, Leave):
            state.remove_peer(conn)
            if conn.seat is not None or conn.screen:
                turn.room_changed = True
        elif isinstance(message, Resync):
            turn.snapshots.append(conn)
        elif isinstance(message, Rtt):
            if isinstance(conn, Member):
                conn.rtt_ms = message.rtt_ms
        else:
            self._frame(conn, message, turn)

    def _frame(self, conn: Peer, message: FrameIn, turn: Turn) -> None:
        frame: ClientFrame = message.frame
        try:
            if not conn.greeted and not isinstance(frame, Hello):
                raise FrameError("bad_frame", detail="say hello first")
            if isinstance(frame, Draw | Undo | Clear):
                self.sheets.handle(conn, frame, turn, message.arrived)
            elif isinstance(frame, Act):
                self.play.act(conn, frame, turn, message.arrived)
            elif isinstance(frame, Ping):
                turn.reply(conn, {"t": "pong", "n": frame.n})
            elif isinstance(frame, Hello):
                self.lobby.hello(conn, frame, turn)
            elif isinstance(frame, Sit):
                self.lobby.sit(conn, frame, turn)
            elif isinstance(frame, Start):
                self.lobby.start(conn, turn)
            elif isinstance(frame, Remove):
                self.lobby.remove(conn, frame, turn)
            elif isinstance(frame, Again):
                self.lobby.again(conn, turn)
            elif isinstance(frame, AddBot):
                self.state.require_host(conn)
                self.seating.add(frame, turn)
            elif isinstance(frame, TeamChoice):
                self.lobby.choose_team(conn, frame, turn)
            elif isinstance(frame, MoveTeam):
                self.lobby.move_team(conn, frame, turn)
            elif isinstance(frame, ShuffleTeams):
                self.lobby.shuffle_teams(conn, turn)
            elif isinstance(frame, Chat):
                self.talk.chat(conn, frame, turn)
            elif isinstance(frame, VoteRemove):
                self.talk.votes.vote(conn, frame, turn)
            elif isinstance(frame, React):
                self.talk.react(conn, frame, turn, self.sheets.epoch)
            elif isinstance(frame, Mute):
                self.talk.mute(conn, frame, turn)
        except (FrameError, RuleError) as error:
            self.state.refuse(conn, error.code, error.params, turn)
