from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.head_to_head import HeadToHead
from ...models.users_head_to_head_retrieve_error_400 import UsersHeadToHeadRetrieveError400
from ...models.users_head_to_head_retrieve_error_401 import UsersHeadToHeadRetrieveError401
from ...models.users_head_to_head_retrieve_error_403 import UsersHeadToHeadRetrieveError403
from ...models.users_head_to_head_retrieve_error_404 import UsersHeadToHeadRetrieveError404
from ...models.users_head_to_head_retrieve_error_429 import UsersHeadToHeadRetrieveError429
from ...types import UNSET, Response, Unset


def _get_kwargs(
    username: str,
    *,
    opponent: str,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["opponent"] = opponent

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/users/{username}/head-to-head/".format(
            username=quote(str(username), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | HeadToHead
    | UsersHeadToHeadRetrieveError400
    | UsersHeadToHeadRetrieveError401
    | UsersHeadToHeadRetrieveError403
    | UsersHeadToHeadRetrieveError404
    | UsersHeadToHeadRetrieveError429
    | None
):
    if response.status_code == 200:
        response_200 = HeadToHead.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = UsersHeadToHeadRetrieveError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UsersHeadToHeadRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UsersHeadToHeadRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UsersHeadToHeadRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = UsersHeadToHeadRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | HeadToHead
    | UsersHeadToHeadRetrieveError400
    | UsersHeadToHeadRetrieveError401
    | UsersHeadToHeadRetrieveError403
    | UsersHeadToHeadRetrieveError404
    | UsersHeadToHeadRetrieveError429
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
    opponent: str,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | HeadToHead
    | UsersHeadToHeadRetrieveError400
    | UsersHeadToHeadRetrieveError401
    | UsersHeadToHeadRetrieveError403
    | UsersHeadToHeadRetrieveError404
    | UsersHeadToHeadRetrieveError429
]:
    """A player against one opponent: who finished ahead, per game type

     Every finished game both sat at that you may see. The games themselves: `GET
    /api/v1/users/{username}/history/?opponent=...`.

    Args:
        username (str):
        opponent (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | HeadToHead | UsersHeadToHeadRetrieveError400 | UsersHeadToHeadRetrieveError401 | UsersHeadToHeadRetrieveError403 | UsersHeadToHeadRetrieveError404 | UsersHeadToHeadRetrieveError429]
    """

    kwargs = _get_kwargs(
        username=username,
        opponent=opponent,
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
    opponent: str,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | HeadToHead
    | UsersHeadToHeadRetrieveError400
    | UsersHeadToHeadRetrieveError401
    | UsersHeadToHeadRetrieveError403
    | UsersHeadToHeadRetrieveError404
    | UsersHeadToHeadRetrieveError429
    | None
):
    """A player against one opponent: who finished ahead, per game type

     Every finished game both sat at that you may see. The games themselves: `GET
    /api/v1/users/{username}/history/?opponent=...`.

    Args:
        username (str):
        opponent (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | HeadToHead | UsersHeadToHeadRetrieveError400 | UsersHeadToHeadRetrieveError401 | UsersHeadToHeadRetrieveError403 | UsersHeadToHeadRetrieveError404 | UsersHeadToHeadRetrieveError429
    """

    return sync_detailed(
        username=username,
        client=client,
        opponent=opponent,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    opponent: str,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | HeadToHead
    | UsersHeadToHeadRetrieveError400
    | UsersHeadToHeadRetrieveError401
    | UsersHeadToHeadRetrieveError403
    | UsersHeadToHeadRetrieveError404
    | UsersHeadToHeadRetrieveError429
]:
    """A player against one opponent: who finished ahead, per game type

     Every finished game both sat at that you may see. The games themselves: `GET
    /api/v1/users/{username}/history/?opponent=...`.

    Args:
        username (str):
        opponent (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | HeadToHead | UsersHeadToHeadRetrieveError400 | UsersHeadToHeadRetrieveError401 | UsersHeadToHeadRetrieveError403 | UsersHeadToHeadRetrieveError404 | UsersHeadToHeadRetrieveError429]
    """

    kwargs = _get_kwargs(
        username=username,
        opponent=opponent,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    *,
    client: AuthenticatedClient,
    opponent: str,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | HeadToHead
    | UsersHeadToHeadRetrieveError400
    | UsersHeadToHeadRetrieveError401
    | UsersHeadToHeadRetrieveError403
    | UsersHeadToHeadRetrieveError404
    | UsersHeadToHeadRetrieveError429
    | None
):
    """A player against one opponent: who finished ahead, per game type

     Every finished game both sat at that you may see. The games themselves: `GET
    /api/v1/users/{username}/history/?opponent=...`.

    Args:
        username (str):
        opponent (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | HeadToHead | UsersHeadToHeadRetrieveError400 | UsersHeadToHeadRetrieveError401 | UsersHeadToHeadRetrieveError403 | UsersHeadToHeadRetrieveError404 | UsersHeadToHeadRetrieveError429
    """

    return (
        await asyncio_detailed(
            username=username,
            client=client,
            opponent=opponent,
            if_none_match=if_none_match,
        )
    ).parsed
