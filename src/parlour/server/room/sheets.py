"""The sheets: each seat's canvas in this round (epoch), its strokes checked, applied, numbered for the log and sent
to those who may see it.

A stroke comes in as a `Draw` (or `Undo`, `Clear`) from the actor's dispatch; `handle` checks the seat may draw
now and the stroke is well formed, applies it to the seat's canvas, adds its write (written behind by the actor,
since a turn of strokes alone is not waited for) and broadcasts it to the sheet's viewers, the drawer excepted."""

from typing import Any

from parlour.server.room.state import RoomState
from parlour.server.room.turn import Peer, Turn
from parlour.store import repository as repo
from parlour.wire.canvas import Canvas, frame_of, op_of
from parlour.wire.protocol import Clear, Draw, FrameError, Undo

Stroke = Draw | Undo | Clear


class Sheets:
    def __init__(self, state: RoomState) -> None:
        self.state = state
        self.canvases: dict[int, Canvas] = {}
        self.epoch = 0
        """A new epoch (the game says when: a new round, say) starts every sheet blank."""
        self.op_count = 0
        """Canvas operations of this game so far: the next one's number in the log."""

    def restore(self, epoch: int, op_count: int, ops: list[tuple[int, int, int, int, Any]]) -> None:
        """This round's drawings, as the log has them (the room is being loaded)."""
        self.epoch = epoch
        self.op_count = op_count
        for _, _, _, seat, op in ops:
            self.canvases.setdefault(seat, Canvas()).apply(frame_of(op))

    def begin(self, epoch: int) -> None:
        """A new game: blank sheets, numbered from the start."""
        self.canvases = {}
        self.epoch = epoch
        self.op_count = 0

    def clear(self) -> None:
        self.canvases = {}

    def follow(self, epoch: int) -> None:
        """The game's epoch now: a new one starts every sheet blank."""
        if epoch != self.epoch:
            self.epoch = epoch
            self.canvases = {}

    def strokes(self, seat: int) -> list[dict[str, Any]]:
        canvas = self.canvases.get(seat)
        return canvas.as_data() if canvas is not None else []

    def may_see(self, seat: int | None, sheet: int) -> bool:
        assert self.state.match is not None
        viewers = self.state.game.sheet_viewers(self.state.match.state, sheet)
        return viewers is None or seat in viewers

    def visible(self, seat: int | None) -> dict[str, list[dict[str, Any]]]:
        """The sheets this seat may see, as a snapshot carries them."""
        if self.state.match is None:
            return {}
        return {str(s): c.as_data() for s, c in self.canvases.items() if self.may_see(seat, s)}

    def drawing(self, seat: int | None) -> dict[str, Any]:
        """What every game's view says about drawing, so that a client draws for any game alike: the sheets'
        epoch (a new epoch starts every sheet blank), the seats that may draw now, the sheets this seat may
        see (None: all of them), and `palette` in a game whose players draw in colours and fill."""
        state = self.state
        assert state.match is not None
        game, now = state.game, state.match.state
        seats = range(len(state.seats))
        drawers = [s for s in seats if game.may_draw(now, s)]
        viewers = {s: game.sheet_viewers(now, s) for s in seats}
        hidden = any(v is not None for v in viewers.values())
        block: dict[str, Any] = {
            "epoch": self.epoch,
            "drawers": drawers,
            "sheets": [s for s, v in viewers.items() if v is None or seat in v] if hidden else None,
        }
        if game.palette:
            block["palette"] = True
        return block

    def handle(self, conn: Peer, frame: Stroke, turn: Turn, arrived: float) -> None:
        state = self.state
        seat = state.seated(conn)
        if state.status != "playing" or state.match is None or not state.game.may_draw(state.match.state, seat):
            raise FrameError("cannot_draw_now")
        canvas = self.canvases.get(seat)
        if canvas is None:
            canvas = self.canvases[seat] = Canvas()
        canvas.check(frame, state.game.palette)
        canvas.apply(frame)
        assert state.game_id is not None
        self.op_count += 1
        op = op_of(frame)
        turn.writes.append(repo.write_op(state.game_id, self.op_count, state.services.clock(), self.epoch, seat, op))
        # A sheet some seats may not see goes to those that may (its drawer always sees it); None is everyone.
        viewers = state.game.sheet_viewers(state.match.state, seat)
        if isinstance(frame, Draw):
            out = {
                "t": "draw",
                "seat": seat,
                "sid": frame.sid,
                "tool": frame.tool,
                "size": frame.size,
                "pts": frame.pts,
            }
            if frame.colour is not None:
                out["colour"] = frame.colour
            turn.broadcast(out, exclude=conn, seats=viewers, canvas=True)
            turn.stroke_arrivals.append(arrived)
        else:
            turn.broadcast({"t": op["k"], "seat": seat}, exclude=conn, seats=viewers, canvas=True)
