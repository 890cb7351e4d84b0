from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_page import GamePage
from ...models.games_list_error_400 import GamesListError400
from ...models.games_list_error_401 import GamesListError401
from ...models.games_list_error_403 import GamesListError403
from ...models.games_list_error_429 import GamesListError429
from ...models.games_list_expand import GamesListExpand
from ...models.games_list_status import GamesListStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    expand: GamesListExpand | Unset = UNSET,
    game_type: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    json_expand: str | Unset = UNSET
    if not isinstance(expand, Unset):
        json_expand = expand

    params["expand"] = json_expand

    params["game_type"] = game_type

    params["limit"] = limit

    params["mine"] = mine

    params["my_turn"] = my_turn

    params["offset"] = offset

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429 | None:
    if response.status_code == 200:
        response_200 = GamePage.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = GamesListError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GamesListError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GamesListError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = GamesListError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    expand: GamesListExpand | Unset = UNSET,
    game_type: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429]:
    """List games

     Newest first. Page through with `next` (and `previous`): each holds a cursor, so games created
    meanwhile never make a page skip or repeat one.

    Args:
        cursor (str | Unset):
        expand (GamesListExpand | Unset):
        game_type (str | Unset):
        limit (int | Unset):
        mine (bool | Unset):
        my_turn (bool | Unset):
        offset (int | Unset):
        status (GamesListStatus | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        expand=expand,
        game_type=game_type,
        limit=limit,
        mine=mine,
        my_turn=my_turn,
        offset=offset,
        status=status,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    expand: GamesListExpand | Unset = UNSET,
    game_type: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429 | None:
    """List games

     Newest first. Page through with `next` (and `previous`): each holds a cursor, so games created
    meanwhile never make a page skip or repeat one.

    Args:
        cursor (str | Unset):
        expand (GamesListExpand | Unset):
        game_type (str | Unset):
        limit (int | Unset):
        mine (bool | Unset):
        my_turn (bool | Unset):
        offset (int | Unset):
        status (GamesListStatus | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        expand=expand,
        game_type=game_type,
        limit=limit,
        mine=mine,
        my_turn=my_turn,
        offset=offset,
        status=status,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    expand: GamesListExpand | Unset = UNSET,
    game_type: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429]:
    """List games

     Newest first. Page through with `next` (and `previous`): each holds a cursor, so games created
    meanwhile never make a page skip or repeat one.

    Args:
        cursor (str | Unset):
        expand (GamesListExpand | Unset):
        game_type (str | Unset):
        limit (int | Unset):
        mine (bool | Unset):
        my_turn (bool | Unset):
        offset (int | Unset):
        status (GamesListStatus | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        expand=expand,
        game_type=game_type,
        limit=limit,
        mine=mine,
        my_turn=my_turn,
        offset=offset,
        status=status,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    expand: GamesListExpand | Unset = UNSET,
    game_type: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429 | None:
    """List games

     Newest first. Page through with `next` (and `previous`): each holds a cursor, so games created
    meanwhile never make a page skip or repeat one.

    Args:
        cursor (str | Unset):
        expand (GamesListExpand | Unset):
        game_type (str | Unset):
        limit (int | Unset):
        mine (bool | Unset):
        my_turn (bool | Unset):
        offset (int | Unset):
        status (GamesListStatus | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamePage | GamesListError400 | GamesListError401 | GamesListError403 | GamesListError429
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
            expand=expand,
            game_type=game_type,
            limit=limit,
            mine=mine,
            my_turn=my_turn,
            offset=offset,
            status=status,
            if_none_match=if_none_match,
        )
    ).parsed
