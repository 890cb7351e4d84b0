"""Usernames unique ignoring case; a verified email address per user.

Existing names keep working whatever their characters (the new rule applies only to names
chosen from now on). Sign-up always refused a name taken in another case, so case-duplicates
can only come from the admin or the shell: rather than rename someone (who then could not
sign in), the migration stops and names them, for an operator to rename all but one in the
admin before migrating again. Existing users start unverified: addresses were never checked
and may be shared by several accounts, so a password reset mails nobody until the owner
verifies the address from the settings page.
"""

from typing import Any

import django.db.models.functions.text
from django.db import migrations, models
from django.db.models import Count
from django.db.models.functions import Lower

import accounts.usernames

TAKEN = "That username is taken (names are unique ignoring case)."


def refuse_case_duplicates(apps: Any, schema_editor: Any) -> None:
    User = apps.get_model("accounts", "User")
    clashes = (
        User.objects.annotate(lowered=Lower("username"))
        .values("lowered")
        .annotate(n=Count("id"))
        .filter(n__gt=1)
        .values_list("lowered", flat=True)
    )
    groups = [
        sorted(User.objects.filter(username__iexact=name).values_list("username", flat=True))
        for name in clashes
    ]
    if groups:
        listed = "; ".join(", ".join(repr(n) for n in group) for group in groups)
        raise RuntimeError(
            "Usernames must be unique ignoring case, but these accounts share a name: "
            f"{listed}. Rename all but one of each group in the admin, then migrate again."
        )


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0004_push_and_confirm_moves"),
    ]

    operations = [
        migrations.AddField(
            model_name="user",
            name="verified_email",
            field=models.EmailField(blank=True, default="", max_length=254),
        ),
        migrations.AlterField(  # the rule replaces Django's validator (no change in the table)
            model_name="user",
            name="username",
            field=models.CharField(
                error_messages={"unique": TAKEN},
                help_text=accounts.usernames.RULE,
                max_length=150,
                unique=True,
                validators=[accounts.usernames.validate_new_username],
                verbose_name="username",
            ),
        ),
        migrations.RunPython(refuse_case_duplicates, migrations.RunPython.noop, elidable=True),
        migrations.AddConstraint(
            model_name="user",
            constraint=models.UniqueConstraint(
                django.db.models.functions.text.Lower("username"),
                name="accounts_user_username_ci_unique",
                violation_error_message=TAKEN,
            ),
        ),
        migrations.AddConstraint(
            model_name="user",
            constraint=models.UniqueConstraint(
                django.db.models.functions.text.Lower("verified_email"),
                condition=models.Q(("verified_email", ""), _negated=True),
                name="accounts_user_verified_email_ci_unique",
                violation_error_message="Another account has verified this email address.",
            ),
        ),
    ]
