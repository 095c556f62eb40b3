// A brief message for an error the server sent back (or a failed request). One at a time: a new one replaces
// the old, and each hides itself after a few seconds.
import { signal } from "@preact/signals";
import { errorMessage } from "../i18n";

export interface Toast {
  id: number;
  code: string;
}

export const TOAST_MS = 4000;
export const toast = signal<Toast | null>(null);

let serial = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

export function showError(code: string): void {
  const id = ++serial;
  toast.value = { id, code };
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    if (toast.value?.id === id) toast.value = null;
  }, TOAST_MS);
}

export function dismissToast(): void {
  toast.value = null;
}

export function toastText(code: string): string {
  return errorMessage(code);
}
