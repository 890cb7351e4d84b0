from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auth_token_rotate_create_error_400 import AuthTokenRotateCreateError400
from ...models.auth_token_rotate_create_error_401 import AuthTokenRotateCreateError401
from ...models.auth_token_rotate_create_error_403 import AuthTokenRotateCreateError403
from ...models.auth_token_rotate_create_error_429 import AuthTokenRotateCreateError429
from ...models.token_issued import TokenIssued
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/auth/token/rotate/",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AuthTokenRotateCreateError400
    | AuthTokenRotateCreateError401
    | AuthTokenRotateCreateError403
    | AuthTokenRotateCreateError429
    | TokenIssued
    | None
):
    if response.status_code == 201:
        response_201 = TokenIssued.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = AuthTokenRotateCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = AuthTokenRotateCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = AuthTokenRotateCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = AuthTokenRotateCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    AuthTokenRotateCreateError400
    | AuthTokenRotateCreateError401
    | AuthTokenRotateCreateError403
    | AuthTokenRotateCreateError429
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
) -> Response[
    AuthTokenRotateCreateError400
    | AuthTokenRotateCreateError401
    | AuthTokenRotateCreateError403
    | AuthTokenRotateCreateError429
    | TokenIssued
]:
    """Replace the token in use by a new one

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthTokenRotateCreateError400 | AuthTokenRotateCreateError401 | AuthTokenRotateCreateError403 | AuthTokenRotateCreateError429 | TokenIssued]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    AuthTokenRotateCreateError400
    | AuthTokenRotateCreateError401
    | AuthTokenRotateCreateError403
    | AuthTokenRotateCreateError429
    | TokenIssued
    | None
):
    """Replace the token in use by a new one

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthTokenRotateCreateError400 | AuthTokenRotateCreateError401 | AuthTokenRotateCreateError403 | AuthTokenRotateCreateError429 | TokenIssued
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    AuthTokenRotateCreateError400
    | AuthTokenRotateCreateError401
    | AuthTokenRotateCreateError403
    | AuthTokenRotateCreateError429
    | TokenIssued
]:
    """Replace the token in use by a new one

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthTokenRotateCreateError400 | AuthTokenRotateCreateError401 | AuthTokenRotateCreateError403 | AuthTokenRotateCreateError429 | TokenIssued]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    AuthTokenRotateCreateError400
    | AuthTokenRotateCreateError401
    | AuthTokenRotateCreateError403
    | AuthTokenRotateCreateError429
    | TokenIssued
    | None
):
    """Replace the token in use by a new one

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthTokenRotateCreateError400 | AuthTokenRotateCreateError401 | AuthTokenRotateCreateError403 | AuthTokenRotateCreateError429 | TokenIssued
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
