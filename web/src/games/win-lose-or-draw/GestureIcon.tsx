// The sketcher's two gestures about a guess, as pictograms of our own: "close" is an arrow closing in on a dot
// (warm, keep going), "off track" an open hand held up (stop, think again). Always with their words beside.
export function GestureIcon({ mark, size = 16 }: { mark: "close" | "off"; size?: number }) {
  return (
    <svg
      class={`win-lose-or-draw-gesture-icon win-lose-or-draw-gesture-${mark}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      stroke-width="2.2"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      {mark === "close" ? (
        <>
          <circle cx="15.5" cy="8.5" r="5" />
          <circle cx="15.5" cy="8.5" r="1.4" fill="currentColor" />
          <path d="M3.5 20.5 12 12M7.5 12H12v4.5" />
        </>
      ) : (
        <path d="M8 12.5V5.5a1.5 1.5 0 0 1 3 0V11m0-6.5a1.5 1.5 0 0 1 3 0V11m0-5a1.5 1.5 0 0 1 3 0v6m0-3.5a1.5 1.5 0 0 1 3 0V15a6.5 6.5 0 0 1-6.5 6.5h-.7a6 6 0 0 1-4.6-2.2L4.5 15.5a1.6 1.6 0 0 1 2.4-2.1L8 14.5" />
      )}
    </svg>
  );
}

export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <svg class="win-lose-or-draw-check-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="m4.5 12.5 5 5 10-11" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}
