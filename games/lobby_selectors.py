"""Reads for the lobby, /turns/ and the profile: lists of games by what they mean to a user.

Each list is one query for a page of games (one row more than shown, to know whether there is
more, so no count query), and one query fetches the seats of every game on the page, so a
page costs the same number of queries with 2 games or 300. Rows carry no engine views.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import Exists, F, OuterRef, Q, QuerySet, Subquery
from django.db.models.functions import Lower

from accounts.models import User, Viewer
from games.engines.registry import ENGINES
from games.models import Game, GameStatus, Invitation, Seat
from games.selectors import games_visible_to

#: The lobby's lists, in the order the page shows them.
SECTIONS = ("turns", "invitations", "waiting", "mine_open", "open", "finished")


@dataclass(frozen=True)
class GamePage:
    """One page of one list: the games shown and whether a next page exists."""

    section: str
    games: list[Game]
    page: int
    has_more: bool


def _my_seat(user: User, **more: Any) -> Q:
    return Q(Exists(Seat.objects.filter(game=OuterRef("pk"), user=user, **more)))


def _invited(user: User) -> Q:
    pending = Invitation.objects.filter(
        game=OuterRef("pk"), invitee=user, status=Invitation.Status.PENDING
    )
    return Q(Exists(pending))


def _open_games(user: User | None) -> QuerySet[Game]:
    """Public games still looking for players, not mine and not offered to me already."""
    games = Game.objects.select_related("created_by").filter(is_public=True, status=GameStatus.OPEN)
    if user is not None:
        games = games.exclude(_my_seat(user) | _invited(user))
    return games.order_by("-created_at", "-pk")


def _section_games(section: str, user: User | None) -> QuerySet[Game]:
    """One list's games; a signed-out visitor (None) has only ``open``."""
    if section == "open":
        return _open_games(user)
    if user is None:
        raise ValueError(f"the lobby list {section!r} is a signed-in user's")
    games = Game.objects.select_related("created_by")
    playing = _my_seat(user, resigned_at__isnull=True)
    my_turn = _my_seat(user, is_to_act=True, resigned_at__isnull=True)
    if section == "turns":
        deadline = Seat.objects.filter(game=OuterRef("pk"), user=user).values("deadline_at")
        return (
            games.filter(my_turn, status=GameStatus.ACTIVE)
            .annotate(my_deadline=Subquery(deadline[:1]))
            .order_by(F("my_deadline").asc(nulls_last=True), "pk")
        )
    if section == "waiting":
        return games.filter(playing & ~my_turn, status=GameStatus.ACTIVE).order_by(
            "-updated_at", "-pk"
        )
    if section == "invitations":
        return games.filter(_invited(user) & ~_my_seat(user), status=GameStatus.OPEN).order_by(
            "-created_at", "-pk"
        )
    if section == "mine_open":
        return games.filter(_my_seat(user), status=GameStatus.OPEN).order_by("-created_at", "-pk")
    if section == "finished":
        return games.filter(_my_seat(user), status=GameStatus.FINISHED).order_by(
            F("finished_at").desc(nulls_last=True), "-pk"
        )
    raise ValueError(f"unknown lobby list {section!r}")


def game_pages_get(
    *,
    user: Viewer | None,
    sections: Sequence[str],
    pages: Mapping[str, int],
    size: int,
    game_type: str | None = None,
) -> dict[str, GamePage]:
    """A page of each asked list (``pages[section]``, from 1); signed-out users get only
    ``open``. An unknown ``game_type`` filters nothing (the caller checks it)."""
    member = user if user is not None and user.is_authenticated else None
    result = {}
    for section in sections:
        if member is None and section != "open":
            continue
        games = _section_games(section, member)
        if game_type in ENGINES:
            games = games.filter(game_type=game_type)
        page = max(1, pages.get(section, 1))
        start = (page - 1) * size
        found = list(games[start : start + size + 1])
        result[section] = GamePage(section, found[:size], page, len(found) > size)
    return result


def seats_by_game(*, games: Iterable[Game]) -> dict[int, list[Seat]]:
    """The seats (with their users) of every game given, in seat order: one query."""
    ids = [g.pk for g in games]
    found: dict[int, list[Seat]] = {pk: [] for pk in ids}
    for seat in Seat.objects.filter(game_id__in=ids).select_related("user").order_by("index"):
        found[seat.game_id].append(seat)
    return found


def usernames_unknown(*, usernames: Sequence[str]) -> list[str]:
    """The names among ``usernames`` that no active account has (ignoring case, as names are
    unique and signed in ignoring case)."""
    known = {
        name.lower()
        for name in get_user_model()
        .objects.alias(lowered=Lower("username"))
        .filter(lowered__in=[n.lower() for n in usernames], is_active=True)
        .values_list("username", flat=True)
    }
    return [name for name in usernames if name.lower() not in known]


def recent_seats(*, user: User, viewer: Viewer, limit: int) -> list[Seat]:
    """``user``'s latest games that ``viewer`` may see, as ``user``'s seats (game joined);
    cancelled games are left out."""
    return list(
        Seat.objects.filter(user=user, game__in=games_visible_to(user=viewer).values("pk"))
        .exclude(game__status=GameStatus.CANCELLED)
        .select_related("game")
        .order_by("-game__created_at", "-game_id")[:limit]
    )
