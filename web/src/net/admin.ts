// The admin's API (docs/protocol.md, "HTTP"): every call carries the token as a bearer; errors come back as their
// stable code, as for the rest of the API.
import { call as apiCall, type ApiResult } from "./api";

export interface AdminPlayer {
  seat: number;
  name: string;
  bot: string | null;
  connected: boolean;
}

export interface AdminRoom {
  code: string;
  game: string;
  status: string;
  phase: string | null;
  players: AdminPlayer[];
  connections: number;
  quiet_seconds: number;
}

export interface AdminBan {
  address: string;
  until: number;
}

export interface AdminOverview {
  process: {
    pid: number;
    node: string | null;
    rooms: number;
    sockets: number;
    frames_in_per_second: number | null;
    frames_out_per_second: number | null;
    send_queue: { total: number; deepest: number };
    memory_bytes: number | null;
  };
  rooms: AdminRoom[];
  bans: AdminBan[];
}

function call<T>(token: string, path: string, method = "GET", body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return apiCall<T>(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export const admin = {
  overview: (token: string) => call<AdminOverview>(token, "/api/admin/overview"),
  closeRoom: (token: string, code: string, reason: string) =>
    call<{ closed: string }>(token, `/api/admin/rooms/${encodeURIComponent(code)}/close`, "POST", { reason }),
  ban: (token: string, address: string, minutes: number) =>
    call<AdminBan>(token, "/api/admin/bans", "POST", { address, minutes }),
  lift: (token: string, address: string) =>
    call<{ lifted: string }>(token, `/api/admin/bans/${encodeURIComponent(address)}`, "DELETE"),
};
