"""The lobby's rows in words: game names, who plays, whose turn, time left, the result.

Built from ``games.lobby_selectors`` pages (games plus their seats); no engine work.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any, TypedDict
from urllib.parse import urlencode

from django.urls import NoReverseMatch, reverse
from django.utils import timezone
from django.utils.timesince import timeuntil

from accounts.models import Viewer
from games.engines.registry import ENGINES, all_engines
from games.lobby_selectors import SECTIONS, GamePage, game_pages_get, seats_by_game
from games.models import Game, GameStatus, Seat
from games.web.context import seat_names
from games.web.game_texts import GAME_TEXTS, players_range

TITLES = {
    "turns": "Your turn",
    "invitations": "Invitations",
    "waiting": "Waiting for others",
    "mine_open": "Your open games",
    "open": "Open games to join",
    "finished": "Recently finished",
}
EMPTY = {
    "turns": "Nothing waits for you.",
    "open": "No open game to join right now.",
}
PAGE_SIZE = 6
TURNS_PAGE_SIZE = 20


class RowPlayer(TypedDict):
    name: str
    open: bool
    bot: bool  # a bot account: the BOT tag


class GameRow(TypedDict):
    """One game of a lobby list, in words (games/lobby.html)."""

    id: int
    section: str
    name: str
    status: str
    time_left: str
    per_move: str
    host: str
    players: list[RowPlayer]
    my_turn: bool
    private: bool


class Section(TypedDict):
    """One lobby list: its rows and its "Show more" / "Back" links ("" when there is none)."""

    key: str
    title: str
    empty: str
    rows: list[GameRow]
    page: int
    more_url: str
    back_url: str


class GameCard(TypedDict):
    """One game of "choose the game first"."""

    slug: str
    name: str
    players: str
    blurb: str
    rules_url: str


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def names_words(names: Sequence[str]) -> str:
    """'bob', 'bob and carol', 'bob, carol and dan'."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def time_left_words(deadline: datetime | None, *, now: datetime) -> str:
    if deadline is None:
        return ""
    if deadline <= now:
        return "time is up"
    return f"{timeuntil(deadline, now)} left"


def per_move_words(duration: timedelta) -> str:
    hours = int(duration.total_seconds() // 3600)
    if hours % 24 == 0:
        days = hours // 24
        return f"{days} day{'s' if days != 1 else ''} per move"
    return f"{hours} hour{'s' if hours != 1 else ''} per move"


def result_words(seats: Sequence[Seat], names: Mapping[int, str], me: Seat | None) -> str:
    """'You won', 'You tied for 1st', '2nd of 3 · bob won', 'bob won', 'A draw'."""
    winners = [s for s in seats if s.is_winner]
    if not winners:
        return "A draw"
    if me is not None and me.is_winner:
        return "You won" if len(winners) == 1 else "You tied for 1st"
    won = f"{names_words([names[s.index] for s in winners])} won"
    if me is None or me.final_rank is None or len(seats) <= 2:
        return won
    return f"{ordinal(me.final_rank)} of {len(seats)} · {won}"


def _status_words(
    game: Game,
    seats: Sequence[Seat],
    names: Mapping[int, str],
    *,
    me: Seat | None,
    section: str,
    now: datetime,
) -> tuple[str, str]:
    """A row's status and time left, as its section tells them."""
    open_seats = sum(1 for s in seats if s.is_open)
    if section == "turns":
        # The heading says whose turn it is; the row says how long is left.
        return time_left_words(me.deadline_at if me else None, now=now) or "Your turn", ""
    if section == "waiting":
        acting = [s for s in seats if s.is_to_act]
        status = f"{names_words([names[s.index] for s in acting])} to play" if acting else "In play"
        deadlines = [s.deadline_at for s in acting if s.deadline_at]
        return status, time_left_words(min(deadlines) if deadlines else None, now=now)
    if section == "finished" or game.status == GameStatus.FINISHED:
        return result_words(seats, names, me), ""
    if section == "mine_open":
        return f"Waiting for {open_seats} more player{'s' if open_seats != 1 else ''}", ""
    return f"{open_seats} open seat{'s' if open_seats != 1 else ''}", ""


def game_row(
    game: Game, seats: Sequence[Seat], *, user: Viewer, section: str, now: datetime
) -> GameRow:
    """What a lobby row shows of one game, in words."""
    names = seat_names(seats)
    me = next((s for s in seats if user.is_authenticated and s.user_id == user.pk), None)
    status, time_left = _status_words(game, seats, names, me=me, section=section, now=now)
    return {
        "id": game.pk,
        "section": section,
        "name": ENGINES[game.game_type].name if game.game_type in ENGINES else game.game_type,
        "status": status,
        "time_left": time_left,
        "per_move": per_move_words(game.time_per_move),
        "host": game.created_by.username,
        "players": [
            {"name": names[s.index], "open": s.is_open, "bot": s.is_bot_account} for s in seats
        ],
        "my_turn": section == "turns",
        "private": not game.is_public,
    }


def _link(path: str, params: Mapping[str, str], **changes: Any) -> str:
    """``path`` with the lobby's query (filter and pages), changed; page 1 is left out."""
    merged = {**params, **{k: str(v) for k, v in changes.items()}}
    kept = {k: v for k, v in merged.items() if v and not (k.endswith("_page") and v == "1")}
    return f"{path}?{urlencode(kept)}" if kept else path


def page_params(query: Mapping[str, str]) -> dict[str, int]:
    """``?<section>_page=N`` for each list (bad numbers count as page 1)."""
    pages = {}
    for section in SECTIONS:
        raw = query.get(f"{section}_page", "1")
        pages[section] = int(raw) if raw.isdigit() and int(raw) > 0 else 1
    return pages


def section_lists(
    *, user: Viewer, sections: Sequence[str], query: Mapping[str, str], size: int, path: str
) -> list[Section]:
    """Each asked list with its rows and its "Show more" / "Back" links."""
    game_type = query.get("game_type") or ""
    if game_type not in ENGINES:
        game_type = ""
    pages = game_pages_get(
        user=user,
        sections=sections,
        pages=page_params(query),
        size=size,
        game_type=game_type or None,
    )
    seats = seats_by_game(games=[g for p in pages.values() for g in p.games])
    now = timezone.now()
    kept = {k: v for k, v in query.items() if k == "game_type" or k.endswith("_page")}
    return [
        _section(p, seats, user=user, link=lambda **c: _link(path, kept, **c), now=now)
        for p in pages.values()
    ]


def _section(
    found: GamePage,
    seats: Mapping[int, list[Seat]],
    *,
    user: Viewer,
    link: Callable[..., str],
    now: datetime,
) -> Section:
    key = f"{found.section}_page"
    return {
        "key": found.section,
        "title": TITLES[found.section],
        "empty": EMPTY.get(found.section, ""),
        "rows": [
            game_row(g, seats[g.pk], user=user, section=found.section, now=now) for g in found.games
        ],
        "page": found.page,
        "more_url": link(**{key: found.page + 1}) if found.has_more else "",
        "back_url": link(**{key: found.page - 1}) if found.page > 1 else "",
    }


def rules_url(slug: str) -> str:
    """The game's "How to play" page (a literal path until the rules pages' route exists)."""
    try:
        return reverse("rules", args=[slug])
    except NoReverseMatch:
        return f"/rules/{slug}/"


def game_cards() -> list[GameCard]:
    """The five games for "choose the game first": name, players, one line, links."""
    cards: list[GameCard] = []
    for engine in all_engines():
        text = GAME_TEXTS[engine.slug]
        players = players_range(low=engine.min_players, high=engine.max_players)
        if engine.min_players != engine.max_players:
            players = f"{players}, usually {text.standard_players}"
        cards.append(
            {
                "slug": engine.slug,
                "name": engine.name,
                "players": players.replace("exactly ", ""),
                "blurb": text.blurb,
                "rules_url": rules_url(engine.slug),
            }
        )
    return cards
