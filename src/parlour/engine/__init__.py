"""The game-agnostic core: the game contract, rule errors, seeded randomness, the action log and replay.

Nothing in this package does I/O or reads a clock; time is always passed in by the caller. It names no game and
imports none: the registry (`parlour.registry`) sits above the games.
"""

from parlour.engine.errors import RuleError
from parlour.engine.game import Game, Rules
from parlour.engine.match import Match
from parlour.engine.rng import Rng

__all__ = ["Game", "Match", "Rng", "RuleError", "Rules"]
