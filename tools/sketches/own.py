"""Our own line pictures, `tools/sketches/own/<name>.svg`: drawn for Parlour in Tabler's outline style for the clues
no icon set has a picture for (a cow, a giraffe, a magic lamp). They are the project's own work, under its licence.

Each is a 24×24 outline like Tabler's: `viewBox="0 0 24 24"`, `fill="none" stroke="currentColor" stroke-width="2"
stroke-linecap="round" stroke-linejoin="round"`, and only `<path>` elements. Names start with `own-` so that they
never clash with a Tabler icon's."""

import xml.etree.ElementTree as ET
from pathlib import Path

OWN = Path("tools/sketches/own")
PREFIX = "own-"
STYLE = {
    "viewBox": "0 0 24 24",
    "fill": "none",
    "stroke": "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
}


class OwnPictures:
    def __init__(self, root: Path) -> None:
        self.folder = root / OWN

    def names(self) -> frozenset[str]:
        return frozenset(p.stem for p in self.folder.glob("*.svg"))

    def path(self, name: str) -> Path:
        return self.folder / f"{name}.svg"

    def paths(self, name: str) -> tuple[str, ...]:
        """The `d` of each path of a picture, or ValueError saying how it differs from Tabler's outline style."""
        root = ET.parse(self.path(name)).getroot()
        if not name.startswith(PREFIX):
            raise ValueError(f"{name}.svg: an own picture's name starts with {PREFIX!r}")
        wrong = [k for k, v in STYLE.items() if root.attrib.get(k) != v]
        if wrong:
            raise ValueError(f"{name}.svg: {', '.join(wrong)} differ from Tabler's outline style")
        ds = []
        for element in root:
            if element.tag.rsplit("}", 1)[-1] != "path" or set(element.attrib) != {"d"}:
                raise ValueError(f"{name}.svg: only <path d=…> elements are expected")
            ds.append(element.attrib["d"])
        if not ds:
            raise ValueError(f"{name}.svg: no path")
        return tuple(ds)
