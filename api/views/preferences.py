"""Reminder preferences, vacation and the calendar feed of the caller (``/api/v1/me/...``)."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from django.utils import timezone
from drf_spectacular.utils import extend_schema
from rest_framework import permissions, serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import preferences as services
from api.schema import error_responses
from api.serializers import StrictBooleanField, StrictCharField, StrictIntegerField
from games.reminders import preferences_of


class PreferencesSerializer(serializers.Serializer[Any]):
    email_reminders = StrictBooleanField(required=False)
    live_reminders = StrictBooleanField(required=False)
    push_reminders = StrictBooleanField(required=False)
    confirm_moves = StrictBooleanField(required=False)
    remind_on_turn_start = StrictBooleanField(required=False)
    remind_hours_before = serializers.ListField(
        child=StrictIntegerField(min_value=1, max_value=services.MAX_HOURS_BEFORE),
        max_length=services.MAX_LADDER_RUNGS,
        required=False,
    )
    timezone = StrictCharField(max_length=64, required=False)
    quiet_start = serializers.TimeField(allow_null=True, required=False)
    quiet_end = serializers.TimeField(allow_null=True, required=False)
    daily_digest = StrictBooleanField(required=False)
    digest_hour = StrictIntegerField(min_value=0, max_value=23, required=False)


class VacationSerializer(serializers.Serializer[Any]):
    days = StrictIntegerField(min_value=1, max_value=services.VACATION_ALLOWANCE.days)


class PreferencesOutSerializer(serializers.Serializer[Any]):
    """Documentation of the answer (rendered by ``accounts.preferences.preferences_json``)."""

    email_reminders = serializers.BooleanField()
    live_reminders = serializers.BooleanField()
    push_reminders = serializers.BooleanField(
        help_text="Web Push reminders to the browsers you subscribed on the site."
    )
    confirm_moves = serializers.BooleanField(
        help_text="On the site's boards a tap selects a move and a second tap sends it."
    )
    remind_on_turn_start = serializers.BooleanField()
    remind_hours_before = serializers.ListField(child=serializers.IntegerField())
    timezone = serializers.CharField()
    quiet_start = serializers.CharField(allow_null=True, help_text="HH:MM")
    quiet_end = serializers.CharField(allow_null=True, help_text="HH:MM")
    daily_digest = serializers.BooleanField()
    digest_hour = serializers.IntegerField()
    calendar_feed = serializers.BooleanField()


class VacationStatusSerializer(serializers.Serializer[Any]):
    on_vacation = serializers.BooleanField()
    until = serializers.DateTimeField(allow_null=True)
    allowance_days = serializers.IntegerField()
    used_days = serializers.FloatField()
    remaining_days = serializers.FloatField()


class CalendarUrlSerializer(serializers.Serializer[Any]):
    url = serializers.URLField()


class MyPreferencesView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(responses=PreferencesOutSerializer, summary="My reminder preferences")
    def get(self, request: Request) -> Response:
        return Response(services.preferences_json(preferences_of(request.user)))

    @extend_schema(
        request=PreferencesSerializer,
        responses=PreferencesOutSerializer,
        summary="Change some reminder preferences",
    )
    def patch(self, request: Request) -> Response:
        data = PreferencesSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        prefs = services.preferences_update(user=request.user, **data.validated_data)
        return Response(services.preferences_json(prefs))


class MyVacationView(APIView):
    """30 days per calendar year; see ``accounts.preferences`` for how clocks move."""

    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        responses=VacationStatusSerializer,
        summary="My vacation: on or off, until when, days used and left this year",
    )
    def get(self, request: Request) -> Response:
        return Response(services.vacation_status(user=request.user, now=timezone.now()))

    @extend_schema(
        request=VacationSerializer,
        responses={201: VacationStatusSerializer},
        summary="Start a vacation of some days now",
    )
    @error_responses({409: "`on_vacation`; `vacation_allowance` (`details.remaining_days`)."})
    def post(self, request: Request) -> Response:
        data = VacationSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        now = timezone.now()
        services.vacation_start(user=request.user, days=data.validated_data["days"], now=now)
        return Response(
            services.vacation_status(user=request.user, now=now), status=status.HTTP_201_CREATED
        )

    @extend_schema(
        request=None,
        responses={200: VacationStatusSerializer},
        summary="End my vacation now (unused days come back)",
    )
    @error_responses({409: "`not_on_vacation`."})
    def delete(self, request: Request) -> Response:
        now = timezone.now()
        services.vacation_end(user=request.user, now=now)
        return Response(services.vacation_status(user=request.user, now=now))


class MyCalendarView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        request=None,
        responses={201: CalendarUrlSerializer},
        summary="A new secret calendar URL (the old one stops working)",
    )
    def post(self, request: Request) -> Response:
        key = services.calendar_key_regenerate(user=request.user)
        url = request.build_absolute_uri(reverse("calendar", kwargs={"key": key}))
        return Response({"url": url}, status=status.HTTP_201_CREATED)

    @extend_schema(request=None, responses={204: None}, summary="Turn the calendar feed off")
    def delete(self, request: Request) -> Response:
        services.calendar_disable(user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)
