from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_webhooks_rotate_secret_create_error_401 import MeWebhooksRotateSecretCreateError401
from ...models.me_webhooks_rotate_secret_create_error_403 import MeWebhooksRotateSecretCreateError403
from ...models.me_webhooks_rotate_secret_create_error_404 import MeWebhooksRotateSecretCreateError404
from ...models.me_webhooks_rotate_secret_create_error_429 import MeWebhooksRotateSecretCreateError429
from ...models.webhook_secret import WebhookSecret
from ...types import Response


def _get_kwargs(
    webhook_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/webhooks/{webhook_id}/rotate-secret/".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MeWebhooksRotateSecretCreateError401
    | MeWebhooksRotateSecretCreateError403
    | MeWebhooksRotateSecretCreateError404
    | MeWebhooksRotateSecretCreateError429
    | WebhookSecret
    | None
):
    if response.status_code == 201:
        response_201 = WebhookSecret.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = MeWebhooksRotateSecretCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeWebhooksRotateSecretCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = MeWebhooksRotateSecretCreateError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = MeWebhooksRotateSecretCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MeWebhooksRotateSecretCreateError401
    | MeWebhooksRotateSecretCreateError403
    | MeWebhooksRotateSecretCreateError404
    | MeWebhooksRotateSecretCreateError429
    | WebhookSecret
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
    MeWebhooksRotateSecretCreateError401
    | MeWebhooksRotateSecretCreateError403
    | MeWebhooksRotateSecretCreateError404
    | MeWebhooksRotateSecretCreateError429
    | WebhookSecret
]:
    """Rotate a webhook's secret (the old one signs too for 24 hours)

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksRotateSecretCreateError401 | MeWebhooksRotateSecretCreateError403 | MeWebhooksRotateSecretCreateError404 | MeWebhooksRotateSecretCreateError429 | WebhookSecret]
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
    MeWebhooksRotateSecretCreateError401
    | MeWebhooksRotateSecretCreateError403
    | MeWebhooksRotateSecretCreateError404
    | MeWebhooksRotateSecretCreateError429
    | WebhookSecret
    | None
):
    """Rotate a webhook's secret (the old one signs too for 24 hours)

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksRotateSecretCreateError401 | MeWebhooksRotateSecretCreateError403 | MeWebhooksRotateSecretCreateError404 | MeWebhooksRotateSecretCreateError429 | WebhookSecret
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
    MeWebhooksRotateSecretCreateError401
    | MeWebhooksRotateSecretCreateError403
    | MeWebhooksRotateSecretCreateError404
    | MeWebhooksRotateSecretCreateError429
    | WebhookSecret
]:
    """Rotate a webhook's secret (the old one signs too for 24 hours)

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksRotateSecretCreateError401 | MeWebhooksRotateSecretCreateError403 | MeWebhooksRotateSecretCreateError404 | MeWebhooksRotateSecretCreateError429 | WebhookSecret]
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
    MeWebhooksRotateSecretCreateError401
    | MeWebhooksRotateSecretCreateError403
    | MeWebhooksRotateSecretCreateError404
    | MeWebhooksRotateSecretCreateError429
    | WebhookSecret
    | None
):
    """Rotate a webhook's secret (the old one signs too for 24 hours)

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksRotateSecretCreateError401 | MeWebhooksRotateSecretCreateError403 | MeWebhooksRotateSecretCreateError404 | MeWebhooksRotateSecretCreateError429 | WebhookSecret
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
        )
    ).parsed
