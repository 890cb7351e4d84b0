"""The public profile's words: game names, results per game, the chart and recent games."""

from __future__ import annotations

from typing import Any

from accounts.charts import results_chart_svg
from accounts.models import User, Viewer
from games import selectors
from games.engines.registry import ENGINES, all_engines
from games.lobby_selectors import recent_seats
from games.models import GameStatus, Seat
from games.web.lobby import ordinal

STATS_TABLE_ID = "results-table"
STATUS_WORDS = {GameStatus.OPEN: "Waiting for players", GameStatus.ACTIVE: "In play"}


def _game_name(slug: str) -> str:
    return ENGINES[slug].name if slug in ENGINES else slug


def seat_result_words(seat: Seat) -> str:
    """How the game went for this seat's player: 'Won', 'Draw', '2nd of 3', 'In play'."""
    game = seat.game
    if game.status != GameStatus.FINISHED:
        return STATUS_WORDS.get(GameStatus(game.status), "")
    if seat.is_winner:
        return "Won"
    if seat.final_rank == 1:
        return "Draw"
    if seat.final_rank is None:
        return "Finished"
    if game.num_seats == 2:
        return "Lost"
    return f"{ordinal(seat.final_rank)} of {game.num_seats}"


def profile_context(*, user: User, viewer: Viewer) -> dict[str, Any]:
    order = {engine.slug: i for i, engine in enumerate(all_engines())}
    stats = sorted(selectors.user_stats(user=user), key=lambda r: order.get(r["game_type"], 99))
    rows = [{**row, "name": _game_name(row["game_type"])} for row in stats]
    recent = [
        {
            "game": seat.game_id,
            "name": _game_name(seat.game.game_type),
            "result": seat_result_words(seat),
            "finished": seat.game.status == GameStatus.FINISHED,
        }
        for seat in recent_seats(user=user, viewer=viewer, limit=20)
    ]
    return {
        "profile_user": user,
        "stats": rows,
        "stats_table_id": STATS_TABLE_ID,
        "chart": results_chart_svg(rows, described_by=STATS_TABLE_ID),
        "recent": recent,
    }
