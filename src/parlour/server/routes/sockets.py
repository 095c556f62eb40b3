"""The WebSocket endpoint (`/ws/{code}`): limited per client address, joined to its room through the directory,
and served by a `Connection` until either side closes."""

import asyncio
from typing import Any

from starlette.routing import BaseRoute, WebSocketRoute
from starlette.websockets import WebSocket

from parlour.server.connection import Connection
from parlour.server.directory import RoomsFull, RoomUnavailable
from parlour.server.routes.answers import client_address
from parlour.server.state import AppState, state_of
from parlour.wire.protocol import error_frame
from parlour.wire.seam import Join


def routes() -> list[BaseRoute]:
    return [WebSocketRoute("/ws/{code}", websocket_endpoint)]


async def websocket_endpoint(websocket: WebSocket) -> None:
    state = state_of(websocket)
    address = client_address(websocket)
    if state.bans.banned(address):
        await refuse(state, websocket, 1008, "banned")
        return
    if not state.sockets.acquire(address):
        # 1008, policy violation: the client's backoff retries later, when one of its sockets has closed.
        await refuse(state, websocket, 1008, "too_many_connections", limit=state.limits.connections_per_address)
        return
    try:
        await serve(state, websocket)
    finally:
        state.sockets.release(address)


async def refuse(state: AppState, websocket: WebSocket, close_code: int, code: str, **params: Any) -> None:
    state.metrics.errors.labels(code).inc()
    await websocket.accept()
    await websocket.send_text(error_frame(code, params))
    await websocket.close(code=close_code)


async def serve(state: AppState, websocket: WebSocket) -> None:
    code = websocket.path_params["code"]
    conn = Connection(websocket, state.metrics, state.limits.max_frame_bytes)
    outbox = state.running.outbox
    outbox.add(conn)  # before the join: from then on the room may send to it by id
    try:
        await join_and_run(state, websocket, code, conn)
    finally:
        outbox.remove(conn)


async def join_and_run(state: AppState, websocket: WebSocket, code: str, conn: Connection) -> None:
    rooms = state.running.directory
    try:
        room = await rooms.get(code)
        # A room let go while this socket waited for it refuses the join; the next look-up loads it again.
        while room is not None and not room.post(Join(conn.id)):
            room = await rooms.get(code)
    except RoomsFull:
        # 1013: try again later
        await refuse(state, websocket, 1013, "server_full", max_rooms=state.limits.max_rooms)
        return
    except RoomUnavailable:
        await refuse(state, websocket, 1013, "room_unavailable")
        return
    await websocket.accept()
    if room is None:
        await websocket.send_text(error_frame("no_such_room"))
        await websocket.close(code=4404)
        return
    state.metrics.connections.inc()
    writer = asyncio.create_task(conn.write_loop())
    prober = asyncio.create_task(conn.probe_loop())
    try:
        await conn.read_loop(room)
    finally:
        conn.close()
        prober.cancel()
        await writer
        state.metrics.connections.dec()
