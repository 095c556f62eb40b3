"""The app's life: what opens before the first request (content checks, migrations, the journal, the worker
process, the rooms, the place among several processes) and closes after the last."""

import contextlib
from collections.abc import AsyncIterator

import structlog
from starlette.applications import Starlette

from parlour.content.source import Content
from parlour.registry import content_kinds
from parlour.server.directory import RoomDirectory
from parlour.server.learning import Teacher
from parlour.server.offload import Offload
from parlour.server.outbox import LocalOutbox
from parlour.server.room import Services
from parlour.server.state import Running, state_of
from parlour.store import migrate
from parlour.store.database import open_engine
from parlour.store.journal import Journal
from parlour.store.lessons import LessonStore
from parlour.store.repository import Reader

log = structlog.get_logger("parlour.app")


@contextlib.asynccontextmanager
async def lifespan(app: Starlette) -> AsyncIterator[None]:
    state = state_of(app)
    settings = state.settings
    # Everything the games ship (clue decks, say) is checked before the first room opens: bad content stops
    # the server at start, with every problem listed, instead of failing a game later.
    for kind in content_kinds():
        kind.check_shipped()
    content = Content(max_custom_deck_bytes=state.limits.max_deck_bytes)
    engine = open_engine(settings.database_url)
    await migrate.upgrade(engine)
    journal = Journal(engine)
    journal.start()
    offload = Offload()
    outbox = LocalOutbox()
    services = Services(
        journal=journal,
        reader=Reader(engine),
        metrics=state.metrics,
        content=content,
        bot_speed=settings.bot_speed,
        game_seed=settings.game_seed,
        stroke_tick_ms=settings.stroke_tick_ms,
        offload=offload,
        outbox=outbox,
    )
    if state.clock is not None:
        services.clock = state.clock
    teacher = Teacher(LessonStore(engine), services.reader, offload)
    await teacher.load()
    services.teacher = teacher
    node = None
    if settings.redis_url is not None:
        from parlour.cluster.node import Node

        node = Node(settings.redis_url, int(settings.lease_seconds * 1000), outbox)
    directory = RoomDirectory(services, state.limits.max_rooms, node)
    state.started(Running(directory=directory, reader=services.reader, outbox=outbox, node=node, teacher=teacher))
    if node is not None:
        await node.start(directory)
    if state.movable is not None:
        state.movable.on_advance(directory.wake_all)
    log.info(
        "started",
        database=engine.url.render_as_string(hide_password=True),
        node=node.name if node is not None else None,
    )
    try:
        yield
    finally:
        state.draining = True
        await directory.close()
        await teacher.close()
        if node is not None:
            await node.close()
        offload.close()
        await journal.close()
        await engine.dispose()
