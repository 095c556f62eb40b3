// The game's name and one line about it, in each language: the home page's chooser shows them before the game's
// code (and the rest of its strings) has loaded.
export const titles = {
  en: {
    "games.pictus": "Pictus",
    "games.pictus.blurb": "Find the narrator's picture · 3 to 8 players",
  },
  fr: {
    "games.pictus": "Pictus",
    "games.pictus.blurb": "Retrouvez l'image du conteur · 3 à 8 joueurs",
  },
} as const;
