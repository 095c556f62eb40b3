"""The app's routes, one module per group; each module's `routes()` lists its own."""
