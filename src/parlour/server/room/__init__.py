"""A room: one game, served by one asyncio task that serialises everything that happens to it.

The surface (what the directory, connections, the app and the cluster use; everything else is the package's own):

- `Room(row, game, options, services)` and `await Room.load(row, game, options, services)`: a new room, or one
  rebuilt from the database. `start()` runs it; `await stop()` lets it go (its clients reconnect);
  `await shut(reason)` closes it for good (its clients are told why).
- `post(message) -> bool`: hand it a `RoomMessage` (wire/seam.py: `Join`, `JoinFrom`, `Leave`, `FrameIn`, `Rtt`,
  `Resync`); False once it has closed. `backlog()`: messages waiting (a socket stops reading past a limit).
- `wake()`: run a turn now (the test clock moved). `step_down()`: another process owns the room now.
- `code`, `status`, `game_id`, `match`, `seats`, `conns`, `closed`, `fence`, `task`, `last_active`, `idle_seconds`,
  `on_close`, `is_idle()`, `outbox_of(conn_id)`, `room_data(you)`.
- `Services` (what every room of a process is given), `Facts` (what a game's `admit` is told of a sender),
  `STROKE_TICK_MS`, `ABSENT_GRACE_MS`, `run_inline`.

The modules, one job each: `actor` (the turn loop, the only part that awaits) and `inbox` (its queue and stroke
tick); `dispatch` (each message to its part); `durability` (writing behind, refused writes, stepping down,
faults); `lobby` (hello, seats, teams, options, start, again, remove); `talk` (the chat); `seating` (computer
players); `play` (actions, the clock, stand-ins, absent players); `sheets` (canvases, epochs, stroke checks);
`fanout` (room data, views, snapshots, delivery); `state` (what they share); `turn` (what a turn produced);
`services`."""

from parlour.server.room.actor import Room
from parlour.server.room.play import ABSENT_GRACE_MS, Facts
from parlour.server.room.services import STROKE_TICK_MS, Services, run_inline

__all__ = ["ABSENT_GRACE_MS", "STROKE_TICK_MS", "Facts", "Room", "Services", "run_inline"]
