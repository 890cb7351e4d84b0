from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_webhooks_deliveries_redeliver_create_error_401 import MeWebhooksDeliveriesRedeliverCreateError401
from ...models.me_webhooks_deliveries_redeliver_create_error_403 import MeWebhooksDeliveriesRedeliverCreateError403
from ...models.me_webhooks_deliveries_redeliver_create_error_404 import MeWebhooksDeliveriesRedeliverCreateError404
from ...models.me_webhooks_deliveries_redeliver_create_error_429 import MeWebhooksDeliveriesRedeliverCreateError429
from ...models.webhook_delivery_info import WebhookDeliveryInfo
from ...types import Response


def _get_kwargs(
    webhook_id: int,
    delivery_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver/".format(
            webhook_id=quote(str(webhook_id), safe=""),
            delivery_id=quote(str(delivery_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MeWebhooksDeliveriesRedeliverCreateError401
    | MeWebhooksDeliveriesRedeliverCreateError403
    | MeWebhooksDeliveriesRedeliverCreateError404
    | MeWebhooksDeliveriesRedeliverCreateError429
    | WebhookDeliveryInfo
    | None
):
    if response.status_code == 202:
        response_202 = WebhookDeliveryInfo.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = MeWebhooksDeliveriesRedeliverCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeWebhooksDeliveriesRedeliverCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = MeWebhooksDeliveriesRedeliverCreateError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = MeWebhooksDeliveriesRedeliverCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MeWebhooksDeliveriesRedeliverCreateError401
    | MeWebhooksDeliveriesRedeliverCreateError403
    | MeWebhooksDeliveriesRedeliverCreateError404
    | MeWebhooksDeliveriesRedeliverCreateError429
    | WebhookDeliveryInfo
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: int,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[
    MeWebhooksDeliveriesRedeliverCreateError401
    | MeWebhooksDeliveriesRedeliverCreateError403
    | MeWebhooksDeliveriesRedeliverCreateError404
    | MeWebhooksDeliveriesRedeliverCreateError429
    | WebhookDeliveryInfo
]:
    """Send a delivery again now (same id and body, a fresh 24 hours of retries)

    Args:
        webhook_id (int):
        delivery_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksDeliveriesRedeliverCreateError401 | MeWebhooksDeliveriesRedeliverCreateError403 | MeWebhooksDeliveriesRedeliverCreateError404 | MeWebhooksDeliveriesRedeliverCreateError429 | WebhookDeliveryInfo]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: int,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient,
) -> (
    MeWebhooksDeliveriesRedeliverCreateError401
    | MeWebhooksDeliveriesRedeliverCreateError403
    | MeWebhooksDeliveriesRedeliverCreateError404
    | MeWebhooksDeliveriesRedeliverCreateError429
    | WebhookDeliveryInfo
    | None
):
    """Send a delivery again now (same id and body, a fresh 24 hours of retries)

    Args:
        webhook_id (int):
        delivery_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksDeliveriesRedeliverCreateError401 | MeWebhooksDeliveriesRedeliverCreateError403 | MeWebhooksDeliveriesRedeliverCreateError404 | MeWebhooksDeliveriesRedeliverCreateError429 | WebhookDeliveryInfo
    """

    return sync_detailed(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    webhook_id: int,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[
    MeWebhooksDeliveriesRedeliverCreateError401
    | MeWebhooksDeliveriesRedeliverCreateError403
    | MeWebhooksDeliveriesRedeliverCreateError404
    | MeWebhooksDeliveriesRedeliverCreateError429
    | WebhookDeliveryInfo
]:
    """Send a delivery again now (same id and body, a fresh 24 hours of retries)

    Args:
        webhook_id (int):
        delivery_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksDeliveriesRedeliverCreateError401 | MeWebhooksDeliveriesRedeliverCreateError403 | MeWebhooksDeliveriesRedeliverCreateError404 | MeWebhooksDeliveriesRedeliverCreateError429 | WebhookDeliveryInfo]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: int,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient,
) -> (
    MeWebhooksDeliveriesRedeliverCreateError401
    | MeWebhooksDeliveriesRedeliverCreateError403
    | MeWebhooksDeliveriesRedeliverCreateError404
    | MeWebhooksDeliveriesRedeliverCreateError429
    | WebhookDeliveryInfo
    | None
):
    """Send a delivery again now (same id and body, a fresh 24 hours of retries)

    Args:
        webhook_id (int):
        delivery_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksDeliveriesRedeliverCreateError401 | MeWebhooksDeliveriesRedeliverCreateError403 | MeWebhooksDeliveriesRedeliverCreateError404 | MeWebhooksDeliveriesRedeliverCreateError429 | WebhookDeliveryInfo
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            delivery_id=delivery_id,
            client=client,
        )
    ).parsed
