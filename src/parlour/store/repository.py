"""What the server reads and writes. Writes are built here and committed through the Journal."""

from typing import TYPE_CHECKING, Any

import msgspec
from sqlalchemy import bindparam, delete, select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from parlour.engine.log import Header, Record

if TYPE_CHECKING:
    from parlour.engine.players import FinishedGame
from parlour.store.journal import Write
from parlour.store.schema import actions, canvas_ops, games, reactions, rooms, seats

_encode = msgspec.json.encode

INSERT_ACTION = actions.insert()
INSERT_OP = canvas_ops.insert()
INSERT_ROOM = rooms.insert()
INSERT_SEAT = seats.insert()
INSERT_GAME = games.insert()
# Its id is the database's to number: the insert names every other column, so that the journal's compiled insert
# (store/journal.py) leaves the id out.
INSERT_REACTION = reactions.insert().values(
    {name: bindparam(name) for name in ("game_id", "t", "epoch", "seat", "reaction")}
)


def encode(value: Any) -> str:
    return _encode(value).decode()


def decode(text: str) -> Any:
    return msgspec.json.decode(text)


class SeatRow(msgspec.Struct):
    seat: int
    name: str
    colour: str
    token_hash: str
    standin: bool = False
    bot: str | None = None
    """A computer player's level; None for a person."""
    team: int | None = None
    """In a game played in teams, the seat's team (0, 1, ...); None otherwise or while not chosen."""


class RoomRow(msgspec.Struct):
    code: str
    game: str
    options: dict[str, Any]
    status: str
    game_id: str | None
    created_at: float


class GameRow(msgspec.Struct):
    id: str
    room_code: str
    game: str
    header: dict[str, Any]
    players: list[dict[str, Any]]
    status: str
    started_at: float
    ended_at: float | None


# --- writes -----------------------------------------------------------------------------------------------


def write_room(row: RoomRow) -> Write:
    return INSERT_ROOM, {
        "code": row.code,
        "game": row.game,
        "options": encode(row.options),
        "status": row.status,
        "game_id": row.game_id,
        "created_at": row.created_at,
        "fence": 0,
    }


def write_room_status(code: str, status: str, game_id: str | None) -> Write:
    return update(rooms).where(rooms.c.code == code), {"status": status, "game_id": game_id}


def write_room_options(code: str, options: dict[str, Any]) -> Write:
    return update(rooms).where(rooms.c.code == code), {"options": encode(options)}


def write_seats(code: str, rows: list[SeatRow]) -> list[Write]:
    """Replace the room's seats (seats are few and change rarely: lobby joins, removals)."""
    writes: list[Write] = [(delete(seats).where(seats.c.room_code == code), {})]
    writes += [(INSERT_SEAT, {"room_code": code, **msgspec.to_builtins(row)}) for row in rows]
    return writes


def write_game(row: GameRow) -> Write:
    return INSERT_GAME, {
        "id": row.id,
        "room_code": row.room_code,
        "game": row.game,
        "header": encode(row.header),
        "players": encode(row.players),
        "status": row.status,
        "started_at": row.started_at,
        "ended_at": row.ended_at,
    }


def write_game_players(game_id: str, players: list[dict[str, Any]]) -> Write:
    return update(games).where(games.c.id == game_id), {"players": encode(players)}


def write_game_over(game_id: str, ended_at: float) -> Write:
    return update(games).where(games.c.id == game_id), {"status": "over", "ended_at": ended_at}


def write_action(game_id: str, seq: int, t: int, seat: int | None, action: Any) -> Write:
    return INSERT_ACTION, {"game_id": game_id, "seq": seq, "t": t, "seat": seat, "action": encode(action)}


def write_op(game_id: str, n: int, t: int, epoch: int, seat: int, op: Any) -> Write:
    return INSERT_OP, {"game_id": game_id, "n": n, "t": t, "epoch": epoch, "seat": seat, "op": encode(op)}


def write_reaction(game_id: str, t: int, epoch: int, seat: int, reaction: str) -> Write:
    return INSERT_REACTION, {"game_id": game_id, "t": t, "epoch": epoch, "seat": seat, "reaction": reaction}


# --- reads ------------------------------------------------------------------------------------------------


class Reader:
    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def room(self, code: str) -> RoomRow | None:
        async with self.engine.connect() as connection:
            row = (await connection.execute(select(rooms).where(rooms.c.code == code))).first()
        if row is None:
            return None
        return RoomRow(row.code, row.game, decode(row.options), row.status, row.game_id, row.created_at)

    async def seats(self, code: str) -> list[SeatRow]:
        async with self.engine.connect() as connection:
            result = await connection.execute(select(seats).where(seats.c.room_code == code).order_by(seats.c.seat))
            return [SeatRow(r.seat, r.name, r.colour, r.token_hash, bool(r.standin), r.bot, r.team) for r in result]

    async def game(self, game_id: str) -> GameRow | None:
        async with self.engine.connect() as connection:
            row = (await connection.execute(select(games).where(games.c.id == game_id))).first()
        if row is None:
            return None
        return GameRow(
            row.id,
            row.room_code,
            row.game,
            decode(row.header),
            decode(row.players),
            row.status,
            row.started_at,
            row.ended_at,
        )

    async def finished_games(self, game: str) -> list[GameRow]:
        """Every finished game of one kind, oldest first."""
        async with self.engine.connect() as connection:
            result = await connection.execute(
                select(games.c.id).where(games.c.game == game, games.c.status == "over").order_by(games.c.started_at)
            )
            ids = [r[0] for r in result]
        found = [await self.game(game_id) for game_id in ids]
        return [row for row in found if row is not None]

    async def finished_records(self, game: str) -> list["FinishedGame"]:
        """Every finished game of one kind with its log and its sheets, oldest first."""
        found = []
        for row in await self.finished_games(game):
            found.append(await self.finished_record(row))
        return found

    async def finished_record(self, row: GameRow) -> "FinishedGame":
        """One game with its log and its sheets."""
        from parlour.engine.players import FinishedGame

        header, records = await self.game_log(row)
        return FinishedGame(header, records, await self.ops(row.id), row.players)

    async def actions(self, game_id: str) -> list[tuple[int, int, int | None, Any]]:
        async with self.engine.connect() as connection:
            result = await connection.execute(
                select(actions.c.seq, actions.c.t, actions.c.seat, actions.c.action)
                .where(actions.c.game_id == game_id)
                .order_by(actions.c.seq)
            )
            return [(int(r[0]), int(r[1]), r[2], decode(r[3])) for r in result]

    async def game_log(self, game: GameRow) -> tuple[Header, list[Record]]:
        """The game's action log as the engine reads it, ready for Match.replay."""
        rows = await self.actions(game.id)
        return Header(**game.header), [Record(seq, t, seat, action) for seq, t, seat, action in rows]

    async def ops(self, game_id: str, epoch: int | None = None) -> list[tuple[int, int, int, int, Any]]:
        """Canvas operations (n, t, epoch, seat, op) in order; only one epoch's when given."""
        c = canvas_ops.c
        query = select(c.n, c.t, c.epoch, c.seat, c.op).where(c.game_id == game_id)
        if epoch is not None:
            query = query.where(canvas_ops.c.epoch == epoch)
        async with self.engine.connect() as connection:
            result = await connection.execute(query.order_by(canvas_ops.c.n))
            return [(int(r[0]), int(r[1]), int(r[2]), int(r[3]), decode(r[4])) for r in result]

    async def reactions(self, game_id: str) -> list[tuple[int, int, int, str]]:
        """The game's reactions (t, epoch, seat, reaction), in the order they came."""
        c = reactions.c
        query = select(c.t, c.epoch, c.seat, c.reaction).where(c.game_id == game_id).order_by(c.id)
        async with self.engine.connect() as connection:
            result = await connection.execute(query)
            return [(int(r[0]), int(r[1]), int(r[2]), str(r[3])) for r in result]

    async def fences(self, codes: list[str]) -> dict[str, int]:
        """The rooms' fencing numbers (several processes: store/journal.py)."""
        async with self.engine.connect() as connection:
            result = await connection.execute(select(rooms.c.code, rooms.c.fence).where(rooms.c.code.in_(codes)))
            return {str(row[0]): int(row[1]) for row in result}

    async def op_count(self, game_id: str) -> int:
        from sqlalchemy import func

        async with self.engine.connect() as connection:
            result = await connection.execute(select(func.max(canvas_ops.c.n)).where(canvas_ops.c.game_id == game_id))
            value = result.scalar()
            return int(value or 0)


def to_data(value: Any) -> Any:
    """Plain data (dicts, lists, numbers, strings) from structs, for storing as JSON."""
    return msgspec.to_builtins(value)
