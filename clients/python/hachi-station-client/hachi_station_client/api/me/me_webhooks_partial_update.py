from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_webhooks_partial_update_error_400 import MeWebhooksPartialUpdateError400
from ...models.me_webhooks_partial_update_error_401 import MeWebhooksPartialUpdateError401
from ...models.me_webhooks_partial_update_error_403 import MeWebhooksPartialUpdateError403
from ...models.me_webhooks_partial_update_error_404 import MeWebhooksPartialUpdateError404
from ...models.me_webhooks_partial_update_error_413 import MeWebhooksPartialUpdateError413
from ...models.me_webhooks_partial_update_error_415 import MeWebhooksPartialUpdateError415
from ...models.me_webhooks_partial_update_error_429 import MeWebhooksPartialUpdateError429
from ...models.patched_webhook_change import PatchedWebhookChange
from ...models.webhook import Webhook
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: int,
    *,
    body: PatchedWebhookChange | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/me/webhooks/{webhook_id}/".format(
            webhook_id=quote(str(webhook_id), safe=""),
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
    MeWebhooksPartialUpdateError400
    | MeWebhooksPartialUpdateError401
    | MeWebhooksPartialUpdateError403
    | MeWebhooksPartialUpdateError404
    | MeWebhooksPartialUpdateError413
    | MeWebhooksPartialUpdateError415
    | MeWebhooksPartialUpdateError429
    | Webhook
    | None
):
    if response.status_code == 200:
        response_200 = Webhook.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = MeWebhooksPartialUpdateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MeWebhooksPartialUpdateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeWebhooksPartialUpdateError403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = MeWebhooksPartialUpdateError404.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = MeWebhooksPartialUpdateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = MeWebhooksPartialUpdateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = MeWebhooksPartialUpdateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MeWebhooksPartialUpdateError400
    | MeWebhooksPartialUpdateError401
    | MeWebhooksPartialUpdateError403
    | MeWebhooksPartialUpdateError404
    | MeWebhooksPartialUpdateError413
    | MeWebhooksPartialUpdateError415
    | MeWebhooksPartialUpdateError429
    | Webhook
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    body: PatchedWebhookChange | Unset = UNSET,
) -> Response[
    MeWebhooksPartialUpdateError400
    | MeWebhooksPartialUpdateError401
    | MeWebhooksPartialUpdateError403
    | MeWebhooksPartialUpdateError404
    | MeWebhooksPartialUpdateError413
    | MeWebhooksPartialUpdateError415
    | MeWebhooksPartialUpdateError429
    | Webhook
]:
    """Change a webhook's URL, kinds or description

    Args:
        webhook_id (int):
        body (PatchedWebhookChange | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksPartialUpdateError400 | MeWebhooksPartialUpdateError401 | MeWebhooksPartialUpdateError403 | MeWebhooksPartialUpdateError404 | MeWebhooksPartialUpdateError413 | MeWebhooksPartialUpdateError415 | MeWebhooksPartialUpdateError429 | Webhook]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    body: PatchedWebhookChange | Unset = UNSET,
) -> (
    MeWebhooksPartialUpdateError400
    | MeWebhooksPartialUpdateError401
    | MeWebhooksPartialUpdateError403
    | MeWebhooksPartialUpdateError404
    | MeWebhooksPartialUpdateError413
    | MeWebhooksPartialUpdateError415
    | MeWebhooksPartialUpdateError429
    | Webhook
    | None
):
    """Change a webhook's URL, kinds or description

    Args:
        webhook_id (int):
        body (PatchedWebhookChange | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksPartialUpdateError400 | MeWebhooksPartialUpdateError401 | MeWebhooksPartialUpdateError403 | MeWebhooksPartialUpdateError404 | MeWebhooksPartialUpdateError413 | MeWebhooksPartialUpdateError415 | MeWebhooksPartialUpdateError429 | Webhook
    """

    return sync_detailed(
        webhook_id=webhook_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    body: PatchedWebhookChange | Unset = UNSET,
) -> Response[
    MeWebhooksPartialUpdateError400
    | MeWebhooksPartialUpdateError401
    | MeWebhooksPartialUpdateError403
    | MeWebhooksPartialUpdateError404
    | MeWebhooksPartialUpdateError413
    | MeWebhooksPartialUpdateError415
    | MeWebhooksPartialUpdateError429
    | Webhook
]:
    """Change a webhook's URL, kinds or description

    Args:
        webhook_id (int):
        body (PatchedWebhookChange | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksPartialUpdateError400 | MeWebhooksPartialUpdateError401 | MeWebhooksPartialUpdateError403 | MeWebhooksPartialUpdateError404 | MeWebhooksPartialUpdateError413 | MeWebhooksPartialUpdateError415 | MeWebhooksPartialUpdateError429 | Webhook]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    body: PatchedWebhookChange | Unset = UNSET,
) -> (
    MeWebhooksPartialUpdateError400
    | MeWebhooksPartialUpdateError401
    | MeWebhooksPartialUpdateError403
    | MeWebhooksPartialUpdateError404
    | MeWebhooksPartialUpdateError413
    | MeWebhooksPartialUpdateError415
    | MeWebhooksPartialUpdateError429
    | Webhook
    | None
):
    """Change a webhook's URL, kinds or description

    Args:
        webhook_id (int):
        body (PatchedWebhookChange | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksPartialUpdateError400 | MeWebhooksPartialUpdateError401 | MeWebhooksPartialUpdateError403 | MeWebhooksPartialUpdateError404 | MeWebhooksPartialUpdateError413 | MeWebhooksPartialUpdateError415 | MeWebhooksPartialUpdateError429 | Webhook
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
            body=body,
        )
    ).parsed
