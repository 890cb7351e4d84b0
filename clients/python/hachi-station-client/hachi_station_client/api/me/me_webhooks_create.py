from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.me_webhooks_create_error_400 import MeWebhooksCreateError400
from ...models.me_webhooks_create_error_401 import MeWebhooksCreateError401
from ...models.me_webhooks_create_error_403 import MeWebhooksCreateError403
from ...models.me_webhooks_create_error_409 import MeWebhooksCreateError409
from ...models.me_webhooks_create_error_413 import MeWebhooksCreateError413
from ...models.me_webhooks_create_error_415 import MeWebhooksCreateError415
from ...models.me_webhooks_create_error_429 import MeWebhooksCreateError429
from ...models.webhook_create import WebhookCreate
from ...models.webhook_created import WebhookCreated
from ...types import Response


def _get_kwargs(
    *,
    body: WebhookCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/me/webhooks/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MeWebhooksCreateError400
    | MeWebhooksCreateError401
    | MeWebhooksCreateError403
    | MeWebhooksCreateError409
    | MeWebhooksCreateError413
    | MeWebhooksCreateError415
    | MeWebhooksCreateError429
    | WebhookCreated
    | None
):
    if response.status_code == 201:
        response_201 = WebhookCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = MeWebhooksCreateError400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = MeWebhooksCreateError401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MeWebhooksCreateError403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = MeWebhooksCreateError409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = MeWebhooksCreateError413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = MeWebhooksCreateError415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = MeWebhooksCreateError429.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MeWebhooksCreateError400
    | MeWebhooksCreateError401
    | MeWebhooksCreateError403
    | MeWebhooksCreateError409
    | MeWebhooksCreateError413
    | MeWebhooksCreateError415
    | MeWebhooksCreateError429
    | WebhookCreated
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
    body: WebhookCreate,
) -> Response[
    MeWebhooksCreateError400
    | MeWebhooksCreateError401
    | MeWebhooksCreateError403
    | MeWebhooksCreateError409
    | MeWebhooksCreateError413
    | MeWebhooksCreateError415
    | MeWebhooksCreateError429
    | WebhookCreated
]:
    """Register a webhook endpoint (its secret is in this answer only)

     Deliveries are signed with the secret (see *Webhooks* in this document's introduction). An invalid
    or refused `url` is a 400 `invalid` naming `url`.

    Args:
        body (WebhookCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksCreateError400 | MeWebhooksCreateError401 | MeWebhooksCreateError403 | MeWebhooksCreateError409 | MeWebhooksCreateError413 | MeWebhooksCreateError415 | MeWebhooksCreateError429 | WebhookCreated]
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
    body: WebhookCreate,
) -> (
    MeWebhooksCreateError400
    | MeWebhooksCreateError401
    | MeWebhooksCreateError403
    | MeWebhooksCreateError409
    | MeWebhooksCreateError413
    | MeWebhooksCreateError415
    | MeWebhooksCreateError429
    | WebhookCreated
    | None
):
    """Register a webhook endpoint (its secret is in this answer only)

     Deliveries are signed with the secret (see *Webhooks* in this document's introduction). An invalid
    or refused `url` is a 400 `invalid` naming `url`.

    Args:
        body (WebhookCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksCreateError400 | MeWebhooksCreateError401 | MeWebhooksCreateError403 | MeWebhooksCreateError409 | MeWebhooksCreateError413 | MeWebhooksCreateError415 | MeWebhooksCreateError429 | WebhookCreated
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookCreate,
) -> Response[
    MeWebhooksCreateError400
    | MeWebhooksCreateError401
    | MeWebhooksCreateError403
    | MeWebhooksCreateError409
    | MeWebhooksCreateError413
    | MeWebhooksCreateError415
    | MeWebhooksCreateError429
    | WebhookCreated
]:
    """Register a webhook endpoint (its secret is in this answer only)

     Deliveries are signed with the secret (see *Webhooks* in this document's introduction). An invalid
    or refused `url` is a 400 `invalid` naming `url`.

    Args:
        body (WebhookCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MeWebhooksCreateError400 | MeWebhooksCreateError401 | MeWebhooksCreateError403 | MeWebhooksCreateError409 | MeWebhooksCreateError413 | MeWebhooksCreateError415 | MeWebhooksCreateError429 | WebhookCreated]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: WebhookCreate,
) -> (
    MeWebhooksCreateError400
    | MeWebhooksCreateError401
    | MeWebhooksCreateError403
    | MeWebhooksCreateError409
    | MeWebhooksCreateError413
    | MeWebhooksCreateError415
    | MeWebhooksCreateError429
    | WebhookCreated
    | None
):
    """Register a webhook endpoint (its secret is in this answer only)

     Deliveries are signed with the secret (see *Webhooks* in this document's introduction). An invalid
    or refused `url` is a 400 `invalid` naming `url`.

    Args:
        body (WebhookCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MeWebhooksCreateError400 | MeWebhooksCreateError401 | MeWebhooksCreateError403 | MeWebhooksCreateError409 | MeWebhooksCreateError413 | MeWebhooksCreateError415 | MeWebhooksCreateError429 | WebhookCreated
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
