"""The picture a computer player draws for its clue, or matches the others' sheets against."""

from parlour.content.sketches import Picture, picture_for

LANGUAGES = ("en", "fr")


def find_picture(clue: str, language: str | None) -> Picture | None:
    """The picture for a clue: the room's language first, then any other shipped one."""
    order = [language] if language in LANGUAGES else []
    order += [other for other in LANGUAGES if other != language]
    for candidate in order:
        picture = picture_for(clue, candidate)
        if picture is not None:
            return picture
    return None
