"""Tabler icons, read from the npm package the client already installs (web/node_modules/@tabler/icons)."""

import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from pathlib import Path

PACKAGE = Path("web/node_modules/@tabler/icons")
STYLES = ("outline", "filled")
_FRAME = "M0 0h24v24H0z"
"""Every Tabler icon starts with this invisible 24×24 square: it only sizes the icon, so it is left out."""
_KEPT = ("d", "fill", "stroke", "opacity")


@dataclass(frozen=True)
class Shape:
    """One `<path>` of an icon: its data and any attribute it sets itself (fill="currentColor" on a dot)."""

    d: str
    attributes: tuple[tuple[str, str], ...]


class Icons:
    def __init__(self, root: Path) -> None:
        self.package = root / PACKAGE
        if not self.package.is_dir():
            raise SystemExit(f"{self.package} is missing: run `npm ci` in web/ first")

    @cache  # noqa: B019 - one Icons per run; the cache lives as long as the run
    def names(self, style: str) -> frozenset[str]:
        return frozenset(p.stem for p in (self.package / "icons" / style).glob("*.svg"))

    @cache  # noqa: B019
    def shapes(self, name: str, style: str) -> tuple[Shape, ...]:
        tree = ET.parse(self.package / "icons" / style / f"{name}.svg")
        shapes = []
        for element in tree.getroot():
            if element.tag.rsplit("}", 1)[-1] != "path":
                raise ValueError(f"{style}/{name}.svg has a <{element.tag}>: only paths are expected")
            d = element.attrib["d"]
            if d == _FRAME:
                continue
            attributes = tuple((k, v) for k, v in element.attrib.items() if k in _KEPT and k != "d")
            shapes.append(Shape(d, attributes))
        return tuple(shapes)

    def version(self) -> str:
        return str(json.loads((self.package / "package.json").read_text())["version"])

    def licence_text(self) -> str:
        return (self.package / "LICENSE").read_text(encoding="utf-8")
