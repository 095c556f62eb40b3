// The home page's choice of game: one big toggle per game, each with its players and a word about it.
import { t } from "../../i18n";
import { GAMES, type GameName } from "../../protocol";
import { SymbolIcon } from "../SymbolIcon";
import { ClownCard } from "../piccolino/ClownCard";

function Picture({ game }: { game: GameName }) {
  if (game === "piccolino") {
    return (
      <span class="game-pic game-pic-piccolino" aria-hidden="true">
        <ClownCard card={{ colour: "blue", happy: true }} />
      </span>
    );
  }
  return (
    <span class="game-pic game-pic-pictomania" aria-hidden="true">
      <SymbolIcon symbol={2} size={30} />
    </span>
  );
}

export function GameChooser({ value, onChange }: { value: GameName; onChange: (game: GameName) => void }) {
  return (
    <fieldset class="game-chooser">
      <legend class="section-title">{t("home.chooseGame")}</legend>
      <div class="game-choices">
        {GAMES.map((game) => (
          <button
            type="button"
            key={game}
            class={`game-choice ${value === game ? "selected" : ""}`}
            data-testid={`game-${game}`}
            aria-pressed={value === game}
            onClick={() => onChange(game)}
          >
            <Picture game={game} />
            <span class="game-choice-text">
              <strong>{t(`games.${game}`)}</strong>
              <small>{t(`games.${game}.blurb`)}</small>
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
