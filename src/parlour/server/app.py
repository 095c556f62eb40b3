"""The Starlette application: HTTP API, the WebSocket endpoint, health, metrics and the built client."""

import asyncio
import contextlib
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any

import msgspec
import structlog
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket

from parlour.content.shipped import shipped_languages
from parlour.content.source import Content
from parlour.engine.errors import RuleError
from parlour.engine.match import Match
from parlour.server.connection import Connection
from parlour.server.metrics import Metrics
from parlour.server.protocol import error_frame
from parlour.server.room import Services
from parlour.server.rooms import Rooms
from parlour.server.settings import Settings
from parlour.store import migrate
from parlour.store.database import open_engine
from parlour.store.journal import Journal
from parlour.store.repository import Reader

log = structlog.get_logger("parlour.app")

MAX_BODY = 256 * 1024


def build_dir() -> Path:
    return Path(str(resources.files("parlour"))) / "static" / "build"


def json_response(data: Any, status: int = 200) -> Response:
    return Response(msgspec.json.encode(data), status_code=status, media_type="application/json")


def error_response(code: str, status: int, **params: Any) -> Response:
    return json_response({"error": {"code": code, **params}}, status)


def create_app(settings: Settings, clock: Any = None) -> Starlette:
    metrics = Metrics()
    holder: dict[str, Any] = {}

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        # Every shipped deck is checked before the first room opens: a bad deck stops the server at start
        # (DeckError lists every problem) instead of failing a game later.
        content = Content()
        for language in shipped_languages():
            content.deck(language)
        engine = open_engine(settings.database_url)
        await migrate.upgrade(engine)
        journal = Journal(engine)
        journal.start()
        services = Services(
            journal=journal, reader=Reader(engine), metrics=metrics, content=content, bot_speed=settings.bot_speed
        )
        if clock is not None:
            services.clock = clock
        holder["rooms"] = Rooms(services)
        holder["reader"] = services.reader
        log.info("started", database=engine.url.render_as_string(hide_password=True))
        try:
            yield
        finally:
            await holder["rooms"].close()
            await journal.close()
            await engine.dispose()

    def rooms() -> Rooms:
        result: Rooms = holder["rooms"]
        return result

    async def create_room(request: Request) -> Response:
        body = await request.body()
        if len(body) > MAX_BODY:
            return error_response("too_large", 413, limit=MAX_BODY)
        try:
            data = msgspec.json.decode(body or b"{}")
        except msgspec.DecodeError:
            return error_response("bad_request", 400, detail="body must be JSON")
        if not isinstance(data, dict) or not isinstance(data.get("game", "pictomania"), str):
            return error_response("bad_request", 400, detail="expected {game, options}")
        try:
            room = await rooms().create(data.get("game", "pictomania"), data.get("options") or {})
        except RuleError as error:
            return error_response(error.code, 400, **error.params)
        return json_response({"code": room.code, "url": f"/r/{room.code}"}, 201)

    async def get_room(request: Request) -> Response:
        room = await rooms().get(request.path_params["code"])
        if room is None:
            return error_response("no_such_room", 404)
        return json_response(room.room_data(None))

    async def get_game(request: Request) -> Response:
        reader: Reader = holder["reader"]
        game_id = request.path_params["game_id"]
        row = await reader.game(game_id)
        if row is None:
            return error_response("no_such_game", 404)
        if row.status != "over":
            return error_response("game_in_progress", 409)
        match, events = Match.replay(*await reader.game_log(row))
        ops = [{"t": t, "round": epoch, "seat": seat, "op": op} for _, t, epoch, seat, op in await reader.ops(game_id)]
        return json_response(
            {
                "id": row.id,
                "game": row.game,
                "room": row.room_code,
                "status": row.status,
                "players": row.players,
                "started_at": row.started_at,
                "ended_at": row.ended_at,
                "final": match.view(None),
                "events": events,
                "ops": ops,
            }
        )

    async def healthz(request: Request) -> Response:
        loaded = rooms().rooms
        return json_response(
            {"ok": True, "rooms": len(loaded), "connections": sum(len(r.conns) for r in loaded.values())}
        )

    async def metrics_endpoint(request: Request) -> Response:
        return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)

    async def page(request: Request) -> Response:
        index = build_dir() / "index.html"
        if not index.exists():
            return HTMLResponse(
                "<h1>Parlour</h1><p>The web client is not built. Run <code>make run</code>.</p>", status_code=503
            )
        return FileResponse(index, headers={"Cache-Control": "no-cache"})

    async def websocket_endpoint(websocket: WebSocket) -> None:
        room = await rooms().get(websocket.path_params["code"])
        await websocket.accept()
        if room is None:
            await websocket.send_text(error_frame("no_such_room"))
            await websocket.close(code=4404)
            return
        conn = Connection(websocket, metrics)
        metrics.connections.inc()
        room.post(("join", conn, None, 0.0))
        writer = asyncio.create_task(conn.write_loop())
        prober = asyncio.create_task(conn.probe_loop())
        try:
            await conn.read_loop(room)
        finally:
            conn.close()
            prober.cancel()
            await writer
            metrics.connections.dec()

    routes = [
        Route("/api/rooms", create_room, methods=["POST"]),
        Route("/api/rooms/{code}", get_room),
        Route("/api/games/{game_id}", get_game),
        Route("/healthz", healthz),
        Route("/metrics", metrics_endpoint),
        WebSocketRoute("/ws/{code}", websocket_endpoint),
        Route("/", page),
        Route("/r/{code}", page),
        Route("/games/{game_id}", page),
        Mount("/static", StaticFiles(directory=build_dir(), check_dir=False), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.metrics = metrics
    app.state.holder = holder
    return app
