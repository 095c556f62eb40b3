"""Making a room (`POST /api/rooms`, limited per client address) and describing one (`GET /api/rooms/{code}`)."""

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from parlour.engine.errors import RuleError
from parlour.server.directory import RoomsFull, RoomUnavailable
from parlour.server.request_body import BodyError, read_json_body
from parlour.server.routes.answers import body_refused, client_address, error_response, json_response
from parlour.server.state import state_of


def routes() -> list[BaseRoute]:
    return [Route("/api/rooms", create_room, methods=["POST"]), Route("/api/rooms/{code}", get_room)]


async def create_room(request: Request) -> Response:
    state = state_of(request)
    limits = state.limits
    try:
        data = await read_json_body(request, limits.max_body_bytes)
    except BodyError as error:
        return body_refused(error)
    if not isinstance(data, dict):
        return error_response("bad_request", 400, detail="expected {game, options}")
    if not isinstance(data.get("game"), str):
        return error_response("bad_request", 400, detail="game is required")
    address = client_address(request)
    if state.bans.banned(address):
        return error_response("banned", 403)
    if not state.creations.take(address):
        retry = state.creations.retry_after(address)
        response = error_response("too_many_rooms", 429, limit_per_minute=limits.rooms_per_minute, retry_after=retry)
        response.headers["Retry-After"] = str(retry)
        return response
    try:
        room = await state.running.directory.create(data["game"], data.get("options") or {})
    except RuleError as error:
        return error_response(error.code, 400, **error.params)
    except RoomsFull:
        return server_full(limits.max_rooms)
    except RoomUnavailable:
        return unavailable()
    return json_response({"code": room.code, "url": f"/r/{room.code}"}, 201)


async def get_room(request: Request) -> Response:
    state = state_of(request)
    try:
        described = await state.running.directory.describe(request.path_params["code"])
    except RoomsFull:
        return server_full(state.limits.max_rooms)
    except RoomUnavailable:
        return unavailable()
    if described is None:
        return error_response("no_such_room", 404)
    return json_response(described)


def unavailable() -> Response:
    response = error_response("room_unavailable", 503)
    response.headers["Retry-After"] = "2"
    return response


def server_full(max_rooms: int) -> Response:
    response = error_response("server_full", 503, max_rooms=max_rooms)
    response.headers["Retry-After"] = "60"
    return response
