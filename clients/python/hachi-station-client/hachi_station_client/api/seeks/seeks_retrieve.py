from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.seek import Seek
from ...models.seeks_retrieve_error_401 import SeeksRetrieveError401
from ...models.seeks_retrieve_error_403 import SeeksRetrieveError403
from ...models.seeks_retrieve_error_404 import SeeksRetrieveError404
from ...models.seeks_retrieve_error_429 import SeeksRetrieveError429
from ...types import UNSET, Response, Unset


def _get_kwargs(
    seek_id: int,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/seeks/{seek_id}/".format(
            seek_id=quote(str(seek_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429 | None:
    if response.status_code == 200:
        response_200 = Seek.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = SeeksRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SeeksRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SeeksRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = SeeksRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    seek_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429
]:
    """One of my seeks

    Args:
        seek_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    seek_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429 | None:
    """One of my seeks

    Args:
        seek_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429
    """

    return sync_detailed(
        seek_id=seek_id,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    seek_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429
]:
    """One of my seeks

    Args:
        seek_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    seek_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429 | None:
    """One of my seeks

    Args:
        seek_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Seek | SeeksRetrieveError401 | SeeksRetrieveError403 | SeeksRetrieveError404 | SeeksRetrieveError429
    """

    return (
        await asyncio_detailed(
            seek_id=seek_id,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
