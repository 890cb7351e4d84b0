from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.game_create import GameCreate
from ...models.games_create_error_400 import GamesCreateError400
from ...models.games_create_error_401 import GamesCreateError401
from ...models.games_create_error_403 import GamesCreateError403
from ...models.games_create_error_413 import GamesCreateError413
from ...models.games_create_error_415 import GamesCreateError415
from ...models.games_create_error_429 import GamesCreateError429
from ...types import Response


def _get_kwargs(
    *,
    body: GameCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Game
    | GamesCreateError400
    | GamesCreateError401
    | GamesCreateError403
    | GamesCreateError413
    | GamesCreateError415
    | GamesCreateError429
    | None
):
    if response.status_code == 201:
        response_201 = Game.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = GamesCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GamesCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GamesCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = GamesCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = GamesCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = GamesCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Game
    | GamesCreateError400
    | GamesCreateError401
    | GamesCreateError403
    | GamesCreateError413
    | GamesCreateError415
    | GamesCreateError429
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: GameCreate,
) -> Response[
    Game
    | GamesCreateError400
    | GamesCreateError401
    | GamesCreateError403
    | GamesCreateError413
    | GamesCreateError415
    | GamesCreateError429
]:
    """Create

    Args:
        body (GameCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesCreateError400 | GamesCreateError401 | GamesCreateError403 | GamesCreateError413 | GamesCreateError415 | GamesCreateError429]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: GameCreate,
) -> (
    Game
    | GamesCreateError400
    | GamesCreateError401
    | GamesCreateError403
    | GamesCreateError413
    | GamesCreateError415
    | GamesCreateError429
    | None
):
    """Create

    Args:
        body (GameCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesCreateError400 | GamesCreateError401 | GamesCreateError403 | GamesCreateError413 | GamesCreateError415 | GamesCreateError429
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GameCreate,
) -> Response[
    Game
    | GamesCreateError400
    | GamesCreateError401
    | GamesCreateError403
    | GamesCreateError413
    | GamesCreateError415
    | GamesCreateError429
]:
    """Create

    Args:
        body (GameCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesCreateError400 | GamesCreateError401 | GamesCreateError403 | GamesCreateError413 | GamesCreateError415 | GamesCreateError429]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: GameCreate,
) -> (
    Game
    | GamesCreateError400
    | GamesCreateError401
    | GamesCreateError403
    | GamesCreateError413
    | GamesCreateError415
    | GamesCreateError429
    | None
):
    """Create

    Args:
        body (GameCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesCreateError400 | GamesCreateError401 | GamesCreateError403 | GamesCreateError413 | GamesCreateError415 | GamesCreateError429
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
