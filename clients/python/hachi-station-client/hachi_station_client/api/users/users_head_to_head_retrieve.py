from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_400 import Error400
from ...models.error_401 import Error401
from ...models.error_404 import Error404
from ...models.error_429 import Error429
from ...models.head_to_head import HeadToHead
from ...types import UNSET, Response


def _get_kwargs(
    username: str,
    *,
    opponent: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["opponent"] = opponent

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/users/{username}/head-to-head/".format(
            username=quote(str(username), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error400 | Error401 | Error404 | Error429 | HeadToHead | None:
    if response.status_code == 200:
        response_200 = HeadToHead.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error401.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Error429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error400 | Error401 | Error404 | Error429 | HeadToHead]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    opponent: str,
) -> Response[Error400 | Error401 | Error404 | Error429 | HeadToHead]:
    """A player against one opponent: who finished ahead, per game type

     Every finished game both sat at that you may see. The games themselves: `GET
    /api/v1/users/{username}/history/?opponent=...`.

    Args:
        username (str):
        opponent (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error400 | Error401 | Error404 | Error429 | HeadToHead]
    """

    kwargs = _get_kwargs(
        username=username,
        opponent=opponent,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    username: str,
    *,
    client: AuthenticatedClient,
    opponent: str,
) -> Error400 | Error401 | Error404 | Error429 | HeadToHead | None:
    """A player against one opponent: who finished ahead, per game type

     Every finished game both sat at that you may see. The games themselves: `GET
    /api/v1/users/{username}/history/?opponent=...`.

    Args:
        username (str):
        opponent (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error400 | Error401 | Error404 | Error429 | HeadToHead
    """

    return sync_detailed(
        username=username,
        client=client,
        opponent=opponent,
    ).parsed


async def asyncio_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    opponent: str,
) -> Response[Error400 | Error401 | Error404 | Error429 | HeadToHead]:
    """A player against one opponent: who finished ahead, per game type

     Every finished game both sat at that you may see. The games themselves: `GET
    /api/v1/users/{username}/history/?opponent=...`.

    Args:
        username (str):
        opponent (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error400 | Error401 | Error404 | Error429 | HeadToHead]
    """

    kwargs = _get_kwargs(
        username=username,
        opponent=opponent,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    *,
    client: AuthenticatedClient,
    opponent: str,
) -> Error400 | Error401 | Error404 | Error429 | HeadToHead | None:
    """A player against one opponent: who finished ahead, per game type

     Every finished game both sat at that you may see. The games themselves: `GET
    /api/v1/users/{username}/history/?opponent=...`.

    Args:
        username (str):
        opponent (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error400 | Error401 | Error404 | Error429 | HeadToHead
    """

    return (
        await asyncio_detailed(
            username=username,
            client=client,
            opponent=opponent,
        )
    ).parsed
