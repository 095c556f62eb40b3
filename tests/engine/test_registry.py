"""The registry (src/parlour/registry.py) finds the games by itself, above the engine, which names none."""

import dataclasses
import importlib
import pkgutil
import subprocess
import sys

import pytest

import parlour.games
from parlour.registry import game_entry, registered, registered_games
from tests.games.counting import ENTRY as COUNTING


def test_every_package_under_games_is_offered_without_a_list() -> None:
    packages = [m.name for m in pkgutil.iter_modules(parlour.games.__path__, "parlour.games.") if m.ispkg]
    entries = [importlib.import_module(name).ENTRY for name in packages]
    assert entries
    for entry in entries:
        assert game_entry(entry.name) is entry
    assert {e.name for e in entries} <= {e.name for e in registered_games()}


def test_the_engine_imports_no_game() -> None:
    probe = "import sys, parlour.engine, parlour.engine.match; print([m for m in sys.modules if 'parlour.games' in m])"
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert found.strip() == "[]"


def test_a_different_game_under_a_taken_name_is_refused() -> None:
    impostor = dataclasses.replace(COUNTING, game=dataclasses.replace(COUNTING.game, name=registered_games()[0].name))
    with pytest.raises(ValueError, match="already registered"), registered(impostor):
        pass
