"""The deployment tests (docs/deploy.md): the container image (`container`) and the proxies (`proxy`). They need
tools that `make container-bases` installs (podman, debootstrap, nginx, Caddy) and, for the image, minutes: they
run when chosen by their marker, as `make deploy-test` does (`pytest -m "container or proxy" tests/deploy`), and
are skipped otherwise, so that `make test` stays as it was."""

from pathlib import Path

import pytest

# The cluster tests' fixtures: a fresh PostgreSQL database, and a Redis server of the test's own.
from tests.cluster.conftest import postgres, redis_server  # noqa: F401

HERE = Path(__file__).resolve().parent
KINDS = ("container", "proxy")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    chosen = str(config.getoption("markexpr") or "")
    for item in items:
        if Path(str(item.path)).parent != HERE:
            continue
        for kind in KINDS:
            if item.get_closest_marker(kind) is not None and kind not in chosen:
                item.add_marker(pytest.mark.skip(reason=f"run by `make deploy-test` (pytest -m {kind})"))
