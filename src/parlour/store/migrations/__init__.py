"""Alembic migrations of Parlour's schema, run by `parlour.store.migrate` (at start-up and by `parlour db`).

A change to `schema.py` needs a new file in `versions/` (the next number, `down_revision` the current head, the
same shape as `0001_initial.py`); `tests/store/test_migrations.py` fails until the two describe the same tables.
"""
