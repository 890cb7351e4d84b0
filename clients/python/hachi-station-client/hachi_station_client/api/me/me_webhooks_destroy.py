from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_webhooks_destroy_error_401 import MeWebhooksDestroyError401
from ...models.me_webhooks_destroy_error_403 import MeWebhooksDestroyError403
from ...models.me_webhooks_destroy_error_404 import MeWebhooksDestroyError404
from ...models.me_webhooks_destroy_error_429 import MeWebhooksDestroyError429
from ...types import Response


def _get_kwargs(
    webhook_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/me/webhooks/{webhook_id}/".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | MeWebhooksDestroyError401
    | MeWebhooksDestroyError403
    | MeWebhooksDestroyError404
    | MeWebhooksDestroyError429
    | None
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = MeWebhooksDestroyError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeWebhooksDestroyError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = MeWebhooksDestroyError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = MeWebhooksDestroyError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any | MeWebhooksDestroyError401 | MeWebhooksDestroyError403 | MeWebhooksDestroyError404 | MeWebhooksDestroyError429
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
    Any | MeWebhooksDestroyError401 | MeWebhooksDestroyError403 | MeWebhooksDestroyError404 | MeWebhooksDestroyError429
]:
    """Delete a webhook, its log and the deliveries it has not sent

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeWebhooksDestroyError401 | MeWebhooksDestroyError403 | MeWebhooksDestroyError404 | MeWebhooksDestroyError429]
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
    Any
    | MeWebhooksDestroyError401
    | MeWebhooksDestroyError403
    | MeWebhooksDestroyError404
    | MeWebhooksDestroyError429
    | None
):
    """Delete a webhook, its log and the deliveries it has not sent

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeWebhooksDestroyError401 | MeWebhooksDestroyError403 | MeWebhooksDestroyError404 | MeWebhooksDestroyError429
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
    Any | MeWebhooksDestroyError401 | MeWebhooksDestroyError403 | MeWebhooksDestroyError404 | MeWebhooksDestroyError429
]:
    """Delete a webhook, its log and the deliveries it has not sent

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeWebhooksDestroyError401 | MeWebhooksDestroyError403 | MeWebhooksDestroyError404 | MeWebhooksDestroyError429]
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
    Any
    | MeWebhooksDestroyError401
    | MeWebhooksDestroyError403
    | MeWebhooksDestroyError404
    | MeWebhooksDestroyError429
    | None
):
    """Delete a webhook, its log and the deliveries it has not sent

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeWebhooksDestroyError401 | MeWebhooksDestroyError403 | MeWebhooksDestroyError404 | MeWebhooksDestroyError429
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
        )
    ).parsed
