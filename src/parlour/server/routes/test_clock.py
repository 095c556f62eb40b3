"""`POST /test/clock {"advance_ms": N}`: moves the test clock on (PARLOUR_TEST_CLOCK), so the rooms' timers fall
due at once; `{"hold": true}` stops it flowing (only moves change it), `{"hold": false}` lets it flow again. Only a
server made with `settings.test_clock` has this route."""

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
    if not isinstance(data, dict) or not ({"advance_ms", "hold"} & data.keys()):
        return error_response("bad_request", 400, detail=EXPECTED)
    advance = data.get("advance_ms", 0)
    hold = data.get("hold", movable.held)
    if not isinstance(advance, int) or isinstance(advance, bool) or advance < 0 or not isinstance(hold, bool):
        return error_response("bad_request", 400, detail=EXPECTED)
    if hold:
        movable.hold()
    else:
        movable.release()
    return json_response({"now": movable.advance(advance), "held": movable.held})


EXPECTED = "expected {advance_ms: a whole number >= 0, hold: true or false}, at least one of them"
