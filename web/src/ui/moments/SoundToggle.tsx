// The header's sound switch: one tap turns the moments' sounds off or on, remembered in this browser. Its name
// is the word it shows ("Sound"); whether sound is on is its pressed state, which the speaker drawn also shows.
import { t } from "../../i18n";
import { setSoundOn, soundOn } from "./sound";

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg class="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 9h4l5-4.5v15L8 15H4Z" fill="currentColor" />
      {muted ? (
        <path d="m16 9 5 6m0-6-5 6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7m2.6-10a9 9 0 0 1 0 13"
          fill="none"
          stroke="currentColor"
          stroke-width="2.2"
          stroke-linecap="round"
        />
      )}
    </svg>
  );
}

export function SoundToggle() {
  const on = soundOn.value;
  return (
    <button
      type="button"
      class="sound-toggle"
      data-testid="sound-toggle"
      aria-pressed={on}
      onClick={() => setSoundOn(!on)}
    >
      <SpeakerIcon muted={!on} />
      <span class="sound-text">{t("sound.button")}</span>
    </button>
  );
}
