"""One package per game, each exposing its `ENTRY`; `parlour.registry` finds them here by itself."""
