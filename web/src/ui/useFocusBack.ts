// The control a dialog was opened from gets the focus back when it closes, whatever closed it (WCAG 2.4.3).
import type { RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";

export function useFocusBack<T extends HTMLElement>(open: boolean): RefObject<T> {
  const control = useRef<T>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) control.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return control;
}
