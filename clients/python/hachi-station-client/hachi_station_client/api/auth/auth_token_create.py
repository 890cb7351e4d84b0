from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auth_token_create_error_400 import AuthTokenCreateError400
from ...models.auth_token_create_error_401 import AuthTokenCreateError401
from ...models.auth_token_create_error_403 import AuthTokenCreateError403
from ...models.auth_token_create_error_413 import AuthTokenCreateError413
from ...models.auth_token_create_error_415 import AuthTokenCreateError415
from ...models.auth_token_create_error_429 import AuthTokenCreateError429
from ...models.token_issued import TokenIssued
from ...models.token_request import TokenRequest
from ...types import Response


def _get_kwargs(
    *,
    body: TokenRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/auth/token/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AuthTokenCreateError400
    | AuthTokenCreateError401
    | AuthTokenCreateError403
    | AuthTokenCreateError413
    | AuthTokenCreateError415
    | AuthTokenCreateError429
    | TokenIssued
    | None
):
    if response.status_code == 201:
        response_201 = TokenIssued.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = AuthTokenCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = AuthTokenCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = AuthTokenCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = AuthTokenCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = AuthTokenCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = AuthTokenCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    AuthTokenCreateError400
    | AuthTokenCreateError401
    | AuthTokenCreateError403
    | AuthTokenCreateError413
    | AuthTokenCreateError415
    | AuthTokenCreateError429
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
    body: TokenRequest,
) -> Response[
    AuthTokenCreateError400
    | AuthTokenCreateError401
    | AuthTokenCreateError403
    | AuthTokenCreateError413
    | AuthTokenCreateError415
    | AuthTokenCreateError429
    | TokenIssued
]:
    """Issue an API token

     POST: username + password -> a new token (shown once). DELETE: revoke the token in use.

    Args:
        body (TokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthTokenCreateError400 | AuthTokenCreateError401 | AuthTokenCreateError403 | AuthTokenCreateError413 | AuthTokenCreateError415 | AuthTokenCreateError429 | TokenIssued]
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
    body: TokenRequest,
) -> (
    AuthTokenCreateError400
    | AuthTokenCreateError401
    | AuthTokenCreateError403
    | AuthTokenCreateError413
    | AuthTokenCreateError415
    | AuthTokenCreateError429
    | TokenIssued
    | None
):
    """Issue an API token

     POST: username + password -> a new token (shown once). DELETE: revoke the token in use.

    Args:
        body (TokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthTokenCreateError400 | AuthTokenCreateError401 | AuthTokenCreateError403 | AuthTokenCreateError413 | AuthTokenCreateError415 | AuthTokenCreateError429 | TokenIssued
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TokenRequest,
) -> Response[
    AuthTokenCreateError400
    | AuthTokenCreateError401
    | AuthTokenCreateError403
    | AuthTokenCreateError413
    | AuthTokenCreateError415
    | AuthTokenCreateError429
    | TokenIssued
]:
    """Issue an API token

     POST: username + password -> a new token (shown once). DELETE: revoke the token in use.

    Args:
        body (TokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthTokenCreateError400 | AuthTokenCreateError401 | AuthTokenCreateError403 | AuthTokenCreateError413 | AuthTokenCreateError415 | AuthTokenCreateError429 | TokenIssued]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: TokenRequest,
) -> (
    AuthTokenCreateError400
    | AuthTokenCreateError401
    | AuthTokenCreateError403
    | AuthTokenCreateError413
    | AuthTokenCreateError415
    | AuthTokenCreateError429
    | TokenIssued
    | None
):
    """Issue an API token

     POST: username + password -> a new token (shown once). DELETE: revoke the token in use.

    Args:
        body (TokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthTokenCreateError400 | AuthTokenCreateError401 | AuthTokenCreateError403 | AuthTokenCreateError413 | AuthTokenCreateError415 | AuthTokenCreateError429 | TokenIssued
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
