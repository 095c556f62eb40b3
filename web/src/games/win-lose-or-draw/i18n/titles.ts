// The game's name and one line about it, in each language: the home page's chooser shows them before the game's
// code (and the rest of its strings) has loaded.
export const titles = {
  en: {
    "games.win-lose-or-draw": "Win, Lose or Draw",
    "games.win-lose-or-draw.blurb": "Sketch it, they guess it · 3 to 12 players",
  },
  fr: {
    "games.win-lose-or-draw": "Win, Lose or Draw",
    "games.win-lose-or-draw.blurb": "Dessinez, ils devinent · 3 à 12 joueurs",
  },
} as const;
