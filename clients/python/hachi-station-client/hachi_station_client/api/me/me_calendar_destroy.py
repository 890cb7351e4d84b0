from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_calendar_destroy_error_401 import MeCalendarDestroyError401
from ...models.me_calendar_destroy_error_403 import MeCalendarDestroyError403
from ...models.me_calendar_destroy_error_429 import MeCalendarDestroyError429
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/me/calendar/",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429 | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = MeCalendarDestroyError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeCalendarDestroyError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = MeCalendarDestroyError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429]:
    """Turn the calendar feed off

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429 | None:
    """Turn the calendar feed off

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429]:
    """Turn the calendar feed off

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429 | None:
    """Turn the calendar feed off

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeCalendarDestroyError401 | MeCalendarDestroyError403 | MeCalendarDestroyError429
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
