from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_vacation_create_error_400 import MeVacationCreateError400
from ...models.me_vacation_create_error_401 import MeVacationCreateError401
from ...models.me_vacation_create_error_403 import MeVacationCreateError403
from ...models.me_vacation_create_error_409 import MeVacationCreateError409
from ...models.me_vacation_create_error_413 import MeVacationCreateError413
from ...models.me_vacation_create_error_415 import MeVacationCreateError415
from ...models.me_vacation_create_error_429 import MeVacationCreateError429
from ...models.vacation import Vacation
from ...models.vacation_status import VacationStatus
from ...types import Response


def _get_kwargs(
    *,
    body: Vacation,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/vacation/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MeVacationCreateError400
    | MeVacationCreateError401
    | MeVacationCreateError403
    | MeVacationCreateError409
    | MeVacationCreateError413
    | MeVacationCreateError415
    | MeVacationCreateError429
    | VacationStatus
    | None
):
    if response.status_code == 201:
        response_201 = VacationStatus.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = MeVacationCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MeVacationCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeVacationCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = MeVacationCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = MeVacationCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = MeVacationCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = MeVacationCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MeVacationCreateError400
    | MeVacationCreateError401
    | MeVacationCreateError403
    | MeVacationCreateError409
    | MeVacationCreateError413
    | MeVacationCreateError415
    | MeVacationCreateError429
    | VacationStatus
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
    body: Vacation,
) -> Response[
    MeVacationCreateError400
    | MeVacationCreateError401
    | MeVacationCreateError403
    | MeVacationCreateError409
    | MeVacationCreateError413
    | MeVacationCreateError415
    | MeVacationCreateError429
    | VacationStatus
]:
    """Start a vacation of some days now

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Args:
        body (Vacation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeVacationCreateError400 | MeVacationCreateError401 | MeVacationCreateError403 | MeVacationCreateError409 | MeVacationCreateError413 | MeVacationCreateError415 | MeVacationCreateError429 | VacationStatus]
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
    body: Vacation,
) -> (
    MeVacationCreateError400
    | MeVacationCreateError401
    | MeVacationCreateError403
    | MeVacationCreateError409
    | MeVacationCreateError413
    | MeVacationCreateError415
    | MeVacationCreateError429
    | VacationStatus
    | None
):
    """Start a vacation of some days now

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Args:
        body (Vacation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeVacationCreateError400 | MeVacationCreateError401 | MeVacationCreateError403 | MeVacationCreateError409 | MeVacationCreateError413 | MeVacationCreateError415 | MeVacationCreateError429 | VacationStatus
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: Vacation,
) -> Response[
    MeVacationCreateError400
    | MeVacationCreateError401
    | MeVacationCreateError403
    | MeVacationCreateError409
    | MeVacationCreateError413
    | MeVacationCreateError415
    | MeVacationCreateError429
    | VacationStatus
]:
    """Start a vacation of some days now

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Args:
        body (Vacation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeVacationCreateError400 | MeVacationCreateError401 | MeVacationCreateError403 | MeVacationCreateError409 | MeVacationCreateError413 | MeVacationCreateError415 | MeVacationCreateError429 | VacationStatus]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: Vacation,
) -> (
    MeVacationCreateError400
    | MeVacationCreateError401
    | MeVacationCreateError403
    | MeVacationCreateError409
    | MeVacationCreateError413
    | MeVacationCreateError415
    | MeVacationCreateError429
    | VacationStatus
    | None
):
    """Start a vacation of some days now

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Args:
        body (Vacation):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeVacationCreateError400 | MeVacationCreateError401 | MeVacationCreateError403 | MeVacationCreateError409 | MeVacationCreateError413 | MeVacationCreateError415 | MeVacationCreateError429 | VacationStatus
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
