"""For whoever runs the server: `/healthz` (is this process serving?) and `/metrics` (Prometheus)."""

from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from parlour.server.routes.answers import json_response
from parlour.server.state import state_of


def routes() -> list[BaseRoute]:
    return [Route("/healthz", healthz), Route("/metrics", metrics)]


async def healthz(request: Request) -> Response:
    running = state_of(request).running
    loaded = running.directory.rooms
    node = running.node
    health: dict[str, Any] = {
        "ok": True,
        "rooms": len(loaded),
        "connections": sum(len(r.conns) for r in loaded.values()),
    }
    if node is not None:
        # Several processes: without its subscription this process cannot reach rooms served elsewhere.
        health.update(node=node.name, remote_rooms=len(running.directory.remote), redis=node.bus.subscribed.is_set())
        health["ok"] = health["redis"]
    return json_response(health, 200 if health["ok"] else 503)


async def metrics(request: Request) -> Response:
    return Response(generate_latest(state_of(request).metrics.registry), media_type=CONTENT_TYPE_LATEST)
