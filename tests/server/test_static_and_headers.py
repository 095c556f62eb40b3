"""What every HTTP answer carries (security headers), and how the built client goes out: precompressed, cached."""

import gzip
import re
import shutil
import subprocess
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from parlour.server.room import Room
from parlour.server.routes.pages import build_dir, first_language
from parlour.store.repository import Reader

from .conftest import Server, running_server

BUILD = build_dir()
IMMUTABLE = "public, max-age=31536000, immutable"
MEDIA_TYPES = {".js": ("text/javascript", "application/javascript"), ".css": ("text/css",), ".html": ("text/html",)}
PAGES = ("/", "/r/ABCDEF", "/r/ABCDEF/table", "/games/some-game")
SUFFIX = {"br": ".br", "gzip": ".gz"}


@pytest.fixture
async def web(tmp_path: Path) -> AsyncIterator[Server]:
    # Nothing here touches the database's own behaviour: SQLite alone keeps these quick.
    async with running_server(f"sqlite+aiosqlite:///{tmp_path / 'parlour.sqlite3'}") as server:
        yield server


def first_page_assets() -> list[str]:
    """The script and style sheet that the built index.html loads, as URL paths."""
    assets = re.findall(r'(?:src|href)="(/static/assets/[^"]+)"', (BUILD / "index.html").read_text())
    assert sorted(Path(a).suffix for a in assets) == [".css", ".js"], assets
    return assets


def on_disk(url_path: str) -> Path:
    if url_path == "/":
        return BUILD / "home.html"
    return BUILD / "index.html" if url_path in PAGES else BUILD / url_path.removeprefix("/static/")


def copy_of(path: Path, coding: str) -> Path:
    return path.with_name(path.name + SUFFIX[coding])


def brotli_decompress(data: bytes) -> bytes:
    # Python has no brotli decoder without another package; Node, which builds the client, has one.
    node = shutil.which("node")
    assert node is not None, "Node.js builds the client and checks its brotli files"
    script = "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(0)))"
    return subprocess.run([node, "-e", script], input=data, capture_output=True, check=True).stdout


DECOMPRESS: dict[str, Callable[[bytes], bytes]] = {"br": brotli_decompress, "gzip": gzip.decompress}


async def fetch(
    server: Server, path: str, accept_encoding: str | None, method: str = "GET", **headers: str
) -> tuple[httpx.Response, bytes]:
    """The answer and its body exactly as it came over the wire, not decoded (None: no Accept-Encoding at all)."""
    request = server.http.build_request(method, path, headers=headers)
    if accept_encoding is None:
        del request.headers["accept-encoding"]
    else:
        request.headers["accept-encoding"] = accept_encoding
    response = await server.http.send(request, stream=True)
    try:
        raw = b"".join([chunk async for chunk in response.aiter_raw()])
    finally:
        await response.aclose()
    return response, raw


def policy(response: httpx.Response) -> dict[str, list[str]]:
    [header] = response.headers.get_list("content-security-policy")
    return {name: values for name, *values in (part.split() for part in header.split(";"))}


def assert_security_headers(response: httpx.Response, host: str) -> None:
    csp = policy(response)
    assert csp == {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "connect-src": ["'self'", f"ws://{host}", f"wss://{host}"],
    }, response.url
    for name, value in {
        "x-content-type-options": "nosniff",
        "referrer-policy": "same-origin",
        "x-frame-options": "DENY",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    }.items():
        assert response.headers.get_list(name) == [value], (response.url, name)


DOCUMENT_HEADERS = (
    "content-security-policy",
    "referrer-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "permissions-policy",
)


def host_of(server: Server) -> str:
    return server.base.removeprefix("http://")


async def test_the_page_carries_the_security_headers(web: Server) -> None:
    for path in PAGES:
        response = await web.http.get(path)
        assert response.status_code == 200
        assert_security_headers(response, host_of(web))


async def test_api_answers_404s_and_other_static_files_carry_the_security_headers(web: Server) -> None:
    created = await web.http.post("/api/rooms", json={"game": "pictomania", "options": {}})
    assert created.status_code == 201
    assert_security_headers(created, host_of(web))
    picture = next((BUILD / "pictures").glob("*.svg")).name
    for path, status in [
        ("/api/rooms/ZZZZZZ", 404),
        ("/healthz", 200),
        ("/no/such/page", 404),
        ("/static/assets/no-such-file.js", 404),
        # A picture opened on its own is a document.
        (f"/static/pictures/{picture}", 200),
    ]:
        response = await web.http.get(path)
        assert response.status_code == status, path
        assert_security_headers(response, host_of(web))


async def test_scripts_and_style_sheets_carry_the_headers_that_concern_them_and_no_others(web: Server) -> None:
    for path in first_page_assets():
        for accept in (None, "br"):
            response, _ = await fetch(web, path, accept)
            assert response.status_code == 200
            assert response.headers.get_list("x-content-type-options") == ["nosniff"], path
            assert response.headers.get_list("cross-origin-resource-policy") == ["same-origin"], path
            for document_only in DOCUMENT_HEADERS:
                assert document_only not in response.headers, (path, document_only)


async def test_an_unhandled_exception_answers_500_with_the_security_headers(
    web: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(self: Reader, game_id: str) -> Any:
        raise RuntimeError("the database went away")

    monkeypatch.setattr(Reader, "game", broken)
    response = await web.http.get("/api/games/anything")
    assert response.status_code == 500 and response.text == "Internal Server Error"
    assert_security_headers(response, host_of(web))


async def test_a_host_that_csp_cannot_name_gets_connect_src_self_alone(web: Server) -> None:
    # An IPv6 literal has no CSP spelling, and anything else odd must not be able to write into the policy.
    for host in ("[::1]:8000", "example.test; script-src *"):
        response = await web.http.get("/", headers={"Host": host})
        assert policy(response)["connect-src"] == ["'self'"], host
        assert "script-src" not in policy(response)


async def test_assets_come_in_brotli_and_gzip_that_decompress_to_exactly_the_file(web: Server) -> None:
    for path in [*first_page_assets(), "/"]:
        original = on_disk(path).read_bytes()
        for coding, accept in (("br", "gzip, deflate, br, zstd"), ("gzip", "gzip, deflate")):
            response, raw = await fetch(web, path, accept)
            assert response.status_code == 200
            assert response.headers["content-encoding"] == coding, (path, coding)
            assert response.headers["vary"].startswith("Accept-Encoding")
            media_type = response.headers["content-type"].partition(";")[0]
            assert media_type in MEDIA_TYPES[on_disk(path).suffix], (path, media_type)
            assert int(response.headers["content-length"]) == len(raw) < len(original)
            # Sent as written at build time: compressed once, never again on the way out.
            assert raw == copy_of(on_disk(path), coding).read_bytes()
            assert DECOMPRESS[coding](raw) == original


async def test_without_accept_encoding_a_file_goes_out_as_it_is(web: Server) -> None:
    for path in [*first_page_assets(), "/"]:
        response, raw = await fetch(web, path, None)
        assert response.status_code == 200
        assert "content-encoding" not in response.headers
        # A cache must still tell this from the compressed one (and the home page in one language from another).
        assert response.headers["vary"] == ("Accept-Encoding, Accept-Language" if path == "/" else "Accept-Encoding")
        assert raw == on_disk(path).read_bytes()


async def test_the_best_accepted_coding_is_sent_and_one_refused_with_q0_never(web: Server) -> None:
    path = first_page_assets()[0]
    for accept, expected in [
        ("br;q=0, gzip", "gzip"),
        ("gzip, deflate, br;q=0", "gzip"),
        ("*;q=0.5, br;q=0", "gzip"),
        ("gzip;q=1.0, br;q=0.5", "gzip"),
        ("*", "br"),
        ("br;q=0, gzip;q=0", None),
        ("identity", None),
        ("deflate", None),
    ]:
        response, raw = await fetch(web, path, accept)
        assert response.headers.get("content-encoding") == expected, accept
        if expected is None:
            assert raw == on_disk(path).read_bytes()


async def test_hashed_assets_are_cached_for_a_year_as_immutable(web: Server) -> None:
    for path in first_page_assets():
        for accept in (None, "gzip", "br"):
            response, _ = await fetch(web, path, accept)
            assert response.headers["cache-control"] == IMMUTABLE, (path, accept)


async def test_each_encoding_has_its_own_etag_and_its_own_304(web: Server) -> None:
    path = first_page_assets()[0]
    etags = {}
    for accept in ("identity", "gzip", "br"):
        response, _ = await fetch(web, path, accept)
        etags[accept] = response.headers["etag"]
        again, raw = await fetch(web, path, accept, **{"If-None-Match": etags[accept]})
        assert again.status_code == 304 and raw == b"", accept
        assert again.headers["etag"] == etags[accept]
        assert again.headers["cache-control"] == IMMUTABLE and again.headers["vary"] == "Accept-Encoding"
    assert len(set(etags.values())) == 3, etags
    # The gzip copy's validator does not stand for the brotli one.
    response, raw = await fetch(web, path, "br", **{"If-None-Match": etags["gzip"]})
    assert response.status_code == 200 and response.headers["content-encoding"] == "br" and raw


async def test_the_page_is_revalidated_by_etag_and_sent_compressed(web: Server) -> None:
    for path in PAGES:
        response, raw = await fetch(web, path, "gzip, deflate, br")
        assert response.status_code == 200 and response.headers["cache-control"] == "no-cache"
        assert response.headers["content-encoding"] == "br"
        assert brotli_decompress(raw) == on_disk(path).read_bytes()
        again, raw = await fetch(web, path, "gzip, deflate, br", **{"If-None-Match": response.headers["etag"]})
        assert again.status_code == 304 and raw == b"", path
        assert again.headers["cache-control"] == "no-cache" and again.headers["etag"] == response.headers["etag"]


def test_each_home_page_hints_at_the_first_games_part_before_play_and_its_strings_and_other_pages_do_not() -> None:
    page = (BUILD / "index.html").read_text()
    assert "preload" not in page
    for name, language in (("home.html", "en"), ("home.fr.html", "fr")):
        home = (BUILD / name).read_text()
        hinted = re.findall(r'<link rel="(?:modulepreload|preload)"[^>]* href="/static/assets/([^"]+)"', home)
        games = {found[0] for hint in hinted if (found := re.findall(r"^([a-z-]+)-(?:front|en|fr)-[\w-]+\.", hint))}
        assert games == {"pictomania"}, hinted
        assert any(re.fullmatch(r"pictomania-front-[\w-]+\.js", hint) for hint in hinted), hinted
        assert any(re.fullmatch(r"pictomania-front-[\w-]+\.css", hint) for hint in hinted), hinted
        strings = [hint for hint in hinted if re.fullmatch(r"pictomania-(?:en|fr)-[\w-]+\.js", hint)]
        assert len(strings) == 1 and strings[0].startswith(f"pictomania-{language}-"), hinted
        for hint in hinted:
            assert (BUILD / "assets" / hint).exists(), hint
        # Otherwise the same page: a home page is index.html and the hints.
        assert re.sub(r'\s*<link rel="(?:modulepreload|preload)"[^>]*>', "", home) == page


async def test_the_home_page_comes_in_the_browsers_first_language_and_is_revalidated_in_it(web: Server) -> None:
    french = {"Accept-Language": "fr-CA,fr;q=0.9,en;q=0.8"}
    english = {"Accept-Language": "en-GB,en;q=0.9,fr;q=0.5"}
    for headers, name in ((french, "home.fr.html"), (english, "home.html"), ({}, "home.html")):
        response, raw = await fetch(web, "/", "br", **headers)
        assert response.status_code == 200 and brotli_decompress(raw) == (BUILD / name).read_bytes(), headers
        assert response.headers["vary"] == "Accept-Encoding, Accept-Language"
        again, raw = await fetch(web, "/", "br", **headers, **{"If-None-Match": response.headers["etag"]})
        assert again.status_code == 304 and raw == b"", headers
    # A validator of one language's copy never stands for the other's, whatever their sizes and times.
    fr_tag = (await fetch(web, "/", "br", **french))[0].headers["etag"]
    en_tag = (await fetch(web, "/", "br", **english))[0].headers["etag"]
    assert fr_tag != en_tag
    response, raw = await fetch(web, "/", "br", **english, **{"If-None-Match": fr_tag})
    assert response.status_code == 200 and brotli_decompress(raw) == (BUILD / "home.html").read_bytes()
    response, raw = await fetch(web, "/", "br", **french, **{"If-None-Match": en_tag})
    assert response.status_code == 200 and brotli_decompress(raw) == (BUILD / "home.fr.html").read_bytes()


def test_the_first_language_of_accept_language_is_the_browsers_own() -> None:
    assert first_language("fr-CA,fr;q=0.9,en;q=0.8") == "fr"
    assert first_language(" FR ") == "fr"
    assert first_language("en-US,fr") == "en"
    assert first_language("*") == "*"
    assert first_language("") == first_language(None) == ""


async def test_head_gives_the_chosen_encodings_headers_and_no_body(web: Server) -> None:
    for path in [first_page_assets()[0], "/"]:
        response, raw = await fetch(web, path, "br", method="HEAD")
        assert response.status_code == 200 and raw == b""
        assert response.headers["content-encoding"] == "br"
        assert int(response.headers["content-length"]) == copy_of(on_disk(path), "br").stat().st_size


async def test_large_api_answers_are_gzipped_and_small_ones_are_not(
    web: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    code = await web.create_room()
    small, _ = await fetch(web, f"/api/rooms/{code}", "gzip")
    assert small.status_code == 200 and "content-encoding" not in small.headers
    room_data = Room.room_data

    def long_room_data(self: Room, you: int | None) -> dict[str, Any]:
        return {**room_data(self, you), "padding": ["a seat's worth of JSON"] * 200}

    monkeypatch.setattr(Room, "room_data", long_room_data)
    response, raw = await fetch(web, f"/api/rooms/{code}", "gzip, deflate")
    assert response.status_code == 200 and response.headers["content-encoding"] == "gzip"
    assert "Accept-Encoding" in response.headers["vary"]
    assert len(raw) < 1024 < len(gzip.decompress(raw))
    assert httpx.Response(200, content=gzip.decompress(raw)).json()["code"] == code


def test_every_text_file_of_the_build_has_smaller_brotli_and_gzip_copies() -> None:
    texts = [p for p in BUILD.rglob("*") if p.suffix in {".js", ".css", ".html", ".svg", ".json"}]
    assert texts, "the web client is not built"
    for path in texts:
        if path.stat().st_size > 512:
            for coding in SUFFIX:
                copy = copy_of(path, coding)
                assert copy.exists() and copy.stat().st_size < path.stat().st_size, copy
