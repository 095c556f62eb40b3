"""A finished (or stopped) match summarised for people, by the game's own report when it has one."""

from typing import Any

from parlour.engine.match import Match
from parlour.registry import game_entry


def report(match: Match) -> dict[str, Any]:
    summarise = game_entry(match.game.name).report
    if summarise is None:
        return {"game": match.game.name, "view": match.view(None)}
    return summarise(match)
