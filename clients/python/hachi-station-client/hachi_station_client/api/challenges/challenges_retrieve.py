from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.challenge import Challenge
from ...models.challenges_retrieve_error_401 import ChallengesRetrieveError401
from ...models.challenges_retrieve_error_403 import ChallengesRetrieveError403
from ...models.challenges_retrieve_error_404 import ChallengesRetrieveError404
from ...models.challenges_retrieve_error_429 import ChallengesRetrieveError429
from ...types import UNSET, Response, Unset


def _get_kwargs(
    challenge_id: int,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/challenges/{challenge_id}/".format(
            challenge_id=quote(str(challenge_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Challenge
    | ChallengesRetrieveError401
    | ChallengesRetrieveError403
    | ChallengesRetrieveError404
    | ChallengesRetrieveError429
    | None
):
    if response.status_code == 200:
        response_200 = Challenge.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = ChallengesRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChallengesRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ChallengesRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ChallengesRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Challenge
    | ChallengesRetrieveError401
    | ChallengesRetrieveError403
    | ChallengesRetrieveError404
    | ChallengesRetrieveError429
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
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | Challenge
    | ChallengesRetrieveError401
    | ChallengesRetrieveError403
    | ChallengesRetrieveError404
    | ChallengesRetrieveError429
]:
    """A challenge (open ones to anyone; others to their players only)

    Args:
        challenge_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Challenge | ChallengesRetrieveError401 | ChallengesRetrieveError403 | ChallengesRetrieveError404 | ChallengesRetrieveError429]
    """

    kwargs = _get_kwargs(
        challenge_id=challenge_id,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | Challenge
    | ChallengesRetrieveError401
    | ChallengesRetrieveError403
    | ChallengesRetrieveError404
    | ChallengesRetrieveError429
    | None
):
    """A challenge (open ones to anyone; others to their players only)

    Args:
        challenge_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Challenge | ChallengesRetrieveError401 | ChallengesRetrieveError403 | ChallengesRetrieveError404 | ChallengesRetrieveError429
    """

    return sync_detailed(
        challenge_id=challenge_id,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | Challenge
    | ChallengesRetrieveError401
    | ChallengesRetrieveError403
    | ChallengesRetrieveError404
    | ChallengesRetrieveError429
]:
    """A challenge (open ones to anyone; others to their players only)

    Args:
        challenge_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Challenge | ChallengesRetrieveError401 | ChallengesRetrieveError403 | ChallengesRetrieveError404 | ChallengesRetrieveError429]
    """

    kwargs = _get_kwargs(
        challenge_id=challenge_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    challenge_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | Challenge
    | ChallengesRetrieveError401
    | ChallengesRetrieveError403
    | ChallengesRetrieveError404
    | ChallengesRetrieveError429
    | None
):
    """A challenge (open ones to anyone; others to their players only)

    Args:
        challenge_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Challenge | ChallengesRetrieveError401 | ChallengesRetrieveError403 | ChallengesRetrieveError404 | ChallengesRetrieveError429
    """

    return (
        await asyncio_detailed(
            challenge_id=challenge_id,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
