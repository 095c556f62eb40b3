import { useState } from "preact/hooks";
import { gameOf } from "../../games";
import { t } from "../../i18n";
import { COLOURS, MAX_NAME, type Colour, type Room } from "../../protocol";
import { loadName, saveName } from "../../store/storage";
import { useSession } from "../context";
import { Swatch } from "../Swatch";
import { BotPanel } from "./BotPanel";
import { SeatList } from "./SeatList";

function ShareBox({ code }: { code: string }) {
  const link = `${location.origin}/r/${code}`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard permission (plain http, old browsers) select the link so the user can copy it.
      const anchor = document.querySelector('[data-testid="share-link"]');
      const selection = window.getSelection();
      if (anchor && selection) {
        selection.selectAllChildren(anchor);
        document.execCommand?.("copy");
      }
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div class="share">
      <div class="room-code-box">
        <span class="muted">{t("room.code")}</span>
        <strong class="room-code" data-testid="room-code">
          {code}
        </strong>
      </div>
      <div class="field share-field">
        <span>{t("room.share")}</span>
        <div class="share-row">
          <a class="share-link" href={link} data-testid="share-link" onClick={(e) => e.preventDefault()}>
            {link}
          </a>
          <button type="button" class="btn btn-secondary" onClick={copy}>
            {copied ? t("room.copied") : t("room.copy")}
          </button>
        </div>
      </div>
    </div>
  );
}

function OptionChips({ room }: { room: Room }) {
  const chips = gameOf(room.game)?.optionChips(room.options) ?? [];
  return (
    <ul class="chips" aria-label={t("room.options")}>
      {chips.map((c) => (
        <li class="chip" key={c}>
          {c}
        </li>
      ))}
    </ul>
  );
}

function SitForm({ room }: { room: Room }) {
  const session = useSession();
  const taken = new Set(room.seats.map((s) => s.colour));
  const [name, setName] = useState(loadName);
  const [colour, setColour] = useState<Colour | null>(() => COLOURS.find((c) => !taken.has(c)) ?? null);
  const chosen = colour && !taken.has(colour) ? colour : null;

  const submit = (e: Event) => {
    e.preventDefault();
    const clean = name.trim();
    if (!clean || !chosen) return;
    saveName(clean);
    session.sit(clean, chosen);
  };

  return (
    <form class="card sit-card form" onSubmit={submit}>
      <h2>{t("room.sitTitle")}</h2>
      <label class="field">
        <span>{t("room.name")}</span>
        <input
          data-testid="sit-name"
          value={name}
          maxLength={MAX_NAME}
          autoComplete="nickname"
          onInput={(e) => setName(e.currentTarget.value)}
          required
        />
      </label>
      <fieldset class="field">
        <legend>{t("room.colour")}</legend>
        <div class="colour-picker">
          {COLOURS.map((c) => {
            const isTaken = taken.has(c);
            const label = isTaken ? t("room.colourTaken", { colour: t(`colour.${c}`) }) : t(`colour.${c}`);
            return (
              <button
                type="button"
                key={c}
                class={`colour-btn ${chosen === c ? "selected" : ""}`}
                data-testid={`sit-colour-${c}`}
                disabled={isTaken}
                aria-pressed={chosen === c}
                aria-label={label}
                title={label}
                onClick={() => setColour(c)}
              >
                <Swatch colour={c} size={36} />
              </button>
            );
          })}
        </div>
      </fieldset>
      <button
        type="submit"
        class="btn btn-primary btn-big"
        data-testid="sit-submit"
        disabled={!name.trim() || !chosen}
      >
        {t("room.sit")}
      </button>
    </form>
  );
}

export function Lobby() {
  const session = useSession();
  const room = session.room.value!;
  const game = gameOf(room.game);
  const seated = room.you !== null;
  const count = room.seats.length;
  const enough = count >= room.min_players && count <= room.max_players;
  // What the game itself asks of the table before it starts (a variant for exactly three players, say).
  const blocker = game?.startBlocker?.(room) ?? null;
  const full = count >= room.max_players;

  return (
    <div class="lobby">
      <section class="card lobby-main">
        <ShareBox code={room.code} />
        <OptionChips room={room} />
        <SeatList room={room} />
        {room.status === "lobby" && session.isHost.value && game?.bots && <BotPanel room={room} />}
        {room.status === "lobby" && session.isHost.value && (
          <div class="start-box">
            <button
              type="button"
              class="btn btn-primary btn-big"
              data-testid="start-game"
              disabled={!enough || blocker !== null}
              onClick={() => session.send({ t: "start" })}
            >
              {t("room.start")}
            </button>
            {!enough && <p class="muted">{t("room.needPlayers", { min: room.min_players, max: room.max_players })}</p>}
            {enough && blocker && <p class="muted">{t(blocker)}</p>}
          </div>
        )}
        {room.status === "lobby" && seated && !session.isHost.value && <p class="muted">{t("room.waitHost")}</p>}
        {room.status !== "lobby" && <p class="muted">{t("common.loading")}</p>}
      </section>
      {room.status === "lobby" && !seated && (full ? <p class="card">{t("room.lobbyFull")}</p> : <SitForm room={room} />)}
    </div>
  );
}
