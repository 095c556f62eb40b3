// The game, laid out for the phase the view is in. Everything shown comes from the view: the client never
// works out a secret or a result on its own.
import { useSession } from "../../ui/context";
import { ActivityFeed } from "./ActivityFeed";
import { Desk } from "./Desk";
import { GameBar } from "./GameBar";
import { GuessDialog } from "./GuessDialog";
import { LastTokenWarning } from "./LastTokenWarning";
import { PlayersPanel } from "./PlayersPanel";
import { Rack } from "./Rack";
import { LevelChooser, ReadyBar, ReviewPanel, ScoredStage } from "./Stages";
import { t } from "../../i18n";
import type { PictomaniaView } from "./protocol";

/** Pictomania's screen (the room page finds it in the registry by `view.game`). */
export function PictomaniaScreen({ view }: { view: PictomaniaView }) {
  const session = useSession();
  const focus = session.focus.value;
  const seated = view.me !== undefined && view.seat !== null;
  const phase = view.phase;

  if (phase === "drawing" && seated) {
    // Everything a drawer needs at once: secret, own sheet, tools, finishing, the others with their Guess
    // buttons and the clue cards. Grid areas (screen.css) place them: three columns filling the window on a
    // desktop, one column with the others as a strip above the own sheet on a phone.
    return (
      <div class="game phase-drawing seated drawing-screen">
        <GameBar view={view} />
        <LastTokenWarning view={view} />
        <div class="drawing-layout">
          <Desk view={view} />
          <div class="ds-others">
            <PlayersPanel view={view} sheets desk />
          </div>
          <div class="ds-rack">
            <Rack view={view} compact />
            <ActivityFeed />
          </div>
        </div>
        {focus !== null && <GuessDialog view={view} seat={focus} />}
      </div>
    );
  }

  let main;
  switch (phase) {
    case "choosing_level":
      main = <LevelChooser view={view} />;
      break;
    case "preview":
      main = (
        <>
          <ReadyBar view={view} />
          <Rack view={view} replace={seated} />
        </>
      );
      break;
    case "drawing":
      main = null; // watching: every sheet large, in the players' grid
      break;
    case "review":
      main = <ReviewPanel view={view} />;
      break;
    case "scored":
    case "over":
      main = <ScoredStage view={view} />;
      break;
  }

  const sheets = phase === "drawing" || phase === "review";
  const spectatorGrid = !seated && sheets;
  return (
    <div class={`game phase-${phase} ${seated ? "seated" : "watching"}`}>
      <GameBar view={view} />
      {!seated && <p class="spectator-note">{t("room.spectating")}</p>}
      <div class={`game-layout ${sheets && seated ? "layout-desk" : ""} ${spectatorGrid ? "layout-watch" : ""}`}>
        {main && <div class="game-main">{main}</div>}
        <aside class="game-side">
          <PlayersPanel view={view} sheets={sheets} />
          <ActivityFeed />
        </aside>
        {sheets && (
          <div class="game-rack">
            <Rack view={view} />
          </div>
        )}
      </div>
      {focus !== null && <GuessDialog view={view} seat={focus} />}
    </div>
  );
}
