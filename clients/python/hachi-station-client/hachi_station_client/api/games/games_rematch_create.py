from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.games_rematch_create_error_401 import GamesRematchCreateError401
from ...models.games_rematch_create_error_403 import GamesRematchCreateError403
from ...models.games_rematch_create_error_404 import GamesRematchCreateError404
from ...models.games_rematch_create_error_409 import GamesRematchCreateError409
from ...models.games_rematch_create_error_429 import GamesRematchCreateError429
from ...types import Response


def _get_kwargs(
    game_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/rematch/".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Game
    | GamesRematchCreateError401
    | GamesRematchCreateError403
    | GamesRematchCreateError404
    | GamesRematchCreateError409
    | GamesRematchCreateError429
    | None
):
    if response.status_code == 201:
        response_201 = Game.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = GamesRematchCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GamesRematchCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GamesRematchCreateError404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = GamesRematchCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = GamesRematchCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Game
    | GamesRematchCreateError401
    | GamesRematchCreateError403
    | GamesRematchCreateError404
    | GamesRematchCreateError409
    | GamesRematchCreateError429
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
    | GamesRematchCreateError401
    | GamesRematchCreateError403
    | GamesRematchCreateError404
    | GamesRematchCreateError409
    | GamesRematchCreateError429
]:
    """Same players, new game

    Args:
        game_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesRematchCreateError401 | GamesRematchCreateError403 | GamesRematchCreateError404 | GamesRematchCreateError409 | GamesRematchCreateError429]
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
    | GamesRematchCreateError401
    | GamesRematchCreateError403
    | GamesRematchCreateError404
    | GamesRematchCreateError409
    | GamesRematchCreateError429
    | None
):
    """Same players, new game

    Args:
        game_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesRematchCreateError401 | GamesRematchCreateError403 | GamesRematchCreateError404 | GamesRematchCreateError409 | GamesRematchCreateError429
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
    | GamesRematchCreateError401
    | GamesRematchCreateError403
    | GamesRematchCreateError404
    | GamesRematchCreateError409
    | GamesRematchCreateError429
]:
    """Same players, new game

    Args:
        game_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesRematchCreateError401 | GamesRematchCreateError403 | GamesRematchCreateError404 | GamesRematchCreateError409 | GamesRematchCreateError429]
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
    | GamesRematchCreateError401
    | GamesRematchCreateError403
    | GamesRematchCreateError404
    | GamesRematchCreateError409
    | GamesRematchCreateError429
    | None
):
    """Same players, new game

    Args:
        game_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesRematchCreateError401 | GamesRematchCreateError403 | GamesRematchCreateError404 | GamesRematchCreateError409 | GamesRematchCreateError429
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
