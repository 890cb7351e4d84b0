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
from accounts import representations as acc
from accounts.models import TIMEZONE_MAX_LENGTH, signed_in
from accounts.scopes import ACCOUNT_READ, ACCOUNT_WRITE
from accounts.selectors import preferences_of
from api.openapi_types import declare_class
from api.permissions import HasScope, ScopeDeclaration
from api.schema import answers, error_responses
from api.serializers import StrictBooleanField, StrictCharField, StrictIntegerField

PREFERENCES = declare_class(acc.Preferences)
VACATION = declare_class(acc.VacationStatus)


class PreferencesChangeSerializer(serializers.Serializer[Any]):
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
    timezone = StrictCharField(max_length=TIMEZONE_MAX_LENGTH, required=False)
    quiet_start = serializers.TimeField(allow_null=True, required=False)
    quiet_end = serializers.TimeField(allow_null=True, required=False)
    daily_digest = StrictBooleanField(required=False)
    digest_hour = StrictIntegerField(min_value=0, max_value=23, required=False)


class VacationSerializer(serializers.Serializer[Any]):
    days = StrictIntegerField(min_value=1, max_value=services.VACATION_ALLOWANCE.days)


class MyPreferencesView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = {"GET": ACCOUNT_READ, "PATCH": ACCOUNT_WRITE}

    @extend_schema(responses={200: PREFERENCES}, summary="My reminder preferences")
    def get(self, request: Request) -> Response:
        return Response(services.preferences_json(preferences_of(signed_in(request.user))))

    @extend_schema(
        request=PreferencesChangeSerializer,
        responses={200: PREFERENCES},
        summary="Change some reminder preferences",
    )
    def patch(self, request: Request) -> Response:
        data = PreferencesChangeSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        prefs = services.preferences_update(user=signed_in(request.user), **data.validated_data)
        return Response(services.preferences_json(prefs))


class MyVacationView(APIView):
    """30 days per calendar year; see ``accounts.preferences`` for how clocks move."""

    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = {
        "GET": ACCOUNT_READ,
        "POST": ACCOUNT_WRITE,
        "DELETE": ACCOUNT_WRITE,
    }

    @extend_schema(
        responses={200: VACATION},
        summary="My vacation: on or off, until when, days used and left this year",
    )
    def get(self, request: Request) -> Response:
        return Response(services.vacation_status(user=signed_in(request.user), now=timezone.now()))

    @extend_schema(
        request=VacationSerializer,
        responses={201: VACATION},
        summary="Start a vacation of some days now",
    )
    @error_responses(
        {
            409: answers(
                "on_vacation",
                "vacation_allowance",
                note="`vacation_allowance`: `details.remaining_days` says what is left.",
            )
        }
    )
    def post(self, request: Request) -> Response:
        data = VacationSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        now = timezone.now()
        services.vacation_start(
            user=signed_in(request.user), days=data.validated_data["days"], now=now
        )
        return Response(
            services.vacation_status(user=signed_in(request.user), now=now),
            status=status.HTTP_201_CREATED,
        )

    @extend_schema(
        request=None,
        responses={200: VACATION},
        summary="End my vacation now (unused days come back)",
    )
    @error_responses({409: answers("not_on_vacation")})
    def delete(self, request: Request) -> Response:
        now = timezone.now()
        services.vacation_end(user=signed_in(request.user), now=now)
        return Response(services.vacation_status(user=signed_in(request.user), now=now))


class MyCalendarView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = ACCOUNT_WRITE

    @extend_schema(
        request=None,
        responses={201: declare_class(acc.CalendarUrl)},
        summary="A new secret calendar URL (the old one stops working)",
    )
    def post(self, request: Request) -> Response:
        key = services.calendar_key_regenerate(user=signed_in(request.user))
        url = request.build_absolute_uri(reverse("calendar", kwargs={"key": key}))
        body: acc.CalendarUrl = {"url": url}
        return Response(body, status=status.HTTP_201_CREATED)

    @extend_schema(request=None, responses={204: None}, summary="Turn the calendar feed off")
    def delete(self, request: Request) -> Response:
        services.calendar_disable(user=signed_in(request.user))
        return Response(status=status.HTTP_204_NO_CONTENT)
