from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.profile import Profile
from ...models.users_retrieve_error_401 import UsersRetrieveError401
from ...models.users_retrieve_error_403 import UsersRetrieveError403
from ...models.users_retrieve_error_404 import UsersRetrieveError404
from ...models.users_retrieve_error_429 import UsersRetrieveError429
from ...types import UNSET, Response, Unset


def _get_kwargs(
    username: str,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/users/{username}/".format(
            username=quote(str(username), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429 | None
):
    if response.status_code == 200:
        response_200 = Profile.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = UsersRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UsersRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UsersRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = UsersRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429
]:
    """Public profile: ratings, statistics per game, solo bests and recent games

     Counted over the games you may see: a private game counts only for its players and the people
    invited to it. The whole history: `GET /api/v1/users/{username}/history/`.

    Args:
        username (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429]
    """

    kwargs = _get_kwargs(
        username=username,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    username: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429 | None
):
    """Public profile: ratings, statistics per game, solo bests and recent games

     Counted over the games you may see: a private game counts only for its players and the people
    invited to it. The whole history: `GET /api/v1/users/{username}/history/`.

    Args:
        username (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429
    """

    return sync_detailed(
        username=username,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429
]:
    """Public profile: ratings, statistics per game, solo bests and recent games

     Counted over the games you may see: a private game counts only for its players and the people
    invited to it. The whole history: `GET /api/v1/users/{username}/history/`.

    Args:
        username (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429]
    """

    kwargs = _get_kwargs(
        username=username,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429 | None
):
    """Public profile: ratings, statistics per game, solo bests and recent games

     Counted over the games you may see: a private game counts only for its players and the people
    invited to it. The whole history: `GET /api/v1/users/{username}/history/`.

    Args:
        username (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Profile | UsersRetrieveError401 | UsersRetrieveError403 | UsersRetrieveError404 | UsersRetrieveError429
    """

    return (
        await asyncio_detailed(
            username=username,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
