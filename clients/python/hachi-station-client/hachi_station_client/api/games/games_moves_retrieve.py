from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.games_moves_retrieve_error_400 import GamesMovesRetrieveError400
from ...models.games_moves_retrieve_error_401 import GamesMovesRetrieveError401
from ...models.games_moves_retrieve_error_403 import GamesMovesRetrieveError403
from ...models.games_moves_retrieve_error_404 import GamesMovesRetrieveError404
from ...models.games_moves_retrieve_error_429 import GamesMovesRetrieveError429
from ...models.move_log import MoveLog
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    since: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    params["since"] = since

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game_id}/moves/".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GamesMovesRetrieveError400
    | GamesMovesRetrieveError401
    | GamesMovesRetrieveError403
    | GamesMovesRetrieveError404
    | GamesMovesRetrieveError429
    | MoveLog
    | None
):
    if response.status_code == 200:
        response_200 = MoveLog.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = GamesMovesRetrieveError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GamesMovesRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GamesMovesRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GamesMovesRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GamesMovesRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GamesMovesRetrieveError400
    | GamesMovesRetrieveError401
    | GamesMovesRetrieveError403
    | GamesMovesRetrieveError404
    | GamesMovesRetrieveError429
    | MoveLog
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    since: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | GamesMovesRetrieveError400
    | GamesMovesRetrieveError401
    | GamesMovesRetrieveError403
    | GamesMovesRetrieveError404
    | GamesMovesRetrieveError429
    | MoveLog
]:
    """The move log as I may see it (complete after the end)

     In the order played (by `seq`). `has_more` is true when `next` is a link.

    Args:
        game_id (int):
        cursor (str | Unset):
        limit (int | Unset):
        since (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamesMovesRetrieveError400 | GamesMovesRetrieveError401 | GamesMovesRetrieveError403 | GamesMovesRetrieveError404 | GamesMovesRetrieveError429 | MoveLog]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        cursor=cursor,
        limit=limit,
        since=since,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    since: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | GamesMovesRetrieveError400
    | GamesMovesRetrieveError401
    | GamesMovesRetrieveError403
    | GamesMovesRetrieveError404
    | GamesMovesRetrieveError429
    | MoveLog
    | None
):
    """The move log as I may see it (complete after the end)

     In the order played (by `seq`). `has_more` is true when `next` is a link.

    Args:
        game_id (int):
        cursor (str | Unset):
        limit (int | Unset):
        since (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamesMovesRetrieveError400 | GamesMovesRetrieveError401 | GamesMovesRetrieveError403 | GamesMovesRetrieveError404 | GamesMovesRetrieveError429 | MoveLog
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        cursor=cursor,
        limit=limit,
        since=since,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    since: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | GamesMovesRetrieveError400
    | GamesMovesRetrieveError401
    | GamesMovesRetrieveError403
    | GamesMovesRetrieveError404
    | GamesMovesRetrieveError429
    | MoveLog
]:
    """The move log as I may see it (complete after the end)

     In the order played (by `seq`). `has_more` is true when `next` is a link.

    Args:
        game_id (int):
        cursor (str | Unset):
        limit (int | Unset):
        since (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamesMovesRetrieveError400 | GamesMovesRetrieveError401 | GamesMovesRetrieveError403 | GamesMovesRetrieveError404 | GamesMovesRetrieveError429 | MoveLog]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        cursor=cursor,
        limit=limit,
        since=since,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    since: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | GamesMovesRetrieveError400
    | GamesMovesRetrieveError401
    | GamesMovesRetrieveError403
    | GamesMovesRetrieveError404
    | GamesMovesRetrieveError429
    | MoveLog
    | None
):
    """The move log as I may see it (complete after the end)

     In the order played (by `seq`). `has_more` is true when `next` is a link.

    Args:
        game_id (int):
        cursor (str | Unset):
        limit (int | Unset):
        since (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamesMovesRetrieveError400 | GamesMovesRetrieveError401 | GamesMovesRetrieveError403 | GamesMovesRetrieveError404 | GamesMovesRetrieveError429 | MoveLog
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            cursor=cursor,
            limit=limit,
            since=since,
            if_none_match=if_none_match,
        )
    ).parsed
