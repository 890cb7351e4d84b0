"""Reads of a player's finished games: the history list, statistics per game type,
head-to-head against one opponent, the export.

Everything a viewer is shown is computed over the games that viewer may see: a private game
never appears to anyone else, not even as one more game in a count or a streak. Each read is a
fixed number of queries whatever the number of games (the rows of a page, then the seats of
the page's games; aggregates in the database), and none loads a game's state or result: the
two facts of a result read here (``ended_by`` and a solo rank) are taken out by the database.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, Literal

from django.db.models import Count, Exists, F, Max, OuterRef, Q, QuerySet, Subquery, Sum
from django.db.models.fields.json import KeyTextTransform
from django.db.models.functions import Lower

from accounts import representations as acc
from accounts.models import User, Viewer
from games import errors
from games import representations as rep
from games.engines.registry import ENGINES
from games.keyset import Key, Page, keyset_order, keyset_page
from games.models import GameStatus, Invitation, RatingChange, Seat
from games.ratings import Skill, is_provisional

#: The history's order, newest first: a page starts after the row its cursor names.
HISTORY_KEYS = (
    Key("finished", "datetime", descending=True),
    Key("game_id", "int", descending=True),
)
HISTORY_FORMAT: Literal["hachi-station-history/1"] = "hachi-station-history/1"
RESULTS: tuple[acc.HistoryResult, ...] = ("won", "lost", "drawn", "resigned", "solo")
#: A seat's game was played to its end by that seat: its score means something.
PLAYED_OUT = Q(resigned_at__isnull=True, game__result__detail__ended_by__isnull=True)
_AGAINST_OTHERS = Q(game__num_seats__gte=2)
_RESULT_Q: dict[str, Q] = {
    "solo": Q(game__num_seats=1),
    "resigned": _AGAINST_OTHERS & Q(resigned_at__isnull=False),
    "won": _AGAINST_OTHERS & Q(resigned_at__isnull=True, is_winner=True),
    "drawn": _AGAINST_OTHERS & Q(resigned_at__isnull=True, is_winner=False, final_rank=1),
    "lost": _AGAINST_OTHERS & Q(resigned_at__isnull=True, is_winner=False) & ~Q(final_rank=1),
}


@dataclass(frozen=True)
class HistoryFilters:
    """What a history is narrowed to; days are whole UTC days, both ends included."""

    game_type: str | None = None
    result: str | None = None
    opponent: User | None = None
    first_day: date | None = None
    last_day: date | None = None


@dataclass(frozen=True)
class Links:
    """Absolute addresses of a game's replay and record (the caller knows the site's root)."""

    root: str

    def replay(self, game_id: int) -> str:
        return f"{self.root.rstrip('/')}/games/{game_id}/replay/"

    def record(self, game_id: int) -> str:
        return f"{self.root.rstrip('/')}/api/v1/games/{game_id}/record/"


_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
#: The query parameters (and the site's form fields) a history is filtered by.
FILTER_PARAMS = ("game_type", "result", "opponent", "from", "to")


def history_filters_parse(*, params: Mapping[str, str], user: User) -> HistoryFilters:
    """The filters ``params`` ask for (empty values ask for nothing), or InvalidRequest naming
    each bad one in ``details``: the API answers it, the site shows it beside the field."""
    problems: dict[str, list[str]] = {}
    game_type = params.get("game_type") or None
    if game_type is not None and game_type not in ENGINES:
        problems["game_type"] = [f"Choose one of {', '.join(ENGINES)}."]
    result = params.get("result") or None
    if result is not None and result not in RESULTS:
        problems["result"] = [f"Choose one of {', '.join(RESULTS)}."]
    opponent = None
    name = (params.get("opponent") or "").strip()
    if name:
        opponent = player_named(name)
        if opponent is None:
            problems["opponent"] = [f"No player is called {name}."]
        elif opponent.pk == user.pk:
            problems["opponent"] = ["Choose someone other than the player whose games these are."]
    days = {key: _day(params.get(key) or "", key, problems) for key in ("from", "to")}
    if days["from"] and days["to"] and days["from"] > days["to"]:
        problems["to"] = ["The last day comes on or after the first."]
    if problems:
        first = next(iter(problems.values()))[0]
        raise errors.InvalidRequest(first, details=problems)
    return HistoryFilters(game_type, result, opponent, days["from"], days["to"])


def _day(raw: str, key: str, problems: dict[str, list[str]]) -> date | None:
    if not raw:
        return None
    try:
        if _DATE.fullmatch(raw):
            return date.fromisoformat(raw)
    except ValueError:
        pass  # 2026-02-30: the shape of a date, not a day
    problems[key] = ["A date as YYYY-MM-DD."]
    return None


def player_named(name: str) -> User | None:
    """The account called ``name``, ignoring case as sign-in does (a deleted player's too:
    their games stay in the others' histories)."""
    lowered = User.objects.alias(lowered=Lower("username")).filter(lowered=name.lower())
    return lowered.first()


def result_name(
    *, num_seats: int, resigned: bool, is_winner: bool, rank: int | None
) -> acc.HistoryResult:
    """How a finished game went for one seat (the filter's ``_RESULT_Q`` says the same)."""
    if num_seats == 1:
        return "solo"
    if resigned:
        return "resigned"
    if is_winner:
        return "won"
    return "drawn" if rank == 1 else "lost"


def _visible_q(viewer: Viewer) -> Q:
    """Rows (seats, rating changes: anything with a ``game``) of games ``viewer`` may see:
    public ones, and private ones the viewer sat at or is invited to."""
    if not viewer.is_authenticated:
        return Q(game__is_public=True)
    at_table = Seat.objects.filter(game=OuterRef("game_id"), user=viewer)
    invited = Invitation.objects.standing().filter(game=OuterRef("game_id"), invitee=viewer)
    return Q(game__is_public=True) | Exists(at_table) | Exists(invited)


def _own(user: User, viewer: Viewer) -> bool:
    """A player sees every game of their own."""
    return viewer.is_authenticated and viewer.pk == user.pk


def visible_seats(*, user: User, viewer: Viewer) -> QuerySet[Seat]:
    """``user``'s seats at finished games that ``viewer`` may see."""
    seats = Seat.objects.filter(user=user, game__status=GameStatus.FINISHED)
    return seats if _own(user, viewer) else seats.filter(_visible_q(viewer))


def _filtered(seats: QuerySet[Seat], filters: HistoryFilters) -> QuerySet[Seat]:
    if filters.game_type:
        seats = seats.filter(game__game_type=filters.game_type)
    if filters.result:
        seats = seats.filter(_RESULT_Q[filters.result])
    if filters.opponent is not None:
        seats = seats.filter(
            Exists(Seat.objects.filter(game=OuterRef("game_id"), user=filters.opponent))
        )
    if filters.first_day:
        seats = seats.filter(game__finished_at__gte=_midnight(filters.first_day))
    if filters.last_day:
        seats = seats.filter(game__finished_at__lt=_midnight(filters.last_day + timedelta(days=1)))
    return seats


def _midnight(day: date) -> datetime:
    return datetime.combine(day, time(), tzinfo=UTC)


def _rows(seats: QuerySet[Seat]) -> QuerySet[Seat]:
    """The seats with what a history row needs of their game, and nothing heavy of it."""
    return seats.only(
        "game_id", "index", "resigned_at", "final_score", "final_rank", "is_winner"
    ).annotate(
        finished=F("game__finished_at"),
        game_type=F("game__game_type"),
        num_seats=F("game__num_seats"),
        is_public=F("game__is_public"),
        ended_by=result_text("detail", "ended_by"),
        solo_rank=result_text("detail", "solo", "rank"),
    )


def result_text(*keys: str) -> KeyTextTransform:
    """A text value inside the game's result JSON (KT() reads no field across a relation)."""
    found = KeyTextTransform(keys[0], "game__result")
    for key in keys[1:]:
        found = KeyTextTransform(key, found)
    return found


def history_page(
    *,
    user: User,
    viewer: Viewer,
    filters: HistoryFilters,
    links: Links,
    after: Sequence[Any] | None = None,
    limit: int,
) -> Page[acc.HistoryGame]:
    """A page of ``user``'s finished games that ``viewer`` may see, newest first (two
    queries: the page's rows, then every seat of their games)."""
    seats = _filtered(visible_seats(user=user, viewer=viewer), filters)
    page = keyset_page(_rows(seats), HISTORY_KEYS, after=after, limit=limit)
    return page.with_items(_history_games(page.items, user, links))


def history_export(*, user: User, links: Links) -> list[acc.HistoryGame]:
    """Every finished game of ``user``'s, newest first, for the player's own export."""
    seats = _rows(visible_seats(user=user, viewer=user)).order_by(*keyset_order(HISTORY_KEYS))
    return _history_games(list(seats), user, links)


def _history_games(seats: Sequence[Seat], user: User, links: Links) -> list[acc.HistoryGame]:
    """The rows as HistoryGame: two more queries (every seat of these games, and what the
    rated ones did to the player's rating), none for an empty page."""
    ids = [seat.game_id for seat in seats]
    if not ids:
        return []
    ratings = _rating_changes(user=user, game_ids=ids)
    players: dict[int, list[acc.HistoryPlayer]] = {pk: [] for pk in ids}
    fields = (
        "game_id",
        "index",
        "user__username",
        "user__is_bot_account",
        "bot_kind",
        "final_score",
        "final_rank",
    )
    others = (
        Seat.objects.filter(game_id__in=ids)
        .order_by("game_id", "index")
        .values_list(*fields, "resigned_at")
    )
    for game_id, index, username, bot_account, bot_kind, score, rank, resigned_at in others:
        players[game_id].append(
            {
                "seat": index,
                # A resigned player's seat is a bot's now, and still the player's.
                "username": username,
                "bot": bool(bot_account),
                "bot_kind": rep.bot_kind(bot_kind) if bot_kind and not username else None,
                "score": score,
                "rank": rank,
                "resigned": resigned_at is not None,
            }
        )
    return [
        _history_game(seat, vars(seat), players[seat.game_id], ratings.get(seat.game_id), links)
        for seat in seats
    ]


def _rating_changes(*, user: User, game_ids: Sequence[int]) -> dict[int, rep.SeatRating]:
    """What each of these games did to the player's rating, by game id (one query)."""
    changes = RatingChange.objects.filter(user=user, game_id__in=list(game_ids)).values_list(
        "game_id", "display_before", "display_after", "mu_after", "sigma_after"
    )
    return {
        game_id: {
            "before": before,
            "after": after,
            "change": after - before,
            "provisional": is_provisional(Skill(mu, sigma)),
        }
        for game_id, before, after, mu, sigma in changes
    }


def _history_game(
    seat: Seat,
    found: dict[str, Any],
    players: list[acc.HistoryPlayer],
    rating: rep.SeatRating | None,
    links: Links,
) -> acc.HistoryGame:
    """One row; ``found`` holds the query's annotations (``_rows``)."""
    finished: datetime = found["finished"]
    return {
        "game": seat.game_id,
        "game_type": rep.game_slug(found["game_type"]),
        "is_public": bool(found["is_public"]),
        "finished_at": finished.isoformat(),
        "seat": seat.index,
        "result": result_name(
            num_seats=found["num_seats"],
            resigned=seat.resigned_at is not None,
            is_winner=seat.is_winner,
            rank=seat.final_rank,
        ),
        "rank": seat.final_rank,
        "score": seat.final_score,
        "ended_by_resignation": found["ended_by"] == "resignation",
        "solo_rank": found["solo_rank"],
        "rating": rating,
        "players": players,
        "replay": links.replay(seat.game_id),
        "record": links.record(seat.game_id),
    }


# ----- rating history -------------------------------------------------------------------------


def rating_lines(*, user: User, viewer: Viewer) -> dict[str, list[rep.RatingPoint]]:
    """``user``'s rating history per game type, oldest first (the rating order), over the
    rated games ``viewer`` may see (one query). The current rating counts every rated game;
    a point of a private game shows only to those who may see that game."""
    changes = RatingChange.objects.filter(user=user)
    if not _own(user, viewer):
        changes = changes.filter(_visible_q(viewer))
    rows = changes.order_by("game_type", "finished_at", "game_id").values_list(
        "game_type", "game_id", "finished_at", "rank", "game__num_seats", "display_before",
        "display_after", "mu_after", "sigma_after",
    )  # fmt: skip
    lines: dict[str, list[rep.RatingPoint]] = {}
    for slug, game_id, finished_at, rank, players, before, after, mu, sigma in rows:
        lines.setdefault(slug, []).append(
            {
                "game": game_id,
                "finished_at": finished_at.isoformat(),
                "rank": rank,
                "players": players,
                "before": before,
                "after": after,
                "change": after - before,
                "provisional": is_provisional(Skill(mu, sigma)),
                "mu": mu,
                "sigma": sigma,
            }
        )
    return lines


# ----- statistics ------------------------------------------------------------------------------


def _rate(won: int, played: int) -> float:
    return round(won / played, 3) if played else 0.0


def history_stats(*, user: User, viewer: Viewer) -> list[acc.GameTypeStats]:
    """Per game type, ``user``'s finished games against others that ``viewer`` may see:
    played, won and the win rate, by seat too; the average place; the average and best score
    of the games the player played to the end (a resignation's zeros are no score); the
    longest run of wins. Two queries: the counts per game type and seat, then the results in
    order for the streaks."""
    seats = visible_seats(user=user, viewer=viewer).filter(_AGAINST_OTHERS)
    rows = (
        seats.values("game__game_type", "index")
        .annotate(
            played=Count("id"),
            won=Count("id", filter=Q(is_winner=True)),
            rank_sum=Sum("final_rank"),
            scored=Count("id", filter=PLAYED_OUT),
            score_sum=Sum("final_score", filter=PLAYED_OUT),
            best=Max("final_score", filter=PLAYED_OUT),
        )
        .order_by("game__game_type", "index")
    )
    by_type: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_type.setdefault(row["game__game_type"], []).append(dict(row))
    streaks = _longest_streaks(seats)
    return [_game_stats(slug, per_seat, streaks.get(slug, 0)) for slug, per_seat in by_type.items()]


def _game_stats(slug: str, per_seat: list[dict[str, Any]], streak: int) -> acc.GameTypeStats:
    played = sum(r["played"] for r in per_seat)
    won = sum(r["won"] for r in per_seat)
    scored = sum(r["scored"] for r in per_seat)
    bests = [r["best"] for r in per_seat if r["best"] is not None]
    return {
        "game_type": rep.game_slug(slug),
        "played": played,
        "won": won,
        "win_rate": _rate(won, played),
        "by_seat": [
            {
                "seat": r["index"],
                "played": r["played"],
                "won": r["won"],
                "win_rate": _rate(r["won"], r["played"]),
            }
            for r in per_seat
        ],
        "average_score": round(sum(r["score_sum"] or 0 for r in per_seat) / scored, 2)
        if scored
        else None,
        "best_score": max(bests) if bests else None,
        "average_rank": round(sum(r["rank_sum"] or 0 for r in per_seat) / played, 2),
        "longest_win_streak": streak,
    }


def _longest_streaks(seats: QuerySet[Seat]) -> dict[str, int]:
    """The longest run of consecutive wins per game type, in the order the games finished.
    One query of two small columns per game (the runs are counted here, in one pass)."""
    longest: dict[str, int] = {}
    current: dict[str, int] = {}
    ordered = seats.order_by("game__finished_at", "game_id").values_list(
        "game__game_type", "is_winner"
    )
    for slug, won in ordered:
        current[slug] = current.get(slug, 0) + 1 if won else 0
        longest[slug] = max(longest.get(slug, 0), current[slug])
    return longest


# ----- head-to-head ----------------------------------------------------------------------------


def head_to_head(*, user: User, opponent: User, viewer: Viewer) -> acc.HeadToHead:
    """Every finished game ``user`` and ``opponent`` both sat at that ``viewer`` may see:
    who finished ahead, per game type (one query)."""
    theirs = Seat.objects.filter(game=OuterRef("game_id"), user=opponent).values("final_rank")
    rows = (
        visible_seats(user=user, viewer=viewer)
        .annotate(their_rank=Subquery(theirs[:1]))
        .filter(their_rank__isnull=False)
        .values("game__game_type")
        .annotate(
            played=Count("id"),
            won=Count("id", filter=Q(final_rank__lt=F("their_rank"))),
            lost=Count("id", filter=Q(final_rank__gt=F("their_rank"))),
            drawn=Count("id", filter=Q(final_rank=F("their_rank"))),
        )
        .order_by("game__game_type")
    )
    per_type: list[acc.HeadToHeadType] = [
        {
            "game_type": rep.game_slug(row["game__game_type"]),
            "played": row["played"],
            "won": row["won"],
            "lost": row["lost"],
            "drawn": row["drawn"],
        }
        for row in rows
    ]
    return {
        "username": user.username,
        "opponent": opponent.username,
        "played": sum(t["played"] for t in per_type),
        "won": sum(t["won"] for t in per_type),
        "lost": sum(t["lost"] for t in per_type),
        "drawn": sum(t["drawn"] for t in per_type),
        "game_types": per_type,
    }


# ----- the CSV export --------------------------------------------------------------------------

#: The export's columns: one line per game, as HistoryGame has it (lists joined by "; ").
CSV_COLUMNS = (
    "game", "game_type", "finished_at", "result", "seat", "rank", "score", "players", "scores",
    "private", "ended_by_resignation", "solo_rank", "rating_before", "rating_after", "replay",
    "record",
)  # fmt: skip
#: A spreadsheet reads a cell starting with one of these as a formula (CSV injection).
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _text(value: str) -> str:
    return f"'{value}" if value.startswith(_FORMULA_START) else value


def _player_name(player: acc.HistoryPlayer) -> str:
    if player["username"] is not None:
        return _text(player["username"])
    return f"{player['bot_kind']} bot" if player["bot_kind"] else "open seat"


def history_csv(games: Sequence[acc.HistoryGame]) -> str:
    """The export as CSV text (RFC 4180: a header line, CRLF line ends)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for game in games:
        rating = game["rating"]
        writer.writerow(
            [
                game["game"],
                game["game_type"],
                game["finished_at"],
                game["result"],
                game["seat"],
                game["rank"],
                game["score"],
                "; ".join(_player_name(p) for p in game["players"]),
                "; ".join("" if p["score"] is None else str(p["score"]) for p in game["players"]),
                str(not game["is_public"]).lower(),
                str(game["ended_by_resignation"]).lower(),
                game["solo_rank"] or "",
                rating["before"] if rating else "",
                rating["after"] if rating else "",
                game["replay"],
                game["record"],
            ]
        )
    return out.getvalue()
