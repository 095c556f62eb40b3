import { useEffect, useRef, useState } from "preact/hooks";
import { gameOf } from "../../games";
import { t } from "../../i18n";
import { COLOURS, MAX_NAME, type Colour, type Room } from "../../protocol";
import { loadName, saveName } from "../../store/storage";
import { setStreamer, shownCode, streamer } from "../../store/streamer";
import { useSession } from "../context";
import { focusArrival } from "../focus";
import { HowToPlay } from "../help/HowToPlay";
import { Swatch } from "../Swatch";
import { BotPanel } from "./BotPanel";
import { ChatPanel } from "../chat/ChatPanel";
import { OptionsPanel } from "./OptionsPanel";
import { SeatList } from "./SeatList";
import { roomiestTeam, sitTeams, teamCount, teamLabelNumber, type SitTeam } from "./teams";

function ShareBox({ code }: { code: string }) {
  const link = `${location.origin}/r/${code}`;
  const [copied, setCopied] = useState(false);
  // Streamer mode: the code and the link are not drawn on this screen (it may be on a stream); Copy still works.
  const hidden = streamer.value;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard permission (plain http, old browsers) select the link so the user can copy it.
      const anchor = document.querySelector('[data-testid="share-link"]');
      const selection = window.getSelection();
      if (anchor && selection && !hidden) {
        selection.selectAllChildren(anchor);
        document.execCommand?.("copy");
      }
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  const toggle = () => setStreamer(!hidden);
  return (
    <div class="share">
      <div class="room-code-box">
        <span class="muted">{t("room.code")}</span>
        <strong class={`room-code ${hidden ? "room-code-hidden" : ""}`} data-testid="room-code">
          {hidden ? t("room.codeHidden") : code}
        </strong>
      </div>
      <div class="field share-field">
        <span>{t("room.share")}</span>
        <div class="share-row">
          {hidden ? (
            <span class="share-link share-link-hidden" data-testid="share-link">
              {t("room.linkHidden")}
            </span>
          ) : (
            <a class="share-link" href={link} data-testid="share-link" onClick={(e) => e.preventDefault()}>
              {link}
            </a>
          )}
          <button type="button" class="btn btn-secondary" onClick={copy}>
            {copied ? t("room.copied") : t("room.copy")}
          </button>
        </div>
      </div>
      <p class="table-open">
        <a class="btn btn-ghost btn-small" href={`/r/${code}/table`} target="_blank" rel="noopener" data-testid="open-table">
          {t("table.open")}
        </a>
        <span class="muted">{t("table.openHint")}</span>
      </p>
      <button
        type="button"
        class="btn btn-ghost btn-small streamer-toggle"
        aria-pressed={hidden}
        data-testid="streamer-mode"
        onClick={toggle}
      >
        {t("room.streamerMode")}
      </button>
    </div>
  );
}

/** The chosen colour's tick, so that "chosen" is not told by a border alone (which focus also draws). */
function CheckMark() {
  return (
    <svg class="colour-check" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" />
      <path
        d="M5.5 10.2 8.6 13.2 14.5 7"
        fill="none"
        stroke-width="2.4"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
    </svg>
  );
}

/** The twelve colours as one radio group: one Tab stop (the chosen colour), arrow keys move the choice to the
 * next free colour and focus with it, Home and End to the first and last; taken colours are skipped. */
function ColourPicker({
  taken,
  chosen,
  onChoose,
}: {
  taken: ReadonlySet<Colour>;
  chosen: Colour | null;
  onChoose: (colour: Colour) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  const free = COLOURS.filter((c) => !taken.has(c));
  const stop = chosen ?? free[0] ?? null;
  const choose = (colour: Colour | undefined) => {
    if (colour === undefined) return;
    onChoose(colour);
    group.current?.querySelector<HTMLElement>(`[data-colour="${colour}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = stop === null ? -1 : free.indexOf(stop);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step !== undefined && free.length > 0) choose(free[(at + step + free.length) % free.length]);
    else if (e.key === "Home") choose(free[0]);
    else if (e.key === "End") choose(free[free.length - 1]);
    else return;
    e.preventDefault();
  };
  return (
    <div class="colour-picker" role="radiogroup" aria-labelledby="sit-colour-legend" ref={group} onKeyDown={onKeyDown}>
      {COLOURS.map((c) => {
        const isTaken = taken.has(c);
        const label = isTaken ? t("room.colourTaken", { colour: t(`colour.${c}`) }) : t(`colour.${c}`);
        return (
          <button
            type="button"
            key={c}
            role="radio"
            class={`colour-btn ${chosen === c ? "selected" : ""}`}
            data-testid={`sit-colour-${c}`}
            data-colour={c}
            disabled={isTaken}
            aria-checked={chosen === c}
            tabIndex={c === stop ? 0 : -1}
            aria-label={label}
            title={label}
            onClick={() => onChoose(c)}
          >
            <Swatch colour={c} size={36} />
            {chosen === c && <CheckMark />}
          </button>
        );
      })}
    </div>
  );
}

/** Who is in a team already, in a few words. */
function teamMembers(team: SitTeam): string {
  const n = team.names.length;
  if (n === 0) return t("room.sitTeamNone");
  const names = team.names.join(", ");
  return n === 1 ? t("room.sitTeamOne", { names }) : t("room.sitTeamMany", { n, names });
}

/** A game played in teams: the newcomer's team, or either (the server then seats them where there is room). */
function TeamChoice({ room, team, setTeam }: { room: Room; team: number | null; setTeam: (team: number | null) => void }) {
  const teams = sitTeams(room);
  if (teams === null) return null;
  const roomiest = roomiestTeam(teams);
  const choices: { value: number | null; title: string; note: string; testid: string }[] = [
    ...teams.map((s) => ({
      value: s.team,
      title: t("room.team", { n: teamLabelNumber(s.team) }),
      note: teamMembers(s),
      testid: `sit-team-${s.team}`,
    })),
    {
      value: null,
      title: t("room.sitTeamEither"),
      note: roomiest === null ? "" : t("room.sitTeamEitherNow", { n: teamLabelNumber(roomiest) }),
      testid: "sit-team-either",
    },
  ];
  return (
    <fieldset class="field sit-team">
      <legend>{t("room.sitTeam")}</legend>
      <div class="sit-team-choices">
        {choices.map((c) => (
          <label class={`sit-team-choice ${c.value === null ? "sit-team-either" : ""}`} key={c.testid}>
            <input
              type="radio"
              name="sit-team"
              data-testid={c.testid}
              checked={team === c.value}
              onChange={() => setTeam(c.value)}
            />
            <span class="sit-team-text">
              <strong>{c.title}</strong>
              {c.note && <small>{c.note}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SitForm({ room }: { room: Room }) {
  const session = useSession();
  const taken = new Set(room.seats.map((s) => s.colour));
  const [name, setName] = useState(loadName);
  const [colour, setColour] = useState<Colour | null>(() => COLOURS.find((c) => !taken.has(c)) ?? null);
  const chosen = colour && !taken.has(colour) ? colour : null;
  // Null: either team, wherever there is room when they sit.
  const [team, setTeam] = useState<number | null>(null);

  // A visitor arrives to type their name: the field has focus then, unless something else already has it (the
  // form coming back later, a seat freed while they read the page, must not pull them away).
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) nameField.current?.focus();
  }, []);

  const submit = (e: Event) => {
    e.preventDefault();
    const clean = name.trim();
    if (!clean || !chosen) return;
    saveName(clean);
    // The host may have changed the game to one without teams since the choice was made.
    session.sit(clean, chosen, team !== null && team < teamCount(room) ? team : undefined);
  };

  return (
    <form class="card sit-card form" onSubmit={submit}>
      <h2>{t("room.sitTitle")}</h2>
      <label class="field">
        <span>{t("room.name")}</span>
        <input
          ref={nameField}
          data-testid="sit-name"
          value={name}
          maxLength={MAX_NAME}
          autoComplete="nickname"
          onInput={(e) => setName(e.currentTarget.value)}
          required
        />
      </label>
      <fieldset class="field">
        <legend id="sit-colour-legend">{t("room.colour")}</legend>
        <ColourPicker taken={taken} chosen={chosen} onChoose={setColour} />
      </fieldset>
      <TeamChoice room={room} team={team} setTeam={setTeam} />
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
  // "Sit down" goes with the seat form: focus goes to the new seat in the list, which says who they are now.
  const lobby = useRef<HTMLDivElement>(null);
  const wasSeated = useRef(seated);
  useEffect(() => {
    if (seated && !wasSeated.current) {
      focusArrival(lobby.current?.querySelector<HTMLElement>(`[data-testid="seat-${room.you}"]`));
    }
    wasSeated.current = seated;
  }, [seated]);

  const main = (
    <section class="card lobby-main" key="main">
      <ShareBox code={room.code} />
      <OptionsPanel room={room} />
      <SeatList room={room} />
      {room.status === "lobby" && session.isHost.value && game?.bots && <BotPanel room={room} hint={game.botHint} />}
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
  );

  return (
    <div class="lobby" ref={lobby}>
      <h1 class="lobby-title" data-testid="lobby-title">
        {game ? <span class="lobby-game">{t(game.title)}</span> : null}
        {game ? " · " : null}
        <span class="lobby-room">{t("lobby.room", { code: shownCode(room.code, t("room.codeHidden")) })}</span>
      </h1>
      {/* A visitor's first step, sitting down, comes first. Keyed, so that the how-to-play stays mounted (open or
          folded as its reader left it) when the seat form goes. */}
      {[
        room.status === "lobby" && !seated ? (
          <div class="lobby-sit" key="sit">
            {full ? <p class="card">{t("room.lobbyFull")}</p> : <SitForm room={room} />}
          </div>
        ) : null,
        main,
        <div class="lobby-how" key="how">
          <HowToPlay game={room.game} place="lobby" seated={seated} />
          <ChatPanel />
        </div>,
      ]}
    </div>
  );
}
