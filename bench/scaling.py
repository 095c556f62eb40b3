"""Processes x rooms: Parlour on one process and on several (PostgreSQL and Redis), against the bare relay, under
the fan-out benchmark's load (bench/fanout.py, docs/benchmarks.md), one after the other in one run.

    .venv/bin/python bench/scaling.py [--rooms 10,20,50] [--processes 1,2] [--seconds 8] [--generators 2]

Every configuration runs on PostgreSQL, so that one and several processes store alike (several need it); the
relay stores nothing. It prints a Markdown table and, last, one JSON line with every figure."""

from __future__ import annotations

import argparse
import json
import signal
import sys
import tempfile
from pathlib import Path
from typing import Any

import fanout


def per_point_us(cpu_s: float, r: dict[str, Any]) -> float:
    """CPU microseconds per point delivered to a viewer."""
    points_per_frame = r["points_per_s"] / r["sent_frames_per_s"] if r["sent_frames_per_s"] else 0.0
    delivered_points = r["delivered_frames_per_s"] * points_per_frame * r["window_s"]
    return cpu_s / delivered_points * 1e6 if delivered_points else float("nan")


def row(label: str, rooms: int, r: dict[str, Any], relay: dict[str, Any] | None) -> str:
    lat = r["latency_ms"]
    extra = r.get("extra_cpu_s", {})
    serving = r["server_cpu_s"] + extra.get("redis", 0.0)  # what the servers themselves spend: ours and Redis
    us = per_point_us(serving, r)
    database = extra.get("postgresql")
    with_db = per_point_us(serving + database, r) if database is not None else None
    versus = ""
    if relay is not None:
        versus = f"{us / per_point_us(relay['server_cpu_s'], relay):.2f}"
    points = r["delivered_frames_per_s"] * (r["points_per_s"] / r["sent_frames_per_s"])
    return (
        f"| {rooms} | {label} | {points:,.0f} | {r['delivery_ratio']} | {lat['p50']} | {lat['p99']} | "
        f"{r['server_cpu_s'] / r['window_s']:.2f} | {extra.get('redis', 0.0) / r['window_s']:.2f} | "
        f"{(database or 0.0) / r['window_s']:.2f} | {us:.1f} | {'' if with_db is None else f'{with_db:.1f}'} | "
        f"{versus} |"
    )


BALANCES = {"kernel": "--workers", "room": "by room"}
"""How a room's players reach the processes: the kernel spreads `--workers N`'s connections (a room's players
land on several), or a balancer routes by room code (each room's players on one process)."""

HEADER = (
    "| rooms | server | delivered points/s | delivery ratio | p50 ms | p99 ms | server cores | Redis cores | "
    "PostgreSQL cores | CPU µs per delivered point (server + Redis) | with PostgreSQL | ÷ relay's |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|"
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rooms", default="10,20,50", help="room counts, comma-separated")
    parser.add_argument("--processes", default="1,2", help="server process counts, comma-separated")
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--generators", type=int, default=2, help="load generator processes (at least the processes)")
    parser.add_argument("--wait-quiet", type=float, default=30.0)
    options = parser.parse_args()
    signal.signal(signal.SIGTERM, fanout._terminate)
    table: dict[str, Any] = {"seconds": options.seconds, "generators": options.generators, "runs": []}
    configurations = [
        (processes, balance)
        for processes in [int(p) for p in options.processes.split(",")]
        for balance in (["kernel"] if processes == 1 else list(BALANCES))
    ]
    lines = [HEADER]
    with tempfile.TemporaryDirectory(prefix="parlour-scaling-") as name:
        tmp = Path(name)
        for rooms in [int(r) for r in options.rooms.split(",")]:
            args = argparse.Namespace(
                rooms=rooms,
                seconds=options.seconds,
                warmup=1.0,
                points_per_second=60.0,
                fps=30.0,
                client="raw",
                generators=options.generators,
                setup_concurrency=10,
                setup_timeout=300.0,
                wait_quiet=options.wait_quiet,
                database="postgres",
                processes=1,
            )
            try:
                relay = fanout.bench_baseline(args, tmp)
                lines.append(row("relay", rooms, relay, None))
                table["runs"].append({"rooms": rooms, "server": "relay", **relay})
                for processes, balance in configurations:
                    args.processes, args.balance = processes, balance
                    ours = fanout.bench_parlour(args, tmp)
                    label = "Parlour × 1" if processes == 1 else f"Parlour × {processes}, {BALANCES[balance]}"
                    lines.append(row(label, rooms, ours, relay))
                    table["runs"].append({"rooms": rooms, "server": label, **ours})
            except (RuntimeError, OSError, ValueError) as error:
                print(f"scaling: {error}", file=sys.stderr)
                return 1
            print("\n".join(lines[-1 - len(configurations) :]), file=sys.stderr, flush=True)
    print()
    print("\n".join(lines))
    print(json.dumps(table, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
