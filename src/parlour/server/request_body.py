"""Reading an HTTP request's JSON body within a size limit, with every bad body answered by a stable code."""

from typing import Any

import msgspec
from starlette.requests import Request


class BodyError(Exception):
    def __init__(self, code: str, status: int, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.status = status
        self.params = params


async def read_body(request: Request, limit: int) -> bytes:
    """The body, read only while it stays within `limit` bytes: a larger one is refused as soon as its declared
    length, or the bytes received so far, pass the limit, so it is never held whole."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise BodyError("too_large", 413, limit=limit)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise BodyError("too_large", 413, limit=limit)
        chunks.append(chunk)
    return b"".join(chunks)


async def read_json_body(request: Request, limit: int) -> Any:
    body = await read_body(request, limit)
    try:
        return msgspec.json.decode(body or b"{}")
    except msgspec.DecodeError:
        raise BodyError("bad_request", 400, detail="body must be JSON") from None
    except RecursionError:
        raise BodyError("bad_request", 400, detail="body is nested too deeply") from None
    except UnicodeDecodeError:
        raise BodyError("bad_request", 400, detail="body must be UTF-8") from None
