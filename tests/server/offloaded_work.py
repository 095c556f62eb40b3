"""Work for the offload test to send to another process, in a module of its own: the process (spawned, not
forked) imports the module its work is defined in, and this one, unlike a test module, imports next to nothing."""

import os
from typing import Any

from parlour.engine.errors import RuleError


def pid_and(raw: str) -> list[Any]:
    return [os.getpid(), raw]


def refuse(raw: dict[str, int]) -> int:
    raise RuleError("bad_options", **raw)
