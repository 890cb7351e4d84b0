from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.challenge import Challenge
from ...models.challenges_accept_create_error_401 import ChallengesAcceptCreateError401
from ...models.challenges_accept_create_error_403 import ChallengesAcceptCreateError403
from ...models.challenges_accept_create_error_404 import ChallengesAcceptCreateError404
from ...models.challenges_accept_create_error_409 import ChallengesAcceptCreateError409
from ...models.challenges_accept_create_error_429 import ChallengesAcceptCreateError429
from ...types import Response


def _get_kwargs(
    challenge_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/challenges/{challenge_id}/accept/".format(
            challenge_id=quote(str(challenge_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Challenge
    | ChallengesAcceptCreateError401
    | ChallengesAcceptCreateError403
    | ChallengesAcceptCreateError404
    | ChallengesAcceptCreateError409
    | ChallengesAcceptCreateError429
    | None
):
    if response.status_code == 200:
        response_200 = Challenge.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ChallengesAcceptCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChallengesAcceptCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ChallengesAcceptCreateError404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ChallengesAcceptCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = ChallengesAcceptCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Challenge
    | ChallengesAcceptCreateError401
    | ChallengesAcceptCreateError403
    | ChallengesAcceptCreateError404
    | ChallengesAcceptCreateError409
    | ChallengesAcceptCreateError429
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    Challenge
    | ChallengesAcceptCreateError401
    | ChallengesAcceptCreateError403
    | ChallengesAcceptCreateError404
    | ChallengesAcceptCreateError409
    | ChallengesAcceptCreateError429
]:
    """Accept a challenge (the last needed seat starts the game: see `game`)

    Args:
        challenge_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | ChallengesAcceptCreateError401 | ChallengesAcceptCreateError403 | ChallengesAcceptCreateError404 | ChallengesAcceptCreateError409 | ChallengesAcceptCreateError429]
    """

    kwargs = _get_kwargs(
        challenge_id=challenge_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    Challenge
    | ChallengesAcceptCreateError401
    | ChallengesAcceptCreateError403
    | ChallengesAcceptCreateError404
    | ChallengesAcceptCreateError409
    | ChallengesAcceptCreateError429
    | None
):
    """Accept a challenge (the last needed seat starts the game: see `game`)

    Args:
        challenge_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | ChallengesAcceptCreateError401 | ChallengesAcceptCreateError403 | ChallengesAcceptCreateError404 | ChallengesAcceptCreateError409 | ChallengesAcceptCreateError429
    """

    return sync_detailed(
        challenge_id=challenge_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    Challenge
    | ChallengesAcceptCreateError401
    | ChallengesAcceptCreateError403
    | ChallengesAcceptCreateError404
    | ChallengesAcceptCreateError409
    | ChallengesAcceptCreateError429
]:
    """Accept a challenge (the last needed seat starts the game: see `game`)

    Args:
        challenge_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | ChallengesAcceptCreateError401 | ChallengesAcceptCreateError403 | ChallengesAcceptCreateError404 | ChallengesAcceptCreateError409 | ChallengesAcceptCreateError429]
    """

    kwargs = _get_kwargs(
        challenge_id=challenge_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    Challenge
    | ChallengesAcceptCreateError401
    | ChallengesAcceptCreateError403
    | ChallengesAcceptCreateError404
    | ChallengesAcceptCreateError409
    | ChallengesAcceptCreateError429
    | None
):
    """Accept a challenge (the last needed seat starts the game: see `game`)

    Args:
        challenge_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | ChallengesAcceptCreateError401 | ChallengesAcceptCreateError403 | ChallengesAcceptCreateError404 | ChallengesAcceptCreateError409 | ChallengesAcceptCreateError429
    """

    return (
        await asyncio_detailed(
            challenge_id=challenge_id,
            client=client,
        )
    ).parsed
