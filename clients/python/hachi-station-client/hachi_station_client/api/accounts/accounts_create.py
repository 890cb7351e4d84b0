from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.accounts_create_error_400 import AccountsCreateError400
from ...models.accounts_create_error_409 import AccountsCreateError409
from ...models.accounts_create_error_413 import AccountsCreateError413
from ...models.accounts_create_error_415 import AccountsCreateError415
from ...models.accounts_create_error_429 import AccountsCreateError429
from ...models.me import Me
from ...models.sign_up import SignUp
from ...types import Response


def _get_kwargs(
    *,
    body: SignUp,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/accounts/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AccountsCreateError400
    | AccountsCreateError409
    | AccountsCreateError413
    | AccountsCreateError415
    | AccountsCreateError429
    | Me
    | None
):
    if response.status_code == 201:
        response_201 = Me.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = AccountsCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 409:
        response_409 = AccountsCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = AccountsCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = AccountsCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = AccountsCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    AccountsCreateError400
    | AccountsCreateError409
    | AccountsCreateError413
    | AccountsCreateError415
    | AccountsCreateError429
    | Me
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
    body: SignUp,
) -> Response[
    AccountsCreateError400
    | AccountsCreateError409
    | AccountsCreateError413
    | AccountsCreateError415
    | AccountsCreateError429
    | Me
]:
    """Sign up

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountsCreateError400 | AccountsCreateError409 | AccountsCreateError413 | AccountsCreateError415 | AccountsCreateError429 | Me]
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
    body: SignUp,
) -> (
    AccountsCreateError400
    | AccountsCreateError409
    | AccountsCreateError413
    | AccountsCreateError415
    | AccountsCreateError429
    | Me
    | None
):
    """Sign up

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountsCreateError400 | AccountsCreateError409 | AccountsCreateError413 | AccountsCreateError415 | AccountsCreateError429 | Me
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SignUp,
) -> Response[
    AccountsCreateError400
    | AccountsCreateError409
    | AccountsCreateError413
    | AccountsCreateError415
    | AccountsCreateError429
    | Me
]:
    """Sign up

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountsCreateError400 | AccountsCreateError409 | AccountsCreateError413 | AccountsCreateError415 | AccountsCreateError429 | Me]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SignUp,
) -> (
    AccountsCreateError400
    | AccountsCreateError409
    | AccountsCreateError413
    | AccountsCreateError415
    | AccountsCreateError429
    | Me
    | None
):
    """Sign up

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountsCreateError400 | AccountsCreateError409 | AccountsCreateError413 | AccountsCreateError415 | AccountsCreateError429 | Me
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
