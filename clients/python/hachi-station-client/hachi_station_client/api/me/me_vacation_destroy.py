from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_vacation_destroy_error_401 import MeVacationDestroyError401
from ...models.me_vacation_destroy_error_403 import MeVacationDestroyError403
from ...models.me_vacation_destroy_error_409 import MeVacationDestroyError409
from ...models.me_vacation_destroy_error_429 import MeVacationDestroyError429
from ...models.vacation_status import VacationStatus
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/me/vacation/",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MeVacationDestroyError401
    | MeVacationDestroyError403
    | MeVacationDestroyError409
    | MeVacationDestroyError429
    | VacationStatus
    | None
):
    if response.status_code == 200:
        response_200 = VacationStatus.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = MeVacationDestroyError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeVacationDestroyError403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = MeVacationDestroyError409.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = MeVacationDestroyError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MeVacationDestroyError401
    | MeVacationDestroyError403
    | MeVacationDestroyError409
    | MeVacationDestroyError429
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
) -> Response[
    MeVacationDestroyError401
    | MeVacationDestroyError403
    | MeVacationDestroyError409
    | MeVacationDestroyError429
    | VacationStatus
]:
    """End my vacation now (unused days come back)

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeVacationDestroyError401 | MeVacationDestroyError403 | MeVacationDestroyError409 | MeVacationDestroyError429 | VacationStatus]
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
    MeVacationDestroyError401
    | MeVacationDestroyError403
    | MeVacationDestroyError409
    | MeVacationDestroyError429
    | VacationStatus
    | None
):
    """End my vacation now (unused days come back)

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeVacationDestroyError401 | MeVacationDestroyError403 | MeVacationDestroyError409 | MeVacationDestroyError429 | VacationStatus
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    MeVacationDestroyError401
    | MeVacationDestroyError403
    | MeVacationDestroyError409
    | MeVacationDestroyError429
    | VacationStatus
]:
    """End my vacation now (unused days come back)

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeVacationDestroyError401 | MeVacationDestroyError403 | MeVacationDestroyError409 | MeVacationDestroyError429 | VacationStatus]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    MeVacationDestroyError401
    | MeVacationDestroyError403
    | MeVacationDestroyError409
    | MeVacationDestroyError429
    | VacationStatus
    | None
):
    """End my vacation now (unused days come back)

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeVacationDestroyError401 | MeVacationDestroyError403 | MeVacationDestroyError409 | MeVacationDestroyError429 | VacationStatus
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
