"""Fan-out benchmark: how fast does a drawer's stroke reach the other players of the room, and how many strokes
per second can the server pass on, compared with a bare `websockets` relay on the same machine.

    .venv/bin/python bench/fanout.py --rooms 10 [--seconds 10] [--points-per-second 60]

For each server in turn (Parlour, then the baseline of bench/baseline_server.py) this script:
1. starts the server as a subprocess on a free loopback port (Parlour on a fresh SQLite file in a temporary
   directory, deleted afterwards) and waits until it answers;
2. runs bench/loadgen.py as a separate process: it sets up R rooms of 6 players (not timed), then every player
   draws for warm-up + S seconds while every viewer records each frame's latency;
3. stops the server.
It prints the figures of both, the ratios, and a final line with everything as one JSON object. See
docs/benchmarks.md for the method and its limits.
"""

from __future__ import annotations

import argparse
import array
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import services

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PYTHON = sys.executable


def _die_with_parent() -> None:
    """In the child, before exec: get SIGTERM if this script dies, so that no server outlives the benchmark."""
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def _terminate(signum: int, _frame: Any) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def busy_cores(seconds: float = 1.0) -> float:
    """How many cores the whole machine kept busy over `seconds` (from /proc/stat)."""

    def sample() -> tuple[int, int]:
        with open("/proc/stat") as f:
            values = [int(v) for v in f.readline().split()[1:]]
        return sum(values[:7]) - values[3] - values[4], sum(values[:8])

    busy0, total0 = sample()
    time.sleep(seconds)
    busy1, total1 = sample()
    return (busy1 - busy0) / max(1, total1 - total0) * (os.cpu_count() or 1)


def wait_quiet(limit: float, threshold: float = 0.25) -> float:
    """Wait (at most `limit` seconds) for the machine to be nearly idle, so that other work does not skew the
    figures; return the busy cores last seen (the caller reports it)."""
    deadline = time.monotonic() + limit
    busy = busy_cores()
    while busy > threshold and time.monotonic() < deadline:
        busy = busy_cores()
    return round(busy, 2)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def parlour_command() -> list[str]:
    script = Path(PYTHON).with_name("parlour")
    if script.exists():
        return [str(script)]
    return [PYTHON, "-m", "parlour.cli"]


def tail(path: Path, lines: int = 20) -> str:
    with contextlib.suppress(OSError):
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    return ""


class Server:
    """A server subprocess: started, waited for, stopped (politely, then by force), its log kept in tmp."""

    def __init__(self, name: str, command: list[str], log_path: Path, port: int) -> None:
        self.name = name
        self.port = port
        self.log_path = log_path
        self.log = open(log_path, "wb")  # noqa: SIM115 - kept open for the life of the process, closed in stop()
        self.process = subprocess.Popen(
            command,
            stdout=self.log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            cwd=ROOT,
            preexec_fn=_die_with_parent,
        )

    def wait_ready(self, probe: Any, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited with {self.process.returncode}:\n{tail(self.log_path)}")
            if probe(self.port):
                return
            time.sleep(0.1)
        raise RuntimeError(f"{self.name} did not become ready in {timeout:g} s:\n{tail(self.log_path)}")

    def stop(self, timeout: float = 20.0) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        self.log.close()


def healthz(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as answer:
            return bool(answer.status == 200)
    except OSError:
        return False


def accepts(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def run_generator(
    target: str,
    server: Server,
    args: argparse.Namespace,
    pids: list[int] | None = None,
    extra: dict[str, Callable[[], list[int]]] | None = None,
    ports: list[int] | None = None,
) -> dict[str, Any]:
    """Run the load: one generator process, or (`--generators K`) K of them, each with its share of the rooms,
    starting their load together; their figures are added up and their latency samples merged. `pids` are the
    server's processes (its CPU time); `extra` names other processes whose CPU time over the window is reported on
    its own (Redis, PostgreSQL). With `ports` (several processes, each on its own), generator i loads
    ports[i % len(ports)]: every room's players reach one process, as behind a balancer routing by room."""
    # With one port per process, at least one generator per process, or a process would get no load.
    count = max(1, min(max(getattr(args, "generators", 1), len(ports or ())), args.rooms))
    shares = [args.rooms // count + (1 if i < args.rooms % count else 0) for i in range(count)]
    watched = ",".join(str(pid) for pid in (pids or [server.process.pid]))
    samples = [server.log_path.with_name(f"{server.name}-latencies-{i}.bin") for i in range(count)]
    generators = []
    for index, (share, sample) in enumerate(zip(shares, samples, strict=True)):
        port = ports[index % len(ports)] if ports else server.port
        command = [
            PYTHON,
            str(HERE / "loadgen.py"),
            f"--target={target}",
            f"--port={port}",
            f"--rooms={share}",
            f"--seconds={args.seconds}",
            f"--warmup={args.warmup}",
            f"--points-per-second={args.points_per_second}",
            f"--fps={args.fps}",
            f"--client={args.client}",
            f"--server-pid={watched}",
            f"--setup-concurrency={args.setup_concurrency}",
            f"--setup-timeout={args.setup_timeout}",
            f"--latencies={sample}",
            "--sync",
        ]
        generators.append(
            subprocess.Popen(
                command,
                stdout=subprocess.PIPE,
                stdin=subprocess.PIPE,
                cwd=ROOT,
                preexec_fn=_die_with_parent,
                text=True,
            )
        )
    bound = args.setup_timeout + args.warmup + args.seconds + 60
    extra_cpu: dict[str, float] = {}
    try:
        for generator in generators:
            assert generator.stdout is not None
            if generator.stdout.readline().strip() != "READY":
                raise RuntimeError(f"a load generator failed to set up; {server.name} log:\n{tail(server.log_path)}")
        start = time.time() + 0.5  # every generator starts its load then
        for generator in generators:
            assert generator.stdin is not None
            generator.stdin.write(f"{start}\n")
            generator.stdin.flush()
        if extra:
            time.sleep(max(0.0, start + args.warmup - time.time()))
            before = {name: services.cpu_seconds(find()) for name, find in extra.items()}
            time.sleep(max(0.0, start + args.warmup + args.seconds - time.time()))
            extra_cpu = {name: round(services.cpu_seconds(find()) - before[name], 2) for name, find in extra.items()}
        outputs = [generator.communicate(timeout=bound)[0] for generator in generators]
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"the load generators did not finish within {bound:g} s") from None
    finally:
        for generator in generators:
            if generator.poll() is None:
                generator.kill()
                generator.wait(10)
    if any(generator.returncode != 0 for generator in generators):
        raise RuntimeError(f"a load generator failed; {server.name} log:\n{tail(server.log_path)}")
    results = [json.loads(out.strip().splitlines()[-1]) for out in outputs]
    if server.process.poll() is not None:
        raise RuntimeError(f"{server.name} died during the run:\n{tail(server.log_path)}")
    merged = results[0] if count == 1 else merge(results, samples)
    merged["generators"] = count
    merged["extra_cpu_s"] = extra_cpu
    if extra_cpu:  # not "other processes": they serve this run
        spent = sum(extra_cpu.values()) / merged["window_s"]
        merged["other_cpu_cores"] = round(max(0.0, merged["other_cpu_cores"] - spent), 2)
    return merged


SUMMED = (
    "rooms",
    "connections",
    "target_frames_per_s",
    "sent_frames_per_s",
    "delivered_frames_per_s",
    "points_per_s",
    "target_points_per_s",
    "expected_deliveries",
    "delivered",
    "generator_cpu_s",
    "generator_cpu_cores",
    "generator_sys_cpu_s",
    "skipped_ticks",
    "held_back_frames",
    "misrouted",
    "unknown_sid",
    "probes_answered",
    "frames_sent_total",
    "connections_closed_by_server",
)
LARGEST = ("max_send_lag_ms", "max_send_backlog_bytes", "drain_s", "setup_s")


def merge(results: list[dict[str, Any]], samples: list[Path]) -> dict[str, Any]:
    """Several generators' figures as one: counts added up, latency percentiles over all their samples, and the
    server's and the machine's CPU as the first generator measured them (over the same window)."""
    merged = dict(results[0])
    for key in SUMMED:
        merged[key] = round(sum(r[key] for r in results), 3)
    for key in LARGEST:
        merged[key] = max(r[key] for r in results)
    merged["other_frames"] = {}
    for r in results:
        for kind, n in r["other_frames"].items():
            merged["other_frames"][kind] = merged["other_frames"].get(kind, 0) + n
    lat = array.array("d")
    for sample in samples:
        with open(sample, "rb") as f:
            lat.frombytes(f.read())
    ordered = sorted(lat)

    def pct(q: float) -> float | None:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 2) if ordered else None

    merged["latency_ms"] = {"p50": pct(0.5), "p90": pct(0.9), "p99": pct(0.99), "max": pct(1.0)}
    sent, window = merged["sent_frames_per_s"], merged["window_s"]
    merged["send_rate_achieved"] = (
        round(sent / merged["target_frames_per_s"], 4) if merged["target_frames_per_s"] else None
    )
    merged["delivery_ratio"] = round(merged["delivered_frames_per_s"] / (sent * 5), 4) if sent else None
    expected = merged["expected_deliveries"]
    merged["eventually_delivered_ratio"] = round(merged["delivered"] / expected, 4) if expected else None
    busy = merged["machine_busy_cores"] * window
    others = busy - merged["server_cpu_s"] - merged["generator_cpu_s"] - merged["softirq_cores"] * window
    merged["other_cpu_cores"] = round(max(0.0, others) / window, 2)
    return merged


def bench_parlour(args: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    """One `parlour serve` on SQLite (the default), or on PostgreSQL (`--database postgres`), or (`--processes N`)
    N processes sharing PostgreSQL and a Redis server of this run's own."""
    processes = getattr(args, "processes", 1)
    with contextlib.ExitStack() as stack:
        if processes > 1 or getattr(args, "database", "sqlite") == "postgres":
            url = stack.enter_context(services.postgres_database())
        else:
            url = f"sqlite+aiosqlite:///{tmp / 'bench.sqlite3'}"
            stack.callback(_remove_sqlite, tmp / "bench.sqlite3")
        extra: dict[str, Callable[[], list[int]]] = {}
        env = {"PARLOUR_ROOMS_PER_MINUTE": "1000000", "PARLOUR_CONNECTIONS_PER_ADDRESS": "1000000"}
        # (Every simulated player connects from 127.0.0.1: the per-address limits meant for the open internet
        # would stop the load generator, not measure the server.)
        if processes > 1:
            redis_url, redis_pid = stack.enter_context(services.redis_server(tmp))
            env["PARLOUR_REDIS_URL"] = redis_url
            extra["redis"] = lambda: [redis_pid]
        if url.startswith("postgresql"):
            extra["postgresql"] = lambda: services.named("postgres")
        idle = wait_quiet(args.wait_quiet)
        os.environ.update(env)
        by_room = processes > 1 and getattr(args, "balance", "kernel") == "room"
        try:
            # `kernel`: `parlour serve --workers N`, one port, the kernel spreads the connections over the
            # processes (a room's players mostly on several); `room`: N `parlour serve` on N ports.
            servers = []
            for index in range(processes if by_room else 1):
                port = free_port()
                command = [*parlour_command(), "serve", "--port", str(port), "--database-url", url]
                if processes > 1 and not by_room:
                    command += ["--workers", str(processes)]
                servers.append(Server(f"parlour-{index}", command, tmp / f"parlour-{index}.log", port))
            try:
                for server in servers:
                    server.wait_ready(healthz)
                pids = [pid for server in servers for pid in services.tree(server.process.pid)]
                deadline = time.monotonic() + 30
                while len(pids) < processes + (0 if by_room else 1) and time.monotonic() < deadline:
                    time.sleep(0.2)  # the workers start one by one
                    pids = [pid for server in servers for pid in services.tree(server.process.pid)]
                print(f"parlour: pids {pids}, ports {[s.port for s in servers]}", file=sys.stderr, flush=True)
                ports = [server.port for server in servers] if by_room else None
                result = run_generator("parlour", servers[0], args, pids=pids, extra=extra, ports=ports)
                result["busy_before_cores"] = idle
                result["processes"] = processes
                result["balance"] = "room" if by_room else "kernel"
                result["database"] = "postgresql" if url.startswith("postgresql") else "sqlite"
            finally:
                for server in servers:
                    server.stop()
        finally:
            os.environ.pop("PARLOUR_REDIS_URL", None)
    return result


def _remove_sqlite(database: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            Path(f"{database}{suffix}").unlink()


def bench_baseline(args: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    idle = wait_quiet(args.wait_quiet)
    port = free_port()
    command = [PYTHON, str(HERE / "baseline_server.py"), "--port", str(port)]
    server = Server("baseline", command, tmp / "baseline.log", port)
    try:
        server.wait_ready(accepts)
        print(f"baseline: pid {server.process.pid}, port {port}", file=sys.stderr, flush=True)
        result = run_generator("baseline", server, args)
        result["busy_before_cores"] = idle
        return result
    finally:
        server.stop()


def describe(name: str, r: dict[str, Any]) -> list[str]:
    lat = r["latency_ms"]
    threads = ", ".join(f"{k} {v:.2f}" for k, v in sorted(r["server_threads_cpu_s"].items(), key=lambda kv: -kv[1]))
    lines = [
        f"== {name}: {r['rooms']} rooms, {r['connections']} connections, {r['window_s']:.1f} s measured "
        f"after {r['warmup_s']:g} s warm-up (setup {r['setup_s']:g} s, not counted)",
        f"  latency drawer->viewer  p50 {lat['p50']} ms  p90 {lat['p90']} ms  p99 {lat['p99']} ms  "
        f"max {lat['max']} ms (of the frames received in the window)",
        f"  frames sent/s           {r['sent_frames_per_s']:.0f} (target {r['target_frames_per_s']:.0f}: "
        f"{r['send_rate_achieved'] * 100:.1f}% achieved)",
        f"  frames delivered/s      {r['delivered_frames_per_s']:.0f} (to viewers)",
        f"  points/s                {r['points_per_s']:.0f} (target {r['target_points_per_s']:.0f})",
        f"  delivery ratio          {r['delivery_ratio']} (delivered / (sent x 5) within the window; "
        f"{r['eventually_delivered_ratio']} of the window's {r['expected_deliveries']} expected copies "
        f"arrived by {r['drain_s']} s after the load)",
        f"  server CPU              {r['server_cpu_s']:.2f} s = {r['server_cpu_cores']:.2f} cores "
        f"(by thread: {threads}; in the kernel: {r['server_sys_cpu_s']:.2f} s)",
        f"  generator CPU           {r['generator_cpu_s']:.2f} s = {r['generator_cpu_cores']:.2f} cores "
        f"(in the kernel: {r['generator_sys_cpu_s']:.2f} s); "
        f"whole machine busy {r['machine_busy_cores']} of {os.cpu_count()} cores "
        f"(kernel softirq {r['softirq_cores']}, other processes {r['other_cpu_cores']}; "
        f"stolen by the hypervisor {r['steal_cores']})",
    ]
    for part, seconds in r.get("extra_cpu_s", {}).items():
        lines.append(f"  {part + ' CPU':<24}{seconds:.2f} s = {seconds / r['window_s']:.2f} cores")
    warnings = []
    if r["send_rate_achieved"] is not None and r["send_rate_achieved"] < 0.97:
        warnings.append(
            f"the generator sent only {r['send_rate_achieved'] * 100:.1f}% of the target frames "
            f"(max lag {r['max_send_lag_ms']} ms, {r['skipped_ticks']} ticks skipped, "
            f"{r['held_back_frames']} frames held back by a full send buffer)"
        )
    if r["generator_cpu_cores"] / r.get("generators", 1) > 0.85:
        warnings.append("a generator used most of a core: it may be a bottleneck itself")
    if r["misrouted"] or r["unknown_sid"]:
        warnings.append(f"{r['misrouted']} frames reached the wrong room, {r['unknown_sid']} carried an unknown sid")
    if r["busy_before_cores"] > 0.25:
        warnings.append(f"the machine was not idle before the run ({r['busy_before_cores']} cores busy)")
    if r["other_cpu_cores"] > 0.2:
        warnings.append(f"other processes used {r['other_cpu_cores']} cores during the run: figures are disturbed")
    if r["steal_cores"] > 0.2:
        warnings.append(f"the hypervisor took {r['steal_cores']} cores from this machine during the run")
    if r["other_frames"]:
        warnings.append(f"other frames during the load: {r['other_frames']}")
    if r.get("connections_closed_by_server"):
        warnings.append(f"{r['connections_closed_by_server']} connections were closed by the server")
    lines += [f"  ! {w}" for w in warnings]
    return lines


def ratio(a: float | None, b: float | None) -> float | None:
    if a is None or not b:
        return None
    return round(a / b, 3)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rooms", type=int, required=True, help="rooms of 6 players")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured load, after the warm-up")
    parser.add_argument("--warmup", type=float, default=1.0, help="load before measuring (not counted)")
    parser.add_argument("--points-per-second", type=float, default=60.0, help="per player")
    parser.add_argument("--fps", type=float, default=30.0, help="draw frames per second per player")
    parser.add_argument("--client", choices=["raw", "websockets"], default="raw", help="generator's client")
    parser.add_argument("--generators", type=int, default=1, help="load generator processes sharing the rooms")
    parser.add_argument("--processes", type=int, default=1, help="parlour serve --workers N (PostgreSQL + Redis)")
    parser.add_argument("--database", choices=["sqlite", "postgres"], default="sqlite", help="for one process")
    parser.add_argument(
        "--balance",
        choices=["kernel", "room"],
        default="kernel",
        help="several processes: --workers on one port, or one port each with each room's players on one",
    )
    parser.add_argument("--setup-concurrency", type=int, default=10, help="rooms set up at once")
    parser.add_argument("--setup-timeout", type=float, default=300.0)
    parser.add_argument(
        "--wait-quiet", type=float, default=30.0, help="wait up to this long for an idle machine before each server"
    )
    parser.add_argument("--no-baseline", action="store_true", help="measure Parlour only")
    parser.add_argument("--baseline-only", action="store_true", help="measure the baseline only")
    args = parser.parse_args()
    if not 1 <= args.rooms <= 500:
        parser.error("--rooms must be 1..500")
    if args.fps > 60:
        parser.error("--fps over 60 would exceed the server's rate limit (60 frames/s per connection)")

    figures: dict[str, Any] = {
        "rooms": args.rooms,
        "players_per_room": 6,
        "seconds": args.seconds,
        "warmup": args.warmup,
        "points_per_second": args.points_per_second,
        "fps": args.fps,
        "client": args.client,
        "cpus": os.cpu_count(),
    }
    signal.signal(signal.SIGTERM, _terminate)
    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as name:
        tmp = Path(name)
        try:
            if not args.baseline_only:
                figures["parlour"] = bench_parlour(args, tmp)
            if not args.no_baseline:
                figures["baseline"] = bench_baseline(args, tmp)
        except (RuntimeError, OSError, ValueError) as error:
            print(f"fanout: {error}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            print("fanout: interrupted", file=sys.stderr)
            return 130

    print()
    for key in ("parlour", "baseline"):
        if key in figures:
            print("\n".join(describe(key, figures[key])))
    ours, base = figures.get("parlour"), figures.get("baseline")
    if ours and base:
        figures["ratios"] = {
            "delivered_per_s": ratio(ours["delivered_frames_per_s"], base["delivered_frames_per_s"]),
            "p50": ratio(ours["latency_ms"]["p50"], base["latency_ms"]["p50"]),
            "p99": ratio(ours["latency_ms"]["p99"], base["latency_ms"]["p99"]),
            "server_cpu_per_delivered_frame": ratio(
                ours["server_cpu_s"] / max(1, ours["delivered_frames_per_s"] * ours["window_s"]),
                base["server_cpu_s"] / max(1, base["delivered_frames_per_s"] * base["window_s"]),
            ),
        }
        r = figures["ratios"]
        print(
            f"== parlour / baseline: throughput (delivered frames/s) {r['delivered_per_s']}x, "
            f"p50 latency {r['p50']}x, p99 latency {r['p99']}x, "
            f"server CPU per delivered frame {r['server_cpu_per_delivered_frame']}x"
        )
    print(json.dumps(figures, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
