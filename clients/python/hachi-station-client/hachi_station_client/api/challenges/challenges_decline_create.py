from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.challenge import Challenge
from ...models.challenge_decline import ChallengeDecline
from ...models.challenges_decline_create_error_400 import ChallengesDeclineCreateError400
from ...models.challenges_decline_create_error_401 import ChallengesDeclineCreateError401
from ...models.challenges_decline_create_error_403 import ChallengesDeclineCreateError403
from ...models.challenges_decline_create_error_404 import ChallengesDeclineCreateError404
from ...models.challenges_decline_create_error_409 import ChallengesDeclineCreateError409
from ...models.challenges_decline_create_error_413 import ChallengesDeclineCreateError413
from ...models.challenges_decline_create_error_415 import ChallengesDeclineCreateError415
from ...models.challenges_decline_create_error_429 import ChallengesDeclineCreateError429
from ...types import UNSET, Response, Unset


def _get_kwargs(
    challenge_id: int,
    *,
    body: ChallengeDecline | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/challenges/{challenge_id}/decline/".format(
            challenge_id=quote(str(challenge_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Challenge
    | ChallengesDeclineCreateError400
    | ChallengesDeclineCreateError401
    | ChallengesDeclineCreateError403
    | ChallengesDeclineCreateError404
    | ChallengesDeclineCreateError409
    | ChallengesDeclineCreateError413
    | ChallengesDeclineCreateError415
    | ChallengesDeclineCreateError429
    | None
):
    if response.status_code == 200:
        response_200 = Challenge.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ChallengesDeclineCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ChallengesDeclineCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChallengesDeclineCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ChallengesDeclineCreateError404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ChallengesDeclineCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ChallengesDeclineCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ChallengesDeclineCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = ChallengesDeclineCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Challenge
    | ChallengesDeclineCreateError400
    | ChallengesDeclineCreateError401
    | ChallengesDeclineCreateError403
    | ChallengesDeclineCreateError404
    | ChallengesDeclineCreateError409
    | ChallengesDeclineCreateError413
    | ChallengesDeclineCreateError415
    | ChallengesDeclineCreateError429
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
    body: ChallengeDecline | Unset = UNSET,
) -> Response[
    Challenge
    | ChallengesDeclineCreateError400
    | ChallengesDeclineCreateError401
    | ChallengesDeclineCreateError403
    | ChallengesDeclineCreateError404
    | ChallengesDeclineCreateError409
    | ChallengesDeclineCreateError413
    | ChallengesDeclineCreateError415
    | ChallengesDeclineCreateError429
]:
    """Decline a challenge that names you, with an optional reason

    Args:
        challenge_id (int):
        body (ChallengeDecline | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | ChallengesDeclineCreateError400 | ChallengesDeclineCreateError401 | ChallengesDeclineCreateError403 | ChallengesDeclineCreateError404 | ChallengesDeclineCreateError409 | ChallengesDeclineCreateError413 | ChallengesDeclineCreateError415 | ChallengesDeclineCreateError429]
    """

    kwargs = _get_kwargs(
        challenge_id=challenge_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
    body: ChallengeDecline | Unset = UNSET,
) -> (
    Challenge
    | ChallengesDeclineCreateError400
    | ChallengesDeclineCreateError401
    | ChallengesDeclineCreateError403
    | ChallengesDeclineCreateError404
    | ChallengesDeclineCreateError409
    | ChallengesDeclineCreateError413
    | ChallengesDeclineCreateError415
    | ChallengesDeclineCreateError429
    | None
):
    """Decline a challenge that names you, with an optional reason

    Args:
        challenge_id (int):
        body (ChallengeDecline | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | ChallengesDeclineCreateError400 | ChallengesDeclineCreateError401 | ChallengesDeclineCreateError403 | ChallengesDeclineCreateError404 | ChallengesDeclineCreateError409 | ChallengesDeclineCreateError413 | ChallengesDeclineCreateError415 | ChallengesDeclineCreateError429
    """

    return sync_detailed(
        challenge_id=challenge_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
    body: ChallengeDecline | Unset = UNSET,
) -> Response[
    Challenge
    | ChallengesDeclineCreateError400
    | ChallengesDeclineCreateError401
    | ChallengesDeclineCreateError403
    | ChallengesDeclineCreateError404
    | ChallengesDeclineCreateError409
    | ChallengesDeclineCreateError413
    | ChallengesDeclineCreateError415
    | ChallengesDeclineCreateError429
]:
    """Decline a challenge that names you, with an optional reason

    Args:
        challenge_id (int):
        body (ChallengeDecline | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | ChallengesDeclineCreateError400 | ChallengesDeclineCreateError401 | ChallengesDeclineCreateError403 | ChallengesDeclineCreateError404 | ChallengesDeclineCreateError409 | ChallengesDeclineCreateError413 | ChallengesDeclineCreateError415 | ChallengesDeclineCreateError429]
    """

    kwargs = _get_kwargs(
        challenge_id=challenge_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
    body: ChallengeDecline | Unset = UNSET,
) -> (
    Challenge
    | ChallengesDeclineCreateError400
    | ChallengesDeclineCreateError401
    | ChallengesDeclineCreateError403
    | ChallengesDeclineCreateError404
    | ChallengesDeclineCreateError409
    | ChallengesDeclineCreateError413
    | ChallengesDeclineCreateError415
    | ChallengesDeclineCreateError429
    | None
):
    """Decline a challenge that names you, with an optional reason

    Args:
        challenge_id (int):
        body (ChallengeDecline | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | ChallengesDeclineCreateError400 | ChallengesDeclineCreateError401 | ChallengesDeclineCreateError403 | ChallengesDeclineCreateError404 | ChallengesDeclineCreateError409 | ChallengesDeclineCreateError413 | ChallengesDeclineCreateError415 | ChallengesDeclineCreateError429
    """

    return (
        await asyncio_detailed(
            challenge_id=challenge_id,
            client=client,
            body=body,
        )
    ).parsed
