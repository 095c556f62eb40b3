// The outcome texts' wording for this room: the interface language and the seats' names.
import type { Wording } from "./outcome";
import { joinNames, t } from "../../i18n";
import type { Room } from "../../protocol";
import { nameOf } from "../../ui/context";

export function wordingFor(room: Room | null): Wording {
  return { t, name: (seat) => nameOf(room, seat), join: joinNames };
}
