"""Alembic's entry point. Parlour always runs it on a connection it opened (`parlour.store.migrate`)."""

from alembic import context

from parlour.store.schema import metadata

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations with `parlour db upgrade` (or start the server), not the alembic command")

# Batch mode lets later migrations alter tables on SQLite, which has no ALTER COLUMN.
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
