"""compose.yaml (docs/deploy.md) holds together with the image and the proxy configuration it uses. No container
engine runs on the project's machines, so Compose itself is not run here: this reads the file, and checks that the
settings it gives would serve (`Settings.problem`, what `parlour serve` checks at start) and that it uses the nginx
configuration tests/deploy/test_proxies.py runs. Quick: no marker."""

import re
from pathlib import Path
from typing import Any

import yaml

from parlour.server.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
COMPOSE: dict[str, Any] = yaml.safe_load((ROOT / "compose.yaml").read_text())
SERVICES: dict[str, dict[str, Any]] = COMPOSE["services"]
CONTAINERFILE = (ROOT / "Containerfile").read_text()


def interpolated(value: str) -> str:
    """Compose's `${NAME:-default}`, with every variable unset."""
    return re.sub(r"\$\{[A-Z_]+:-([^}]*)\}", r"\1", value)


def image_setting(name: str) -> str:
    found = re.search(rf"\b{name}=(\S+)", CONTAINERFILE)
    assert found, name
    return found.group(1)


def test_by_default_one_process_on_sqlite_keeps_its_data_on_a_named_volume() -> None:
    default = {name for name, service in SERVICES.items() if not service.get("profiles")}
    assert default == {"parlour"}
    parlour = SERVICES["parlour"]
    assert parlour["build"]["dockerfile"] == "Containerfile"
    assert "VOLUME /data" in CONTAINERFILE and image_setting("PARLOUR_DATABASE_URL").startswith(
        "sqlite+aiosqlite:////data/"
    )
    (volume,) = parlour["volumes"]
    name, path = volume.split(":")
    assert path == "/data" and name in COMPOSE["volumes"]
    assert parlour["ports"] == [f"8000:{image_setting('PARLOUR_PORT')}"]
    assert "environment" not in parlour, "the image's own settings: SQLite under /data"


def test_the_cluster_profile_runs_two_processes_on_postgresql_and_redis_behind_the_tested_nginx() -> None:
    cluster = {name for name, service in SERVICES.items() if "cluster" in service.get("profiles", [])}
    assert cluster == {"parlour-a", "parlour-b", "postgres", "redis", "proxy"}
    for name in ("parlour-a", "parlour-b"):
        env = {key: interpolated(str(value)) for key, value in SERVICES[name]["environment"].items()}
        settings = Settings(database_url=env["PARLOUR_DATABASE_URL"], redis_url=env["PARLOUR_REDIS_URL"])
        assert settings.problem() is None, settings.problem()
        assert env["PARLOUR_DATABASE_URL"].startswith("postgresql://") and "@postgres/" in env["PARLOUR_DATABASE_URL"]
        assert env["PARLOUR_REDIS_URL"].startswith("redis://redis:")
        assert env["FORWARDED_ALLOW_IPS"], "the processes trust the proxy's X-Forwarded-For"
        assert "ports" not in SERVICES[name], "reached through the proxy only (so trusting its header is safe)"
        assert set(SERVICES[name]["depends_on"]) == {"postgres", "redis"}
    (mount,) = SERVICES["proxy"]["volumes"]
    source = mount.split(":")[0]
    conf = (ROOT / source).resolve()
    assert conf == ROOT / "deploy" / "nginx" / "parlour.conf"
    # Its upstreams are the two processes, at the port the image listens on.
    upstreams = re.findall(r"^\s*server ([\w-]+):(\d+)", conf.read_text(), flags=re.MULTILINE)
    assert upstreams == [("parlour-a", image_setting("PARLOUR_PORT")), ("parlour-b", image_setting("PARLOUR_PORT"))]
    assert set(SERVICES["proxy"]["depends_on"]) == {"parlour-a", "parlour-b"}
