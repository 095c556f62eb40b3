"""The album of a finished game, as a person saves it from the record page: the files the browser downloads,
opened with Pillow to see their size, the ink on them and, for an animation, its frames."""

import io

from PIL import Image
from playwright.async_api import Page, expect

from .conftest import SCREENSHOTS

INK = (0x1F, 0x1B, 0x2E)
"""The house's ink (web/src/canvas/ink.ts): every stroke of a game with one ink. The album's words are in other
colours, so pixels of exactly this one are a drawing's."""


async def saved(page: Page, test_id: str) -> tuple[str, Image.Image]:
    """Click the button `test_id` and open the file it downloads: (its suggested name, the image)."""
    async with page.expect_download() as info:
        await page.get_by_test_id(test_id).click()
    download = await info.value
    path = await download.path()
    if SCREENSHOTS is not None:
        # For a person to look at, beside the screenshots.
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        await download.save_as(SCREENSHOTS / f"album-{download.suggested_filename}")
    with open(path, "rb") as file:
        return download.suggested_filename, Image.open(io.BytesIO(file.read()))


def ink(image: Image.Image, near: int = 0) -> int:
    """How many pixels are the house's ink (within `near` on each channel: a GIF's palette shifts colours)."""
    rgb = image.convert("RGB")
    return sum(
        count
        for count, colour in rgb.getcolors(maxcolors=1 << 24) or []
        if all(abs(c - i) <= near for c, i in zip(colour, INK, strict=True))
    )


def colours(image: Image.Image) -> int:
    return len(image.convert("RGB").getcolors(maxcolors=1 << 24) or [])


async def check_album(page: Page, pages: int, drawer: str | None) -> Image.Image:
    """The record page's album: `pages` pages, the first saved as a picture; and when `drawer` is given, their
    drawing on it saved as an animation that grows to the finished drawing. Returns the picture."""
    album = page.get_by_test_id("album")
    await expect(album).to_be_visible()
    await expect(album.locator(".album-row")).to_have_count(pages)
    name, picture = await saved(page, "album-picture-0")
    assert name.endswith(".png") and picture.format == "PNG", name
    assert picture.width == 1200 and picture.height > 600, picture.size
    await expect(page.get_by_test_id("album-status")).to_have_text("")
    if drawer is None:
        return picture
    assert ink(picture) > 200, "the page shows the drawing"
    await page.get_by_test_id("album-drawing-0").select_option(label=drawer)
    name, animation = await saved(page, "album-animated-0")
    assert name.endswith(".gif") and animation.format == "GIF", name
    assert animation.size == (360, 360)
    frames = getattr(animation, "n_frames", 1)
    assert frames >= 3, frames
    animation.seek(0)
    first = ink(animation, near=12)
    animation.seek(frames - 1)
    last = ink(animation, near=12)
    assert last > 100 and last > first, (first, last)
    await expect(page.get_by_test_id("album-status")).to_have_text("")
    return picture
