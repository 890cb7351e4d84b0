from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_record import GameRecord
from ...models.games_record_retrieve_error_401 import GamesRecordRetrieveError401
from ...models.games_record_retrieve_error_403 import GamesRecordRetrieveError403
from ...models.games_record_retrieve_error_404 import GamesRecordRetrieveError404
from ...models.games_record_retrieve_error_429 import GamesRecordRetrieveError429
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game_id}/record/".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GameRecord
    | GamesRecordRetrieveError401
    | GamesRecordRetrieveError403
    | GamesRecordRetrieveError404
    | GamesRecordRetrieveError429
    | None
):
    if response.status_code == 200:
        response_200 = GameRecord.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = GamesRecordRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GamesRecordRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GamesRecordRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GamesRecordRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GameRecord
    | GamesRecordRetrieveError401
    | GamesRecordRetrieveError403
    | GamesRecordRetrieveError404
    | GamesRecordRetrieveError429
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
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | GameRecord
    | GamesRecordRetrieveError401
    | GamesRecordRetrieveError403
    | GamesRecordRetrieveError404
    | GamesRecordRetrieveError429
]:
    """The game's record: players, engine version, options, seed and every move

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameRecord | GamesRecordRetrieveError401 | GamesRecordRetrieveError403 | GamesRecordRetrieveError404 | GamesRecordRetrieveError429]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
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
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | GameRecord
    | GamesRecordRetrieveError401
    | GamesRecordRetrieveError403
    | GamesRecordRetrieveError404
    | GamesRecordRetrieveError429
    | None
):
    """The game's record: players, engine version, options, seed and every move

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameRecord | GamesRecordRetrieveError401 | GamesRecordRetrieveError403 | GamesRecordRetrieveError404 | GamesRecordRetrieveError429
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | GameRecord
    | GamesRecordRetrieveError401
    | GamesRecordRetrieveError403
    | GamesRecordRetrieveError404
    | GamesRecordRetrieveError429
]:
    """The game's record: players, engine version, options, seed and every move

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameRecord | GamesRecordRetrieveError401 | GamesRecordRetrieveError403 | GamesRecordRetrieveError404 | GamesRecordRetrieveError429]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | GameRecord
    | GamesRecordRetrieveError401
    | GamesRecordRetrieveError403
    | GamesRecordRetrieveError404
    | GamesRecordRetrieveError429
    | None
):
    """The game's record: players, engine version, options, seed and every move

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameRecord | GamesRecordRetrieveError401 | GamesRecordRetrieveError403 | GamesRecordRetrieveError404 | GamesRecordRetrieveError429
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
