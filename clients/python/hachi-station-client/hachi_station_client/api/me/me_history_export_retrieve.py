from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_400 import Error400
from ...models.error_401 import Error401
from ...models.error_429 import Error429
from ...models.history_export import HistoryExport
from ...models.me_history_export_retrieve_format import (
    MeHistoryExportRetrieveFormat,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/me/history/export/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error400 | Error401 | Error429 | HistoryExport | None:
    if response.status_code == 200:
        response_200 = HistoryExport.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error401.from_dict(response.json())

        return response_401

    if response.status_code == 429:
        response_429 = Error429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error400 | Error401 | Error429 | HistoryExport]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
) -> Response[Error400 | Error401 | Error429 | HistoryExport]:
    """Export my whole history of finished games, as JSON or CSV

    Args:
        format_ (MeHistoryExportRetrieveFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error400 | Error401 | Error429 | HistoryExport]
    """

    kwargs = _get_kwargs(
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
) -> Error400 | Error401 | Error429 | HistoryExport | None:
    """Export my whole history of finished games, as JSON or CSV

    Args:
        format_ (MeHistoryExportRetrieveFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error400 | Error401 | Error429 | HistoryExport
    """

    return sync_detailed(
        client=client,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
) -> Response[Error400 | Error401 | Error429 | HistoryExport]:
    """Export my whole history of finished games, as JSON or CSV

    Args:
        format_ (MeHistoryExportRetrieveFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error400 | Error401 | Error429 | HistoryExport]
    """

    kwargs = _get_kwargs(
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
) -> Error400 | Error401 | Error429 | HistoryExport | None:
    """Export my whole history of finished games, as JSON or CSV

    Args:
        format_ (MeHistoryExportRetrieveFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error400 | Error401 | Error429 | HistoryExport
    """

    return (
        await asyncio_detailed(
            client=client,
            format_=format_,
        )
    ).parsed
