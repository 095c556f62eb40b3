"""Security headers on every HTTP response: what the page may load, who may frame it, and what it tells others.

Written as plain ASGI so that a WebSocket costs one comparison and an HTTP response a short list append. The
policy is the least the built client needs: its script, style sheet and socket come from this origin, its only
image is the favicon's data: URL, and it has no inline script or style element.
"""

import re
from functools import lru_cache

from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

POLICY = (
    "default-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
)
OTHERS = (
    ("X-Content-Type-Options", "nosniff"),
    # Room links are the keys to rooms: none of a page's address leaves for another site, while requests to this
    # server keep their Referer and, unlike no-referrer, their real Origin header on POST.
    ("Referrer-Policy", "same-origin"),
    # frame-ancestors for browsers that predate it.
    ("X-Frame-Options", "DENY"),
    ("Cross-Origin-Opener-Policy", "same-origin"),
    ("Cross-Origin-Resource-Policy", "same-origin"),
    ("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"),
)
# A CSP host-source: letters, digits, dots and dashes, and a port. Anything else (IPv6 literals included, which
# CSP cannot name) gets 'self' alone.
HOST = re.compile(r"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::[0-9]{1,5})?")


@lru_cache(maxsize=64)
def security_headers(host: str | None) -> tuple[tuple[bytes, bytes], ...]:
    """The headers for a request that named this Host, as raw ASGI pairs.

    'self' covers the same-origin ws:/wss: socket in current browsers, but Safari before 16 and Chrome before 71
    read it as http(s) only and would refuse the game's socket; naming this host's ws:// and wss:// keeps them
    working. Both schemes, because behind a TLS proxy the server sees http while the browser speaks wss.
    """
    connect = "connect-src 'self'"
    if host is not None and HOST.fullmatch(host):
        connect += f" ws://{host} wss://{host}"
    policy = "; ".join((*POLICY, connect))
    pairs = (("Content-Security-Policy", policy), *OTHERS)
    return tuple((name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in pairs)


def request_host(scope: Scope) -> str | None:
    for name, value in scope["headers"]:
        if name == b"host":
            host: str = value.decode("latin-1")
            return host
    return None


# What a browser reads on a script or a style sheet: the rest (the policy, framing, the opener, permissions, the
# referrer) governs documents only. Every script and style sheet the first page fetches carries them, and on a slow
# HTTP/1.1 link those few hundred bytes each were about a tenth of the first page's bytes.
SUBRESOURCE_HEADERS = (b"x-content-type-options", b"cross-origin-resource-policy")
SUBRESOURCE_TYPES = (b"text/javascript", b"text/css")


def for_subresource(headers: tuple[tuple[bytes, bytes], ...]) -> tuple[tuple[bytes, bytes], ...]:
    return tuple(pair for pair in headers if pair[0] in SUBRESOURCE_HEADERS)


def is_subresource(headers: list[tuple[bytes, bytes]]) -> bool:
    """A script or a style sheet, by its Content-Type."""
    return any(name.lower() == b"content-type" and value.startswith(SUBRESOURCE_TYPES) for name, value in headers)


class SecurityHeaders:
    """Adds security_headers() to each HTTP response that has not set its own; a script or a style sheet gets those
    of them that concern it (SUBRESOURCE_HEADERS)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        extra = security_headers(request_host(scope))

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", ()))
                present = {name.lower() for name, _ in headers}
                wanted = for_subresource(extra) if is_subresource(headers) else extra
                headers.extend(pair for pair in wanted if pair[0] not in present)
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)


async def server_error(request: Request, exc: Exception) -> Response:
    """Starlette's answer to an unhandled exception, with the headers: that answer is sent from outside every
    middleware, so SecurityHeaders never sees it."""
    response = PlainTextResponse("Internal Server Error", status_code=500)
    response.raw_headers.extend(security_headers(request.headers.get("host")))
    return response
