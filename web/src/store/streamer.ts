// Streamer mode: this screen may be on a stream, so it draws no room code and no invite link (ui/lobby/Lobby.tsx,
// ui/record/RecordFrame.tsx). Kept by the browser until turned off.
import { signal } from "@preact/signals";
import { loadStreamer, saveStreamer } from "./storage";

export const streamer = signal(loadStreamer());

export function setStreamer(on: boolean): void {
  saveStreamer(on);
  streamer.value = on;
}

/** A room code as this screen shows it: itself, or a word saying it is hidden. */
export function shownCode(code: string, hidden: string): string {
  return streamer.value ? hidden : code;
}
