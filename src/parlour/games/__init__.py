"""One package per game. Importing this package registers every game with the engine."""

from parlour.engine.game import register_game
from parlour.games.piccolino import ENTRY as PICCOLINO
from parlour.games.pictomania import ENTRY as PICTOMANIA
from parlour.games.pictus import ENTRY as PICTUS
from parlour.games.winlosedraw import ENTRY as WIN_LOSE_OR_DRAW

register_game(PICTOMANIA)
register_game(PICCOLINO)
register_game(WIN_LOSE_OR_DRAW)
register_game(PICTUS)
