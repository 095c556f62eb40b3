"""What one client may ask of the server, and how much the server holds: every limit a host can set.

Each default and the reason for it is in docs/limits.md; each can be changed by a PARLOUR_* variable."""

import os
from dataclasses import dataclass, fields

from parlour.content.source import MAX_CUSTOM_DECK_BYTES


@dataclass(frozen=True)
class Limits:
    max_body_bytes: int = 256 * 1024
    """An HTTP request body (room creation with a pasted deck is the largest)."""
    max_frame_bytes: int = 16 * 1024
    """A WebSocket frame the server reads and answers; larger ones get `too_large` and the socket stays open."""
    max_message_bytes: int = 64 * 1024
    """A WebSocket message larger than this is not even read: the socket is closed with 1009 (message too big)."""
    max_deck_bytes: int = MAX_CUSTOM_DECK_BYTES
    """A pasted or uploaded deck, in UTF-8 bytes; a longer one is refused with `deck_too_large`, never cut."""
    rooms_per_minute: int = 10
    """Rooms one client address may create per minute (a burst of that many, refilled evenly)."""
    max_rooms: int = 1000
    """Rooms held in memory; idle ones leave first (they live on in the database)."""
    connections_per_address: int = 64
    """Open WebSockets from one client address (a whole class behind one school router still fits)."""

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> "Limits":
        env = os.environ if environ is None else environ
        values: dict[str, int] = {}
        for field in fields(cls):
            name = f"PARLOUR_{field.name.upper()}"
            if name in env:
                try:
                    values[field.name] = int(env[name])
                except ValueError:
                    raise ValueError(f"{name} must be a whole number, not {env[name]!r}") from None
                if values[field.name] < 1:
                    raise ValueError(f"{name} must be at least 1")
        return cls(**values)
