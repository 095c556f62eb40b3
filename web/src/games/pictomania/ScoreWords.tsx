// The sentences of Pictomania's scoring, in plain words with their jargon explained (a Term): a guess turned
// over, the tokens nobody won, the black sheep, and why a player has their total. The scoring screen, the final
// standings and the record page all say it the same way.
import { t } from "../../i18n";
import type { Outcome } from "./protocol";
import type { ScoreWhy, WhyPart } from "./scoringSteps";
import { Slots, Word } from "./Slots";

/** Points as the scoring screens write them: "+5", "−3" (a real minus sign), "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

export function stars(tokens: readonly number[]): string {
  return tokens.map((n) => `${n}★`).join(" ");
}

/** What became of one guess card: `explain` makes its scoring word a Term (where it first appears). */
export function GuessOutcome({ outcome, token, explain }: { outcome: Outcome; token: number; explain: boolean }) {
  if (outcome === "correct") {
    return (
      <Slots
        text={t("score.correct", { stars: `${token}★` })}
        slots={{
          token: (
            <Word explain="pm.term.token" on={explain} testid="term-token">
              {t("score.word.token")}
            </Word>
          ),
        }}
      />
    );
  }
  if (outcome === "wrong") {
    return (
      <Slots
        text={t("score.wrong")}
        slots={{
          centre: (
            <Word explain="pm.term.centre" on={explain} testid="term-centre">
              {t("score.word.centre")}
            </Word>
          ),
        }}
      />
    );
  }
  return <>{t("score.returned")}</>;
}

/** A drawer's own tokens nobody won, and what they cost. */
export function KeptLine({ tokens, explain }: { tokens: readonly number[]; explain: boolean }) {
  if (tokens.length === 0) return <>{t("score.keptNone")}</>;
  const cost = tokens.reduce((a, b) => a + b, 0);
  return (
    <Slots
      text={t("score.kept", { tokens: stars(tokens), n: signed(-cost) })}
      slots={{
        kept: (
          <Word explain="pm.term.kept" on={explain} testid="term-kept">
            {t("score.word.kept")}
          </Word>
        ),
      }}
    />
  );
}

/** The black sheep of a round, and what it costs them: the stars of their bonus token, if they took one. */
export function SheepLine({ name, wrong, bonus }: { name: string; wrong: number; bonus: number }) {
  const sheep = (
    <Word explain="pm.term.blackSheep" on testid="term-black-sheep">
      {t("score.word.sheep")}
    </Word>
  );
  const penalty = (
    <Word explain="pm.term.penalty" on testid="term-penalty">
      {t("score.word.penalty")}
    </Word>
  );
  const text =
    bonus > 0
      ? t("score.blackSheep", { name, n: wrong, stars: `${bonus}★`, points: signed(-bonus) })
      : t("score.blackSheepNoBonus", { name, n: wrong });
  return <Slots text={text} slots={{ sheep, penalty }} />;
}

export function NoSheepLine() {
  return (
    <Slots
      text={t("score.noBlackSheep")}
      slots={{
        sheep: (
          <Word explain="pm.term.blackSheep" on testid="term-black-sheep">
            {t("score.word.sheep")}
          </Word>
        ),
      }}
    />
  );
}

/** Which kinds of line are explained (a Term) in one list: on a screen listing several players, only where
 * each word first appears. */
export interface WhyTerms {
  guessed: boolean;
  kept: boolean;
  bonus: boolean;
  sheep: boolean;
  unscored: boolean;
}

type WhyKind = keyof WhyTerms;

/** The parts worth a line for this player: right guesses always (even none), the others when they happened. */
export function whyKinds(why: ScoreWhy): WhyKind[] {
  const kinds: WhyKind[] = ["guessed"];
  for (const kind of ["kept", "bonus", "sheep", "unscored"] as const) {
    if (why[kind].count > 0) kinds.push(kind);
  }
  return kinds;
}

/** For a list of players in display order, explain each kind of line on the first player who has it. */
export function firstTerms(whys: readonly ScoreWhy[]): WhyTerms[] {
  const seen = new Set<WhyKind>();
  return whys.map((why) => {
    const terms: WhyTerms = { guessed: false, kept: false, bonus: false, sheep: false, unscored: false };
    for (const kind of whyKinds(why)) {
      if ((kind !== "guessed" || why.guessed.count > 0) && !seen.has(kind)) {
        terms[kind] = true;
        seen.add(kind);
      }
    }
    return terms;
  });
}

function WhyText({ kind, part, on }: { kind: WhyKind; part: WhyPart; on: boolean }) {
  const plural = part.count === 1 ? "one" : "many";
  switch (kind) {
    case "guessed":
      if (part.count === 0) return <>{t("score.why.guessed.none")}</>;
      return (
        <Slots
          text={t(`score.why.guessed.${plural}`, { n: part.count })}
          slots={{
            token: (
              <Word explain="pm.term.token" on={on} testid="term-token">
                {t("score.word.token")}
              </Word>
            ),
          }}
        />
      );
    case "kept":
      return (
        <Slots
          text={t(`score.why.kept.${plural}`, { n: part.count })}
          slots={{
            kept: (
              <Word explain="pm.term.kept" on={on} testid="term-kept">
                {t("score.word.kept")}
              </Word>
            ),
          }}
        />
      );
    case "bonus":
    case "unscored":
      return (
        <Slots
          text={t(`score.why.${kind}.${plural}`, { n: part.count })}
          slots={{
            bonus: (
              <Word explain="pm.term.bonus" on={on} testid="term-bonus">
                {t(part.count === 1 ? "score.word.bonusToken" : "score.word.bonusTokens")}
              </Word>
            ),
          }}
        />
      );
    case "sheep":
      return (
        <Slots
          text={t(`score.why.sheep.${plural}`, { n: part.count })}
          slots={{
            sheep: (
              <Word explain="pm.term.blackSheep" on={on} testid="term-black-sheep">
                {t("score.word.Sheep")}
              </Word>
            ),
            penalty: (
              <Word explain="pm.term.penalty" on={on} testid="term-penalty">
                {t("score.word.penalty")}
              </Word>
            ),
          }}
        />
      );
  }
}

/** Points a line adds (kept tokens and the black sheep take theirs away). */
function pointsOf(kind: WhyKind, part: WhyPart): number {
  return kind === "kept" || kind === "sheep" ? -part.points : part.points;
}

/** Why a player has their total, one line per part, the points first so that they read as a sum. */
export function WhyList({ why, name, terms }: { why: ScoreWhy; name: string; terms: WhyTerms }) {
  return (
    <ul class="why" aria-label={t("score.why.label", { name })} data-testid={`why-${why.seat}`}>
      {whyKinds(why).map((kind) => (
        <li class={`why-line why-${kind}`} key={kind} data-testid={`why-${why.seat}-${kind}`}>
          <span class="why-points">{signed(pointsOf(kind, why[kind]))}</span>
          <span class="why-text">
            <WhyText kind={kind} part={why[kind]} on={terms[kind]} />
          </span>
        </li>
      ))}
    </ul>
  );
}
