from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_webhooks_retrieve_error_401 import MeWebhooksRetrieveError401
from ...models.me_webhooks_retrieve_error_403 import MeWebhooksRetrieveError403
from ...models.me_webhooks_retrieve_error_404 import MeWebhooksRetrieveError404
from ...models.me_webhooks_retrieve_error_429 import MeWebhooksRetrieveError429
from ...models.webhook import Webhook
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: int,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/me/webhooks/{webhook_id}/".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | MeWebhooksRetrieveError401
    | MeWebhooksRetrieveError403
    | MeWebhooksRetrieveError404
    | MeWebhooksRetrieveError429
    | Webhook
    | None
):
    if response.status_code == 200:
        response_200 = Webhook.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = MeWebhooksRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeWebhooksRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = MeWebhooksRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = MeWebhooksRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | MeWebhooksRetrieveError401
    | MeWebhooksRetrieveError403
    | MeWebhooksRetrieveError404
    | MeWebhooksRetrieveError429
    | Webhook
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
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | MeWebhooksRetrieveError401
    | MeWebhooksRetrieveError403
    | MeWebhooksRetrieveError404
    | MeWebhooksRetrieveError429
    | Webhook
]:
    """One of my webhooks

    Args:
        webhook_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeWebhooksRetrieveError401 | MeWebhooksRetrieveError403 | MeWebhooksRetrieveError404 | MeWebhooksRetrieveError429 | Webhook]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | MeWebhooksRetrieveError401
    | MeWebhooksRetrieveError403
    | MeWebhooksRetrieveError404
    | MeWebhooksRetrieveError429
    | Webhook
    | None
):
    """One of my webhooks

    Args:
        webhook_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeWebhooksRetrieveError401 | MeWebhooksRetrieveError403 | MeWebhooksRetrieveError404 | MeWebhooksRetrieveError429 | Webhook
    """

    return sync_detailed(
        webhook_id=webhook_id,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | MeWebhooksRetrieveError401
    | MeWebhooksRetrieveError403
    | MeWebhooksRetrieveError404
    | MeWebhooksRetrieveError429
    | Webhook
]:
    """One of my webhooks

    Args:
        webhook_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeWebhooksRetrieveError401 | MeWebhooksRetrieveError403 | MeWebhooksRetrieveError404 | MeWebhooksRetrieveError429 | Webhook]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | MeWebhooksRetrieveError401
    | MeWebhooksRetrieveError403
    | MeWebhooksRetrieveError404
    | MeWebhooksRetrieveError429
    | Webhook
    | None
):
    """One of my webhooks

    Args:
        webhook_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeWebhooksRetrieveError401 | MeWebhooksRetrieveError403 | MeWebhooksRetrieveError404 | MeWebhooksRetrieveError429 | Webhook
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
