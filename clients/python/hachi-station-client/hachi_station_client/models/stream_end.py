from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.stream_end_code import StreamEndCode, check_stream_end_code

T = TypeVar("T", bound="StreamEnd")


@_attrs_define
class StreamEnd:
    """The last line of a stream the server ends: `code` says why (`unauthorized`: the credentials ended, sign in again;
    `not_found`: the game is no longer yours to see; `game_over`: the game finished or was called off, its last state
    was the line before; `try_again_later`: the live-update service failed, reconnect after a growing delay, with
    `since`; `too_many_streams`: you have the most streams open at once already).

        Attributes:
            type_ (Literal['end']):
            code (StreamEndCode): Why the stream ended.
            message (str): The same, in words for the client's author.
    """

    type_: Literal["end"]
    code: StreamEndCode
    message: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        code: str = self.code

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "code": code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["end"], d.pop("type"))
        if type_ != "end":
            raise ValueError(f"type must match const 'end', got '{type_}'")

        code = check_stream_end_code(d.pop("code"))

        message = d.pop("message")

        _model_instance = cls(
            type_=type_,
            code=code,
            message=message,
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
