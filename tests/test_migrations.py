"""Migrations apply on the configured database (SQLite locally, PostgreSQL in CI)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from accounts.models import User


@pytest.mark.django_db
def test_all_migrations_are_applied_and_the_custom_user_is_used() -> None:
    executor = MigrationExecutor(connection)
    assert executor.migration_plan(executor.loader.graph.leaf_nodes()) == []
    assert User._meta.db_table == "accounts_user"
    assert "accounts_user" in connection.introspection.table_names()


@pytest.mark.django_db
def test_passwords_are_hashed_with_argon2(alice: User) -> None:
    assert alice.password.startswith("argon2")
    assert alice.check_password("alice-pw-123!")
