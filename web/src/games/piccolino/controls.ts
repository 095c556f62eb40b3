// Which of the table's buttons a view allows: flip on your turn, the bell once per version, the stop vote
// while you are still in. The server decides; this only keeps buttons from offering what it would refuse.
import type { PiccolinoPlayer, PiccolinoView } from "./protocol";

export interface TableControls {
  /** Seated at this table (spectators see it read-only). */
  seated: boolean;
  /** Seated but out of the game. */
  out: boolean;
  flip: boolean;
  bell: boolean;
  vote: boolean;
  /** Your current stop vote. */
  voted: boolean;
  myTurn: boolean;
}

export function myPlayer(view: PiccolinoView): PiccolinoPlayer | undefined {
  return view.seat === null ? undefined : view.players.find((p) => p.seat === view.seat);
}

/** What this screen did on the version shown, which the view may not tell yet (or ever: a wrong ring with 3+
 * players does not change the version). */
export interface LocalPresses {
  rang: boolean;
  flipped: boolean;
}

export function tableControls(view: PiccolinoView, local: LocalPresses = { rang: false, flipped: false }): TableControls {
  const me = myPlayer(view);
  const playing = view.phase === "playing";
  const inGame = me !== undefined && !me.out && playing;
  const myTurn = inGame && view.turn === me.seat;
  return {
    seated: me !== undefined,
    out: me?.out ?? false,
    flip: myTurn && !view.bell.open && !local.flipped,
    bell: inGame && !view.bell.rang.includes(me.seat) && !local.rang,
    vote: inGame,
    voted: me?.stop_vote ?? false,
    myTurn,
  };
}

/** The players still in who agree to stop, and how many are still in. */
export function stopVotes(view: PiccolinoView): { agreed: number[]; playing: number } {
  const still = view.players.filter((p) => !p.out);
  return { agreed: still.filter((p) => p.stop_vote).map((p) => p.seat), playing: still.length };
}

/** Would this player's agreeing to stop end the game now? It does when everyone else still in has agreed, or
 * is a computer player (they agree as soon as every person at the table has: docs/rules/piccolino.md). */
export function voteEndsGame(view: PiccolinoView, isBot: (seat: number) => boolean): boolean {
  const me = myPlayer(view);
  if (!me || me.out || view.phase !== "playing") return false;
  return view.players.filter((p) => !p.out && p.seat !== me.seat).every((p) => p.stop_vote || isBot(p.seat));
}
