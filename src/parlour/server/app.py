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
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.websockets import WebSocket

from parlour.content.source import Content
from parlour.engine.errors import RuleError
from parlour.engine.game import content_kinds
from parlour.engine.match import Match
from parlour.server.clock import MovableClock
from parlour.server.connection import Connection
from parlour.server.directory import RoomDirectory, RoomsFull, RoomUnavailable
from parlour.server.headers import SecurityHeaders, server_error
from parlour.server.metrics import Metrics
from parlour.server.offload import Offload
from parlour.server.outbox import LocalOutbox
from parlour.server.ratelimit import OpenPerAddress, PerAddress
from parlour.server.request_body import BodyError, read_json_body
from parlour.server.room import Services
from parlour.server.settings import Settings
from parlour.server.static import ApiGZip, BuildFiles
from parlour.store import migrate
from parlour.store.database import open_engine
from parlour.store.journal import Journal
from parlour.store.repository import Reader
from parlour.wire.protocol import error_frame
from parlour.wire.seam import Join

log = structlog.get_logger("parlour.app")


def build_dir() -> Path:
    return Path(str(resources.files("parlour"))) / "static" / "build"


def json_response(data: Any, status: int = 200) -> Response:
    return Response(msgspec.json.encode(data), status_code=status, media_type="application/json")


def error_response(code: str, status: int, **params: Any) -> Response:
    return json_response({"error": {"code": code, **params}}, status)


def client_address(connection: Request | WebSocket) -> str:
    """The peer's address (uvicorn puts a trusted proxy's X-Forwarded-For here: see docs/limits.md)."""
    return connection.client.host if connection.client is not None else "unknown"


def create_app(settings: Settings, clock: Any = None) -> Starlette:
    problem = settings.problem()
    if problem is not None:
        raise ValueError(problem)
    metrics = Metrics()
    holder: dict[str, Any] = {}
    limits = settings.limits
    creations = PerAddress(limits.rooms_per_minute)
    sockets = OpenPerAddress(limits.connections_per_address)
    movable = MovableClock() if settings.test_clock and clock is None else None
    if movable is not None:
        clock = movable

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        # Everything the games ship (clue decks, say) is checked before the first room opens: bad content stops
        # the server at start, with every problem listed, instead of failing a game later.
        for kind in content_kinds():
            kind.check_shipped()
        content = Content(max_custom_deck_bytes=limits.max_deck_bytes)
        engine = open_engine(settings.database_url)
        await migrate.upgrade(engine)
        journal = Journal(engine)
        journal.start()
        offload = Offload()
        outbox = LocalOutbox()
        holder["outbox"] = outbox
        services = Services(
            journal=journal,
            reader=Reader(engine),
            metrics=metrics,
            content=content,
            bot_speed=settings.bot_speed,
            game_seed=settings.game_seed,
            stroke_tick_ms=settings.stroke_tick_ms,
            offload=offload,
            outbox=outbox,
        )
        if clock is not None:
            services.clock = clock
        node = None
        if settings.redis_url is not None:
            from parlour.cluster.node import Node

            node = Node(settings.redis_url, int(settings.lease_seconds * 1000), outbox)
        directory = holder["rooms"] = RoomDirectory(services, limits.max_rooms, node)
        holder["reader"] = services.reader
        holder["node"] = node
        if node is not None:
            await node.start(directory)
        if movable is not None:
            movable.on_advance(directory.wake_all)
        log.info(
            "started",
            database=engine.url.render_as_string(hide_password=True),
            node=node.name if node is not None else None,
        )
        try:
            yield
        finally:
            await directory.close()
            if node is not None:
                await node.close()
            offload.close()
            await journal.close()
            await engine.dispose()

    def rooms() -> RoomDirectory:
        result: RoomDirectory = holder["rooms"]
        return result

    async def create_room(request: Request) -> Response:
        try:
            data = await read_json_body(request, limits.max_body_bytes)
        except BodyError as error:
            return error_response(error.code, error.status, **error.params)
        if not isinstance(data, dict):
            return error_response("bad_request", 400, detail="expected {game, options}")
        if not isinstance(data.get("game"), str):
            return error_response("bad_request", 400, detail="game is required")
        address = client_address(request)
        if not creations.take(address):
            retry = creations.retry_after(address)
            response = error_response(
                "too_many_rooms", 429, limit_per_minute=limits.rooms_per_minute, retry_after=retry
            )
            response.headers["Retry-After"] = str(retry)
            return response
        try:
            room = await rooms().create(data["game"], data.get("options") or {})
        except RuleError as error:
            return error_response(error.code, 400, **error.params)
        except RoomsFull:
            return server_full()
        except RoomUnavailable:
            return unavailable()
        return json_response({"code": room.code, "url": f"/r/{room.code}"}, 201)

    def unavailable() -> Response:
        response = error_response("room_unavailable", 503)
        response.headers["Retry-After"] = "2"
        return response

    def server_full() -> Response:
        response = error_response("server_full", 503, max_rooms=limits.max_rooms)
        response.headers["Retry-After"] = "60"
        return response

    async def get_room(request: Request) -> Response:
        try:
            described = await rooms().describe(request.path_params["code"])
        except RoomsFull:
            return server_full()
        except RoomUnavailable:
            return unavailable()
        if described is None:
            return error_response("no_such_room", 404)
        return json_response(described)

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
        node = holder.get("node")
        health: dict[str, Any] = {
            "ok": True,
            "rooms": len(loaded),
            "connections": sum(len(r.conns) for r in loaded.values()),
        }
        if node is not None:
            # Several processes: without its subscription this process cannot reach rooms served elsewhere.
            health.update(node=node.name, remote_rooms=len(rooms().remote), redis=node.bus.subscribed.is_set())
            health["ok"] = health["redis"]
        return json_response(health, 200 if health["ok"] else 503)

    async def move_clock(request: Request) -> Response:
        assert movable is not None
        try:
            data = await read_json_body(request, limits.max_body_bytes)
        except BodyError as error:
            return error_response(error.code, error.status, **error.params)
        advance = data.get("advance_ms") if isinstance(data, dict) else None
        if not isinstance(advance, int) or isinstance(advance, bool) or advance < 0:
            return error_response("bad_request", 400, detail="expected {advance_ms: a whole number >= 0}")
        return json_response({"now": movable.advance(advance)})

    async def metrics_endpoint(request: Request) -> Response:
        return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)

    static = BuildFiles(directory=build_dir(), check_dir=False)

    async def page(request: Request) -> Response:
        # The same index.html for every client route, precompressed and revalidated like any built file.
        if not (build_dir() / "index.html").exists():
            return HTMLResponse(
                "<h1>Parlour</h1><p>The web client is not built. Run <code>make run</code>.</p>", status_code=503
            )
        return await static.get_response("index.html", request.scope)

    async def refuse_socket(websocket: WebSocket, close_code: int, code: str, **params: Any) -> None:
        metrics.errors.labels(code).inc()
        await websocket.accept()
        await websocket.send_text(error_frame(code, params))
        await websocket.close(code=close_code)

    async def websocket_endpoint(websocket: WebSocket) -> None:
        address = client_address(websocket)
        if not sockets.acquire(address):
            # 1008, policy violation: the client's backoff retries later, when one of its sockets has closed.
            await refuse_socket(websocket, 1008, "too_many_connections", limit=limits.connections_per_address)
            return
        try:
            await serve_socket(websocket)
        finally:
            sockets.release(address)

    async def serve_socket(websocket: WebSocket) -> None:
        code = websocket.path_params["code"]
        conn = Connection(websocket, metrics, limits.max_frame_bytes)
        outbox: LocalOutbox = holder["outbox"]
        outbox.add(conn)  # before the join: from then on the room may send to it by id
        try:
            await run_socket(websocket, code, conn)
        finally:
            outbox.remove(conn)

    async def run_socket(websocket: WebSocket, code: str, conn: Connection) -> None:
        try:
            room = await rooms().get(code)
            # A room let go while this socket waited for it refuses the join; the next look-up loads it again.
            while room is not None and not room.post(Join(conn.id)):
                room = await rooms().get(code)
        except RoomsFull:
            await refuse_socket(websocket, 1013, "server_full", max_rooms=limits.max_rooms)  # 1013: try again later
            return
        except RoomUnavailable:
            await refuse_socket(websocket, 1013, "room_unavailable")
            return
        await websocket.accept()
        if room is None:
            await websocket.send_text(error_frame("no_such_room"))
            await websocket.close(code=4404)
            return
        metrics.connections.inc()
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
        Mount("/static", static, name="static"),
    ]
    if movable is not None:
        routes.append(Route("/test/clock", move_clock, methods=["POST"]))
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        # Outermost first: the security headers go on every answer, gzip only on large API ones.
        middleware=[Middleware(SecurityHeaders), Middleware(ApiGZip, minimum_size=1024, compresslevel=6)],
        exception_handlers={Exception: server_error},
    )
    app.state.metrics = metrics
    app.state.holder = holder
    return app


def from_env() -> Starlette:
    """The app as each of `parlour serve --workers N`'s processes makes it, from the PARLOUR_* variables."""
    from parlour.server.logs import configure
    from parlour.server.runner import tune_collector

    settings = Settings.from_env()
    configure(settings.log_level)
    tune_collector()
    return create_app(settings)
