// The sketcher's found words (item.found), each a chip to place beside the sketch as a label. Tap a chip, then
// tap the sketch where it goes; or, by keyboard, choose one of nine spots laid over the sketch. A placed word can
// be placed again to move it. `armed` is the chip waiting for its spot (SketchArea lays the tap target and the
// spots over the sheet while one is).
import { useLayoutEffect } from "preact/hooks";
import { t } from "../../i18n";
import type { WinLoseOrDrawView } from "./protocol";
import { labelChips } from "./screen";

export function LabelChips({
  view,
  armed,
  setArmed,
}: {
  view: WinLoseOrDrawView;
  armed: number | null;
  setArmed(word: number | null): void;
}) {
  const chips = labelChips(view);

  // In the commit that arms a chip, not after the next paint, so that an Escape pressed at once disarms it (as Term).
  useLayoutEffect(() => {
    if (armed === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setArmed(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [armed, setArmed]);

  if (chips.length === 0) {
    return <p class="win-lose-or-draw-chips-empty">{t("win-lose-or-draw.s.chips.none")}</p>;
  }
  const armedChip = chips.find((c) => c.word === armed) ?? null;
  return (
    <section class="win-lose-or-draw-chips" aria-labelledby="win-lose-or-draw-chips-title">
      <h3 class="win-lose-or-draw-chips-title" id="win-lose-or-draw-chips-title">
        {t("win-lose-or-draw.s.chips.title")}
      </h3>
      <div class="win-lose-or-draw-chip-row">
        {chips.map((chip) => (
          <button
            type="button"
            key={chip.word}
            class={`win-lose-or-draw-chip ${chip.placed ? "is-placed" : ""} ${armed === chip.word ? "is-armed" : ""}`}
            aria-pressed={armed === chip.word}
            aria-label={t(chip.placed ? "win-lose-or-draw.s.chips.move" : "win-lose-or-draw.s.chips.place", { word: chip.text })}
            data-testid={`win-lose-or-draw-chip-${chip.word}`}
            onClick={() => setArmed(armed === chip.word ? null : chip.word)}
          >
            {chip.text}
            {chip.placed && <span class="win-lose-or-draw-chip-placed" aria-hidden="true" />}
          </button>
        ))}
        {armedChip && (
          <button type="button" class="btn btn-ghost btn-small win-lose-or-draw-chip-cancel" onClick={() => setArmed(null)}>
            {t("win-lose-or-draw.s.chips.cancel")}
          </button>
        )}
      </div>
    </section>
  );
}
