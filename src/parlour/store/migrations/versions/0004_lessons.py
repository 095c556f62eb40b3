"""Lessons: what computer players keep of finished games (a person's sheet as an extra picture of its clue).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-27
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "lessons",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("language", sa.String(16), nullable=False),
        sa.Column("key", sa.String(200), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("game_id", sa.String(32), nullable=False),
        sa.Column("created_at", sa.Float(), nullable=False),
    )
    op.create_index("lessons_by_key", "lessons", ["game", "language", "key"])


def downgrade() -> None:
    op.drop_index("lessons_by_key", table_name="lessons")
    op.drop_table("lessons")
