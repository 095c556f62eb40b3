// The moments' sounds, synthesised with the Web Audio API (no sound files to license or download): a few
// short notes each, soft, under a second. Browsers let a page make sound only after the player has touched it,
// so nothing sounds before a gesture; and the player can turn sound off (remembered in this browser).
import { signal } from "@preact/signals";
import { loadSoundOn, saveSoundOn } from "../../store/storage";
import type { MomentKind } from "./moment";

/** One note: `at` and `length` in seconds from the start of its sound, `level` 0..1 of the sound's volume. */
export interface Note {
  hz: number;
  at: number;
  length: number;
  wave: OscillatorType;
  level: number;
}

const note = (hz: number, at: number, length: number, wave: OscillatorType = "triangle", level = 1): Note => ({
  hz,
  at,
  length,
  wave,
  level,
});

// Pitches (Hz) of the notes used: C5 E5 G5 A5 C6 D6, and a bell's G6.
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const A5 = 880;
const C6 = 1046.5;
const D6 = 1174.66;
const G6 = 1567.98;

/** Which sound each moment makes. */
export const SOUNDS: Readonly<Record<MomentKind, readonly Note[]>> = {
  // Two rising notes: "you're on".
  your_turn: [note(E5, 0, 0.09), note(A5, 0.09, 0.16)],
  // Two quick high notes, a nudge: hurry.
  last_token: [note(D6, 0, 0.07, "sine"), note(D6, 0.13, 0.09, "sine")],
  // A bell's ding: the note and a quieter octave above, ringing out.
  bell: [note(G6, 0, 0.8, "sine"), note(G6 * 2, 0, 0.35, "sine", 0.25)],
  // Three falling notes: stop.
  round_over: [note(G5, 0, 0.13), note(E5, 0.13, 0.13), note(C5, 0.26, 0.32)],
  // A rising arpeggio, the top held: a fanfare.
  win: [note(C5, 0, 0.1), note(E5, 0.1, 0.1), note(G5, 0.2, 0.1), note(C6, 0.3, 0.45)],
  // Two falling notes, gentle: the game has ended.
  game_over: [note(E5, 0, 0.16), note(C5, 0.16, 0.4)],
};

/** The loudest a sound goes (of the device's full volume): present but never startling. */
const VOLUME = 0.16;

export const soundOn = signal(loadSoundOn());

let context: AudioContext | null = null;

function audioContextClass(): typeof AudioContext | undefined {
  if (typeof AudioContext !== "undefined") return AudioContext;
  return (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext; // older Safari
}

/** Make (or wake) the audio context: called in a gesture's handler, the one place browsers allow it. */
function unlock(): void {
  if (!soundOn.value || typeof window === "undefined") return;
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
  } catch {
    return; // no audio device: the game goes on in silence
  }
  if (context.state === "suspended") void context.resume();
}

let armed = false;

/** Listen for the player's first touch or key (and each after: a browser may suspend audio again). */
export function armSound(): void {
  if (armed || typeof window === "undefined") return;
  armed = true;
  for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, unlock, { capture: true, passive: true });
  // A player who clicked on the way here (Create, Join) has already touched the page.
  if (navigator.userActivation?.hasBeenActive) unlock();
}

export function setSoundOn(on: boolean): void {
  soundOn.value = on;
  saveSoundOn(on);
  if (on) unlock();
}

/** Play a moment's sound now, if sound is on and the player has touched the page. */
export function playMoment(kind: MomentKind): void {
  if (!soundOn.value || !context || context.state !== "running") return;
  const start = context.currentTime + 0.01;
  const master = context.createGain();
  master.gain.value = VOLUME;
  master.connect(context.destination);
  for (const n of SOUNDS[kind]) {
    const osc = context.createOscillator();
    const envelope = context.createGain();
    osc.type = n.wave;
    osc.frequency.value = n.hz;
    const from = start + n.at;
    const to = from + n.length;
    // A quick rise and an exponential fall: no click at either end.
    envelope.gain.setValueAtTime(0.0001, from);
    envelope.gain.exponentialRampToValueAtTime(n.level, from + 0.012);
    envelope.gain.exponentialRampToValueAtTime(0.0001, to);
    osc.connect(envelope).connect(master);
    osc.start(from);
    osc.stop(to + 0.02);
  }
}
