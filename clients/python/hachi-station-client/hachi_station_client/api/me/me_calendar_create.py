from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.calendar_url import CalendarUrl
from ...models.me_calendar_create_error_401 import MeCalendarCreateError401
from ...models.me_calendar_create_error_403 import MeCalendarCreateError403
from ...models.me_calendar_create_error_429 import MeCalendarCreateError429
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/calendar/",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429 | None:
    if response.status_code == 201:
        response_201 = CalendarUrl.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = MeCalendarCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeCalendarCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = MeCalendarCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429]:
    """A new secret calendar URL (the old one stops working)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429 | None:
    """A new secret calendar URL (the old one stops working)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429]:
    """A new secret calendar URL (the old one stops working)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429 | None:
    """A new secret calendar URL (the old one stops working)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalendarUrl | MeCalendarCreateError401 | MeCalendarCreateError403 | MeCalendarCreateError429
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
