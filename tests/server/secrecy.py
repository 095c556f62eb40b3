"""Checks over every frame a client received: nothing in them may reveal another player's secret."""

from typing import Any

SECRET_KEYS = {"secret", "number", "symbol", "clue", "clues_of", "wrong_clue"}


def walk(value: Any, path: tuple[Any, ...] = ()) -> Any:
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from walk(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from walk(item, (*path, index))


def assert_frames_keep_secrets(frames: list[dict[str, Any]], seat: int | None) -> None:
    """Before scoring, a seat learns its own secret and its own guesses' numbers, and nothing else of the kind.

    Revealed information lives only under `results` (rounds already scored), which is public by the rules."""
    for frame in frames:
        for path, value in walk(frame):
            if "results" in path:
                continue
            if not isinstance(value, dict):
                continue
            if frame["t"] == "event":
                assert not SECRET_KEYS & set(value), f"an event carries a secret: {frame}"
            if "secret" in value:
                assert path[-1:] == ("me",) and seat is not None, f"a secret outside 'me': {path}"
            if "number" in value and "by" in value:
                assert value["by"] == seat, f"seat {seat} saw the number of seat {value['by']}'s guess: {path}"
            if "number" in value and "by" not in value:
                assert path[-2:] == ("me", "secret"), f"a number at {path}"
