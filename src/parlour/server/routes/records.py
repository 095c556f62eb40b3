"""A finished game's record (`GET /api/games/{game_id}`): players, final view, events, strokes and the players'
reactions, for its page and its album."""

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from parlour.registry import replay
from parlour.server.routes.answers import error_response, json_response
from parlour.server.state import state_of


def routes() -> list[BaseRoute]:
    return [Route("/api/games/{game_id}", get_game)]


async def get_game(request: Request) -> Response:
    reader = state_of(request).running.reader
    game_id = request.path_params["game_id"]
    row = await reader.game(game_id)
    if row is None:
        return error_response("no_such_game", 404)
    if row.status != "over":
        return error_response("game_in_progress", 409)
    match, events = replay(*await reader.game_log(row))
    ops = [{"t": t, "round": epoch, "seat": seat, "op": op} for _, t, epoch, seat, op in await reader.ops(game_id)]
    reactions = [
        {"t": t, "round": epoch, "seat": seat, "reaction": reaction}
        for t, epoch, seat, reaction in await reader.reactions(game_id)
    ]
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
            "reactions": reactions,
        }
    )
