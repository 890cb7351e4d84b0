from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_delivery_info_status import WebhookDeliveryInfoStatus, check_webhook_delivery_info_status
from ..models.webhook_delivery_info_type import WebhookDeliveryInfoType, check_webhook_delivery_info_type

if TYPE_CHECKING:
    from ..models.webhook_event import WebhookEvent


T = TypeVar("T", bound="WebhookDeliveryInfo")


@_attrs_define
class WebhookDeliveryInfo:
    """One delivery of the log: its body, where it stands and its last attempt.

    Attributes:
        id (str): The delivery id (`Hachi-Webhook-Id`); redeliver it by this id.
        type_ (WebhookDeliveryInfoType):
        status (WebhookDeliveryInfoStatus): `pending` (not yet accepted: retried with a growing delay for 24 hours),
            `delivered` (a 2xx answer), `failed` (gave up after 24 hours).
        attempts (int):
        created_at (datetime.datetime):
        last_attempt_at (datetime.datetime | None):
        next_attempt_at (datetime.datetime | None): While pending: when it is tried next.
        response_code (int | None): The HTTP status of the last attempt; null if it got no answer.
        duration_ms (int | None): How long the last attempt took, in milliseconds.
        error (None | str): Why the last attempt failed, in words, when it got no 2xx.
        body (WebhookEvent): The JSON body of a delivery: ids, kinds and links, nothing a player may not know. Signed
            with the timestamp (`Hachi-Webhook-Signature`); `id` is also `Hachi-Webhook-Id`.
    """

    id: str
    type_: WebhookDeliveryInfoType
    status: WebhookDeliveryInfoStatus
    attempts: int
    created_at: datetime.datetime
    last_attempt_at: datetime.datetime | None
    next_attempt_at: datetime.datetime | None
    response_code: int | None
    duration_ms: int | None
    error: None | str
    body: WebhookEvent
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_: str = self.type_

        status: str = self.status

        attempts = self.attempts

        created_at = self.created_at.isoformat()

        last_attempt_at: None | str
        if isinstance(self.last_attempt_at, datetime.datetime):
            last_attempt_at = self.last_attempt_at.isoformat()
        else:
            last_attempt_at = self.last_attempt_at

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        response_code: int | None
        response_code = self.response_code

        duration_ms: int | None
        duration_ms = self.duration_ms

        error: None | str
        error = self.error

        body = self.body.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "status": status,
                "attempts": attempts,
                "created_at": created_at,
                "last_attempt_at": last_attempt_at,
                "next_attempt_at": next_attempt_at,
                "response_code": response_code,
                "duration_ms": duration_ms,
                "error": error,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_event import WebhookEvent  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = check_webhook_delivery_info_type(d.pop("type"))

        status = check_webhook_delivery_info_status(d.pop("status"))

        attempts = d.pop("attempts")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_last_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_attempt_at = _parse_last_attempt_at(d.pop("last_attempt_at"))

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        def _parse_response_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        response_code = _parse_response_code(d.pop("response_code"))

        def _parse_duration_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        duration_ms = _parse_duration_ms(d.pop("duration_ms"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        body = WebhookEvent.from_dict(d.pop("body"))

        _model_instance = cls(
            id=id,
            type_=type_,
            status=status,
            attempts=attempts,
            created_at=created_at,
            last_attempt_at=last_attempt_at,
            next_attempt_at=next_attempt_at,
            response_code=response_code,
            duration_ms=duration_ms,
            error=error,
            body=body,
        )

        _model_instance.additional_properties = d
        return _model_instance

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
