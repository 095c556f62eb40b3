// One room's WebSocket: says hello on every (re)connect, reconnects with backoff when the socket closes (unless a
// newer socket took the seat), answers the server's round-trip probes at once and hands parsed frames to its
// owner. It knows nothing about games.
import { parseServerMessage, type ClientFrame, type ServerFrame } from "../protocol";
import { backoffDelay } from "./backoff";

export type ConnState = "connecting" | "open" | "closed";

export interface ConnectionEvents {
  frame(frame: ServerFrame): void;
  state(state: ConnState): void;
  /** The hello to send on each new socket (the seat token may have changed since the last one). */
  hello(): ClientFrame;
  /** A newer socket with our token took the seat: nothing reconnects until `reopen`. */
  elsewhere(): void;
}

/** The server's close code for a socket whose seat a newer socket took (docs/protocol.md). Reconnecting by
 * ourselves would take the seat back, and two tabs would take it from each other forever. */
export const SEAT_TAKEN_ELSEWHERE = 4409;

const PING_EVERY_MS = 20_000;

export function socketUrl(code: string, loc: Pick<Location, "protocol" | "host"> = location): string {
  const scheme = loc.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${loc.host}/ws/${encodeURIComponent(code)}`;
}

export class Connection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private pings = 0;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly on: ConnectionEvents,
  ) {
    this.open();
  }

  send(frame: ClientFrame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  close(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.stopPing();
    this.socket?.close();
    this.socket = null;
  }

  /** A fresh socket, whatever happened to the last one; its hello takes the seat back from another tab. */
  reopen(): void {
    this.close();
    this.stopped = false;
    this.attempt = 0;
    this.open();
  }

  private open(): void {
    if (this.stopped) return;
    this.on.state("connecting");
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.attempt = 0;
      this.on.state("open");
      socket.send(JSON.stringify(this.on.hello()));
      this.startPing();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket !== this.socket || typeof event.data !== "string") return;
      for (const frame of parseServerMessage(event.data)) {
        // A round-trip probe is answered before anything else is done with it: the server measures the delay.
        if (frame.t === "probe") socket.send(JSON.stringify({ t: "probe", n: frame.n }));
        this.on.frame(frame);
      }
    };
    socket.onclose = (event: CloseEvent) => {
      if (socket !== this.socket) return;
      this.stopPing();
      this.socket = null;
      if (this.stopped) return;
      this.on.state("closed");
      if (event.code === SEAT_TAKEN_ELSEWHERE) {
        this.stopped = true;
        this.on.elsewhere();
        return;
      }
      const delay = backoffDelay(this.attempt++);
      this.retry = setTimeout(() => this.open(), delay);
    };
    // An error is always followed by close, which does the work.
    socket.onerror = () => undefined;
  }

  // Keeps idle connections from being cut by proxies that drop silent sockets.
  private startPing(): void {
    this.stopPing();
    this.ping = setInterval(() => this.send({ t: "ping", n: ++this.pings }), PING_EVERY_MS);
  }

  private stopPing(): void {
    if (this.ping) clearInterval(this.ping);
    this.ping = null;
  }
}
