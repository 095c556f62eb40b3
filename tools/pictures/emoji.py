"""Microsoft's Fluent Emoji in their flat colour style, read from the npm package the client's dev tools install
(web/node_modules/@iconify-json/fluent-emoji-flat): the colour illustrations of the storybook deck."""

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

PACKAGE = Path("web/node_modules/@iconify-json/fluent-emoji-flat")
SKIN_TONES = ("-medium-light", "-medium-dark", "-medium", "-light", "-dark")
"""People and hands come in five skin tones; one figure in another tone is still the same element of a picture."""
_ID = re.compile(r'\bid="([^"]+)"')
LICENCE = """MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""
"""The package carries no licence file of its own; its metadata names the MIT licence of Microsoft's fluentui-emoji
repository, whose text this is."""


@dataclass(frozen=True)
class Emoji:
    body: str
    """The SVG inside the emoji's box, its own colours kept."""
    width: float
    height: float


def element(name: str) -> str:
    """What counts as one element of a picture: the emoji's name without its skin tone."""
    for tone in SKIN_TONES:
        if name.endswith(tone):
            return name[: -len(tone)]
    return name


class EmojiSet:
    def __init__(self, root: Path) -> None:
        self.package = root / PACKAGE
        if not self.package.is_dir():
            raise SystemExit(f"{self.package} is missing: run `npm ci` in web/ first")

    @cache  # noqa: B019 - one set per run; the cache lives as long as the run
    def _data(self) -> dict[str, object]:
        data: dict[str, object] = json.loads((self.package / "icons.json").read_text(encoding="utf-8"))
        return data

    @cache  # noqa: B019
    def names(self) -> frozenset[str]:
        icons = self._data()["icons"]
        assert isinstance(icons, dict)
        return frozenset(icons)

    def get(self, name: str, prefix: str) -> Emoji:
        """The emoji, its ids (gradients, clips) renamed with `prefix` so that two on one card never clash."""
        data = self._data()
        icon = data["icons"][name]  # type: ignore[index]
        body = str(icon["body"])
        for ident in sorted(set(_ID.findall(body)), key=len, reverse=True):
            body = body.replace(f'id="{ident}"', f'id="{prefix}{ident}"')
            body = body.replace(f"url(#{ident})", f"url(#{prefix}{ident})")
            body = body.replace(f'"#{ident}"', f'"#{prefix}{ident}"')
        width = float(icon.get("width", data["width"]))  # type: ignore[arg-type]
        height = float(icon.get("height", data["height"]))  # type: ignore[arg-type]
        return Emoji(body, width, height)

    def version(self) -> str:
        return str(json.loads((self.package / "package.json").read_text())["version"])
