from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.leaderboard import Leaderboard
from ...models.leaderboards_retrieve_error_401 import LeaderboardsRetrieveError401
from ...models.leaderboards_retrieve_error_403 import LeaderboardsRetrieveError403
from ...models.leaderboards_retrieve_error_404 import LeaderboardsRetrieveError404
from ...models.leaderboards_retrieve_error_429 import LeaderboardsRetrieveError429
from ...models.leaderboards_retrieve_game_type import (
    LeaderboardsRetrieveGameType,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: LeaderboardsRetrieveGameType,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leaderboards/{game_type}/".format(
            game_type=quote(str(game_type), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Leaderboard
    | LeaderboardsRetrieveError401
    | LeaderboardsRetrieveError403
    | LeaderboardsRetrieveError404
    | LeaderboardsRetrieveError429
    | None
):
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = LeaderboardsRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = LeaderboardsRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = LeaderboardsRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = LeaderboardsRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Leaderboard
    | LeaderboardsRetrieveError401
    | LeaderboardsRetrieveError403
    | LeaderboardsRetrieveError404
    | LeaderboardsRetrieveError429
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: LeaderboardsRetrieveGameType,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | Leaderboard
    | LeaderboardsRetrieveError401
    | LeaderboardsRetrieveError403
    | LeaderboardsRetrieveError404
    | LeaderboardsRetrieveError429
]:
    """The best 50 players of a game type by rating

     Among accounts with a rated game of the type finished in the last 90 days. Equal ratings share a
    position. A fixed length: not paginated.

    Args:
        game_type (LeaderboardsRetrieveGameType):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Leaderboard | LeaderboardsRetrieveError401 | LeaderboardsRetrieveError403 | LeaderboardsRetrieveError404 | LeaderboardsRetrieveError429]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: LeaderboardsRetrieveGameType,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | Leaderboard
    | LeaderboardsRetrieveError401
    | LeaderboardsRetrieveError403
    | LeaderboardsRetrieveError404
    | LeaderboardsRetrieveError429
    | None
):
    """The best 50 players of a game type by rating

     Among accounts with a rated game of the type finished in the last 90 days. Equal ratings share a
    position. A fixed length: not paginated.

    Args:
        game_type (LeaderboardsRetrieveGameType):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Leaderboard | LeaderboardsRetrieveError401 | LeaderboardsRetrieveError403 | LeaderboardsRetrieveError404 | LeaderboardsRetrieveError429
    """

    return sync_detailed(
        game_type=game_type,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_type: LeaderboardsRetrieveGameType,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | Leaderboard
    | LeaderboardsRetrieveError401
    | LeaderboardsRetrieveError403
    | LeaderboardsRetrieveError404
    | LeaderboardsRetrieveError429
]:
    """The best 50 players of a game type by rating

     Among accounts with a rated game of the type finished in the last 90 days. Equal ratings share a
    position. A fixed length: not paginated.

    Args:
        game_type (LeaderboardsRetrieveGameType):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Leaderboard | LeaderboardsRetrieveError401 | LeaderboardsRetrieveError403 | LeaderboardsRetrieveError404 | LeaderboardsRetrieveError429]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: LeaderboardsRetrieveGameType,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | Leaderboard
    | LeaderboardsRetrieveError401
    | LeaderboardsRetrieveError403
    | LeaderboardsRetrieveError404
    | LeaderboardsRetrieveError429
    | None
):
    """The best 50 players of a game type by rating

     Among accounts with a rated game of the type finished in the last 90 days. Equal ratings share a
    position. A fixed length: not paginated.

    Args:
        game_type (LeaderboardsRetrieveGameType):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Leaderboard | LeaderboardsRetrieveError401 | LeaderboardsRetrieveError403 | LeaderboardsRetrieveError404 | LeaderboardsRetrieveError429
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
