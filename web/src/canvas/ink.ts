// The house's ink: every stroke of a game with one ink, and the palette's first colour.
export const INK = "#1f1b2e";
