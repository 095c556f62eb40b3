"""The deployment tests (docs/deploy.md). The proxies' (`proxy`: Debian's nginx and Caddy, which `make test`
installs when missing) run with every test. The container image's (`container`) take minutes to build the image:
they run only when chosen by their marker, as `make deploy-test` does (`pytest -m "container or proxy"
tests/deploy`), and are left out of the collection otherwise, not skipped."""

from pathlib import Path

import pytest

# The cluster tests' fixtures: a fresh PostgreSQL database, and a Redis server of the test's own.
from tests.cluster.conftest import postgres, redis_server  # noqa: F401

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "container" in str(config.getoption("markexpr") or ""):
        return
    chosen = [item for item in items if item.get_closest_marker("container") is None]
    left = [item for item in items if item.get_closest_marker("container") is not None]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = chosen
