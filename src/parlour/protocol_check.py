"""Checks the client's protocol types (web/src/protocol.ts) against the server's (docs/protocol.md, "One source for
the protocol's types").

The server's msgspec types are the source: `parlour.wire.protocol.ClientFrame` (what a client may send; the
server decodes with it) and `parlour.wire.frames.ServerFrame` (what the server sends). tools/protocol_types.mjs
reads the `ClientFrame` and `ServerFrame` unions of protocol.ts with the TypeScript compiler; this module describes
the msgspec types the same way and compares the two, frame by frame (by `t`) and field by field (by path, such as
`room.seats[].bot`).

    python -m parlour.protocol_check [web/src/protocol.ts]

Rules. Both sides must have the same frames and, in each, the same fields. A field's kinds (string, number,
boolean, array, map, object, any: literals count as their primitive, so the server's `str` matches the client's
`"pen" | "eraser"`) must be the same on both sides. Null and absence are checked in the frame's direction: whatever
the sender may send (null, or nothing) the receiver must accept. A receiver that accepts more than its sender
sends is fine and only noted. Where the server declares a plain object (`dict[str, Any]`: game views, events,
actions, options) or `Any`, what the client declares inside it is not compared: each game's shapes are its own."""

import json
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec.inspect as mi

from parlour.wire import frames, protocol

ROOT = Path(__file__).resolve().parents[2]
"""The repository (this module is meant for a source checkout; the check is a test, not a feature)."""
SCRIPT = ROOT / "tools" / "protocol_types.mjs"
PROTOCOL_TS = ROOT / "web" / "src" / "protocol.ts"


@dataclass
class Shape:
    """One field of a frame: its kinds (`null` among them when it may be null) and whether it may be absent."""

    kinds: set[str] = field(default_factory=set)
    optional: bool = False
    opaque: bool = False
    """The server does not say what is inside (a plain object, or `Any`)."""


Frame = dict[str, Shape]
"""A frame's fields by path: `room`, `room.seats`, `room.seats[]`, `room.seats[].bot`, `canvases{}` (a map's values)."""


# --- the server's side ------------------------------------------------------------------------------------------


def _describe(t: mi.Type, at: str, out: Frame) -> None:
    shape = out.setdefault(at, Shape())
    if isinstance(t, mi.UnionType):
        for member in t.types:
            _describe(member, at, out)
    elif isinstance(t, mi.AnyType):
        shape.kinds.add("any")
        shape.opaque = True
    elif isinstance(t, mi.StrType | mi.EnumType):
        shape.kinds.add("string")
    elif isinstance(t, mi.LiteralType):
        shape.kinds.update("string" if isinstance(v, str) else "number" for v in t.values)
    elif isinstance(t, mi.IntType | mi.FloatType):
        shape.kinds.add("number")
    elif isinstance(t, mi.BoolType):
        shape.kinds.add("boolean")
    elif isinstance(t, mi.NoneType):
        shape.kinds.add("null")
    elif isinstance(t, mi.ListType | mi.SetType | mi.FrozenSetType | mi.VarTupleType):
        shape.kinds.add("array")
        _describe(t.item_type, f"{at}[]", out)
    elif isinstance(t, mi.DictType) and isinstance(t.value_type, mi.AnyType):
        shape.kinds.add("object")
        shape.opaque = True
    elif isinstance(t, mi.DictType):
        shape.kinds.add("map")
        _describe(t.value_type, f"{at}{{}}", out)
    elif isinstance(t, mi.StructType | mi.TypedDictType | mi.DataclassType):
        shape.kinds.add("object")
        _fields(t, at, out)
    else:
        shape.kinds.add(f"unsupported:{type(t).__name__}")


def _fields(t: mi.StructType | mi.TypedDictType | mi.DataclassType, at: str, out: Frame) -> None:
    prefix = f"{at}." if at else ""
    if isinstance(t, mi.StructType) and t.tag_field is not None and at:
        out[prefix + t.tag_field] = Shape({"string"})
    for f in t.fields:
        _describe(f.type, prefix + f.encode_name, out)
        if not f.required:
            out[prefix + f.encode_name].optional = True


def server_frames(union: Any) -> dict[str, Frame]:
    """Each frame of a union of tagged msgspec Structs, by its tag."""
    info = mi.type_info(union)
    members = info.types if isinstance(info, mi.UnionType) else (info,)
    result: dict[str, Frame] = {}
    for member in members:
        assert isinstance(member, mi.StructType) and isinstance(member.tag, str), member
        out: Frame = {}
        _fields(member, "", out)
        result[member.tag] = out
    return result


# --- the client's side ------------------------------------------------------------------------------------------


@dataclass
class ClientTypes:
    client: dict[str, Frame]
    server: dict[str, Frame]
    server_frame_types: list[str]
    problems: list[str]


def client_types(*paths: Path, script: Path = SCRIPT, node: str = "node") -> list[ClientTypes]:
    """The frame types of each protocol.ts given (web/src/protocol.ts by default), as tools/protocol_types.mjs reads
    them: one node process, one TypeScript program for them all."""
    done = subprocess.run(
        [node, str(script), *map(str, paths or (PROTOCOL_TS,))],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{script} failed ({done.returncode}):\n{done.stderr}")

    def frames_of(raw: dict[str, dict[str, dict[str, Any]]]) -> dict[str, Frame]:
        return {
            tag: {path: Shape(set(s["kinds"]), bool(s["optional"])) for path, s in fields.items()}
            for tag, fields in raw.items()
        }

    return [
        ClientTypes(frames_of(d["client"]), frames_of(d["server"]), list(d["server_frame_types"]), list(d["problems"]))
        for d in json.loads(done.stdout)
    ]


# --- the comparison ---------------------------------------------------------------------------------------------


@dataclass
class Report:
    problems: list[str] = field(default_factory=list)
    """Where the two sides disagree: the check fails."""
    notes: list[str] = field(default_factory=list)
    """Where a receiver accepts more than its sender sends (null, or a missing field): harmless."""


def _inside(path: str, outer: str) -> bool:
    return any(path.startswith(outer + sep) for sep in (".", "[]", "{}"))


def _show(kinds: set[str]) -> str:
    return " | ".join(sorted(kinds)) or "nothing"


def compare_frame(name: str, server: Frame, client: Frame, sender: str, report: Report) -> None:
    """One frame, sent by `sender` ("server" or "client")."""
    opaque = [path for path, shape in server.items() if shape.opaque]
    client = {p: s for p, s in client.items() if not any(_inside(p, o) for o in opaque)}
    for path in sorted(set(server) | set(client)):
        where = f"{name}: field `{path}`"
        s, c = server.get(path), client.get(path)
        if s is None or c is None:
            side, other = ("protocol.ts", "the server's type") if s is None else ("the server's type", "protocol.ts")
            report.problems.append(f"{where} is in {side}, not in {other}")
            continue
        if s.kinds - {"null"} != c.kinds - {"null"}:
            report.problems.append(f"{where} is `{_show(s.kinds)}` on the server, `{_show(c.kinds)}` in protocol.ts")
            continue
        out, into = (s, c) if sender == "server" else (c, s)
        receiver = "protocol.ts" if sender == "server" else "the server"
        if "null" in out.kinds and "null" not in into.kinds:
            report.problems.append(f"{where}: the {sender} may send null, {receiver} does not accept it")
        elif "null" in into.kinds and "null" not in out.kinds:
            report.notes.append(f"{where}: {receiver} accepts null, the {sender} never sends it")
        if out.optional and not into.optional:
            report.problems.append(f"{where}: the {sender} may leave it out, {receiver} requires it")
        elif into.optional and not out.optional:
            report.notes.append(f"{where}: {receiver} lets it be absent, the {sender} always sends it")


def compare(
    ts: ClientTypes, client_frames: Any = protocol.ClientFrame, sent_frames: Any = frames.ServerFrame
) -> Report:
    """protocol.ts's types against the server's: `client_frames` (what it decodes), `sent_frames` (what it sends)."""
    report = Report(problems=list(ts.problems))
    for sender, server, client in (
        ("client", server_frames(client_frames), ts.client),
        ("server", server_frames(sent_frames), ts.server),
    ):
        union = f"{sender.capitalize()}Frame"
        for tag in sorted(set(server) | set(client)):
            if tag not in client:
                report.problems.append(f"{union} `{tag}`: in the server's types, not in protocol.ts")
            elif tag not in server:
                report.problems.append(f"{union} `{tag}`: in protocol.ts, not in the server's types")
            else:
                compare_frame(f"{union} `{tag}`", server[tag], client[tag], sender, report)
    tags = set(server_frames(sent_frames))
    if set(ts.server_frame_types) != tags:
        report.problems.append(
            f"SERVER_FRAME_TYPES (the frames parseServerMessage keeps) is {sorted(ts.server_frame_types)}, "
            f"the server sends {sorted(tags)}"
        )
    return report


def check(protocol_ts: Path = PROTOCOL_TS, script: Path = SCRIPT) -> Report:
    [types] = client_types(protocol_ts, script=script)
    return compare(types)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    report = check(Path(args[0]) if args else PROTOCOL_TS)
    for note in report.notes:
        print(f"note: {note}")
    for problem in report.problems:
        print(f"MISMATCH: {problem}")
    print(f"{len(report.problems)} mismatch(es)" if report.problems else "protocol.ts agrees with the server's types")
    return 1 if report.problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
