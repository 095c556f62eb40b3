"""The built web client: its page under every client route (`/`, `/r/{code}`, `/games/{game_id}`) and its files
under `/static`. The home page has a copy of its own, home.html, which also hints at the part of a game it shows
at first (web/scripts/homePage.ts); the other routes get index.html."""

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
    home = ClientPage(static, "home.html").answer
    return [
        Route("/", home),
        Route("/r/{code}", page),
        Route("/games/{game_id}", page),
        Mount("/static", static, name="static"),
    ]


class ClientPage:
    def __init__(self, static: BuildFiles, name: str = "index.html") -> None:
        self.static = static
        self.name = name

    async def answer(self, request: Request) -> Response:
        # A built page, precompressed and revalidated like any built file; index.html where the page's own copy
        # is missing (a build older than it).
        if not (build_dir() / "index.html").exists():
            return HTMLResponse(
                "<h1>Parlour</h1><p>The web client is not built. Run <code>make run</code>.</p>", status_code=503
            )
        name = self.name if (build_dir() / self.name).exists() else "index.html"
        return await self.static.get_response(name, request.scope)
