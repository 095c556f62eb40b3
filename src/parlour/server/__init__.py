"""The Starlette server: HTTP API, WebSocket sessions, room actors, rate limits and metrics."""
