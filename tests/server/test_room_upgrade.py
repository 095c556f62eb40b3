"""A room whose game started under an older server, before one of its options existed, comes back after the
upgrade with the options that game is played with, not today's defaults."""

from pathlib import Path
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import create_async_engine

from parlour.store.repository import decode, encode
from parlour.store.schema import games, rooms

from .client import Client
from .conftest import running_server
from .helpers import close_all, seated_players


async def _forget_the_deck(url: str, code: str, game_id: str) -> None:
    """The room's options and its game's record as a server of before the `deck` option wrote them."""
    engine = create_async_engine(url)
    try:
        async with engine.begin() as db:
            raw: dict[str, Any] = decode(
                (await db.execute(select(rooms.c.options).where(rooms.c.code == code))).scalar_one()
            )
            raw.pop("deck")
            await db.execute(update(rooms).where(rooms.c.code == code).values(options=encode(raw)))
            header = decode((await db.execute(select(games.c.header).where(games.c.id == game_id))).scalar_one())
            header["options"].pop("deck")
            await db.execute(update(games).where(games.c.id == game_id).values(header=encode(header)))
    finally:
        await engine.dispose()


async def test_a_pictus_room_playing_a_game_from_before_the_storybook_still_shows_its_classic_pictures(
    tmp_path: Path,
) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path}/upgraded.sqlite3"
    async with running_server(url) as server:
        code, clients = await seated_players(server, 3, game="pictus", deck="classic")
        await clients[0].send({"t": "start"})
        view = await clients[0].wait_view(lambda v: v["game"] == "pictus")
        hand = {card["id"] for card in view["hand"]}
        assert clients[0].room is not None
        game_id, token = clients[0].room["game_id"], clients[0].token
        await close_all(clients)
    await _forget_the_deck(url, code, game_id)
    async with running_server(url) as server:
        back = await Client(server.base, code).connect(token=token)
        assert {card["id"] for card in back.snapshot["view"]["hand"]} == hand, "the game goes on with its cards"
        assert back.snapshot["room"]["options"]["deck"] == "classic", "the room shows the deck it plays"
        await close_all([back])
