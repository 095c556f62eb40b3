"""Prometheus metrics, in a registry of the app's own (so several apps in one process do not collide).

Frame counters are on the hot path: frames in use one cached child per frame type, and frames out are counted in
a plain integer that the registry reads when scraped."""

from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import CounterMetricFamily


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.connections = Gauge("parlour_connections", "Open WebSocket connections", registry=self.registry)
        self.rooms = Gauge("parlour_rooms", "Rooms loaded in this process", registry=self.registry)
        self.frames_in = Counter(
            "parlour_frames_in_total", "Frames received, by type", ["type"], registry=self.registry
        )
        self.sent = 0
        self.received = 0
        """Frames in, all types together: what the admin page's rate reads (the counter's children are per type)."""
        self.registry.register(_SentFrames(self))
        self._frames_in_children: dict[type, Any] = {}
        self.errors = Counter("parlour_errors_total", "Error frames sent, by code", ["code"], registry=self.registry)
        self.fanout = Histogram(
            "parlour_fanout_seconds",
            "From a stroke frame's arrival to its hand-off to every viewer (the stroke tick included)",
            buckets=(0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0),
            registry=self.registry,
        )
        self.commits = Counter(
            "parlour_room_writes_total", "Room turns whose writes were committed", registry=self.registry
        )
        self.stepped_down = Counter(
            "parlour_rooms_stepped_down_total",
            "Rooms this process stopped serving because another process took them over (several processes)",
            registry=self.registry,
        )

    def frame_in(self, kind: type) -> None:
        self.received += 1
        child = self._frames_in_children.get(kind)
        if child is None:
            child = self._frames_in_children[kind] = self.frames_in.labels(kind.__name__.lower())
        child.inc()


class _SentFrames:
    def __init__(self, metrics: Metrics) -> None:
        self.metrics = metrics

    def collect(self) -> Any:
        family = CounterMetricFamily("parlour_frames_out", "Frames sent")
        family.add_metric([], self.metrics.sent)
        yield family

    def describe(self) -> Any:
        return []


class FrameRates:
    """Frames in and out per second since the last sample (the admin page asks every few seconds)."""

    def __init__(self) -> None:
        self._last: tuple[float, int, int] | None = None

    def sample(self, metrics: Metrics, now: float) -> dict[str, float | None]:
        frames_in = metrics.received
        last, self._last = self._last, (now, frames_in, metrics.sent)
        if last is None or now <= last[0]:
            return {"frames_in_per_second": None, "frames_out_per_second": None}
        seconds = now - last[0]
        return {
            "frames_in_per_second": round((frames_in - last[1]) / seconds, 1),
            "frames_out_per_second": round((metrics.sent - last[2]) / seconds, 1),
        }
