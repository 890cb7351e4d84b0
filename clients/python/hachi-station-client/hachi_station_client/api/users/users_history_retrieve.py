import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.history import History
from ...models.users_history_retrieve_error_400 import UsersHistoryRetrieveError400
from ...models.users_history_retrieve_error_401 import UsersHistoryRetrieveError401
from ...models.users_history_retrieve_error_403 import UsersHistoryRetrieveError403
from ...models.users_history_retrieve_error_404 import UsersHistoryRetrieveError404
from ...models.users_history_retrieve_error_429 import UsersHistoryRetrieveError429
from ...models.users_history_retrieve_game_type import (
    UsersHistoryRetrieveGameType,
)
from ...models.users_history_retrieve_result import UsersHistoryRetrieveResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    username: str,
    *,
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game_type: UsersHistoryRetrieveGameType | Unset = UNSET,
    limit: int | Unset = UNSET,
    opponent: str | Unset = UNSET,
    result: UsersHistoryRetrieveResult | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    json_from_: str | Unset = UNSET
    if not isinstance(from_, Unset):
        json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_game_type: str | Unset = UNSET
    if not isinstance(game_type, Unset):
        json_game_type = game_type

    params["game_type"] = json_game_type

    params["limit"] = limit

    params["opponent"] = opponent

    json_result: str | Unset = UNSET
    if not isinstance(result, Unset):
        json_result = result

    params["result"] = json_result

    json_to: str | Unset = UNSET
    if not isinstance(to, Unset):
        json_to = to.isoformat()
    params["to"] = json_to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/users/{username}/history/".format(
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
    | History
    | UsersHistoryRetrieveError400
    | UsersHistoryRetrieveError401
    | UsersHistoryRetrieveError403
    | UsersHistoryRetrieveError404
    | UsersHistoryRetrieveError429
    | None
):
    if response.status_code == 200:
        response_200 = History.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = UsersHistoryRetrieveError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UsersHistoryRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UsersHistoryRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UsersHistoryRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = UsersHistoryRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | History
    | UsersHistoryRetrieveError400
    | UsersHistoryRetrieveError401
    | UsersHistoryRetrieveError403
    | UsersHistoryRetrieveError404
    | UsersHistoryRetrieveError429
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
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game_type: UsersHistoryRetrieveGameType | Unset = UNSET,
    limit: int | Unset = UNSET,
    opponent: str | Unset = UNSET,
    result: UsersHistoryRetrieveResult | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | History
    | UsersHistoryRetrieveError400
    | UsersHistoryRetrieveError401
    | UsersHistoryRetrieveError403
    | UsersHistoryRetrieveError404
    | UsersHistoryRetrieveError429
]:
    """A player's finished games, the latest first

     Public games for anyone; a private game only for its players and the people invited to it. Each game
    links its replay on the site and its record.

    Args:
        username (str):
        cursor (str | Unset):
        from_ (datetime.date | Unset):
        game_type (UsersHistoryRetrieveGameType | Unset):
        limit (int | Unset):
        opponent (str | Unset):
        result (UsersHistoryRetrieveResult | Unset):
        to (datetime.date | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | History | UsersHistoryRetrieveError400 | UsersHistoryRetrieveError401 | UsersHistoryRetrieveError403 | UsersHistoryRetrieveError404 | UsersHistoryRetrieveError429]
    """

    kwargs = _get_kwargs(
        username=username,
        cursor=cursor,
        from_=from_,
        game_type=game_type,
        limit=limit,
        opponent=opponent,
        result=result,
        to=to,
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
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game_type: UsersHistoryRetrieveGameType | Unset = UNSET,
    limit: int | Unset = UNSET,
    opponent: str | Unset = UNSET,
    result: UsersHistoryRetrieveResult | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | History
    | UsersHistoryRetrieveError400
    | UsersHistoryRetrieveError401
    | UsersHistoryRetrieveError403
    | UsersHistoryRetrieveError404
    | UsersHistoryRetrieveError429
    | None
):
    """A player's finished games, the latest first

     Public games for anyone; a private game only for its players and the people invited to it. Each game
    links its replay on the site and its record.

    Args:
        username (str):
        cursor (str | Unset):
        from_ (datetime.date | Unset):
        game_type (UsersHistoryRetrieveGameType | Unset):
        limit (int | Unset):
        opponent (str | Unset):
        result (UsersHistoryRetrieveResult | Unset):
        to (datetime.date | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | History | UsersHistoryRetrieveError400 | UsersHistoryRetrieveError401 | UsersHistoryRetrieveError403 | UsersHistoryRetrieveError404 | UsersHistoryRetrieveError429
    """

    return sync_detailed(
        username=username,
        client=client,
        cursor=cursor,
        from_=from_,
        game_type=game_type,
        limit=limit,
        opponent=opponent,
        result=result,
        to=to,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game_type: UsersHistoryRetrieveGameType | Unset = UNSET,
    limit: int | Unset = UNSET,
    opponent: str | Unset = UNSET,
    result: UsersHistoryRetrieveResult | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | History
    | UsersHistoryRetrieveError400
    | UsersHistoryRetrieveError401
    | UsersHistoryRetrieveError403
    | UsersHistoryRetrieveError404
    | UsersHistoryRetrieveError429
]:
    """A player's finished games, the latest first

     Public games for anyone; a private game only for its players and the people invited to it. Each game
    links its replay on the site and its record.

    Args:
        username (str):
        cursor (str | Unset):
        from_ (datetime.date | Unset):
        game_type (UsersHistoryRetrieveGameType | Unset):
        limit (int | Unset):
        opponent (str | Unset):
        result (UsersHistoryRetrieveResult | Unset):
        to (datetime.date | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | History | UsersHistoryRetrieveError400 | UsersHistoryRetrieveError401 | UsersHistoryRetrieveError403 | UsersHistoryRetrieveError404 | UsersHistoryRetrieveError429]
    """

    kwargs = _get_kwargs(
        username=username,
        cursor=cursor,
        from_=from_,
        game_type=game_type,
        limit=limit,
        opponent=opponent,
        result=result,
        to=to,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game_type: UsersHistoryRetrieveGameType | Unset = UNSET,
    limit: int | Unset = UNSET,
    opponent: str | Unset = UNSET,
    result: UsersHistoryRetrieveResult | Unset = UNSET,
    to: datetime.date | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | History
    | UsersHistoryRetrieveError400
    | UsersHistoryRetrieveError401
    | UsersHistoryRetrieveError403
    | UsersHistoryRetrieveError404
    | UsersHistoryRetrieveError429
    | None
):
    """A player's finished games, the latest first

     Public games for anyone; a private game only for its players and the people invited to it. Each game
    links its replay on the site and its record.

    Args:
        username (str):
        cursor (str | Unset):
        from_ (datetime.date | Unset):
        game_type (UsersHistoryRetrieveGameType | Unset):
        limit (int | Unset):
        opponent (str | Unset):
        result (UsersHistoryRetrieveResult | Unset):
        to (datetime.date | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | History | UsersHistoryRetrieveError400 | UsersHistoryRetrieveError401 | UsersHistoryRetrieveError403 | UsersHistoryRetrieveError404 | UsersHistoryRetrieveError429
    """

    return (
        await asyncio_detailed(
            username=username,
            client=client,
            cursor=cursor,
            from_=from_,
            game_type=game_type,
            limit=limit,
            opponent=opponent,
            result=result,
            to=to,
            if_none_match=if_none_match,
        )
    ).parsed
