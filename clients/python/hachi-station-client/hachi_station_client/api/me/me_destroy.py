from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.account_delete import AccountDelete
from ...models.me_destroy_error_400 import MeDestroyError400
from ...models.me_destroy_error_401 import MeDestroyError401
from ...models.me_destroy_error_403 import MeDestroyError403
from ...models.me_destroy_error_413 import MeDestroyError413
from ...models.me_destroy_error_415 import MeDestroyError415
from ...models.me_destroy_error_429 import MeDestroyError429
from ...types import Response


def _get_kwargs(
    *,
    body: AccountDelete,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/me/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | MeDestroyError400
    | MeDestroyError401
    | MeDestroyError403
    | MeDestroyError413
    | MeDestroyError415
    | MeDestroyError429
    | None
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = MeDestroyError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MeDestroyError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeDestroyError403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = MeDestroyError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = MeDestroyError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = MeDestroyError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | MeDestroyError400
    | MeDestroyError401
    | MeDestroyError403
    | MeDestroyError413
    | MeDestroyError415
    | MeDestroyError429
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
    body: AccountDelete,
) -> Response[
    Any
    | MeDestroyError400
    | MeDestroyError401
    | MeDestroyError403
    | MeDestroyError413
    | MeDestroyError415
    | MeDestroyError429
]:
    """Delete my account (games in play go on as after a resignation)

    Args:
        body (AccountDelete):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeDestroyError400 | MeDestroyError401 | MeDestroyError403 | MeDestroyError413 | MeDestroyError415 | MeDestroyError429]
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
    body: AccountDelete,
) -> (
    Any
    | MeDestroyError400
    | MeDestroyError401
    | MeDestroyError403
    | MeDestroyError413
    | MeDestroyError415
    | MeDestroyError429
    | None
):
    """Delete my account (games in play go on as after a resignation)

    Args:
        body (AccountDelete):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeDestroyError400 | MeDestroyError401 | MeDestroyError403 | MeDestroyError413 | MeDestroyError415 | MeDestroyError429
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AccountDelete,
) -> Response[
    Any
    | MeDestroyError400
    | MeDestroyError401
    | MeDestroyError403
    | MeDestroyError413
    | MeDestroyError415
    | MeDestroyError429
]:
    """Delete my account (games in play go on as after a resignation)

    Args:
        body (AccountDelete):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeDestroyError400 | MeDestroyError401 | MeDestroyError403 | MeDestroyError413 | MeDestroyError415 | MeDestroyError429]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AccountDelete,
) -> (
    Any
    | MeDestroyError400
    | MeDestroyError401
    | MeDestroyError403
    | MeDestroyError413
    | MeDestroyError415
    | MeDestroyError429
    | None
):
    """Delete my account (games in play go on as after a resignation)

    Args:
        body (AccountDelete):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeDestroyError400 | MeDestroyError401 | MeDestroyError403 | MeDestroyError413 | MeDestroyError415 | MeDestroyError429
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
