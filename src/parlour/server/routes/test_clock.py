"""`POST /test/clock {"advance_ms": N}`: moves the test clock on (PARLOUR_TEST_CLOCK), so the rooms' timers fall
due at once. Only a server made with `settings.test_clock` has this route."""

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from parlour.server.request_body import BodyError, read_json_body
from parlour.server.routes.answers import body_refused, error_response, json_response
from parlour.server.state import state_of


def routes() -> list[BaseRoute]:
    return [Route("/test/clock", move_clock, methods=["POST"])]


async def move_clock(request: Request) -> Response:
    state = state_of(request)
    movable = state.movable
    assert movable is not None, "the test-clock route is only made for an app with the test clock"
    try:
        data = await read_json_body(request, state.limits.max_body_bytes)
    except BodyError as error:
        return body_refused(error)
    advance = data.get("advance_ms") if isinstance(data, dict) else None
    if not isinstance(advance, int) or isinstance(advance, bool) or advance < 0:
        return error_response("bad_request", 400, detail="expected {advance_ms: a whole number >= 0}")
    return json_response({"now": movable.advance(advance)})
