"""Every test a rules document names must exist, so the documents cannot drift from the suite."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _defined_tests() -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        names |= set(re.findall(r"^(?:async )?def (test_\w+)", path.read_text(), re.MULTILINE))
    return names


def test_every_test_named_in_the_rules_documents_exists() -> None:
    defined = _defined_tests()
    documents = sorted((ROOT / "docs" / "rules").glob("*.md"))
    assert documents
    for document in documents:
        named = set(re.findall(r"`(test_\w+)`", document.read_text()))
        assert named, f"{document.name} names no test"
        missing = sorted(named - defined)
        assert not missing, f"{document.name} names tests that do not exist: {missing}"
