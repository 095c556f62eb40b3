"""What a Piccolino player can do."""

import msgspec


class Flip(msgspec.Struct, tag="flip", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Turn the top card of your draw pile onto your discard pile (on your turn)."""


class Ring(msgspec.Struct, tag="ring", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Ring the bell. `version` is the newest table the client had; `seen`, the table that was on its screen at
    the press (older than `version` when a newer one came in while the press was under way; None from a client
    that does not say: the ring is then judged on `version`). `reaction_ms` runs from when the judged table
    (`seen`, else `version`) appeared on the screen to the press.

    `elapsed_ms`, `rtt_ms` and `window_ms` are the server's own measurements, written in by the room (whatever
    a client sends for them is replaced); they travel in the game record so that a replay decides the same.
    `elapsed_ms` is timed from when the server sent the judged table; a claimed `seen` older than the bound
    (`bell.claim_stands`) is set aside by then, and the ring is judged as one without."""

    version: int
    reaction_ms: int = 0
    elapsed_ms: int | None = None
    rtt_ms: int = 0
    window_ms: int = 0
    seen: int | None = None


class VoteStop(msgspec.Struct, tag="vote_stop", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Agree (or no longer agree) to stop the game: when everyone still playing agrees, most cards wins."""

    stop: bool = True


Action = Flip | Ring | VoteStop
