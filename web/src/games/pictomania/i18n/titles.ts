// The game's name and one line about it, in each language: the home page's chooser shows them before the game's
// code (and the rest of its strings) has loaded.
export const titles = {
  en: {
    "games.pictomania": "Pictomania",
    "games.pictomania.blurb": "Draw and guess, all at once · 3 to 6 players",
  },
  fr: {
    "games.pictomania": "Pictomania",
    "games.pictomania.blurb": "Dessiner et deviner, tous en même temps · 3 à 6 joueurs",
  },
} as const;
