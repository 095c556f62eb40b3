"""Talk: the room's text chat, open in the lobby and during play whenever the game allows talking (its
`talk_open`: not while everyone draws, say). Seated players only; lines are plain text, checked here,
and shown as text by clients.
The last lines are kept in memory for whoever connects next (a restart forgets them: chat is not the game)."""

import unicodedata
from collections import deque

from parlour.server.ratelimit import TokenBucket
from parlour.server.room.lobby import Lobby
from parlour.server.room.state import RoomState
from parlour.server.room.turn import Peer, Turn
from parlour.server.room.votes import RemovalVotes
from parlour.store import repository as repo
from parlour.wire.protocol import REACTIONS, Chat, FrameError, Mute, React

MAX_CHAT = 200
"""Characters a line may have: a sentence or two."""
KEPT_LINES = 30
"""Lines a newcomer is shown."""
CHAT_RATE = 1 / 3
CHAT_BURST = 3
"""A few lines at once, then one every three seconds: talk, not a flood."""
REACTION_RATE = 1.0
REACTION_BURST = 4
"""A few reactions at once, then one a second: a cheer, not a flood across everyone's screen."""


class Talk:
    """What players say and do about each other: the chat, reactions, the host's mutes and the table's votes to
    remove a player."""

    def __init__(self, state: RoomState, lobby: Lobby) -> None:
        self.state = state
        self.votes = RemovalVotes(state, lobby)
        self.lines: deque[dict[str, object]] = deque(maxlen=KEPT_LINES)
        # Kept by the seat's token (each seat's own, whatever its number): removing a seat renumbers those after it.
        self.buckets: dict[str, TokenBucket] = {}
        self.cheers: dict[str, TokenBucket] = {}
        self.silenced: set[str] = set()
        """Players the host silenced (in memory, like the lines)."""

    def chat(self, conn: Peer, frame: Chat, turn: Turn) -> None:
        state = self.state
        seat = state.seated(conn)
        if not self.open():
            raise FrameError("chat_closed")
        player = state.seats[seat].token_hash
        if player in self.silenced:
            raise FrameError("muted")
        text = clean(frame.text)
        if not text or len(text) > MAX_CHAT:
            raise FrameError("bad_chat", max_length=MAX_CHAT)
        bucket = self.buckets.setdefault(player, TokenBucket(CHAT_RATE, CHAT_BURST))
        if not bucket.take(state.services.clock() / 1000):
            raise FrameError("chat_too_fast")
        line: dict[str, object] = {"seat": seat, "name": state.seats[seat].name, "text": text}
        self.lines.append(line)
        turn.broadcast({"t": "chat", **line})

    def react(self, conn: Peer, frame: React, turn: Turn, epoch: int) -> None:
        """Reactions are no words: they are allowed whenever the table may see each other, the chat closed or not.
        During a game each is kept with the canvas epoch it came in (`epoch`), for the album to count."""
        state = self.state
        seat = state.seated(conn)
        player = state.seats[seat].token_hash
        if player in self.silenced:
            raise FrameError("muted")
        if frame.reaction not in REACTIONS:
            raise FrameError("bad_reaction", reactions=list(REACTIONS))
        bucket = self.cheers.setdefault(player, TokenBucket(REACTION_RATE, REACTION_BURST))
        if not bucket.take(state.services.clock() / 1000):
            raise FrameError("reactions_too_fast")
        turn.broadcast({"t": "reaction", "seat": seat, "reaction": frame.reaction})
        if state.status == "playing" and state.game_id is not None:
            turn.writes.append(repo.write_reaction(state.game_id, state.services.clock(), epoch, seat, frame.reaction))

    def open(self) -> bool:
        """Whether the table may chat now: always between games, and during one when its rules allow."""
        match = self.state.match
        return self.state.status != "playing" or match is None or match.talk_open()

    def mute(self, conn: Peer, frame: Mute, turn: Turn) -> None:
        state = self.state
        state.require_host(conn)
        if not 0 <= frame.seat < len(state.seats) or frame.seat == conn.seat:
            raise FrameError("no_such_seat", seat=frame.seat)
        player = state.seats[frame.seat].token_hash
        if frame.muted:
            self.silenced.add(player)
        else:
            self.silenced.discard(player)
        turn.room_changed = True

    def muted(self, seat: int) -> bool:
        return self.state.seats[seat].token_hash in self.silenced

    def kept(self) -> list[dict[str, object]]:
        return list(self.lines)


def clean(text: str) -> str:
    """The line as shown: control characters (line breaks, escapes, bidirectional overrides) out, spaces trimmed."""
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf"))
    return kept.strip()
