from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StreamKeepalive")


@_attrs_define
class StreamKeepalive:
    """`/api/v1/me/stream/`: sent when the stream opens (after any events it resumed) and whenever nothing else was sent
    for the keep-alive interval (20 s by default). `since` is where to resume: a stream reopened with `?since=` and this
    value misses nothing.

        Attributes:
            type_ (Literal['keepalive']):
            since (str): Your event log's position now (`<milliseconds>-<sequence>`): resume with `?since=` this or the
                `event_id` of a later event.
    """

    type_: Literal["keepalive"]
    since: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        since = self.since

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "since": since,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["keepalive"], d.pop("type"))
        if type_ != "keepalive":
            raise ValueError(f"type must match const 'keepalive', got '{type_}'")

        since = d.pop("since")

        _model_instance = cls(
            type_=type_,
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
