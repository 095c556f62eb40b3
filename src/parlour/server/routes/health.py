"""For whoever runs the server: `/healthz` (is this process serving?), `/readyz` (may it be sent new players?)
and `/metrics` (Prometheus)."""

from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from parlour.server.routes.answers import json_response
from parlour.server.state import state_of


def routes() -> list[BaseRoute]:
    return [Route("/healthz", healthz), Route("/readyz", readyz), Route("/metrics", metrics)]


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


async def readyz(request: Request) -> Response:
    """What a proxy or an orchestrator asks before sending players here: not while starting or stopping, nor, among
    several processes, while Redis is out of reach (rooms served elsewhere could not be reached from here)."""
    state = state_of(request)
    if not state.is_started:
        return json_response({"ready": False, "reason": "starting"}, 503)
    if state.draining:
        return json_response({"ready": False, "reason": "draining"}, 503)
    node = state.running.node
    if node is not None and not node.bus.subscribed.is_set():
        return json_response({"ready": False, "reason": "redis"}, 503)
    return json_response({"ready": True}, 200)


async def metrics(request: Request) -> Response:
    return Response(generate_latest(state_of(request).metrics.registry), media_type=CONTENT_TYPE_LATEST)
