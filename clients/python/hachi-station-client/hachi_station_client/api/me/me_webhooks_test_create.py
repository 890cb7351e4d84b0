from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_webhooks_test_create_error_401 import MeWebhooksTestCreateError401
from ...models.me_webhooks_test_create_error_403 import MeWebhooksTestCreateError403
from ...models.me_webhooks_test_create_error_404 import MeWebhooksTestCreateError404
from ...models.me_webhooks_test_create_error_429 import MeWebhooksTestCreateError429
from ...models.webhook_delivery_info import WebhookDeliveryInfo
from ...types import Response


def _get_kwargs(
    webhook_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/webhooks/{webhook_id}/test/".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MeWebhooksTestCreateError401
    | MeWebhooksTestCreateError403
    | MeWebhooksTestCreateError404
    | MeWebhooksTestCreateError429
    | WebhookDeliveryInfo
    | None
):
    if response.status_code == 202:
        response_202 = WebhookDeliveryInfo.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = MeWebhooksTestCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeWebhooksTestCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = MeWebhooksTestCreateError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = MeWebhooksTestCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MeWebhooksTestCreateError401
    | MeWebhooksTestCreateError403
    | MeWebhooksTestCreateError404
    | MeWebhooksTestCreateError429
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
    *,
    client: AuthenticatedClient,
) -> Response[
    MeWebhooksTestCreateError401
    | MeWebhooksTestCreateError403
    | MeWebhooksTestCreateError404
    | MeWebhooksTestCreateError429
    | WebhookDeliveryInfo
]:
    """Send a test event (`ping`) to a webhook now

     Sent at once after this answer, whatever the webhook's kinds, and to a failing webhook too:
    delivered, it makes the webhook healthy again. Follow it in the delivery log.

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksTestCreateError401 | MeWebhooksTestCreateError403 | MeWebhooksTestCreateError404 | MeWebhooksTestCreateError429 | WebhookDeliveryInfo]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    MeWebhooksTestCreateError401
    | MeWebhooksTestCreateError403
    | MeWebhooksTestCreateError404
    | MeWebhooksTestCreateError429
    | WebhookDeliveryInfo
    | None
):
    """Send a test event (`ping`) to a webhook now

     Sent at once after this answer, whatever the webhook's kinds, and to a failing webhook too:
    delivered, it makes the webhook healthy again. Follow it in the delivery log.

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksTestCreateError401 | MeWebhooksTestCreateError403 | MeWebhooksTestCreateError404 | MeWebhooksTestCreateError429 | WebhookDeliveryInfo
    """

    return sync_detailed(
        webhook_id=webhook_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    MeWebhooksTestCreateError401
    | MeWebhooksTestCreateError403
    | MeWebhooksTestCreateError404
    | MeWebhooksTestCreateError429
    | WebhookDeliveryInfo
]:
    """Send a test event (`ping`) to a webhook now

     Sent at once after this answer, whatever the webhook's kinds, and to a failing webhook too:
    delivered, it makes the webhook healthy again. Follow it in the delivery log.

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksTestCreateError401 | MeWebhooksTestCreateError403 | MeWebhooksTestCreateError404 | MeWebhooksTestCreateError429 | WebhookDeliveryInfo]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    MeWebhooksTestCreateError401
    | MeWebhooksTestCreateError403
    | MeWebhooksTestCreateError404
    | MeWebhooksTestCreateError429
    | WebhookDeliveryInfo
    | None
):
    """Send a test event (`ping`) to a webhook now

     Sent at once after this answer, whatever the webhook's kinds, and to a failing webhook too:
    delivered, it makes the webhook healthy again. Follow it in the delivery log.

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksTestCreateError401 | MeWebhooksTestCreateError403 | MeWebhooksTestCreateError404 | MeWebhooksTestCreateError429 | WebhookDeliveryInfo
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
        )
    ).parsed
