// What a reveal comes to: who looked for the narrator's picture (the guessers: every voter but the narrator) and
// who found it; "nobody" and "everybody" only with guessers, since with only the narrator voting nobody guesses.
import type { Reveal } from "./protocol";

/** What a reveal says: who found the narrator's card among those who looked for it. */
export function revealFacts(reveal: Pick<Reveal, "votes" | "narrator_card">, narrator: number) {
  const guessers = reveal.votes.flat().filter((seat) => seat !== narrator);
  const finders = (reveal.votes[reveal.narrator_card] ?? []).filter((seat) => seat !== narrator);
  return {
    guessers,
    finders,
    nobody: guessers.length > 0 && finders.length === 0,
    everybody: guessers.length > 0 && finders.length === guessers.length,
  };
}
