"""The memory tests' HTTP client (`KeptAliveGets`) keeps connections alive, as browsers do, and the server closes one
left idle whenever it likes: a request sent as the server closes its connection must be sent again, not fail the
test (a failure found in a run of `make test`)."""

import asyncio

from .memory import KeptAliveGets

OK = b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"


async def test_a_request_on_a_connection_the_server_closes_as_it_arrives_is_sent_again_on_a_new_one() -> None:
    served: list[int] = []

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        # Each connection answers one request, then closes on the next as it arrives, unanswered.
        await reader.readuntil(b"\r\n\r\n")
        served.append(1)
        writer.write(OK)
        await writer.drain()
        await reader.readuntil(b"\r\n\r\n")
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    http = KeptAliveGets(port, connections=1, timeout=5)
    try:
        assert [await http.get("/") for _ in range(3)] == [200, 200, 200]
        assert len(served) == 3, "each retry went out on a connection of its own"
    finally:
        http.close()
        server.close()
        await server.wait_closed()
