from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_tokens_retrieve_error_400 import MeTokensRetrieveError400
from ...models.me_tokens_retrieve_error_401 import MeTokensRetrieveError401
from ...models.me_tokens_retrieve_error_403 import MeTokensRetrieveError403
from ...models.me_tokens_retrieve_error_429 import MeTokensRetrieveError429
from ...models.tokens import Tokens
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/me/tokens/",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | MeTokensRetrieveError400
    | MeTokensRetrieveError401
    | MeTokensRetrieveError403
    | MeTokensRetrieveError429
    | Tokens
    | None
):
    if response.status_code == 200:
        response_200 = Tokens.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = MeTokensRetrieveError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MeTokensRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeTokensRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = MeTokensRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | MeTokensRetrieveError400
    | MeTokensRetrieveError401
    | MeTokensRetrieveError403
    | MeTokensRetrieveError429
    | Tokens
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
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | MeTokensRetrieveError400
    | MeTokensRetrieveError401
    | MeTokensRetrieveError403
    | MeTokensRetrieveError429
    | Tokens
]:
    """List my API tokens (never their keys), oldest first

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeTokensRetrieveError400 | MeTokensRetrieveError401 | MeTokensRetrieveError403 | MeTokensRetrieveError429 | Tokens]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
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
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | MeTokensRetrieveError400
    | MeTokensRetrieveError401
    | MeTokensRetrieveError403
    | MeTokensRetrieveError429
    | Tokens
    | None
):
    """List my API tokens (never their keys), oldest first

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeTokensRetrieveError400 | MeTokensRetrieveError401 | MeTokensRetrieveError403 | MeTokensRetrieveError429 | Tokens
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        limit=limit,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | MeTokensRetrieveError400
    | MeTokensRetrieveError401
    | MeTokensRetrieveError403
    | MeTokensRetrieveError429
    | Tokens
]:
    """List my API tokens (never their keys), oldest first

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MeTokensRetrieveError400 | MeTokensRetrieveError401 | MeTokensRetrieveError403 | MeTokensRetrieveError429 | Tokens]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | MeTokensRetrieveError400
    | MeTokensRetrieveError401
    | MeTokensRetrieveError403
    | MeTokensRetrieveError429
    | Tokens
    | None
):
    """List my API tokens (never their keys), oldest first

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MeTokensRetrieveError400 | MeTokensRetrieveError401 | MeTokensRetrieveError403 | MeTokensRetrieveError429 | Tokens
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
            limit=limit,
            if_none_match=if_none_match,
        )
    ).parsed
