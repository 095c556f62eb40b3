// The phase's one action, held at the bottom of the screen (sticky) so that on a phone it stays in reach while
// the player scrolls through the cards; and what it waits for once sent.
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { useSession } from "../../ui/context";

export function ActionBar({ children }: { children: ComponentChildren }) {
  return (
    <div class="px-actionbar" data-testid="pictus-actionbar">
      {children}
    </div>
  );
}

/**
 * A button that has sent its action stays disabled until the view moves on; should the server refuse instead
 * (the refusal's toast says why), it comes back. Returns whether it is waiting, and the mark to call on sending.
 */
export function useSending(): [boolean, () => void] {
  const session = useSession();
  const refusal = session.refusal.value?.id ?? 0;
  const [sentAt, setSentAt] = useState<number | null>(null);
  return [sentAt !== null && sentAt === refusal, () => setSentAt(refusal)];
}
