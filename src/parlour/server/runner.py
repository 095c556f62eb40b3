"""How uvicorn runs the app: one place, so that `parlour serve` and the tests run the same server."""

import gc
from typing import Any

import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from parlour.server.settings import Settings


class _HttpProtocol(HttpToolsProtocol):
    """uvicorn's HTTP protocol, freed as soon as it hands its connection to a WebSocket.

    Its parser holds its callbacks (bound methods), a reference cycle that uvicorn breaks in `connection_lost`. An
    upgraded connection never gets there (the WebSocket protocol hears of the loss instead), so the cycle, with the
    transport and the request's scope, waited for the garbage collector: about 6 KiB per WebSocket, piling up
    under `parlour serve`'s lazy collector thresholds (issue 8, finding 9; tests/server/test_memory.py)."""

    def handle_websocket_upgrade(self) -> None:
        super().handle_websocket_upgrade()
        self.parser = None  # type: ignore[assignment]


class _WebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol, freed as soon as its connection is lost.

    The websockets library keeps its frame parser, a generator that refers back to it and that stays suspended
    even after the close: another cycle, about 3 KiB per WebSocket, and one that outlives young-generation
    collections when the socket was open long. Nothing reads from a lost connection, so the parser can go."""

    def send_receive_event_to_app(self) -> None:
        # Every message reaches the app as bytes, text frames too: msgspec reads JSON from bytes and checks UTF-8
        # as it goes, so a text frame is not decoded twice, and one that is not UTF-8 is answered `bad_frame` like
        # any unreadable frame, where uvicorn would log an error with a traceback for it (at any client's will).
        self.curr_msg_data_type = "bytes"
        super().send_receive_event_to_app()

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        parser = getattr(self.conn, "parser", None)
        if parser is not None:
            parser.close()


def uvicorn_config(app: Any, settings: Settings) -> uvicorn.Config:
    return uvicorn.Config(
        app,
        host=settings.host,
        port=settings.port,
        http=_HttpProtocol,
        ws=_WebSocketProtocol,
        ws_per_message_deflate=False,
        # Past this the WebSocket layer refuses to buffer a message at all (close 1009); smaller frames that are
        # still over the protocol's frame limit are read and answered `too_large` (see docs/limits.md).
        ws_max_size=settings.limits.max_message_bytes,
        log_config=None,
        access_log=False,
        lifespan="on",
        timeout_graceful_shutdown=max(1, round(settings.shutdown_seconds)),
    )


def uvicorn_workers_config(settings: Settings, workers: int) -> uvicorn.Config:
    """N processes, each making the app from the PARLOUR_* variables (`app.from_env`), on one listening socket."""
    config = uvicorn_config("parlour.server.app:from_env", settings)
    config.factory = True
    config.workers = workers
    return config


def tune_collector() -> None:
    """Strokes make many small objects that live for a whole game: freeze what start-up made and collect the
    young generation less often, so full collections do not stall every room for tenths of a second."""
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)


def address(settings: Settings) -> str:
    """Where a person on this machine opens Parlour: a server on every address is reached through localhost."""
    host = "localhost" if settings.host in ("0.0.0.0", "::", "") else settings.host
    return f"http://[{host}]:{settings.port}" if ":" in host else f"http://{host}:{settings.port}"


def announce(settings: Settings) -> None:
    """One plain line, whatever the log level: the first-run user looks for where to go, not for JSON."""
    print(f"Parlour is serving at {address(settings)}", flush=True)


class AnnouncingServer(uvicorn.Server):
    """uvicorn's server, which says where it serves once it listens (not before: the port may be taken)."""

    def __init__(self, config: uvicorn.Config, settings: Settings) -> None:
        super().__init__(config)
        self.settings = settings

    async def startup(self, sockets: list[Any] | None = None) -> None:
        await super().startup(sockets)
        if self.started:
            announce(self.settings)
