// The sketcher's found words (item.found), each a chip to place beside the sketch as a label. Tap a chip, then
// tap the sketch where it goes; or, by keyboard, choose one of nine spots laid over the sketch. A placed word can
// be placed again to move it. `armed` is the chip waiting for its spot (SketchArea lays the tap target and the
// spots over the sheet while one is).
import { useEffect } from "preact/hooks";
import { t } from "../../i18n";
import type { WlodView } from "./protocol";
import { labelChips } from "./screen";

export function LabelChips({
  view,
  armed,
  setArmed,
}: {
  view: WlodView;
  armed: number | null;
  setArmed(word: number | null): void;
}) {
  const chips = labelChips(view);

  useEffect(() => {
    if (armed === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setArmed(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [armed, setArmed]);

  if (chips.length === 0) {
    return <p class="wlod-chips-empty">{t("wlod.s.chips.none")}</p>;
  }
  const armedChip = chips.find((c) => c.word === armed) ?? null;
  return (
    <section class="wlod-chips" aria-labelledby="wlod-chips-title">
      <h3 class="wlod-chips-title" id="wlod-chips-title">
        {t("wlod.s.chips.title")}
      </h3>
      <div class="wlod-chip-row">
        {chips.map((chip) => (
          <button
            type="button"
            key={chip.word}
            class={`wlod-chip ${chip.placed ? "is-placed" : ""} ${armed === chip.word ? "is-armed" : ""}`}
            aria-pressed={armed === chip.word}
            aria-label={t(chip.placed ? "wlod.s.chips.move" : "wlod.s.chips.place", { word: chip.text })}
            data-testid={`wlod-chip-${chip.word}`}
            onClick={() => setArmed(armed === chip.word ? null : chip.word)}
          >
            {chip.text}
            {chip.placed && <span class="wlod-chip-placed" aria-hidden="true" />}
          </button>
        ))}
        {armedChip && (
          <button type="button" class="btn btn-ghost btn-small wlod-chip-cancel" onClick={() => setArmed(null)}>
            {t("wlod.s.chips.cancel")}
          </button>
        )}
      </div>
    </section>
  );
}
