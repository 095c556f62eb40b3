"""Votes to remove a player, from the lobby or from a game (the stand-in plays their seat to the end): the host
removes someone at once, but when the one in charge is the one spoiling the table (the host is whoever sits first
among those connected), the others can remove them by a majority of the people connected. A player's vote is kept
by their seat's token, as mutes are, and counts only while they are seated and connected; it is in memory (a
restart forgets the votes)."""

from parlour.server.room.lobby import Lobby
from parlour.server.room.state import RoomState
from parlour.server.room.turn import Peer, Turn
from parlour.wire.protocol import FrameError, VoteRemove


class RemovalVotes:
    def __init__(self, state: RoomState, lobby: Lobby) -> None:
        self.state = state
        self.lobby = lobby
        self.votes: dict[str, set[str]] = {}
        """For each player voted against (their seat's token), who voted (theirs)."""

    def vote(self, conn: Peer, frame: VoteRemove, turn: Turn) -> None:
        state = self.state
        voter = state.seated(conn)
        if not 0 <= frame.seat < len(state.seats) or frame.seat == voter:
            raise FrameError("no_such_seat", seat=frame.seat)
        target = state.seats[frame.seat]
        if target.bot is not None:
            raise FrameError("no_such_seat", detail="the host removes a computer player", seat=frame.seat)
        self._forget_the_gone()
        voters = self.votes.setdefault(target.token_hash, set())
        if frame.remove:
            voters.add(state.seats[voter].token_hash)
        else:
            voters.discard(state.seats[voter].token_hash)
        if not voters:
            del self.votes[target.token_hash]
        turn.room_changed = True
        count, needed = self.tally()[frame.seat]
        if frame.remove and count >= needed:
            del self.votes[target.token_hash]
            if state.status == "lobby":
                self.lobby.remove_seat(frame.seat, turn, "voted_out")
            else:
                self.lobby.send_out(frame.seat, None, turn, "voted_out")

    def tally(self) -> list[tuple[int, int]]:
        """For each seat: the votes against it of people seated and connected now, and how many remove it (a
        majority of those people, the one voted against left out)."""
        connected = self.state.connected_seats()
        people = {s.seat: s.token_hash for s in self.state.seats if s.seat in connected and s.bot is None}
        tally = []
        for seat in self.state.seats:
            voters = self.votes.get(seat.token_hash, set())
            others = [token for s, token in people.items() if s != seat.seat]
            tally.append((sum(1 for token in others if token in voters), len(others) // 2 + 1))
        return tally

    def voted_by(self, seat: int | None) -> list[int]:
        """The seats `seat`'s player has voted against (for their own screen only)."""
        if seat is None or not 0 <= seat < len(self.state.seats):
            return []
        mine = self.state.seats[seat].token_hash
        return [s.seat for s in self.state.seats if mine in self.votes.get(s.token_hash, set())]

    def _forget_the_gone(self) -> None:
        """Votes for or by players no longer seated are dropped, so memory follows the seats."""
        seated = {s.token_hash for s in self.state.seats}
        self.votes = {t: v & seated for t, v in self.votes.items() if t in seated and v & seated}
