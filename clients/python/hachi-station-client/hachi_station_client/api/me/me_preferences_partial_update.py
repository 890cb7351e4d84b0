from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_preferences_partial_update_error_400 import MePreferencesPartialUpdateError400
from ...models.me_preferences_partial_update_error_401 import MePreferencesPartialUpdateError401
from ...models.me_preferences_partial_update_error_403 import MePreferencesPartialUpdateError403
from ...models.me_preferences_partial_update_error_413 import MePreferencesPartialUpdateError413
from ...models.me_preferences_partial_update_error_415 import MePreferencesPartialUpdateError415
from ...models.me_preferences_partial_update_error_429 import MePreferencesPartialUpdateError429
from ...models.patched_preferences_change import PatchedPreferencesChange
from ...models.preferences import Preferences
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PatchedPreferencesChange | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/me/preferences/",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MePreferencesPartialUpdateError400
    | MePreferencesPartialUpdateError401
    | MePreferencesPartialUpdateError403
    | MePreferencesPartialUpdateError413
    | MePreferencesPartialUpdateError415
    | MePreferencesPartialUpdateError429
    | Preferences
    | None
):
    if response.status_code == 200:
        response_200 = Preferences.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = MePreferencesPartialUpdateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MePreferencesPartialUpdateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MePreferencesPartialUpdateError403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = MePreferencesPartialUpdateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = MePreferencesPartialUpdateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = MePreferencesPartialUpdateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MePreferencesPartialUpdateError400
    | MePreferencesPartialUpdateError401
    | MePreferencesPartialUpdateError403
    | MePreferencesPartialUpdateError413
    | MePreferencesPartialUpdateError415
    | MePreferencesPartialUpdateError429
    | Preferences
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
    body: PatchedPreferencesChange | Unset = UNSET,
) -> Response[
    MePreferencesPartialUpdateError400
    | MePreferencesPartialUpdateError401
    | MePreferencesPartialUpdateError403
    | MePreferencesPartialUpdateError413
    | MePreferencesPartialUpdateError415
    | MePreferencesPartialUpdateError429
    | Preferences
]:
    """Change some reminder preferences

    Args:
        body (PatchedPreferencesChange | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MePreferencesPartialUpdateError400 | MePreferencesPartialUpdateError401 | MePreferencesPartialUpdateError403 | MePreferencesPartialUpdateError413 | MePreferencesPartialUpdateError415 | MePreferencesPartialUpdateError429 | Preferences]
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
    body: PatchedPreferencesChange | Unset = UNSET,
) -> (
    MePreferencesPartialUpdateError400
    | MePreferencesPartialUpdateError401
    | MePreferencesPartialUpdateError403
    | MePreferencesPartialUpdateError413
    | MePreferencesPartialUpdateError415
    | MePreferencesPartialUpdateError429
    | Preferences
    | None
):
    """Change some reminder preferences

    Args:
        body (PatchedPreferencesChange | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MePreferencesPartialUpdateError400 | MePreferencesPartialUpdateError401 | MePreferencesPartialUpdateError403 | MePreferencesPartialUpdateError413 | MePreferencesPartialUpdateError415 | MePreferencesPartialUpdateError429 | Preferences
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedPreferencesChange | Unset = UNSET,
) -> Response[
    MePreferencesPartialUpdateError400
    | MePreferencesPartialUpdateError401
    | MePreferencesPartialUpdateError403
    | MePreferencesPartialUpdateError413
    | MePreferencesPartialUpdateError415
    | MePreferencesPartialUpdateError429
    | Preferences
]:
    """Change some reminder preferences

    Args:
        body (PatchedPreferencesChange | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MePreferencesPartialUpdateError400 | MePreferencesPartialUpdateError401 | MePreferencesPartialUpdateError403 | MePreferencesPartialUpdateError413 | MePreferencesPartialUpdateError415 | MePreferencesPartialUpdateError429 | Preferences]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PatchedPreferencesChange | Unset = UNSET,
) -> (
    MePreferencesPartialUpdateError400
    | MePreferencesPartialUpdateError401
    | MePreferencesPartialUpdateError403
    | MePreferencesPartialUpdateError413
    | MePreferencesPartialUpdateError415
    | MePreferencesPartialUpdateError429
    | Preferences
    | None
):
    """Change some reminder preferences

    Args:
        body (PatchedPreferencesChange | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MePreferencesPartialUpdateError400 | MePreferencesPartialUpdateError401 | MePreferencesPartialUpdateError403 | MePreferencesPartialUpdateError413 | MePreferencesPartialUpdateError415 | MePreferencesPartialUpdateError429 | Preferences
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
