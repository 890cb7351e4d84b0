from django.contrib.auth.models import AbstractUser


class User(AbstractUser):
    """The site's user, custom from the first migration so it can grow without pain."""

    class Meta:
        db_table = "accounts_user"

    def __str__(self) -> str:
        return self.username
