from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.user_ratings import UserRatings
from ...models.users_ratings_retrieve_error_400 import UsersRatingsRetrieveError400
from ...models.users_ratings_retrieve_error_401 import UsersRatingsRetrieveError401
from ...models.users_ratings_retrieve_error_403 import UsersRatingsRetrieveError403
from ...models.users_ratings_retrieve_error_404 import UsersRatingsRetrieveError404
from ...models.users_ratings_retrieve_error_429 import UsersRatingsRetrieveError429
from ...models.users_ratings_retrieve_game_type import (
    UsersRatingsRetrieveGameType,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    username: str,
    *,
    game_type: UsersRatingsRetrieveGameType | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_game_type: str | Unset = UNSET
    if not isinstance(game_type, Unset):
        json_game_type = game_type

    params["game_type"] = json_game_type

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/users/{username}/ratings/".format(
            username=quote(str(username), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | UserRatings
    | UsersRatingsRetrieveError400
    | UsersRatingsRetrieveError401
    | UsersRatingsRetrieveError403
    | UsersRatingsRetrieveError404
    | UsersRatingsRetrieveError429
    | None
):
    if response.status_code == 200:
        response_200 = UserRatings.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = UsersRatingsRetrieveError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UsersRatingsRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UsersRatingsRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UsersRatingsRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = UsersRatingsRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | UserRatings
    | UsersRatingsRetrieveError400
    | UsersRatingsRetrieveError401
    | UsersRatingsRetrieveError403
    | UsersRatingsRetrieveError404
    | UsersRatingsRetrieveError429
]:
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
    game_type: UsersRatingsRetrieveGameType | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | UserRatings
    | UsersRatingsRetrieveError400
    | UsersRatingsRetrieveError401
    | UsersRatingsRetrieveError403
    | UsersRatingsRetrieveError404
    | UsersRatingsRetrieveError429
]:
    """A player's ratings per game type, each with its history, and solo bests

     The displayed rating is `1000 + 30 * (mu - 3 sigma)`; it is provisional while sigma is above 6.
    `game_type` keeps one game type. A history shows the rated games you may see; the current rating
    counts them all. Solo Fast Train is never rated: `solo` has the player's bests against the rules'
    ranks.

    Args:
        username (str):
        game_type (UsersRatingsRetrieveGameType | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | UserRatings | UsersRatingsRetrieveError400 | UsersRatingsRetrieveError401 | UsersRatingsRetrieveError403 | UsersRatingsRetrieveError404 | UsersRatingsRetrieveError429]
    """

    kwargs = _get_kwargs(
        username=username,
        game_type=game_type,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    username: str,
    *,
    client: AuthenticatedClient,
    game_type: UsersRatingsRetrieveGameType | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | UserRatings
    | UsersRatingsRetrieveError400
    | UsersRatingsRetrieveError401
    | UsersRatingsRetrieveError403
    | UsersRatingsRetrieveError404
    | UsersRatingsRetrieveError429
    | None
):
    """A player's ratings per game type, each with its history, and solo bests

     The displayed rating is `1000 + 30 * (mu - 3 sigma)`; it is provisional while sigma is above 6.
    `game_type` keeps one game type. A history shows the rated games you may see; the current rating
    counts them all. Solo Fast Train is never rated: `solo` has the player's bests against the rules'
    ranks.

    Args:
        username (str):
        game_type (UsersRatingsRetrieveGameType | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | UserRatings | UsersRatingsRetrieveError400 | UsersRatingsRetrieveError401 | UsersRatingsRetrieveError403 | UsersRatingsRetrieveError404 | UsersRatingsRetrieveError429
    """

    return sync_detailed(
        username=username,
        client=client,
        game_type=game_type,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    game_type: UsersRatingsRetrieveGameType | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | UserRatings
    | UsersRatingsRetrieveError400
    | UsersRatingsRetrieveError401
    | UsersRatingsRetrieveError403
    | UsersRatingsRetrieveError404
    | UsersRatingsRetrieveError429
]:
    """A player's ratings per game type, each with its history, and solo bests

     The displayed rating is `1000 + 30 * (mu - 3 sigma)`; it is provisional while sigma is above 6.
    `game_type` keeps one game type. A history shows the rated games you may see; the current rating
    counts them all. Solo Fast Train is never rated: `solo` has the player's bests against the rules'
    ranks.

    Args:
        username (str):
        game_type (UsersRatingsRetrieveGameType | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | UserRatings | UsersRatingsRetrieveError400 | UsersRatingsRetrieveError401 | UsersRatingsRetrieveError403 | UsersRatingsRetrieveError404 | UsersRatingsRetrieveError429]
    """

    kwargs = _get_kwargs(
        username=username,
        game_type=game_type,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    *,
    client: AuthenticatedClient,
    game_type: UsersRatingsRetrieveGameType | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | UserRatings
    | UsersRatingsRetrieveError400
    | UsersRatingsRetrieveError401
    | UsersRatingsRetrieveError403
    | UsersRatingsRetrieveError404
    | UsersRatingsRetrieveError429
    | None
):
    """A player's ratings per game type, each with its history, and solo bests

     The displayed rating is `1000 + 30 * (mu - 3 sigma)`; it is provisional while sigma is above 6.
    `game_type` keeps one game type. A history shows the rated games you may see; the current rating
    counts them all. Solo Fast Train is never rated: `solo` has the player's bests against the rules'
    ranks.

    Args:
        username (str):
        game_type (UsersRatingsRetrieveGameType | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | UserRatings | UsersRatingsRetrieveError400 | UsersRatingsRetrieveError401 | UsersRatingsRetrieveError403 | UsersRatingsRetrieveError404 | UsersRatingsRetrieveError429
    """

    return (
        await asyncio_detailed(
            username=username,
            client=client,
            game_type=game_type,
            if_none_match=if_none_match,
        )
    ).parsed
