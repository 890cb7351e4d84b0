from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.seek import Seek
from ...models.seek_create import SeekCreate
from ...models.seek_matched import SeekMatched
from ...models.seeks_create_error_400 import SeeksCreateError400
from ...models.seeks_create_error_401 import SeeksCreateError401
from ...models.seeks_create_error_403 import SeeksCreateError403
from ...models.seeks_create_error_409 import SeeksCreateError409
from ...models.seeks_create_error_413 import SeeksCreateError413
from ...models.seeks_create_error_415 import SeeksCreateError415
from ...models.seeks_create_error_429 import SeeksCreateError429
from ...types import Response


def _get_kwargs(
    *,
    body: SeekCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/seeks/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Seek
    | SeekMatched
    | SeeksCreateError400
    | SeeksCreateError401
    | SeeksCreateError403
    | SeeksCreateError409
    | SeeksCreateError413
    | SeeksCreateError415
    | SeeksCreateError429
    | None
):
    if response.status_code == 200:
        response_200 = SeekMatched.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Seek.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = SeeksCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SeeksCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SeeksCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = SeeksCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SeeksCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = SeeksCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = SeeksCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Seek
    | SeekMatched
    | SeeksCreateError400
    | SeeksCreateError401
    | SeeksCreateError403
    | SeeksCreateError409
    | SeeksCreateError413
    | SeeksCreateError415
    | SeeksCreateError429
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
    body: SeekCreate,
) -> Response[
    Seek
    | SeekMatched
    | SeeksCreateError400
    | SeeksCreateError401
    | SeeksCreateError403
    | SeeksCreateError409
    | SeeksCreateError413
    | SeeksCreateError415
    | SeeksCreateError429
]:
    """Seek a game: wait for players, or start the game they wait for

     Wait in the queue of a game type and options (player count, rated, time per move, the game's
    options). As soon as enough players wait, the oldest seeks of the queue start the game together:
    every player gets `game_started` (`/ws/me/`, webhooks). A seek expires after a week. You wait in at
    most one queue per game type (409 `seek_exists`: cancel that seek first).

    Args:
        body (SeekCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Seek | SeekMatched | SeeksCreateError400 | SeeksCreateError401 | SeeksCreateError403 | SeeksCreateError409 | SeeksCreateError413 | SeeksCreateError415 | SeeksCreateError429]
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
    body: SeekCreate,
) -> (
    Seek
    | SeekMatched
    | SeeksCreateError400
    | SeeksCreateError401
    | SeeksCreateError403
    | SeeksCreateError409
    | SeeksCreateError413
    | SeeksCreateError415
    | SeeksCreateError429
    | None
):
    """Seek a game: wait for players, or start the game they wait for

     Wait in the queue of a game type and options (player count, rated, time per move, the game's
    options). As soon as enough players wait, the oldest seeks of the queue start the game together:
    every player gets `game_started` (`/ws/me/`, webhooks). A seek expires after a week. You wait in at
    most one queue per game type (409 `seek_exists`: cancel that seek first).

    Args:
        body (SeekCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Seek | SeekMatched | SeeksCreateError400 | SeeksCreateError401 | SeeksCreateError403 | SeeksCreateError409 | SeeksCreateError413 | SeeksCreateError415 | SeeksCreateError429
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SeekCreate,
) -> Response[
    Seek
    | SeekMatched
    | SeeksCreateError400
    | SeeksCreateError401
    | SeeksCreateError403
    | SeeksCreateError409
    | SeeksCreateError413
    | SeeksCreateError415
    | SeeksCreateError429
]:
    """Seek a game: wait for players, or start the game they wait for

     Wait in the queue of a game type and options (player count, rated, time per move, the game's
    options). As soon as enough players wait, the oldest seeks of the queue start the game together:
    every player gets `game_started` (`/ws/me/`, webhooks). A seek expires after a week. You wait in at
    most one queue per game type (409 `seek_exists`: cancel that seek first).

    Args:
        body (SeekCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Seek | SeekMatched | SeeksCreateError400 | SeeksCreateError401 | SeeksCreateError403 | SeeksCreateError409 | SeeksCreateError413 | SeeksCreateError415 | SeeksCreateError429]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SeekCreate,
) -> (
    Seek
    | SeekMatched
    | SeeksCreateError400
    | SeeksCreateError401
    | SeeksCreateError403
    | SeeksCreateError409
    | SeeksCreateError413
    | SeeksCreateError415
    | SeeksCreateError429
    | None
):
    """Seek a game: wait for players, or start the game they wait for

     Wait in the queue of a game type and options (player count, rated, time per move, the game's
    options). As soon as enough players wait, the oldest seeks of the queue start the game together:
    every player gets `game_started` (`/ws/me/`, webhooks). A seek expires after a week. You wait in at
    most one queue per game type (409 `seek_exists`: cancel that seek first).

    Args:
        body (SeekCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Seek | SeekMatched | SeeksCreateError400 | SeeksCreateError401 | SeeksCreateError403 | SeeksCreateError409 | SeeksCreateError413 | SeeksCreateError415 | SeeksCreateError429
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
