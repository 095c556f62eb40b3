"""One package per game. Importing this package registers every game with the engine."""

from parlour.engine.game import register_game
from parlour.games.piccolino import ENTRY as PICCOLINO
from parlour.games.pictomania import ENTRY as PICTOMANIA

register_game(PICTOMANIA)
register_game(PICCOLINO)
