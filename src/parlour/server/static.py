"""The built client's files, sent precompressed when the browser accepts it and cached as long as is safe.

`web/scripts/compress.mjs` writes FILE.br and FILE.gz beside each text file at build time; this serves the best
one the request accepts, under the original file's Content-Type. Hashed assets never change under their name, so
browsers may keep them a year; everything else (the page) is revalidated by ETag on each use.
"""

import os
from mimetypes import guess_type

from starlette.datastructures import Headers
from starlette.middleware.gzip import GZipMiddleware
from starlette.responses import FileResponse, Response
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Receive, Scope, Send

# Content coding -> suffix of its precompressed copy, best first: brotli is some 12 % smaller than gzip on this
# client's JavaScript.
ENCODINGS = {"br": ".br", "gzip": ".gz"}
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"


def accepted_encodings(accept_encoding: str | None) -> list[str]:
    """The content codings of ENCODINGS that an Accept-Encoding value allows, best first.

    No header means no preference, and identity is the safe answer to that. A coding refused with q=0 is never
    sent, even when `*` would otherwise allow it.
    """
    if not accept_encoding:
        return []
    weights: dict[str, float] = {}
    for item in accept_encoding.split(","):
        coding, _, params = item.partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
                if not 0.0 <= weight <= 1.0:  # also NaN: a weight that means nothing refuses
                    weight = 0.0
        coding = coding.strip().lower()
        weights["gzip" if coding == "x-gzip" else coding] = weight
    star = weights.get("*", 0.0)
    allowed = [(weights.get(coding, star), coding) for coding in ENCODINGS]
    # sorted() is stable, so equal weights keep ENCODINGS' order.
    return [coding for weight, coding in sorted(allowed, key=lambda pair: -pair[0]) if weight > 0]


class BuildFiles(StaticFiles):
    """StaticFiles that picks a precompressed copy and sets Cache-Control by where the file lies."""

    def __init__(self, *, directory: str | os.PathLike[str], immutable_dir: str = "assets", check_dir: bool = True):
        super().__init__(directory=directory, check_dir=check_dir)
        self.immutable_root = os.path.join(os.path.realpath(directory), immutable_dir) + os.sep

    def file_response(
        self, full_path: str | os.PathLike[str], stat_result: os.stat_result, scope: Scope, status_code: int = 200
    ) -> Response:
        path = os.fspath(full_path)
        request_headers = Headers(scope=scope)
        coding, served, served_stat = self.variant(path, stat_result, request_headers.get("accept-encoding"))
        headers = {
            "Cache-Control": IMMUTABLE if path.startswith(self.immutable_root) else REVALIDATE,
            # Even an identity answer depends on Accept-Encoding: a shared cache must not hand it to a browser
            # that would have taken the compressed one, nor the reverse.
            "Vary": "Accept-Encoding",
        }
        if coding is not None:
            headers["Content-Encoding"] = coding
        response = FileResponse(
            served,
            status_code=status_code,
            headers=headers,
            media_type=guess_type(path)[0] or "application/octet-stream",
            stat_result=served_stat,
        )
        if coding is not None:
            # Each encoding is its own representation and needs its own validator, or a cache could answer an
            # If-None-Match for the brotli bytes with the gzip ones it holds.
            response.headers["etag"] = response.headers["etag"][:-1] + f'-{coding}"'
        if self.is_not_modified(response.headers, request_headers):
            return NotModifiedResponse(response.headers)
        return response

    @staticmethod
    def variant(
        path: str, stat_result: os.stat_result, accept_encoding: str | None
    ) -> tuple[str | None, str, os.stat_result]:
        """(coding, file to send, its stat): the best precompressed copy on disk, else the file itself."""
        for coding in accepted_encodings(accept_encoding):
            candidate = path + ENCODINGS[coding]
            # A plain stat rather than a worker thread: the copy sits beside a file just looked up, so this is
            # a microsecond from the kernel's cache, far less than a hop to a thread.
            try:
                candidate_stat = os.stat(candidate)
            except OSError:
                continue
            return coding, candidate, candidate_stat
        return None, path, stat_result


class ApiGZip(GZipMiddleware):
    """Gzip for large answers under /api/ (a game's record with its strokes) and for nothing else.

    Static files are left alone: they come precompressed with an ETag per encoding, and on-the-fly gzip would
    give a compressed body the identity ETag. WebSockets pass straight through. Starlette's test for gzip is a
    substring one, so it would take "gzip;q=0" as a yes; no browser sends that, and API answers carry no ETag.
    """

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"].startswith("/api/"):
            await super().__call__(scope, receive, send)
        else:
            await self.app(scope, receive, send)
