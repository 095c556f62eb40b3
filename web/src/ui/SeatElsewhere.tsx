import { useEffect, useRef } from "preact/hooks";
import { t } from "../i18n";

/** In place of the room while another tab or device plays this seat: one way back, "Play here". */
export function SeatElsewhere({ onPlayHere }: { onPlayHere: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // The game the keyboard was in has gone from under it: bring focus to the only thing left to do.
  useEffect(() => button.current?.focus(), []);
  return (
    <section class="card center" data-testid="seat-elsewhere" aria-labelledby="seat-elsewhere-title">
      <h2 id="seat-elsewhere-title">{t("seatElsewhere.title")}</h2>
      <p>{t("seatElsewhere.body")}</p>
      <button ref={button} type="button" class="btn btn-primary" onClick={onPlayHere}>
        {t("seatElsewhere.playHere")}
      </button>
    </section>
  );
}
