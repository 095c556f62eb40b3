"""The one exception the rules raise for an action they refuse."""

from typing import Any


class RuleError(Exception):
    """An action the rules refuse. `code` is stable (clients and tests rely on it); `params` explain it.

    Raising it must leave the game state exactly as it was: rules validate everything before they change
    anything.
    """

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def __repr__(self) -> str:
        return f"RuleError({self.code!r}, {self.params!r})"

    def as_dict(self) -> dict[str, Any]:
        return {"code": self.code, **self.params}
