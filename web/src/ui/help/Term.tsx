// A word of a game's jargon ("the centre", a bonus token, "black sheep") with its meaning one hover, focus or tap
// away. The meaning stays while the pointer is over the word or its bubble, goes on Escape or a second tap
// (WCAG 1.4.13), and is also the word's accessible description, so a screen reader hears it without opening it.
import type { ComponentChildren } from "preact";
import { useId, useLayoutEffect, useRef, useState } from "preact/hooks";
import { t, type MessageKey, type Params } from "../../i18n";
import { bubblePlace, type BubblePlace } from "./bubblePlace";

/** Measures where the bubble fits once shown (./bubblePlace.ts). */
function useBubblePlace(bubble: { current: HTMLElement | null }, shown: boolean): BubblePlace {
  const [place, setPlace] = useState<BubblePlace>({ shift: 0, below: false });
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!shown || !el) return;
    // The bubble's size does not depend on where it stands, so one measure is enough.
    const header = document.querySelector(".app-header")?.getBoundingClientRect().bottom ?? 0;
    const next = bubblePlace((el.parentElement ?? el).getBoundingClientRect(), el.getBoundingClientRect(), {
      width: document.documentElement.clientWidth,
      top: Math.max(header, 0),
    });
    setPlace((old) => (old.shift === next.shift && old.below === next.below ? old : next));
  }, [shown, bubble]);
  return place;
}

export function Term({
  explain,
  params,
  children,
  testid,
}: {
  /** The key of the explanation: one or two plain sentences. */
  explain: MessageKey;
  params?: Params;
  children: ComponentChildren;
  testid?: string;
}) {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const shown = open || pinned;
  const place = useBubblePlace(bubble, shown);

  // Set up in the same commit that shows the bubble, not after the next paint: an Escape pressed the moment the
  // bubble appears closes it (a browser test pressed it within that frame and the bubble stayed).
  useLayoutEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        setPinned(false);
      }
    };
    // A tap elsewhere closes a bubble opened by a tap.
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) {
        setOpen(false);
        setPinned(false);
      }
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("pointerdown", onDown);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("pointerdown", onDown);
    };
  }, [shown]);

  const text = t(explain, params);
  return (
    <span
      class="term"
      ref={root}
      onPointerEnter={(e) => e.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setOpen(false)}
    >
      <button
        type="button"
        class="term-word"
        aria-describedby={id}
        aria-expanded={shown}
        data-testid={testid}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setPinned((p) => !p)}
      >
        {children}
      </button>
      <span
        id={id}
        role="tooltip"
        ref={bubble}
        class={`term-bubble${place.below ? " term-below" : ""}`}
        style={{ "--term-shift": `${place.shift}px` }}
        hidden={!shown}
      >
        {text}
      </span>
    </span>
  );
}
