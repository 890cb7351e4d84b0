"""Moderation in the admin: inspect games, cancel one, hand a player's seat to a bot.

Every change goes through the services (the same locks, doorbells and bot tasks as play).
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from games import errors, services
from games.models import Game, Seat


class SeatInline(admin.TabularInline):
    model = Seat
    fields = ("index", "user", "bot_kind", "is_to_act", "deadline_at", "resigned_at")
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("id", "game_type", "status", "created_by", "created_at", "version")
    list_filter = ("status", "game_type")
    search_fields = ("id", "created_by__username")
    inlines = [SeatInline]
    actions = ["cancel_games"]

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        # Inspect only: a game changes through its services, never by editing its row.
        return [f.name for f in Game._meta.fields]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.action(description="Cancel the selected games (nobody wins, clocks stop)")
    def cancel_games(self, request: HttpRequest, queryset: QuerySet[Game]) -> None:
        for game in queryset:
            try:
                services.game_moderate_cancel(game_id=game.pk)
            except errors.DomainError as error:
                self.message_user(request, f"Game {game.pk}: {error.message}", messages.WARNING)
            else:
                self.message_user(request, f"Game {game.pk} cancelled.")


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ("game", "index", "user", "bot_kind", "is_to_act", "resigned_at")
    search_fields = ("game__id", "user__username")
    actions = ["hand_to_bot"]

    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        return [f.name for f in Seat._meta.fields]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    @admin.action(description="Hand the selected seats to a bot (the game goes on)")
    def hand_to_bot(self, request: HttpRequest, queryset: QuerySet[Seat]) -> None:
        for seat in queryset:
            try:
                services.seat_hand_to_bot(game_id=seat.game_id, seat_index=seat.index)
            except errors.DomainError as error:
                self.message_user(request, f"{seat}: {error.message}", messages.WARNING)
            else:
                self.message_user(request, f"{seat}: a bot plays it now.")
