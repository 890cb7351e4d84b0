from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_vacation_retrieve_error_401 import MeVacationRetrieveError401
from ...models.me_vacation_retrieve_error_403 import MeVacationRetrieveError403
from ...models.me_vacation_retrieve_error_429 import MeVacationRetrieveError429
from ...models.vacation_status import VacationStatus
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
        "url": "/api/v1/me/vacation/",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus | None:
    if response.status_code == 200:
        response_200 = VacationStatus.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = MeVacationRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeVacationRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = MeVacationRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus
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
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus
]:
    """My vacation: on or off, until when, days used and left this year

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus]
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
) -> Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus | None:
    """My vacation: on or off, until when, days used and left this year

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus
    """

    return sync_detailed(
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus
]:
    """My vacation: on or off, until when, days used and left this year

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus]
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
) -> Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus | None:
    """My vacation: on or off, until when, days used and left this year

     30 days per calendar year; see ``accounts.preferences`` for how clocks move.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeVacationRetrieveError401 | MeVacationRetrieveError403 | MeVacationRetrieveError429 | VacationStatus
    """

    return (
        await asyncio_detailed(
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
