from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.challenges import Challenges
from ...models.challenges_list_direction import ChallengesListDirection
from ...models.challenges_list_error_400 import ChallengesListError400
from ...models.challenges_list_error_401 import ChallengesListError401
from ...models.challenges_list_error_403 import ChallengesListError403
from ...models.challenges_list_error_429 import ChallengesListError429
from ...models.challenges_list_status import ChallengesListStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    direction: ChallengesListDirection | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ChallengesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    json_direction: str | Unset = UNSET
    if not isinstance(direction, Unset):
        json_direction = direction

    params["direction"] = json_direction

    params["limit"] = limit

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/challenges/",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Challenges
    | ChallengesListError400
    | ChallengesListError401
    | ChallengesListError403
    | ChallengesListError429
    | None
):
    if response.status_code == 200:
        response_200 = Challenges.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = ChallengesListError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ChallengesListError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChallengesListError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ChallengesListError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any | Challenges | ChallengesListError400 | ChallengesListError401 | ChallengesListError403 | ChallengesListError429
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
    cursor: str | Unset = UNSET,
    direction: ChallengesListDirection | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ChallengesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | Challenges | ChallengesListError400 | ChallengesListError401 | ChallengesListError403 | ChallengesListError429
]:
    """My challenges, incoming and outgoing, newest first

     `incoming`: challenges that name you (or open ones you accepted); `outgoing`: yours.

    Args:
        cursor (str | Unset):
        direction (ChallengesListDirection | Unset):
        limit (int | Unset):
        status (ChallengesListStatus | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Challenges | ChallengesListError400 | ChallengesListError401 | ChallengesListError403 | ChallengesListError429]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        direction=direction,
        limit=limit,
        status=status,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    direction: ChallengesListDirection | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ChallengesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | Challenges
    | ChallengesListError400
    | ChallengesListError401
    | ChallengesListError403
    | ChallengesListError429
    | None
):
    """My challenges, incoming and outgoing, newest first

     `incoming`: challenges that name you (or open ones you accepted); `outgoing`: yours.

    Args:
        cursor (str | Unset):
        direction (ChallengesListDirection | Unset):
        limit (int | Unset):
        status (ChallengesListStatus | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Challenges | ChallengesListError400 | ChallengesListError401 | ChallengesListError403 | ChallengesListError429
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        direction=direction,
        limit=limit,
        status=status,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    direction: ChallengesListDirection | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ChallengesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | Challenges | ChallengesListError400 | ChallengesListError401 | ChallengesListError403 | ChallengesListError429
]:
    """My challenges, incoming and outgoing, newest first

     `incoming`: challenges that name you (or open ones you accepted); `outgoing`: yours.

    Args:
        cursor (str | Unset):
        direction (ChallengesListDirection | Unset):
        limit (int | Unset):
        status (ChallengesListStatus | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Challenges | ChallengesListError400 | ChallengesListError401 | ChallengesListError403 | ChallengesListError429]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        direction=direction,
        limit=limit,
        status=status,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    direction: ChallengesListDirection | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ChallengesListStatus | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | Challenges
    | ChallengesListError400
    | ChallengesListError401
    | ChallengesListError403
    | ChallengesListError429
    | None
):
    """My challenges, incoming and outgoing, newest first

     `incoming`: challenges that name you (or open ones you accepted); `outgoing`: yours.

    Args:
        cursor (str | Unset):
        direction (ChallengesListDirection | Unset):
        limit (int | Unset):
        status (ChallengesListStatus | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Challenges | ChallengesListError400 | ChallengesListError401 | ChallengesListError403 | ChallengesListError429
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
            direction=direction,
            limit=limit,
            status=status,
            if_none_match=if_none_match,
        )
    ).parsed
