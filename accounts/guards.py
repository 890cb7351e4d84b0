"""Which limits a request meets, for the site's forms and the API alike.

Sign-in failures count per client address and per account. The account's count makes a
guesser spread over many addresses wait too; a browser or client where the account signed in
before carries a signed "known device" cookie and skips that count, so nobody can keep the
owner out by failing on purpose (they only slow their own address).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal, TypeVar

from django.conf import settings
from django.core import signing
from django.db.models import Value
from django.db.models.functions import Lower
from django.http import HttpRequest, HttpResponseBase

from accounts import limits
from accounts.models import User

KNOWN_DEVICE_COOKIE = "hachi_known"
KNOWN_DEVICE_AGE = 180 * 24 * 3600
KNOWN_DEVICE_MAX_ACCOUNTS = 5
_SALT = "accounts.known-device"


def account_ident(username: str) -> str:
    """The account a sign-in names: its id when it exists (case and all), else the name."""
    pk = (
        User.objects.alias(lowered=Lower("username"))
        .filter(lowered=Lower(Value(username)))
        .values_list("pk", flat=True)
        .first()
    )
    return f"user:{pk}" if pk is not None else f"name:{username.casefold()}"


def _known_accounts(request: HttpRequest) -> list[str]:
    raw = request.COOKIES.get(KNOWN_DEVICE_COOKIE, "")
    try:
        known = signing.loads(raw, salt=_SALT, max_age=KNOWN_DEVICE_AGE) if raw else []
    except signing.BadSignature:
        return []
    return [str(k) for k in known] if isinstance(known, list) else []


def _sign_in_checks(request: HttpRequest, username: str) -> list[limits.Check]:
    checks: list[limits.Check] = [("login", limits.address_of(request))]
    account = account_ident(username) if username else ""
    if account and account not in _known_accounts(request):
        checks.append(("login_account", account))
    return checks


def sign_in_standing(request: HttpRequest, username: str) -> limits.Outcome:
    """Where this client's and this account's sign-in limits stand; counts nothing."""
    return limits.wait_outcome(_sign_in_checks(request, username))


def sign_in_wait(request: HttpRequest, username: str) -> int:
    return sign_in_standing(request, username).wait


def sign_in_failed(request: HttpRequest, username: str) -> limits.Outcome:
    return limits.count(_sign_in_checks(request, username))


def device_remember(request: HttpRequest, response: HttpResponseBase, user: User) -> None:
    """Mark this browser or client as one where ``user`` signed in (the cookie is signed)."""
    account = f"user:{user.pk}"
    known = [account, *(k for k in _known_accounts(request) if k != account)]
    response.set_cookie(
        KNOWN_DEVICE_COOKIE,
        signing.dumps(known[:KNOWN_DEVICE_MAX_ACCOUNTS], salt=_SALT),
        max_age=KNOWN_DEVICE_AGE,
        secure=settings.SESSION_COOKIE_SECURE,
        httponly=True,
        samesite="Lax",
    )


def sign_up_checks(request: HttpRequest) -> list[limits.Check]:
    return [("signup", limits.address_of(request))]


def sign_up_attempt(request: HttpRequest) -> int:
    return limits.attempt(sign_up_checks(request))


def password_reset_attempt(request: HttpRequest, email: str) -> int:
    return limits.attempt(
        [("password_reset", limits.address_of(request)), ("email", email.strip().lower())]
    )


def mail_attempt(email: str) -> int:
    """One more mail to ``email`` (verification links), within the per-address allowance."""
    return limits.attempt([("email", email.strip().lower())])


def game_create_checks(
    request: HttpRequest, user: User, *, invites: bool = False
) -> list[limits.Check]:
    """One more game created by ``user`` (a rematch, a quick start too), per account and per
    client address, and one more with invitations when it invites anyone (each invitation is
    a notification to someone else)."""
    checks: list[limits.Check] = [
        ("game_create", f"user:{user.pk}"),
        ("game_create_address", limits.address_of(request)),
    ]
    if invites:
        checks.append(("invite", f"user:{user.pk}"))
    return checks


def game_create_attempt(request: HttpRequest, user: User, *, invites: bool = False) -> int:
    """Returns the wait (0: counted)."""
    return limits.attempt(game_create_checks(request, user, invites=invites))


#: What a request spends of its allowances: a move, another write, or a read (the scopes of
#: AUTH_THROTTLE_RATES; ``<kind>_address`` counts them per client address).
UseKind = Literal["move", "write", "read"]
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
#: The attribute of a view (an API view class, a site view function) naming what a method
#: spends instead of a read or a write: ``{"POST": "move"}``.
KIND_ATTRIBUTE = "limit_kinds"

View = TypeVar("View", bound=Callable[..., Any])


def spends(kinds: Mapping[str, UseKind]) -> Callable[[View], View]:
    """Mark a site view: ``@spends({"POST": "move"})``."""

    def mark(view: View) -> View:
        setattr(view, KIND_ATTRIBUTE, dict(kinds))
        return view

    return mark


def use_kind(*, method: str, view: object) -> UseKind:
    """What a request spends: what its view names for the method, else a read or a write."""
    named: Mapping[str, UseKind] = getattr(view, KIND_ATTRIBUTE, {})
    return named.get(method) or ("read" if method in SAFE_METHODS else "write")


def use_checks(*, user: User, token_id: int | None, kind: UseKind) -> list[limits.Check]:
    """A signed-in request's allowance, per account and per token (when it came with one).

    Both have the account's rate, so the account's count binds (every token and session of it
    adds to it: a new token starts nothing afresh) and a token alone counts like its account;
    a revoked token's count is never asked again and runs out with its window."""
    checks: list[limits.Check] = [(kind, f"user:{user.pk}")]
    if token_id is not None:
        checks.append((kind, f"token:{token_id}"))
    return checks


def request_checks(
    request: HttpRequest, *, user: User | None, token_id: int | None, kind: UseKind
) -> list[limits.Check]:
    """Every request's limits, the site's pages and the API's alike (one place builds them).

    Signed in: the kind's allowance per account, per token and per client address (the last
    generous: a household or an office behind one address plays on; one address driving many
    accounts waits). Anonymous: reads per client address; its writes are signing in and up,
    which have limits of their own."""
    address = limits.address_of(request)
    if user is None:
        return [("anonymous_read", address)] if kind == "read" else []
    return [*use_checks(user=user, token_id=token_id, kind=kind), (f"{kind}_address", address)]
