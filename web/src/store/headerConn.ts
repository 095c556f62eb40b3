// The connection state shown in the header: the room's session sets it, the header reads it. A module of its own
// so that the header, on every page, does not bring the session's code into the first page.
import { signal } from "@preact/signals";
import type { ConnState } from "../net/connection";

/** Null outside a room. */
export const headerConn = signal<ConnState | null>(null);
