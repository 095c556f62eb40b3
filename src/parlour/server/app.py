"""The Starlette application: the routes of `server/routes/`, the middleware, and the typed state
(`server/state.py`) that the lifespan (`server/lifespan.py`) completes at start."""

from collections.abc import Callable

from starlette.applications import Starlette
from starlette.middleware import Middleware

from parlour.server.headers import SecurityHeaders, server_error
from parlour.server.lifespan import lifespan
from parlour.server.routes import admin, health, pages, records, rooms, sockets, test_clock
from parlour.server.settings import Settings
from parlour.server.state import AppState, attach
from parlour.server.static import ApiGZip


def create_app(settings: Settings, clock: Callable[[], int] | None = None) -> Starlette:
    """`clock`: milliseconds since the epoch for the rooms (a test's own); by default the wall clock, or the test
    clock with `settings.test_clock`."""
    problem = settings.problem()
    if problem is not None:
        raise ValueError(problem)
    state = AppState.for_settings(settings, clock)
    routes = [
        *rooms.routes(),
        *records.routes(),
        *health.routes(),
        *admin.routes(),
        *sockets.routes(),
        *pages.routes(),
    ]
    if state.movable is not None:
        routes += test_clock.routes()
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        # Outermost first: the security headers go on every answer, gzip only on large API ones.
        middleware=[Middleware(SecurityHeaders), Middleware(ApiGZip, minimum_size=1024, compresslevel=6)],
        exception_handlers={Exception: server_error},
    )
    attach(app, state)
    return app


def from_env() -> Starlette:
    """The app as each of `parlour serve --workers N`'s processes makes it, from the PARLOUR_* variables."""
    from parlour.server.logs import configure
    from parlour.server.runner import tune_collector

    settings = Settings.from_env()
    configure(settings.log_level)
    tune_collector()
    return create_app(settings)
