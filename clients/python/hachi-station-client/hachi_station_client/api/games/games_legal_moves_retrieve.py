from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.games_legal_moves_retrieve_error_401 import GamesLegalMovesRetrieveError401
from ...models.games_legal_moves_retrieve_error_403 import GamesLegalMovesRetrieveError403
from ...models.games_legal_moves_retrieve_error_404 import GamesLegalMovesRetrieveError404
from ...models.games_legal_moves_retrieve_error_429 import GamesLegalMovesRetrieveError429
from ...models.legal_moves import LegalMoves
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game_id}/legal-moves/".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GamesLegalMovesRetrieveError401
    | GamesLegalMovesRetrieveError403
    | GamesLegalMovesRetrieveError404
    | GamesLegalMovesRetrieveError429
    | LegalMoves
    | None
):
    if response.status_code == 200:
        response_200 = LegalMoves.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = GamesLegalMovesRetrieveError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GamesLegalMovesRetrieveError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GamesLegalMovesRetrieveError404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GamesLegalMovesRetrieveError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GamesLegalMovesRetrieveError401
    | GamesLegalMovesRetrieveError403
    | GamesLegalMovesRetrieveError404
    | GamesLegalMovesRetrieveError429
    | LegalMoves
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | GamesLegalMovesRetrieveError401
    | GamesLegalMovesRetrieveError403
    | GamesLegalMovesRetrieveError404
    | GamesLegalMovesRetrieveError429
    | LegalMoves
]:
    """My legal actions now

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamesLegalMovesRetrieveError401 | GamesLegalMovesRetrieveError403 | GamesLegalMovesRetrieveError404 | GamesLegalMovesRetrieveError429 | LegalMoves]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | GamesLegalMovesRetrieveError401
    | GamesLegalMovesRetrieveError403
    | GamesLegalMovesRetrieveError404
    | GamesLegalMovesRetrieveError429
    | LegalMoves
    | None
):
    """My legal actions now

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamesLegalMovesRetrieveError401 | GamesLegalMovesRetrieveError403 | GamesLegalMovesRetrieveError404 | GamesLegalMovesRetrieveError429 | LegalMoves
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any
    | GamesLegalMovesRetrieveError401
    | GamesLegalMovesRetrieveError403
    | GamesLegalMovesRetrieveError404
    | GamesLegalMovesRetrieveError429
    | LegalMoves
]:
    """My legal actions now

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamesLegalMovesRetrieveError401 | GamesLegalMovesRetrieveError403 | GamesLegalMovesRetrieveError404 | GamesLegalMovesRetrieveError429 | LegalMoves]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | GamesLegalMovesRetrieveError401
    | GamesLegalMovesRetrieveError403
    | GamesLegalMovesRetrieveError404
    | GamesLegalMovesRetrieveError429
    | LegalMoves
    | None
):
    """My legal actions now

    Args:
        game_id (int):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamesLegalMovesRetrieveError401 | GamesLegalMovesRetrieveError403 | GamesLegalMovesRetrieveError404 | GamesLegalMovesRetrieveError429 | LegalMoves
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
