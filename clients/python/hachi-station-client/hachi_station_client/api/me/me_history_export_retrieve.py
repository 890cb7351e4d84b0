from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.history_export import HistoryExport
from ...models.me_history_export_retrieve_error_400 import MeHistoryExportRetrieveError400
from ...models.me_history_export_retrieve_error_401 import MeHistoryExportRetrieveError401
from ...models.me_history_export_retrieve_error_403 import MeHistoryExportRetrieveError403
from ...models.me_history_export_retrieve_error_429 import MeHistoryExportRetrieveError429
from ...models.me_history_export_retrieve_format import (
    MeHistoryExportRetrieveFormat,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

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

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | HistoryExport
    | MeHistoryExportRetrieveError400
    | MeHistoryExportRetrieveError401
    | MeHistoryExportRetrieveError403
    | MeHistoryExportRetrieveError429
    | None
):
    if response.status_code == 200:
        response_200 = HistoryExport.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = MeHistoryExportRetrieveError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MeHistoryExportRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeHistoryExportRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = MeHistoryExportRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | HistoryExport
    | MeHistoryExportRetrieveError400
    | MeHistoryExportRetrieveError401
    | MeHistoryExportRetrieveError403
    | MeHistoryExportRetrieveError429
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
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | HistoryExport
    | MeHistoryExportRetrieveError400
    | MeHistoryExportRetrieveError401
    | MeHistoryExportRetrieveError403
    | MeHistoryExportRetrieveError429
]:
    """Export my whole history of finished games, as JSON or CSV

    Args:
        format_ (MeHistoryExportRetrieveFormat | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | HistoryExport | MeHistoryExportRetrieveError400 | MeHistoryExportRetrieveError401 | MeHistoryExportRetrieveError403 | MeHistoryExportRetrieveError429]
    """

    kwargs = _get_kwargs(
        format_=format_,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | HistoryExport
    | MeHistoryExportRetrieveError400
    | MeHistoryExportRetrieveError401
    | MeHistoryExportRetrieveError403
    | MeHistoryExportRetrieveError429
    | None
):
    """Export my whole history of finished games, as JSON or CSV

    Args:
        format_ (MeHistoryExportRetrieveFormat | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | HistoryExport | MeHistoryExportRetrieveError400 | MeHistoryExportRetrieveError401 | MeHistoryExportRetrieveError403 | MeHistoryExportRetrieveError429
    """

    return sync_detailed(
        client=client,
        format_=format_,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | HistoryExport
    | MeHistoryExportRetrieveError400
    | MeHistoryExportRetrieveError401
    | MeHistoryExportRetrieveError403
    | MeHistoryExportRetrieveError429
]:
    """Export my whole history of finished games, as JSON or CSV

    Args:
        format_ (MeHistoryExportRetrieveFormat | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | HistoryExport | MeHistoryExportRetrieveError400 | MeHistoryExportRetrieveError401 | MeHistoryExportRetrieveError403 | MeHistoryExportRetrieveError429]
    """

    kwargs = _get_kwargs(
        format_=format_,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    format_: MeHistoryExportRetrieveFormat | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | HistoryExport
    | MeHistoryExportRetrieveError400
    | MeHistoryExportRetrieveError401
    | MeHistoryExportRetrieveError403
    | MeHistoryExportRetrieveError429
    | None
):
    """Export my whole history of finished games, as JSON or CSV

    Args:
        format_ (MeHistoryExportRetrieveFormat | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | HistoryExport | MeHistoryExportRetrieveError400 | MeHistoryExportRetrieveError401 | MeHistoryExportRetrieveError403 | MeHistoryExportRetrieveError429
    """

    return (
        await asyncio_detailed(
            client=client,
            format_=format_,
            if_none_match=if_none_match,
        )
    ).parsed
