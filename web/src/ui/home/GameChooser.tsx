// The home page's choice of game: one big toggle per game of the registry, each with its picture, its players
// and a word about it.
import { GAMES } from "../../games";
import { t } from "../../i18n";
import type { GameName } from "../../protocol";

export function GameChooser({ value, onChange }: { value: GameName; onChange: (game: GameName) => void }) {
  return (
    <fieldset class="game-chooser">
      <legend class="section-title">{t("home.chooseGame")}</legend>
      <div class="game-choices">
        {GAMES.map(({ name, title, blurb, Picture }) => (
          <button
            type="button"
            key={name}
            class={`game-choice ${value === name ? "selected" : ""}`}
            data-testid={`game-${name}`}
            aria-pressed={value === name}
            onClick={() => onChange(name)}
          >
            <span class={`game-pic game-pic-${name}`} aria-hidden="true">
              <Picture />
            </span>
            <span class="game-choice-text">
              <strong>{t(title)}</strong>
              <small>{t(blurb)}</small>
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
