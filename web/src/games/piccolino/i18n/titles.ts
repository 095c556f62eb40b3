// The game's name and one line about it, in each language: the home page's chooser shows them before the game's
// code (and the rest of its strings) has loaded.
export const titles = {
  en: {
    "games.piccolino": "Piccolino",
    "games.piccolino.blurb": "Spot two happy clowns, ring first · 2 to 5 players",
  },
  fr: {
    "games.piccolino": "Piccolino",
    "games.piccolino.blurb": "Repérez deux clowns joyeux, sonnez le premier · 2 à 5 joueurs",
  },
} as const;
