"""The palette's inks are named by index on the wire and in records, so the server (canvas.PALETTE), the client
(web/src/canvas/palette.ts, PALETTE_SIZE in web/src/protocol.ts) and docs/protocol.md must list the same inks in
the same order."""

import re
from pathlib import Path

from parlour.wire.canvas import PALETTE

ROOT = Path(__file__).resolve().parent.parent


def test_the_client_and_the_docs_list_the_servers_inks_in_its_order() -> None:
    palette_ts = (ROOT / "web/src/canvas/palette.ts").read_text()
    body = palette_ts[palette_ts.index("export const PALETTE") :]
    assert tuple(re.findall(r'name: "(\w+)"', body)) == PALETTE
    protocol_ts = (ROOT / "web/src/protocol.ts").read_text()
    assert f"export const PALETTE_SIZE = {len(PALETTE)};" in protocol_ts
    docs = (ROOT / "docs/protocol.md").read_text()
    rows = re.findall(r"^\| (\d+) \| `(\w+)` \|", docs, flags=re.MULTILINE)
    assert rows == [(str(i), name) for i, name in enumerate(PALETTE)]
