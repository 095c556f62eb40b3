// What happened at the table, in words: the last bell's outcome (`view.last`), the events worth a line of
// their own (someone out, the piles turned over, a stop vote), and why the game ended. Pure: the translation
// and the seat names are passed in.
import type { MessageKey, Params } from "../../i18n";
import { isBotLevel, type GameEvent } from "../../protocol";
import type { BellOutcome, PiccolinoView } from "./protocol";
import type { EndReason, Leaders } from "./standings";
import type { LateRing } from "./useTooLate";

export type Translate = (key: MessageKey, params?: Params) => string;
export type NameOf = (seat: number) => string;
export type JoinNames = (names: readonly string[]) => string;

export interface Wording {
  t: Translate;
  name: NameOf;
  join: JoinNames;
}

/** The main line: "Ann wins the bell (9 cards, 412 ms)". */
export function outcomeText(last: BellOutcome, w: Wording, view?: Pick<PiccolinoView, "players">): string {
  const name = w.name(last.seat);
  switch (last.kind) {
    case "won":
      return w.t(last.cards === 1 ? "picco.out.wonOne" : "picco.out.won", { name, n: last.cards, ms: last.reaction_ms });
    case "wrong":
      return w.t(last.cards === 1 ? "picco.out.wrongTwoOne" : "picco.out.wrongTwo", {
        name,
        to: w.name(last.to),
        n: last.cards,
      });
    case "penalty": {
      if (last.gave.length === 0) return w.t("picco.out.penaltyNothing", { name });
      // Everyone else still in got a card: say so; otherwise name who did (the ringer's pile ran out).
      const others = view?.players.filter((p) => p.seat !== last.seat && !p.out).map((p) => p.seat);
      const everyone = others === undefined || others.every((s) => last.gave.includes(s));
      return everyone
        ? w.t("picco.out.penalty", { name })
        : w.t("picco.out.penaltySome", { name, names: w.join(last.gave.map(w.name)) });
    }
  }
}

/** A second line for a won bell: the others who rang too (slower), or null. */
export function alsoRangText(last: BellOutcome, w: Wording): string | null {
  if (last.kind !== "won") return null;
  const others = last.rang.filter((s) => s !== last.seat);
  return others.length ? w.t("picco.out.alsoRang", { names: w.join(others.map(w.name)) }) : null;
}

function num(value: unknown): number {
  return typeof value === "number" ? value : -1;
}

/** The events that deserve a line of their own on the table; bells are told by `outcomeText`. */
export function eventText(event: GameEvent, w: Wording): string | null {
  switch (event.type) {
    case "out":
      return w.t("picco.ev.out", { name: w.name(num(event.seat)) });
    case "piles_turned_over":
      return w.t("picco.ev.turnedOver");
    case "stop_vote":
      return w.t(event.stop === false ? "picco.ev.unvote" : "picco.ev.vote", { name: w.name(num(event.seat)) });
    case "standin":
      return isBotLevel(event.bot)
        ? w.t("picco.ev.standinBot", { name: w.name(num(event.seat)), level: w.t(`bots.level.${event.bot}`) })
        : w.t("picco.ev.standin", { name: w.name(num(event.seat)) });
    default:
      return null;
  }
}

/** Events that end a bell (a fresh outcome to show). */
export function isBellEvent(event: GameEvent): boolean {
  return event.type === "bell_won" || event.type === "wrong_ring";
}

/** A ring of `me`'s refused as too late: who got the pair (as the refusal names them, else the bell's outcome
 * then), said kindly, since it cost nothing. */
export function lateText(late: Pick<LateRing, "last" | "winner">, w: Wording, me: number | null): string {
  const { last, winner } = late;
  if (winner !== null && winner !== me) return w.t("picco.late.won", { name: w.name(winner) });
  if (last?.kind === "won" && last.seat !== me) return w.t("picco.late.won", { name: w.name(last.seat) });
  if (last?.kind === "wrong" && last.to !== me) return w.t("picco.late.wrong", { name: w.name(last.to) });
  return w.t("picco.late.other");
}

/** Why the winner won: every card, or the most cards when everyone still playing agreed to stop. */
export function endText(reason: EndReason, w: Wording): string {
  if (reason.kind === "all") return w.t("picco.why.all", { name: w.name(reason.seat), n: reason.cards });
  if (reason.seats.length === 1) {
    return w.t("picco.why.stopped", { name: w.name(reason.seats[0]!), n: reason.cards, total: reason.total });
  }
  return w.t("picco.why.stoppedTie", { names: w.join(reason.seats.map(w.name)), n: reason.cards });
}

/** Who would win if the game stopped now. */
export function leadText(lead: Leaders, w: Wording): string {
  if (lead.seats.length === 1) return w.t("picco.stop.lead", { name: w.name(lead.seats[0]!), n: lead.cards });
  return w.t("picco.stop.leadTie", { names: w.join(lead.seats.map(w.name)), n: lead.cards });
}
