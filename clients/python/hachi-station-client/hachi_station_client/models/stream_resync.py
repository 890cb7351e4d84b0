from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StreamResync")


@_attrs_define
class StreamResync:
    """`/api/v1/me/stream/?since=` older than what the event log keeps (by default the last 500 events of the last 24
    hours): events may have been missed. Fetch what you need afresh (`/api/v1/me/turns/`, `/api/v1/me/invitations/`,
    your games); the stream goes on from now.

        Attributes:
            type_ (Literal['resync']):
            message (str): What happened, in words for the client's author.
            since (str): The log's position now: resume from here later.
    """

    type_: Literal["resync"]
    message: str
    since: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        message = self.message

        since = self.since

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "message": message,
                "since": since,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["resync"], d.pop("type"))
        if type_ != "resync":
            raise ValueError(f"type must match const 'resync', got '{type_}'")

        message = d.pop("message")

        since = d.pop("since")

        _model_instance = cls(
            type_=type_,
            message=message,
            since=since,
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
