from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me import Me
from ...models.me_upgrade_to_bot_create_error_400 import MeUpgradeToBotCreateError400
from ...models.me_upgrade_to_bot_create_error_401 import MeUpgradeToBotCreateError401
from ...models.me_upgrade_to_bot_create_error_403 import MeUpgradeToBotCreateError403
from ...models.me_upgrade_to_bot_create_error_409 import MeUpgradeToBotCreateError409
from ...models.me_upgrade_to_bot_create_error_413 import MeUpgradeToBotCreateError413
from ...models.me_upgrade_to_bot_create_error_415 import MeUpgradeToBotCreateError415
from ...models.me_upgrade_to_bot_create_error_429 import MeUpgradeToBotCreateError429
from ...models.upgrade_to_bot import UpgradeToBot
from ...types import Response


def _get_kwargs(
    *,
    body: UpgradeToBot,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/upgrade-to-bot/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Me
    | MeUpgradeToBotCreateError400
    | MeUpgradeToBotCreateError401
    | MeUpgradeToBotCreateError403
    | MeUpgradeToBotCreateError409
    | MeUpgradeToBotCreateError413
    | MeUpgradeToBotCreateError415
    | MeUpgradeToBotCreateError429
    | None
):
    if response.status_code == 200:
        response_200 = Me.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = MeUpgradeToBotCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MeUpgradeToBotCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeUpgradeToBotCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = MeUpgradeToBotCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = MeUpgradeToBotCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = MeUpgradeToBotCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = MeUpgradeToBotCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Me
    | MeUpgradeToBotCreateError400
    | MeUpgradeToBotCreateError401
    | MeUpgradeToBotCreateError403
    | MeUpgradeToBotCreateError409
    | MeUpgradeToBotCreateError413
    | MeUpgradeToBotCreateError415
    | MeUpgradeToBotCreateError429
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
    body: UpgradeToBot,
) -> Response[
    Me
    | MeUpgradeToBotCreateError400
    | MeUpgradeToBotCreateError401
    | MeUpgradeToBotCreateError403
    | MeUpgradeToBotCreateError409
    | MeUpgradeToBotCreateError413
    | MeUpgradeToBotCreateError415
    | MeUpgradeToBotCreateError429
]:
    """Make my account a bot account (irreversible)

     Only an account that has never played or joined a game can become a bot account. A bot account is
    shown with a BOT tag everywhere, plays only through the API (the site's play pages are closed to it)
    and has `bot: true` wherever a user appears.

    Args:
        body (UpgradeToBot):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Me | MeUpgradeToBotCreateError400 | MeUpgradeToBotCreateError401 | MeUpgradeToBotCreateError403 | MeUpgradeToBotCreateError409 | MeUpgradeToBotCreateError413 | MeUpgradeToBotCreateError415 | MeUpgradeToBotCreateError429]
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
    body: UpgradeToBot,
) -> (
    Me
    | MeUpgradeToBotCreateError400
    | MeUpgradeToBotCreateError401
    | MeUpgradeToBotCreateError403
    | MeUpgradeToBotCreateError409
    | MeUpgradeToBotCreateError413
    | MeUpgradeToBotCreateError415
    | MeUpgradeToBotCreateError429
    | None
):
    """Make my account a bot account (irreversible)

     Only an account that has never played or joined a game can become a bot account. A bot account is
    shown with a BOT tag everywhere, plays only through the API (the site's play pages are closed to it)
    and has `bot: true` wherever a user appears.

    Args:
        body (UpgradeToBot):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Me | MeUpgradeToBotCreateError400 | MeUpgradeToBotCreateError401 | MeUpgradeToBotCreateError403 | MeUpgradeToBotCreateError409 | MeUpgradeToBotCreateError413 | MeUpgradeToBotCreateError415 | MeUpgradeToBotCreateError429
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UpgradeToBot,
) -> Response[
    Me
    | MeUpgradeToBotCreateError400
    | MeUpgradeToBotCreateError401
    | MeUpgradeToBotCreateError403
    | MeUpgradeToBotCreateError409
    | MeUpgradeToBotCreateError413
    | MeUpgradeToBotCreateError415
    | MeUpgradeToBotCreateError429
]:
    """Make my account a bot account (irreversible)

     Only an account that has never played or joined a game can become a bot account. A bot account is
    shown with a BOT tag everywhere, plays only through the API (the site's play pages are closed to it)
    and has `bot: true` wherever a user appears.

    Args:
        body (UpgradeToBot):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Me | MeUpgradeToBotCreateError400 | MeUpgradeToBotCreateError401 | MeUpgradeToBotCreateError403 | MeUpgradeToBotCreateError409 | MeUpgradeToBotCreateError413 | MeUpgradeToBotCreateError415 | MeUpgradeToBotCreateError429]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: UpgradeToBot,
) -> (
    Me
    | MeUpgradeToBotCreateError400
    | MeUpgradeToBotCreateError401
    | MeUpgradeToBotCreateError403
    | MeUpgradeToBotCreateError409
    | MeUpgradeToBotCreateError413
    | MeUpgradeToBotCreateError415
    | MeUpgradeToBotCreateError429
    | None
):
    """Make my account a bot account (irreversible)

     Only an account that has never played or joined a game can become a bot account. A bot account is
    shown with a BOT tag everywhere, plays only through the API (the site's play pages are closed to it)
    and has `bot: true` wherever a user appears.

    Args:
        body (UpgradeToBot):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Me | MeUpgradeToBotCreateError400 | MeUpgradeToBotCreateError401 | MeUpgradeToBotCreateError403 | MeUpgradeToBotCreateError409 | MeUpgradeToBotCreateError413 | MeUpgradeToBotCreateError415 | MeUpgradeToBotCreateError429
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
