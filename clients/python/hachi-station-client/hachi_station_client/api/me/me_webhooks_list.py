from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_webhooks_list_error_401 import MeWebhooksListError401
from ...models.me_webhooks_list_error_403 import MeWebhooksListError403
from ...models.me_webhooks_list_error_429 import MeWebhooksListError429
from ...models.webhooks import Webhooks
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/me/webhooks/",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks | None:
    if response.status_code == 200:
        response_200 = Webhooks.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = MeWebhooksListError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeWebhooksListError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = MeWebhooksListError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks]:
    """List my webhooks (never their secrets), oldest first

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks]
    """

    kwargs = _get_kwargs(
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks | None:
    """List my webhooks (never their secrets), oldest first

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks
    """

    return sync_detailed(
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks]:
    """List my webhooks (never their secrets), oldest first

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks]
    """

    kwargs = _get_kwargs(
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks | None:
    """List my webhooks (never their secrets), oldest first

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeWebhooksListError401 | MeWebhooksListError403 | MeWebhooksListError429 | Webhooks
    """

    return (
        await asyncio_detailed(
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
