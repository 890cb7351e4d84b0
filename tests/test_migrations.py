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


BEFORE_NAME_RULES = [("accounts", "0004_push_and_confirm_moves")]


def _migrate(targets: list[tuple[str, str]]) -> MigrationExecutor:
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor


@pytest.mark.django_db(transaction=True)
def test_usernames_migration_keeps_old_names_and_stops_on_case_duplicates() -> None:
    """Old names of any shape survive; names equal but for case stop the migration with the
    names in the message (nobody is renamed behind their back), and it runs once they differ."""
    latest = MigrationExecutor(connection).loader.graph.leaf_nodes("accounts")
    executor = _migrate(BEFORE_NAME_RULES)
    old_user = executor.loader.project_state(BEFORE_NAME_RULES[0]).apps.get_model(
        "accounts", "User"
    )
    for name in ("Aiko", "aiko", "<b>bold</b>/x", "x" * 150):
        old_user.objects.create(username=name, password="!", email="same@example.com")
    try:
        with pytest.raises(RuntimeError, match=r"'Aiko', 'aiko'.*Rename all but one"):
            _migrate(latest)
        old_user.objects.filter(username="aiko").update(username="aiko-2")
        _migrate(latest)
    finally:  # leave the database migrated for the tests after this one, whatever happened
        if MigrationExecutor(connection).migration_plan(latest):
            old_user.objects.filter(username="aiko").delete()
            _migrate(latest)
    names = set(User.objects.values_list("username", flat=True))
    assert names == {"Aiko", "aiko-2", "<b>bold</b>/x", "x" * 150}
    assert not any(u.email_is_verified for u in User.objects.all())  # nobody verified yet
