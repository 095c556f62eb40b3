"""The tables. JSON is stored as text encoded by msgspec, so SQLite and PostgreSQL hold the same bytes."""

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
)

metadata = MetaData()

rooms = Table(
    "rooms",
    metadata,
    Column("code", String(16), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("options", Text, nullable=False),
    Column("status", String(16), nullable=False),
    Column("game_id", String(32), nullable=True),
    Column("created_at", Float, nullable=False),
    # Raised by each process that takes the room over (several processes, docs/deploy.md): a write carrying an
    # older number comes from an owner that lost the room, and is refused.
    Column("fence", BigInteger, nullable=False, server_default="0"),
)

seats = Table(
    "seats",
    metadata,
    Column("room_code", String(16), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("name", String(40), nullable=False),
    Column("colour", String(16), nullable=False),
    Column("token_hash", String(64), nullable=False),
    Column("standin", Boolean, nullable=False, default=False),
    Column("bot", String(16), nullable=True),
    Column("team", Integer, nullable=True),
    PrimaryKeyConstraint("room_code", "seat"),
)

games = Table(
    "games",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("room_code", String(16), nullable=False, index=True),
    Column("game", String(32), nullable=False),
    Column("header", Text, nullable=False),
    Column("players", Text, nullable=False),
    Column("status", String(16), nullable=False),
    Column("started_at", Float, nullable=False),
    Column("ended_at", Float, nullable=True),
)

actions = Table(
    "actions",
    metadata,
    Column("game_id", String(32), nullable=False),
    Column("seq", Integer, nullable=False),
    Column("t", BigInteger, nullable=False),
    Column("seat", Integer, nullable=True),
    Column("action", Text, nullable=False),
    PrimaryKeyConstraint("game_id", "seq"),
)

canvas_ops = Table(
    "canvas_ops",
    metadata,
    Column("game_id", String(32), nullable=False),
    Column("n", Integer, nullable=False),
    Column("t", BigInteger, nullable=False),
    Column("epoch", Integer, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("op", Text, nullable=False),
    PrimaryKeyConstraint("game_id", "n"),
)

reactions = Table(
    "reactions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("game_id", String(32), nullable=False),
    Column("t", BigInteger, nullable=False),
    # The canvas epoch the reaction came in (a round, for the games that draw): the album counts them by it.
    Column("epoch", Integer, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("reaction", String(16), nullable=False),
    Index("reactions_by_game", "game_id"),
)

lessons = Table(
    "lessons",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("game", String(32), nullable=False),
    Column("language", String(16), nullable=False),
    Column("key", String(200), nullable=False),
    # What a game's computer players keep of one finished game (a sheet a person drew, say): the game's own
    # plain data, as text, bounded in size by the game.
    Column("data", Text, nullable=False),
    Column("game_id", String(32), nullable=False),
    Column("created_at", Float, nullable=False),
    Index("lessons_by_key", "game", "language", "key"),
)
