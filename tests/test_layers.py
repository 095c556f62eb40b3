"""The layers hold (docs/architecture.md): the shared code names no game, and import-linter's contracts
(pyproject.toml's [tool.importlinter]) are kept.

Like web/test/registry.test.ts, the games are found by themselves: every package under src/parlour/games/ and the id
its ENTRY registers. A module outside a game's own package that names one, in code, strings or comments, in any of
its spellings (`win-lose-or-draw`, `Win, Lose or Draw`, `WIN_LOSE_OR_DRAW`, `win_lose_or_draw`, `winLoseOrDraw`,
its initials), fails."""

import importlib
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "src" / "parlour"
GAMES = SOURCE / "games"


def game_packages() -> list[str]:
    return sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").is_file())


def game_ids() -> dict[str, str]:
    """The id each game's ENTRY registers, by package."""
    return {package: importlib.import_module(f"parlour.games.{package}").ENTRY.name for package in game_packages()}


def game_names() -> list[str]:
    """Each game's package name and its id."""
    return sorted({*game_ids(), *game_ids().values()})


def spellings(name: str) -> re.Pattern[str]:
    """A name however it is written: any case, its words run together or apart (`win-lose-or-draw`,
    `Win, Lose or Draw`, `WIN_LOSE_OR_DRAW`), and, for a name of several words, their initials (an abbreviation)."""
    words = [w for w in re.split(r"[^a-z0-9]+", name.lower()) if w]
    ways = [r"[\W_]*".join(map(re.escape, words))]
    if len(words) > 1:
        ways.append(r"(?<![a-z0-9])" + re.escape("".join(w[0] for w in words)) + r"(?![a-z0-9])")
    return re.compile("|".join(ways), re.IGNORECASE)


def shared_modules() -> list[Path]:
    """Every module of src/parlour outside the games' own packages."""
    own = [GAMES / package for package in game_packages()]
    return sorted(path for path in SOURCE.rglob("*.py") if not any(path.is_relative_to(folder) for folder in own))


def naming(text: str, patterns: dict[str, re.Pattern[str]]) -> list[tuple[int, str, str]]:
    """(line, game name, what was written) for each game a text names."""
    return [
        (number, name, found.group())
        for number, line in enumerate(text.splitlines(), 1)
        for name, pattern in patterns.items()
        for found in pattern.finditer(line)
    ]


def test_the_games_are_found() -> None:
    ids = game_ids()
    assert len(ids) >= 2
    assert all(isinstance(name, str) and name for name in ids.values())
    assert len(set(ids.values())) == len(ids)


@pytest.mark.parametrize("name", game_names())
def test_every_spelling_of_a_game_is_caught(name: str) -> None:
    """The search itself: a game's name planted in code, a string or a comment, however written, is found."""
    words = [w for w in re.split(r"[^a-z0-9]+", name.lower()) if w]
    written = {
        "".join(words),
        "_".join(words).upper(),
        "-".join(words),
        " ".join(w.capitalize() for w in words),
        "".join(w.capitalize() for w in words),
    }
    if len(words) > 1:
        written.add("".join(w[0] for w in words))
    pattern = {name: spellings(name)}
    for way in written:
        for text in (f"from x import {way}", f'KIND = "{way}"', f"# as {way} does", f"{way}_LEVELS = 3"):
            assert naming(text, pattern), text


def test_no_shared_module_names_a_game() -> None:
    patterns = {name: spellings(name) for name in game_names()}
    found = [
        f"{path.relative_to(ROOT)}:{line}: {written!r} names {name}"
        for path in shared_modules()
        for line, name, written in naming(path.read_text(encoding="utf-8"), patterns)
    ]
    assert not found, "shared code names a game (it belongs in the game's own package):\n" + "\n".join(found)


def test_the_import_contracts_hold() -> None:
    """The same check as `make lint`, so that a quick pytest run catches an import across the layers too."""
    linter = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run(
        [str(linter), "--no-cache", "--no-logo"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
