"""Storage: SQLAlchemy 2 async on SQLite (default, WAL) or PostgreSQL (by URL)."""
