"""The caller's webhooks (``/api/v1/me/webhooks/...``): endpoints, their secrets, test events,
the delivery log and redelivery (docs/webhooks.md). Thin: games.webhook_services writes,
games.webhook_selectors reads."""

from __future__ import annotations

import uuid
from typing import Any

from django.utils import timezone
from drf_spectacular.utils import extend_schema
from rest_framework import permissions, serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import signed_in
from accounts.scopes import WEBHOOKS
from api.openapi_types import declare_class
from api.permissions import HasScope, ScopeDeclaration
from api.schema import answers, error_responses
from api.serializers import StrictCharField
from games import webhook_messages as hooks
from games import webhook_selectors as selectors
from games import webhook_services as services
from games.models import WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH

WEBHOOK = declare_class(hooks.Webhook)
DELIVERY = declare_class(hooks.WebhookDeliveryInfo)
declare_class(hooks.WebhookEvent)  # the body itself, for clients that parse deliveries
WEBHOOK_LIMIT = answers(
    "webhook_limit",
    note=f"`webhook_limit`: you have {services.MAX_WEBHOOKS_PER_USER} webhooks already.",
)
URL_HELP = (
    "Where deliveries are POSTed: `https://` on a public address (private, loopback and "
    "link-local addresses are refused), no user name, password or fragment."
)


def _kinds(**kwargs: Any) -> serializers.ListField:
    return serializers.ListField(
        child=serializers.ChoiceField(choices=hooks.WEBHOOK_KINDS),
        allow_empty=False,
        max_length=len(hooks.WEBHOOK_KINDS),
        help_text="The event kinds to receive (those of `/ws/me/`).",
        **kwargs,
    )


class WebhookCreateSerializer(serializers.Serializer[Any]):
    url = StrictCharField(max_length=WEBHOOK_URL_MAX_LENGTH, help_text=URL_HELP)
    kinds = _kinds()
    description = StrictCharField(
        max_length=WEBHOOK_DESCRIPTION_MAX_LENGTH, required=False, allow_blank=True, default=""
    )


class WebhookChangeSerializer(serializers.Serializer[Any]):
    url = StrictCharField(max_length=WEBHOOK_URL_MAX_LENGTH, required=False, help_text=URL_HELP)
    kinds = _kinds(required=False)
    description = StrictCharField(
        max_length=WEBHOOK_DESCRIPTION_MAX_LENGTH, required=False, allow_blank=True
    )


class MyWebhooksView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = WEBHOOKS

    @extend_schema(
        responses={200: declare_class(hooks.Webhooks)},
        operation_id="me_webhooks_list",
        summary="List my webhooks (never their secrets), oldest first",
    )
    def get(self, request: Request) -> Response:
        endpoints = selectors.webhooks_of(user=signed_in(request.user))
        return Response({"webhooks": [selectors.webhook_json(e) for e in endpoints]})

    @extend_schema(
        request=WebhookCreateSerializer,
        responses={201: declare_class(hooks.WebhookCreated)},
        summary="Register a webhook endpoint (its secret is in this answer only)",
        description="Deliveries are signed with the secret (see *Webhooks* in this document's "
        "introduction). An invalid or refused `url` is a 400 `invalid` naming `url`.",
    )
    @error_responses({409: WEBHOOK_LIMIT})
    def post(self, request: Request) -> Response:
        data = WebhookCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        endpoint, secret = services.webhook_create(
            user=signed_in(request.user), **data.validated_data
        )
        return Response(
            {**selectors.webhook_json(endpoint), "secret": secret}, status=status.HTTP_201_CREATED
        )


class MyWebhookView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = WEBHOOKS

    @extend_schema(responses={200: WEBHOOK}, summary="One of my webhooks")
    def get(self, request: Request, webhook_id: int) -> Response:
        endpoint = selectors.webhook_of(user=signed_in(request.user), webhook_id=webhook_id)
        return Response(selectors.webhook_json(endpoint))

    @extend_schema(
        request=WebhookChangeSerializer,
        responses={200: WEBHOOK},
        summary="Change a webhook's URL, kinds or description",
    )
    def patch(self, request: Request, webhook_id: int) -> Response:
        data = WebhookChangeSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        endpoint = services.webhook_update(
            user=signed_in(request.user), webhook_id=webhook_id, **data.validated_data
        )
        return Response(selectors.webhook_json(endpoint))

    @extend_schema(
        request=None,
        responses={204: None},
        summary="Delete a webhook, its log and the deliveries it has not sent",
    )
    def delete(self, request: Request, webhook_id: int) -> Response:
        services.webhook_delete(user=signed_in(request.user), webhook_id=webhook_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class MyWebhookSecretView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = WEBHOOKS

    @extend_schema(
        request=None,
        responses={201: declare_class(hooks.WebhookSecret)},
        summary="Rotate a webhook's secret (the old one signs too for 24 hours)",
    )
    def post(self, request: Request, webhook_id: int) -> Response:
        endpoint = services.webhook_secret_rotate(
            user=signed_in(request.user), webhook_id=webhook_id, now=timezone.now()
        )
        expires = endpoint.previous_secret_expires_at
        assert expires is not None  # a rotation sets it
        body: hooks.WebhookSecret = {
            "secret": endpoint.secret,
            "previous_secret_expires_at": expires.isoformat(),
        }
        return Response(body, status=status.HTTP_201_CREATED)


class MyWebhookTestView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = WEBHOOKS

    @extend_schema(
        request=None,
        responses={202: DELIVERY},
        summary="Send a test event (`ping`) to a webhook now",
        description="Sent at once after this answer, whatever the webhook's kinds, and to a "
        "failing webhook too: delivered, it makes the webhook healthy again. Follow it in "
        "the delivery log.",
    )
    def post(self, request: Request, webhook_id: int) -> Response:
        delivery = services.webhook_test_send(
            user=signed_in(request.user), webhook_id=webhook_id, now=timezone.now()
        )
        return Response(selectors.delivery_json(delivery), status=status.HTTP_202_ACCEPTED)


class MyWebhookDeliveriesView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = WEBHOOKS

    @extend_schema(
        responses={200: declare_class(hooks.WebhookDeliveries)},
        operation_id="me_webhooks_deliveries_list",
        summary="A webhook's delivery log: the last 100, newest first",
    )
    def get(self, request: Request, webhook_id: int) -> Response:
        endpoint = selectors.webhook_of(user=signed_in(request.user), webhook_id=webhook_id)
        log = selectors.deliveries_of(endpoint=endpoint)
        return Response({"deliveries": [selectors.delivery_json(d) for d in log]})


class MyWebhookRedeliverView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = WEBHOOKS

    @extend_schema(
        request=None,
        responses={202: DELIVERY},
        summary="Send a delivery again now (same id and body, a fresh 24 hours of retries)",
    )
    def post(self, request: Request, webhook_id: int, delivery_id: uuid.UUID) -> Response:
        delivery = services.webhook_redeliver(
            user=signed_in(request.user),
            webhook_id=webhook_id,
            delivery_id=delivery_id,
            now=timezone.now(),
        )
        return Response(selectors.delivery_json(delivery), status=status.HTTP_202_ACCEPTED)
