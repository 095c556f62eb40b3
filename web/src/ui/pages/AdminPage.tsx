// The admin page (`/admin`, linked from nowhere): with the server's PARLOUR_ADMIN_TOKEN, what this process holds
// (its rooms, players, connections and figures), closing a room for good with a reason its players are shown, and
// banning an address for a while. The token stays in this tab (sessionStorage) and goes only to the admin API.
import { useCallback, useEffect, useState } from "preact/hooks";
import { aboutOf } from "../../games";
import { addMessages, errorMessage, lang, t as translate, type MessageKey, type Params } from "../../i18n";
import { admin, type AdminOverview, type AdminRoom } from "../../net/admin";
import { loadAdminToken, saveAdminToken } from "../../store/storage";
import { adminEn, adminFr } from "./adminMessages";

addMessages("admin", "en", adminEn);
addMessages("admin", "fr", adminFr);

/** The page's own words, and the shared ones it uses. */
/** A room's status in words; a status this page does not know (a newer server's) as it is. The game's phase stays
 * the game's own code: its words are in the game's strings, which this page does not load. */
function statusWord(status: string): string {
  const key = `admin.status.${status}`;
  return key in adminEn ? t(key as keyof typeof adminEn) : status;
}

function t(key: keyof typeof adminEn | MessageKey, params?: Params): string {
  return translate(key as MessageKey, params);
}

const REFRESH_MS = 5000;

type Status = { kind: "ok" | "error"; text: string } | null;

export function AdminPage() {
  const [token, setToken] = useState(loadAdminToken);
  const [overview, setOverview] = useState<AdminOverview | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    if (!token) return;
    const answer = await admin.overview(token);
    if (answer.ok) {
      setOverview(answer.data);
      setRefusal(null);
      return;
    }
    setOverview(null);
    if (answer.code === "admin_token_refused") {
      saveAdminToken(null);
      setToken("");
    }
    setRefusal(answer.code);
  }, [token]);

  useEffect(() => {
    if (!token) return undefined;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [token, refresh]);

  const done = (text: string) => {
    setStatus({ kind: "ok", text });
    void refresh();
  };
  const failed = (code: string) => setStatus({ kind: "error", text: errorMessage(code) });

  return (
    <main class="page admin-page">
      <h1>{t("admin.title")}</h1>
      {refusal && (
        <p class="card admin-refusal" role="alert" data-testid="admin-refusal">
          {refusal === "admin_off"
            ? t("admin.off")
            : refusal === "admin_token_refused"
              ? t("admin.refused")
              : t("admin.failed", { code: refusal })}
        </p>
      )}
      {!token ? (
        <TokenForm
          onToken={(value) => {
            saveAdminToken(value);
            setToken(value);
          }}
        />
      ) : (
        <>
          <div class="admin-actions">
            <button type="button" class="btn btn-secondary" onClick={() => void refresh()} data-testid="admin-refresh">
              {t("admin.refresh")}
            </button>
            <button
              type="button"
              class="btn btn-ghost"
              onClick={() => {
                saveAdminToken(null);
                setToken("");
                setOverview(null);
              }}
            >
              {t("admin.signOut")}
            </button>
          </div>
          <p class={`admin-status ${status?.kind === "error" ? "admin-status-bad" : ""}`} role="status">
            {status?.text ?? ""}
          </p>
          {overview && (
            <>
              <ProcessFigures overview={overview} />
              <RoomsList rooms={overview.rooms} token={token} onDone={done} onFailed={failed} />
              <Bans overview={overview} token={token} onDone={done} onFailed={failed} />
            </>
          )}
        </>
      )}
    </main>
  );
}

function TokenForm({ onToken }: { onToken: (token: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <form
      class="card form admin-token"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) onToken(value.trim());
      }}
    >
      <div class="field">
        <label for="admin-token">{t("admin.tokenLabel")}</label>
        <input
          id="admin-token"
          type="password"
          autocomplete="off"
          data-testid="admin-token"
          value={value}
          onInput={(e) => setValue(e.currentTarget.value)}
          aria-describedby="admin-token-help"
        />
        <small id="admin-token-help">{t("admin.tokenHelp")}</small>
      </div>
      <button type="submit" class="btn btn-primary" data-testid="admin-open">
        {t("admin.open")}
      </button>
    </form>
  );
}

function megabytes(bytes: number | null): string {
  if (bytes === null) return "–";
  return new Intl.NumberFormat(lang.value, { style: "unit", unit: "megabyte", maximumFractionDigits: 0 }).format(bytes / 1e6);
}

function rate(value: number | null): string {
  return value === null ? t("admin.notYet") : new Intl.NumberFormat(lang.value).format(value);
}

function ProcessFigures({ overview }: { overview: AdminOverview }) {
  const p = overview.process;
  const rows: [string, string][] = [
    [t("admin.pid"), String(p.pid)],
    ...(p.node ? ([[t("admin.node"), p.node]] as [string, string][]) : []),
    [t("admin.rooms"), String(p.rooms)],
    [t("admin.sockets"), String(p.sockets)],
    [t("admin.framesIn"), rate(p.frames_in_per_second)],
    [t("admin.framesOut"), rate(p.frames_out_per_second)],
    [t("admin.sendQueue"), `${p.send_queue.total}, ${p.send_queue.deepest}`],
    [t("admin.memory"), megabytes(p.memory_bytes)],
  ];
  return (
    <section class="card admin-section" aria-labelledby="admin-process">
      <h2 id="admin-process">{t("admin.process")}</h2>
      <dl class="admin-figures" data-testid="admin-figures">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface Acting {
  token: string;
  onDone: (text: string) => void;
  onFailed: (code: string) => void;
}

function RoomsList({ rooms, ...acting }: { rooms: AdminRoom[] } & Acting) {
  return (
    <section class="card admin-section" aria-labelledby="admin-rooms">
      <h2 id="admin-rooms">{t("admin.roomsTitle", { n: rooms.length })}</h2>
      {rooms.length === 0 ? (
        <p>{t("admin.noRooms")}</p>
      ) : (
        <ul class="admin-rooms">
          {rooms.map((room) => (
            <RoomItem key={room.code} room={room} {...acting} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RoomItem({ room, token, onDone, onFailed }: { room: AdminRoom } & Acting) {
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState("");
  const about = aboutOf(room.game);
  const close = async (e: Event) => {
    e.preventDefault();
    const answer = await admin.closeRoom(token, room.code, reason.trim());
    if (answer.ok) onDone(t("admin.closed", { code: room.code }));
    else onFailed(answer.code);
  };
  return (
    <li class="admin-room" data-testid={`admin-room-${room.code}`}>
      <h3>
        <span class="admin-code">{room.code}</span> {about ? t(about.title) : room.game}
      </h3>
      <dl class="admin-figures">
        <div>
          <dt>{t("admin.state")}</dt>
          <dd>{room.phase ? `${statusWord(room.status)} · ${room.phase}` : statusWord(room.status)}</dd>
        </div>
        <div>
          <dt>{t("admin.connections")}</dt>
          <dd>{room.connections}</dd>
        </div>
        <div>
          <dt>{t("admin.quiet")}</dt>
          <dd>{t("admin.seconds", { n: Math.round(room.quiet_seconds) })}</dd>
        </div>
        <div>
          <dt>{t("admin.players")}</dt>
          <dd>
            {room.players
              .map((p) => (p.bot ? `${p.name} (${t("admin.computer")})` : p.connected ? p.name : `${p.name} (${t("admin.away")})`))
              .join(", ") || "–"}
          </dd>
        </div>
      </dl>
      {!closing ? (
        <button
          type="button"
          class="btn btn-secondary btn-small"
          aria-label={t("admin.closeRoomLabel", { code: room.code })}
          data-testid="admin-close"
          onClick={() => setClosing(true)}
        >
          {t("admin.closeRoom")}
        </button>
      ) : (
        <form class="admin-inline" onSubmit={(e) => void close(e)}>
          <div class="field">
            <label for={`reason-${room.code}`}>{t("admin.reason")}</label>
            <input
              id={`reason-${room.code}`}
              data-testid="admin-reason"
              maxLength={200}
              required
              value={reason}
              onInput={(e) => setReason(e.currentTarget.value)}
            />
          </div>
          <button type="submit" class="btn btn-primary btn-small" data-testid="admin-confirm-close">
            {t("admin.confirmClose")}
          </button>
          <button type="button" class="btn btn-ghost btn-small" onClick={() => setClosing(false)}>
            {t("common.cancel")}
          </button>
        </form>
      )}
    </li>
  );
}

function Bans({ overview, token, onDone, onFailed }: { overview: AdminOverview } & Acting) {
  const [address, setAddress] = useState("");
  const [minutes, setMinutes] = useState("60");
  const when = (ms: number) =>
    new Intl.DateTimeFormat(lang.value, { dateStyle: "short", timeStyle: "short" }).format(new Date(ms));
  const ban = async (e: Event) => {
    e.preventDefault();
    const answer = await admin.ban(token, address.trim(), Number(minutes));
    if (answer.ok) {
      onDone(t("admin.banned", { address: answer.data.address, until: when(answer.data.until) }));
      setAddress("");
    } else onFailed(answer.code);
  };
  const lift = async (banned: string) => {
    const answer = await admin.lift(token, banned);
    if (answer.ok) onDone(t("admin.lifted", { address: banned }));
    else onFailed(answer.code);
  };
  return (
    <section class="card admin-section" aria-labelledby="admin-bans">
      <h2 id="admin-bans">{t("admin.bansTitle", { n: overview.bans.length })}</h2>
      {overview.bans.length === 0 ? (
        <p>{t("admin.noBans")}</p>
      ) : (
        <ul class="admin-bans" data-testid="admin-bans">
          {overview.bans.map((b) => (
            <li key={b.address}>
              <span class="admin-code">{b.address}</span>
              <span>
                {t("admin.until")} {when(b.until)}
              </span>
              <button
                type="button"
                class="btn btn-ghost btn-small"
                aria-label={t("admin.liftLabel", { address: b.address })}
                onClick={() => void lift(b.address)}
              >
                {t("admin.lift")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="admin-inline" onSubmit={(e) => void ban(e)}>
        <div class="field">
          <label for="ban-address">{t("admin.address")}</label>
          <input
            id="ban-address"
            data-testid="admin-ban-address"
            required
            value={address}
            onInput={(e) => setAddress(e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="ban-minutes">{t("admin.minutes")}</label>
          <input
            id="ban-minutes"
            type="number"
            min={1}
            max={43200}
            required
            value={minutes}
            onInput={(e) => setMinutes(e.currentTarget.value)}
          />
        </div>
        <button type="submit" class="btn btn-primary btn-small" data-testid="admin-ban">
          {t("admin.ban")}
        </button>
      </form>
    </section>
  );
}
