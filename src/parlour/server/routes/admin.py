"""The admin's API (`/api/admin/...`), behind the token of PARLOUR_ADMIN_TOKEN and off without it: the rooms this
process holds, its figures, closing a room for good (its players told why) and banning an address for a while.
Every action is logged with who asked. The page that uses it (`/admin`) is linked from nowhere."""

import hmac
import ipaddress
import os
import time
from typing import Any

import structlog
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from parlour.server.bans import MAX_MINUTES, TooManyBans
from parlour.server.directory import normalise_code
from parlour.server.request_body import BodyError, read_json_body
from parlour.server.room import Room
from parlour.server.routes.answers import body_refused, client_address, error_response, json_response
from parlour.server.state import AppState, state_of

log = structlog.get_logger("parlour.admin")

MAX_REASON = 200
"""A reason shown to a closed room's players: a sentence, not a letter."""


def routes() -> list[BaseRoute]:
    return [
        Route("/api/admin/overview", overview),
        Route("/api/admin/rooms/{code}/close", close_room, methods=["POST"]),
        Route("/api/admin/bans", ban, methods=["POST"]),
        Route("/api/admin/bans/{address}", lift_ban, methods=["DELETE"]),
    ]


def refused(request: Request) -> Response | None:
    """None when the request carries the admin token; else the answer: off (404), or the token missing or wrong
    (401, logged: someone is trying)."""
    token = state_of(request).settings.admin_token
    if not token:
        return error_response("admin_off", 404)
    given = request.headers.get("authorization", "")
    scheme, _, value = given.partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(value.strip().encode(), token.encode()):
        log.warning("admin_refused", address=client_address(request), path=request.url.path)
        return error_response("admin_token_refused", 401)
    return None


async def overview(request: Request) -> Response:
    if (answer := refused(request)) is not None:
        return answer
    state = state_of(request)
    running = state.running
    rooms = [_room(room) for room in running.directory.rooms.values() if not room.closed]
    connections = running.outbox.connections.values()
    queued = [c.queue.qsize() for c in connections]
    return json_response(
        {
            "process": {
                "pid": os.getpid(),
                "node": running.node.name if running.node is not None else None,
                "rooms": len(rooms),
                "sockets": len(queued),
                **state.frame_rates.sample(state.metrics, time.monotonic()),
                "send_queue": {"total": sum(queued), "deepest": max(queued, default=0)},
                "memory_bytes": _resident_bytes(),
            },
            "rooms": sorted(rooms, key=lambda r: r["code"]),
            "bans": state.bans.listed(),
        }
    )


def _room(room: Room) -> dict[str, Any]:
    data = room.room_data(None)
    match = room.match
    return {
        "code": data["code"],
        "game": data["game"],
        "status": data["status"],
        "phase": getattr(match.state, "phase", None) if match is not None else None,
        "players": [
            {"seat": s["seat"], "name": s["name"], "bot": s["bot"], "connected": s["connected"]} for s in data["seats"]
        ],
        "connections": len(room.conns),
        "quiet_seconds": round(time.monotonic() - room.last_active, 1),
    }


def _resident_bytes() -> int | None:
    """This process's resident memory (Linux; None elsewhere)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


async def _asked(request: Request) -> tuple[AppState, dict[str, Any]] | Response:
    """The state and the JSON object an admin action was sent with; or the answer when the token is refused or
    the body is not an object."""
    if (answer := refused(request)) is not None:
        return answer
    state = state_of(request)
    try:
        data = await read_json_body(request, state.limits.max_body_bytes)
    except BodyError as error:
        return body_refused(error)
    if not isinstance(data, dict):
        return error_response("bad_request", 400, detail="expected a JSON object")
    return state, data


async def close_room(request: Request) -> Response:
    asked = await _asked(request)
    if isinstance(asked, Response):
        return asked
    state, data = asked
    reason = data.get("reason")
    if not isinstance(reason, str) or not reason.strip() or len(reason) > MAX_REASON:
        return error_response("bad_reason", 400, max_length=MAX_REASON)
    code = normalise_code(request.path_params["code"])
    room = state.running.directory.rooms.get(code)
    if room is None or room.closed:
        return error_response("room_not_here", 404)
    log.info("admin_closed_room", room=code, reason=reason.strip(), address=client_address(request))
    await room.shut(reason.strip())
    return json_response({"closed": code})


async def ban(request: Request) -> Response:
    asked = await _asked(request)
    if isinstance(asked, Response):
        return asked
    state, data = asked
    address, minutes = data.get("address"), data.get("minutes")
    try:
        address = str(ipaddress.ip_address(address)) if isinstance(address, str) else None
    except ValueError:
        address = None
    if address is None:
        return error_response("bad_address", 400)
    if not isinstance(minutes, int) or isinstance(minutes, bool) or not 1 <= minutes <= MAX_MINUTES:
        return error_response("bad_minutes", 400, max_minutes=MAX_MINUTES)
    try:
        until = state.bans.ban(address, minutes)
    except TooManyBans:
        return error_response("too_many_bans", 409)
    log.info("admin_banned", banned=address, minutes=minutes, address=client_address(request))
    return json_response({"address": address, "until": until})


async def lift_ban(request: Request) -> Response:
    if (answer := refused(request)) is not None:
        return answer
    state = state_of(request)
    address = request.path_params["address"]
    if not state.bans.lift(address):
        return error_response("not_banned", 404)
    log.info("admin_lifted_ban", banned=address, address=client_address(request))
    return json_response({"lifted": address})
