from django.contrib.auth.models import AbstractUser
from django.db import models


class User(AbstractUser):
    """The site's user, custom from the first migration so it can grow without pain."""

    class Meta:
        db_table = "accounts_user"

    def __str__(self) -> str:
        return self.username


class ApiToken(models.Model):
    """A named API token. Only its SHA-256 is stored; the key is shown once, at creation."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=64, default="api")
    key_hash = models.CharField(max_length=64, unique=True)
    prefix = models.CharField(max_length=8)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}...) of {self.user_id}"
