from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.games_start_create_error_401 import GamesStartCreateError401
from ...models.games_start_create_error_403 import GamesStartCreateError403
from ...models.games_start_create_error_404 import GamesStartCreateError404
from ...models.games_start_create_error_409 import GamesStartCreateError409
from ...models.games_start_create_error_429 import GamesStartCreateError429
from ...types import Response


def _get_kwargs(
    game_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/start/".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Game
    | GamesStartCreateError401
    | GamesStartCreateError403
    | GamesStartCreateError404
    | GamesStartCreateError409
    | GamesStartCreateError429
    | None
):
    if response.status_code == 200:
        response_200 = Game.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GamesStartCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GamesStartCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GamesStartCreateError404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = GamesStartCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = GamesStartCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Game
    | GamesStartCreateError401
    | GamesStartCreateError403
    | GamesStartCreateError404
    | GamesStartCreateError409
    | GamesStartCreateError429
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
) -> Response[
    Game
    | GamesStartCreateError401
    | GamesStartCreateError403
    | GamesStartCreateError404
    | GamesStartCreateError409
    | GamesStartCreateError429
]:
    """Start now with the players seated (creator)

    Args:
        game_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesStartCreateError401 | GamesStartCreateError403 | GamesStartCreateError404 | GamesStartCreateError409 | GamesStartCreateError429]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    Game
    | GamesStartCreateError401
    | GamesStartCreateError403
    | GamesStartCreateError404
    | GamesStartCreateError409
    | GamesStartCreateError429
    | None
):
    """Start now with the players seated (creator)

    Args:
        game_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesStartCreateError401 | GamesStartCreateError403 | GamesStartCreateError404 | GamesStartCreateError409 | GamesStartCreateError429
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    Game
    | GamesStartCreateError401
    | GamesStartCreateError403
    | GamesStartCreateError404
    | GamesStartCreateError409
    | GamesStartCreateError429
]:
    """Start now with the players seated (creator)

    Args:
        game_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesStartCreateError401 | GamesStartCreateError403 | GamesStartCreateError404 | GamesStartCreateError409 | GamesStartCreateError429]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    Game
    | GamesStartCreateError401
    | GamesStartCreateError403
    | GamesStartCreateError404
    | GamesStartCreateError409
    | GamesStartCreateError429
    | None
):
    """Start now with the players seated (creator)

    Args:
        game_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesStartCreateError401 | GamesStartCreateError403 | GamesStartCreateError404 | GamesStartCreateError409 | GamesStartCreateError429
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
