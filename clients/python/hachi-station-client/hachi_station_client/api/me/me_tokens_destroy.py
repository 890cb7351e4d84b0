from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_tokens_destroy_error_401 import MeTokensDestroyError401
from ...models.me_tokens_destroy_error_403 import MeTokensDestroyError403
from ...models.me_tokens_destroy_error_404 import MeTokensDestroyError404
from ...models.me_tokens_destroy_error_429 import MeTokensDestroyError429
from ...types import Response


def _get_kwargs(
    token_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/me/tokens/{token_id}/".format(
            token_id=quote(str(token_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429 | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = MeTokensDestroyError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeTokensDestroyError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = MeTokensDestroyError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = MeTokensDestroyError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    token_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429
]:
    """Revoke one of my tokens

    Args:
        token_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429]
    """

    kwargs = _get_kwargs(
        token_id=token_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    token_id: int,
    *,
    client: AuthenticatedClient,
) -> Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429 | None:
    """Revoke one of my tokens

    Args:
        token_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429
    """

    return sync_detailed(
        token_id=token_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    token_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429
]:
    """Revoke one of my tokens

    Args:
        token_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429]
    """

    kwargs = _get_kwargs(
        token_id=token_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    token_id: int,
    *,
    client: AuthenticatedClient,
) -> Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429 | None:
    """Revoke one of my tokens

    Args:
        token_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeTokensDestroyError401 | MeTokensDestroyError403 | MeTokensDestroyError404 | MeTokensDestroyError429
    """

    return (
        await asyncio_detailed(
            token_id=token_id,
            client=client,
        )
    ).parsed
