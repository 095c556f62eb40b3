"""Marks the slow kinds of test by where they live, so that `pytest -m "not browser and not cluster"` is a quick
loop: `browser` (Chromium through Playwright), `cluster` (several processes, Redis), `memory` (a server process
measured under load)."""

from pathlib import Path

import pytest
import structlog

# Servers run inside the test process log through structlog's default set-up, whose rich tracebacks print every
# frame's locals: for a room, its whole state, which took seconds of CPU on a loaded machine while the room's
# players waited for their error. `parlour serve` logs JSON with plain tracebacks (server/logs.py); so do tests.
structlog.configure(
    processors=[
        *structlog.get_config()["processors"][:-1],
        structlog.dev.ConsoleRenderer(exception_formatter=structlog.dev.plain_traceback),
    ]
)

KINDS = {"e2e": "browser", "cluster": "cluster"}
MEMORY_FILES = {"test_memory.py"}
SLOW = ("browser", "cluster", "memory")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        path = Path(str(item.path))
        kind = KINDS.get(path.parent.name)
        if kind is not None:
            item.add_marker(kind)
        if path.name in MEMORY_FILES:
            item.add_marker("memory")
    # The slow kinds first: a worker with nothing left takes tests from the end of another's queue, so the quick
    # tests fill the gaps and the run does not end on one long browser test running alone.
    items.sort(key=lambda item: not any(item.get_closest_marker(name) for name in SLOW))
