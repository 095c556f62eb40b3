"""What every route answers with: JSON bodies, errors under stable codes, and who is asking."""

from typing import Any

import msgspec
from starlette.requests import HTTPConnection
from starlette.responses import Response

from parlour.server.request_body import BodyError


def json_response(data: Any, status: int = 200) -> Response:
    return Response(msgspec.json.encode(data), status_code=status, media_type="application/json")


def error_response(code: str, status: int, **params: Any) -> Response:
    return json_response({"error": {"code": code, **params}}, status)


def body_refused(error: BodyError) -> Response:
    return error_response(error.code, error.status, **error.params)


def client_address(connection: HTTPConnection) -> str:
    """The peer's address (uvicorn puts a trusted proxy's X-Forwarded-For here: see docs/limits.md)."""
    return connection.client.host if connection.client is not None else "unknown"
