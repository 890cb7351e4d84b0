from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.challenge import Challenge
from ...models.challenge_create import ChallengeCreate
from ...models.challenges_create_error_400 import ChallengesCreateError400
from ...models.challenges_create_error_401 import ChallengesCreateError401
from ...models.challenges_create_error_403 import ChallengesCreateError403
from ...models.challenges_create_error_413 import ChallengesCreateError413
from ...models.challenges_create_error_415 import ChallengesCreateError415
from ...models.challenges_create_error_429 import ChallengesCreateError429
from ...types import Response


def _get_kwargs(
    *,
    body: ChallengeCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/challenges/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Challenge
    | ChallengesCreateError400
    | ChallengesCreateError401
    | ChallengesCreateError403
    | ChallengesCreateError413
    | ChallengesCreateError415
    | ChallengesCreateError429
    | None
):
    if response.status_code == 201:
        response_201 = Challenge.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ChallengesCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ChallengesCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChallengesCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = ChallengesCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ChallengesCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = ChallengesCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Challenge
    | ChallengesCreateError400
    | ChallengesCreateError401
    | ChallengesCreateError403
    | ChallengesCreateError413
    | ChallengesCreateError415
    | ChallengesCreateError429
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
    body: ChallengeCreate,
) -> Response[
    Challenge
    | ChallengesCreateError400
    | ChallengesCreateError401
    | ChallengesCreateError403
    | ChallengesCreateError413
    | ChallengesCreateError415
    | ChallengesCreateError429
]:
    """Challenge players (or anyone, with an open challenge) to a game

     Options, time per move, timeout policy, visibility and `rated` as for game creation. Each player
    named gets a `challenge` event; when the last needed seat is accepted the game is made with every
    seat taken and starts (`game_started`).

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | ChallengesCreateError400 | ChallengesCreateError401 | ChallengesCreateError403 | ChallengesCreateError413 | ChallengesCreateError415 | ChallengesCreateError429]
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
    body: ChallengeCreate,
) -> (
    Challenge
    | ChallengesCreateError400
    | ChallengesCreateError401
    | ChallengesCreateError403
    | ChallengesCreateError413
    | ChallengesCreateError415
    | ChallengesCreateError429
    | None
):
    """Challenge players (or anyone, with an open challenge) to a game

     Options, time per move, timeout policy, visibility and `rated` as for game creation. Each player
    named gets a `challenge` event; when the last needed seat is accepted the game is made with every
    seat taken and starts (`game_started`).

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | ChallengesCreateError400 | ChallengesCreateError401 | ChallengesCreateError403 | ChallengesCreateError413 | ChallengesCreateError415 | ChallengesCreateError429
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ChallengeCreate,
) -> Response[
    Challenge
    | ChallengesCreateError400
    | ChallengesCreateError401
    | ChallengesCreateError403
    | ChallengesCreateError413
    | ChallengesCreateError415
    | ChallengesCreateError429
]:
    """Challenge players (or anyone, with an open challenge) to a game

     Options, time per move, timeout policy, visibility and `rated` as for game creation. Each player
    named gets a `challenge` event; when the last needed seat is accepted the game is made with every
    seat taken and starts (`game_started`).

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | ChallengesCreateError400 | ChallengesCreateError401 | ChallengesCreateError403 | ChallengesCreateError413 | ChallengesCreateError415 | ChallengesCreateError429]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ChallengeCreate,
) -> (
    Challenge
    | ChallengesCreateError400
    | ChallengesCreateError401
    | ChallengesCreateError403
    | ChallengesCreateError413
    | ChallengesCreateError415
    | ChallengesCreateError429
    | None
):
    """Challenge players (or anyone, with an open challenge) to a game

     Options, time per move, timeout policy, visibility and `rated` as for game creation. Each player
    named gets a `challenge` event; when the last needed seat is accepted the game is made with every
    seat taken and starts (`game_started`).

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | ChallengesCreateError400 | ChallengesCreateError401 | ChallengesCreateError403 | ChallengesCreateError413 | ChallengesCreateError415 | ChallengesCreateError429
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
