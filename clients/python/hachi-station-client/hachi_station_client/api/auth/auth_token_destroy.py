from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auth_token_destroy_error_400 import AuthTokenDestroyError400
from ...models.auth_token_destroy_error_401 import AuthTokenDestroyError401
from ...models.auth_token_destroy_error_403 import AuthTokenDestroyError403
from ...models.auth_token_destroy_error_429 import AuthTokenDestroyError429
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/auth/token/",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | AuthTokenDestroyError400
    | AuthTokenDestroyError401
    | AuthTokenDestroyError403
    | AuthTokenDestroyError429
    | None
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = AuthTokenDestroyError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = AuthTokenDestroyError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = AuthTokenDestroyError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = AuthTokenDestroyError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any | AuthTokenDestroyError400 | AuthTokenDestroyError401 | AuthTokenDestroyError403 | AuthTokenDestroyError429
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
    Any | AuthTokenDestroyError400 | AuthTokenDestroyError401 | AuthTokenDestroyError403 | AuthTokenDestroyError429
]:
    """Revoke the token in use

     POST: username + password -> a new token (shown once). DELETE: revoke the token in use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | AuthTokenDestroyError400 | AuthTokenDestroyError401 | AuthTokenDestroyError403 | AuthTokenDestroyError429]
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
    Any
    | AuthTokenDestroyError400
    | AuthTokenDestroyError401
    | AuthTokenDestroyError403
    | AuthTokenDestroyError429
    | None
):
    """Revoke the token in use

     POST: username + password -> a new token (shown once). DELETE: revoke the token in use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | AuthTokenDestroyError400 | AuthTokenDestroyError401 | AuthTokenDestroyError403 | AuthTokenDestroyError429
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    Any | AuthTokenDestroyError400 | AuthTokenDestroyError401 | AuthTokenDestroyError403 | AuthTokenDestroyError429
]:
    """Revoke the token in use

     POST: username + password -> a new token (shown once). DELETE: revoke the token in use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | AuthTokenDestroyError400 | AuthTokenDestroyError401 | AuthTokenDestroyError403 | AuthTokenDestroyError429]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | AuthTokenDestroyError400
    | AuthTokenDestroyError401
    | AuthTokenDestroyError403
    | AuthTokenDestroyError429
    | None
):
    """Revoke the token in use

     POST: username + password -> a new token (shown once). DELETE: revoke the token in use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | AuthTokenDestroyError400 | AuthTokenDestroyError401 | AuthTokenDestroyError403 | AuthTokenDestroyError429
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
