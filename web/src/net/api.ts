// The HTTP API: create a room, fetch a finished game's record. Errors come back as their stable code.
import type { CreateRoomRequest, CreateRoomResponse, ErrorBody, GameRecord } from "../protocol";

/** On failure, `params` holds the error body's other fields (`problems` of a refused deck, …). */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; params: Record<string, unknown> };

export async function call<T>(input: string, init?: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch {
    return { ok: false, status: 0, code: "network", params: {} };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok) return { ok: true, data: body as T };
  const error = (body as Partial<ErrorBody> | null)?.error;
  const code = error?.code;
  const params: Record<string, unknown> = error && typeof error === "object" ? { ...error } : {};
  delete params.code;
  return {
    ok: false,
    status: response.status,
    code: typeof code === "string" ? code : `http_${response.status}`,
    params,
  };
}

export function createRoom(request: CreateRoomRequest): Promise<ApiResult<CreateRoomResponse>> {
  return call<CreateRoomResponse>("/api/rooms", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
}

export function fetchGame(id: string): Promise<ApiResult<GameRecord>> {
  return call<GameRecord>(`/api/games/${encodeURIComponent(id)}`);
}
