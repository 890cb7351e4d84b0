from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.games_moves_create_error_400 import GamesMovesCreateError400
from ...models.games_moves_create_error_401 import GamesMovesCreateError401
from ...models.games_moves_create_error_403 import GamesMovesCreateError403
from ...models.games_moves_create_error_404 import GamesMovesCreateError404
from ...models.games_moves_create_error_409 import GamesMovesCreateError409
from ...models.games_moves_create_error_413 import GamesMovesCreateError413
from ...models.games_moves_create_error_415 import GamesMovesCreateError415
from ...models.games_moves_create_error_422 import GamesMovesCreateError422
from ...models.games_moves_create_error_429 import GamesMovesCreateError429
from ...models.move import Move
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    body: Move,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/moves/".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Game
    | GamesMovesCreateError400
    | GamesMovesCreateError401
    | GamesMovesCreateError403
    | GamesMovesCreateError404
    | GamesMovesCreateError409
    | GamesMovesCreateError413
    | GamesMovesCreateError415
    | GamesMovesCreateError422
    | GamesMovesCreateError429
    | None
):
    if response.status_code == 201:
        response_201 = Game.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = GamesMovesCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GamesMovesCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GamesMovesCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GamesMovesCreateError404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = GamesMovesCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = GamesMovesCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = GamesMovesCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = GamesMovesCreateError422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GamesMovesCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Game
    | GamesMovesCreateError400
    | GamesMovesCreateError401
    | GamesMovesCreateError403
    | GamesMovesCreateError404
    | GamesMovesCreateError409
    | GamesMovesCreateError413
    | GamesMovesCreateError415
    | GamesMovesCreateError422
    | GamesMovesCreateError429
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
    body: Move,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Game
    | GamesMovesCreateError400
    | GamesMovesCreateError401
    | GamesMovesCreateError403
    | GamesMovesCreateError404
    | GamesMovesCreateError409
    | GamesMovesCreateError413
    | GamesMovesCreateError415
    | GamesMovesCreateError422
    | GamesMovesCreateError429
]:
    """Make a move

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (Move):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesMovesCreateError400 | GamesMovesCreateError401 | GamesMovesCreateError403 | GamesMovesCreateError404 | GamesMovesCreateError409 | GamesMovesCreateError413 | GamesMovesCreateError415 | GamesMovesCreateError422 | GamesMovesCreateError429]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: Move,
    idempotency_key: str | Unset = UNSET,
) -> (
    Game
    | GamesMovesCreateError400
    | GamesMovesCreateError401
    | GamesMovesCreateError403
    | GamesMovesCreateError404
    | GamesMovesCreateError409
    | GamesMovesCreateError413
    | GamesMovesCreateError415
    | GamesMovesCreateError422
    | GamesMovesCreateError429
    | None
):
    """Make a move

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (Move):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesMovesCreateError400 | GamesMovesCreateError401 | GamesMovesCreateError403 | GamesMovesCreateError404 | GamesMovesCreateError409 | GamesMovesCreateError413 | GamesMovesCreateError415 | GamesMovesCreateError422 | GamesMovesCreateError429
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: Move,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Game
    | GamesMovesCreateError400
    | GamesMovesCreateError401
    | GamesMovesCreateError403
    | GamesMovesCreateError404
    | GamesMovesCreateError409
    | GamesMovesCreateError413
    | GamesMovesCreateError415
    | GamesMovesCreateError422
    | GamesMovesCreateError429
]:
    """Make a move

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (Move):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesMovesCreateError400 | GamesMovesCreateError401 | GamesMovesCreateError403 | GamesMovesCreateError404 | GamesMovesCreateError409 | GamesMovesCreateError413 | GamesMovesCreateError415 | GamesMovesCreateError422 | GamesMovesCreateError429]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: Move,
    idempotency_key: str | Unset = UNSET,
) -> (
    Game
    | GamesMovesCreateError400
    | GamesMovesCreateError401
    | GamesMovesCreateError403
    | GamesMovesCreateError404
    | GamesMovesCreateError409
    | GamesMovesCreateError413
    | GamesMovesCreateError415
    | GamesMovesCreateError422
    | GamesMovesCreateError429
    | None
):
    """Make a move

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (Move):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesMovesCreateError400 | GamesMovesCreateError401 | GamesMovesCreateError403 | GamesMovesCreateError404 | GamesMovesCreateError409 | GamesMovesCreateError413 | GamesMovesCreateError415 | GamesMovesCreateError422 | GamesMovesCreateError429
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
