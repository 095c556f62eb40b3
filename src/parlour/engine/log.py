"""The action log: the game record, as JSON Lines. Format documented in docs/action-log.md."""

from typing import Any

import msgspec

LOG_VERSION = 1


class Header(msgspec.Struct, forbid_unknown_fields=True):
    game: str
    seats: int
    seed: int
    options: dict[str, Any]
    v: int = LOG_VERSION
    teams: tuple[int, ...] | None = None
    """Each seat's team, in a game played in teams."""


class Record(msgspec.Struct, forbid_unknown_fields=True):
    """One accepted action. `seat` is None for a clock transition (`action` is then {"type": "tick"})."""

    seq: int
    t: int
    seat: int | None
    action: Any
    """The action as the game's struct when just played, or as plain data when read back from a log."""


TICK: dict[str, Any] = {"type": "tick"}

_encoder = msgspec.json.Encoder()


class LogError(ValueError):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line


def encode_line(item: Header | Record) -> bytes:
    return _encoder.encode(item) + b"\n"


def dumps(header: Header, records: list[Record]) -> bytes:
    return b"".join([encode_line(header), *(encode_line(r) for r in records)])


def loads(data: bytes) -> tuple[Header, list[Record]]:
    lines = [line for line in data.splitlines() if line.strip()]
    if not lines:
        raise LogError(1, "the log is empty")
    try:
        header = msgspec.json.decode(lines[0], type=Header)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise LogError(1, f"bad header: {exc}") from None
    if header.v != LOG_VERSION:
        raise LogError(1, f"unsupported log version {header.v}")
    records: list[Record] = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            record = msgspec.json.decode(line, type=Record)
        except (msgspec.ValidationError, msgspec.DecodeError) as exc:
            raise LogError(number, f"bad record: {exc}") from None
        if record.seq != len(records) + 1:
            raise LogError(number, f"expected seq {len(records) + 1}, found {record.seq}")
        records.append(record)
    return header, records
