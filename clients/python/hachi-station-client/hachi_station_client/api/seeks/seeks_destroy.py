from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.seeks_destroy_error_401 import SeeksDestroyError401
from ...models.seeks_destroy_error_403 import SeeksDestroyError403
from ...models.seeks_destroy_error_404 import SeeksDestroyError404
from ...models.seeks_destroy_error_409 import SeeksDestroyError409
from ...models.seeks_destroy_error_429 import SeeksDestroyError429
from ...types import Response


def _get_kwargs(
    seek_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/seeks/{seek_id}/".format(
            seek_id=quote(str(seek_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | SeeksDestroyError401
    | SeeksDestroyError403
    | SeeksDestroyError404
    | SeeksDestroyError409
    | SeeksDestroyError429
    | None
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = SeeksDestroyError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SeeksDestroyError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SeeksDestroyError404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SeeksDestroyError409.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = SeeksDestroyError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | SeeksDestroyError401
    | SeeksDestroyError403
    | SeeksDestroyError404
    | SeeksDestroyError409
    | SeeksDestroyError429
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
) -> Response[
    Any
    | SeeksDestroyError401
    | SeeksDestroyError403
    | SeeksDestroyError404
    | SeeksDestroyError409
    | SeeksDestroyError429
]:
    """Stop waiting (a seek that no longer waits is left as it is)

    Args:
        seek_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | SeeksDestroyError401 | SeeksDestroyError403 | SeeksDestroyError404 | SeeksDestroyError409 | SeeksDestroyError429]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    seek_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | SeeksDestroyError401
    | SeeksDestroyError403
    | SeeksDestroyError404
    | SeeksDestroyError409
    | SeeksDestroyError429
    | None
):
    """Stop waiting (a seek that no longer waits is left as it is)

    Args:
        seek_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | SeeksDestroyError401 | SeeksDestroyError403 | SeeksDestroyError404 | SeeksDestroyError409 | SeeksDestroyError429
    """

    return sync_detailed(
        seek_id=seek_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    seek_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | SeeksDestroyError401
    | SeeksDestroyError403
    | SeeksDestroyError404
    | SeeksDestroyError409
    | SeeksDestroyError429
]:
    """Stop waiting (a seek that no longer waits is left as it is)

    Args:
        seek_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | SeeksDestroyError401 | SeeksDestroyError403 | SeeksDestroyError404 | SeeksDestroyError409 | SeeksDestroyError429]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    seek_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | SeeksDestroyError401
    | SeeksDestroyError403
    | SeeksDestroyError404
    | SeeksDestroyError409
    | SeeksDestroyError429
    | None
):
    """Stop waiting (a seek that no longer waits is left as it is)

    Args:
        seek_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | SeeksDestroyError401 | SeeksDestroyError403 | SeeksDestroyError404 | SeeksDestroyError409 | SeeksDestroyError429
    """

    return (
        await asyncio_detailed(
            seek_id=seek_id,
            client=client,
        )
    ).parsed
