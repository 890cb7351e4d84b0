from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_tokens_create_error_400 import MeTokensCreateError400
from ...models.me_tokens_create_error_401 import MeTokensCreateError401
from ...models.me_tokens_create_error_403 import MeTokensCreateError403
from ...models.me_tokens_create_error_413 import MeTokensCreateError413
from ...models.me_tokens_create_error_415 import MeTokensCreateError415
from ...models.me_tokens_create_error_429 import MeTokensCreateError429
from ...models.token_create import TokenCreate
from ...models.token_issued import TokenIssued
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: TokenCreate | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/tokens/",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MeTokensCreateError400
    | MeTokensCreateError401
    | MeTokensCreateError403
    | MeTokensCreateError413
    | MeTokensCreateError415
    | MeTokensCreateError429
    | TokenIssued
    | None
):
    if response.status_code == 201:
        response_201 = TokenIssued.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = MeTokensCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MeTokensCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeTokensCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = MeTokensCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = MeTokensCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = MeTokensCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MeTokensCreateError400
    | MeTokensCreateError401
    | MeTokensCreateError403
    | MeTokensCreateError413
    | MeTokensCreateError415
    | MeTokensCreateError429
    | TokenIssued
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: TokenCreate | Unset = UNSET,
) -> Response[
    MeTokensCreateError400
    | MeTokensCreateError401
    | MeTokensCreateError403
    | MeTokensCreateError413
    | MeTokensCreateError415
    | MeTokensCreateError429
    | TokenIssued
]:
    """Make a personal token with chosen scopes and an optional expiry

    Args:
        body (TokenCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeTokensCreateError400 | MeTokensCreateError401 | MeTokensCreateError403 | MeTokensCreateError413 | MeTokensCreateError415 | MeTokensCreateError429 | TokenIssued]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: TokenCreate | Unset = UNSET,
) -> (
    MeTokensCreateError400
    | MeTokensCreateError401
    | MeTokensCreateError403
    | MeTokensCreateError413
    | MeTokensCreateError415
    | MeTokensCreateError429
    | TokenIssued
    | None
):
    """Make a personal token with chosen scopes and an optional expiry

    Args:
        body (TokenCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeTokensCreateError400 | MeTokensCreateError401 | MeTokensCreateError403 | MeTokensCreateError413 | MeTokensCreateError415 | MeTokensCreateError429 | TokenIssued
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TokenCreate | Unset = UNSET,
) -> Response[
    MeTokensCreateError400
    | MeTokensCreateError401
    | MeTokensCreateError403
    | MeTokensCreateError413
    | MeTokensCreateError415
    | MeTokensCreateError429
    | TokenIssued
]:
    """Make a personal token with chosen scopes and an optional expiry

    Args:
        body (TokenCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeTokensCreateError400 | MeTokensCreateError401 | MeTokensCreateError403 | MeTokensCreateError413 | MeTokensCreateError415 | MeTokensCreateError429 | TokenIssued]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: TokenCreate | Unset = UNSET,
) -> (
    MeTokensCreateError400
    | MeTokensCreateError401
    | MeTokensCreateError403
    | MeTokensCreateError413
    | MeTokensCreateError415
    | MeTokensCreateError429
    | TokenIssued
    | None
):
    """Make a personal token with chosen scopes and an optional expiry

    Args:
        body (TokenCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeTokensCreateError400 | MeTokensCreateError401 | MeTokensCreateError403 | MeTokensCreateError413 | MeTokensCreateError415 | MeTokensCreateError429 | TokenIssued
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
