"""The built web client: its page under every client route (`/`, `/r/{code}`, a room's table screen
`/r/{code}/table`, `/games/{game_id}`, `/admin`) and its
files under `/static`. The home page has copies of its own, one per language, which also hint at the part of a game it
shows at first and at that game's strings in the language (web/scripts/homePage.ts): the browser's first
Accept-Language picks one, as the client picks its language by the browser's. The other routes get index.html."""

from importlib import resources
from pathlib import Path

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.types import Scope

from parlour.server.static import BuildFiles


def build_dir() -> Path:
    return Path(str(resources.files("parlour"))) / "static" / "build"


def routes() -> list[BaseRoute]:
    static = BuildFiles(directory=build_dir(), check_dir=False)
    page = ClientPage(static).answer
    home = HomePage(static).answer
    return [
        Route("/", home),
        Route("/r/{code}", page),
        Route("/r/{code}/table", page),
        Route("/games/{game_id}", page),
        Route("/admin", page),
        Mount("/static", static, name="static"),
    ]


class ClientPage:
    def __init__(self, static: BuildFiles, name: str = "index.html") -> None:
        self.static = static
        self.name = name

    async def answer(self, request: Request) -> Response:
        return await self.send(self.name, request.scope)

    async def send(self, name: str, scope: Scope) -> Response:
        """A built page, precompressed and revalidated like any built file; index.html where the page's own copy is
        missing (a build older than it)."""
        if not (build_dir() / "index.html").exists():
            return HTMLResponse(
                "<h1>Parlour</h1><p>The web client is not built. Run <code>make run</code>.</p>", status_code=503
            )
        if not (build_dir() / name).exists():
            name = "index.html"
        return await self.static.get_response(name, scope)


HOME_PAGES = {"fr": "home.fr.html"}
"""By the language the client will speak: any other gets DEFAULT_HOME."""
DEFAULT_HOME = "home.html"


def first_language(accept_language: str | None) -> str:
    """The primary subtag of the first language an Accept-Language value lists ("fr" for "fr-CA,fr;q=0.9,en"),
    "" for none: the browser's own language (navigator.language) comes first."""
    first = (accept_language or "").split(",")[0].split(";")[0].strip()
    return first.split("-")[0].lower()


class HomePage(ClientPage):
    """The home page in the language the browser asks for first. Its answer varies by Accept-Language, and a
    language's copy carries the language in its validator: two copies written in the same second with the same size
    would share Starlette's, and a browser that changed its language could be told its old copy still holds."""

    def __init__(self, static: BuildFiles) -> None:
        super().__init__(static, DEFAULT_HOME)

    async def answer(self, request: Request) -> Response:
        language = first_language(request.headers.get("accept-language"))
        name = HOME_PAGES.get(language, DEFAULT_HOME)
        suffix = "" if name == DEFAULT_HOME else f"-{language}"
        scope = dict(request.scope)
        validators = request.headers.get("if-none-match")
        scope["headers"] = [(key, value) for key, value in request.scope["headers"] if key != b"if-none-match"]
        if validators is not None and (kept := validators_of(validators, suffix)):
            scope["headers"].append((b"if-none-match", kept.encode("latin-1")))
        response = await self.send(name, scope)
        response.headers["vary"] = "Accept-Encoding, Accept-Language"
        if suffix and "etag" in response.headers:
            response.headers["etag"] = response.headers["etag"][:-1] + f'{suffix}"'
        return response


def validators_of(if_none_match: str, suffix: str) -> str:
    """The entity tags of an If-None-Match value that name the copy `suffix` marks ("-fr"; "" for the default),
    without the mark, as the static files know them; "" when none does."""
    kept = []
    for tag in (part.strip() for part in if_none_match.split(",")):
        marked = next((f"-{language}" for language in HOME_PAGES if tag.endswith(f'-{language}"')), "")
        if marked == suffix:
            kept.append(tag[: len(tag) - len(suffix) - 1] + '"' if suffix else tag)
    return ", ".join(kept)
