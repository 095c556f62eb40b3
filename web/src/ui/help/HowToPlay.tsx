// A game's short how-to-play, folded behind its title. On the home page it waits folded beside the create form;
// in the lobby it is open for a visitor who came by a link and has not sat yet (they may never have played), and
// folded for whoever already passed the home page or sits at the table.
import { useEffect, useId, useState } from "preact/hooks";
import { frontOf } from "../../games";
import { t } from "../../i18n";
import { HelpStep } from "./HelpStep";
import { cameThroughHome, noteHomeSeen } from "./state";

export function HowToPlay({ game, place, seated = false }: { game: string; place: "home" | "lobby"; seated?: boolean }) {
  // Decided once, on arrival: sitting down must not fold what the visitor is reading.
  const [open, setOpen] = useState(() => place === "lobby" && !seated && !cameThroughHome());
  const id = useId();
  useEffect(() => {
    if (place === "home") noteHomeSeen();
  }, [place]);

  const module = frontOf(game);
  if (!module) return null;
  return (
    <section class="card how-to" data-testid="how-to-play">
      <h2 class="how-to-head">
        <button
          type="button"
          class="how-to-toggle"
          aria-expanded={open}
          aria-controls={id}
          data-testid="how-to-toggle"
          onClick={() => setOpen((o) => !o)}
        >
          <span class="how-to-chevron" aria-hidden="true" />
          {t("help.howTo", { game: t(module.title) })}
        </button>
      </h2>
      <div id={id} class="how-to-steps" hidden={!open}>
        {module.help.sections.map((section) => (
          <HelpStep key={section.id} section={section} />
        ))}
      </div>
    </section>
  );
}
