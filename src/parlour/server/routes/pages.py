"""The built web client: its one page under every client route (`/`, `/r/{code}`, `/games/{game_id}`) and its
files under `/static`."""

from importlib import resources
from pathlib import Path

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import BaseRoute, Mount, Route

from parlour.server.static import BuildFiles


def build_dir() -> Path:
    return Path(str(resources.files("parlour"))) / "static" / "build"


def routes() -> list[BaseRoute]:
    static = BuildFiles(directory=build_dir(), check_dir=False)
    page = ClientPage(static).answer
    return [
        Route("/", page),
        Route("/r/{code}", page),
        Route("/games/{game_id}", page),
        Mount("/static", static, name="static"),
    ]


class ClientPage:
    def __init__(self, static: BuildFiles) -> None:
        self.static = static

    async def answer(self, request: Request) -> Response:
        # The same index.html for every client route, precompressed and revalidated like any built file.
        if not (build_dir() / "index.html").exists():
            return HTMLResponse(
                "<h1>Parlour</h1><p>The web client is not built. Run <code>make run</code>.</p>", status_code=503
            )
        return await self.static.get_response("index.html", request.scope)
