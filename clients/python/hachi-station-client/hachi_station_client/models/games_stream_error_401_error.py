from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.games_stream_error_401_error_code import (
    GamesStreamError401ErrorCode,
    check_games_stream_error_401_error_code,
)

if TYPE_CHECKING:
    from ..models.error_details import ErrorDetails


T = TypeVar("T", bound="GamesStreamError401Error")


@_attrs_define
class GamesStreamError401Error:
    """What went wrong: a code for programs, a sentence for people, details for both.

    Attributes:
        code (GamesStreamError401ErrorCode): Stable and machine-readable: branch on it. Exactly the codes this operation
            answers with at this status.
        message (str): A sentence for people; do not parse it.
        details (ErrorDetails): An object, often empty. For `invalid`: each field (a nested one by its dotted path,
            `bots.1`; `non_field_errors` for the request as a whole) with the list of its messages. Other codes add the keys
            below.
    """

    code: GamesStreamError401ErrorCode
    message: str
    details: ErrorDetails
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code: str = self.code

        message = self.message

        details = self.details.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
                "details": details,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_details import ErrorDetails  # noqa: PLC0415

        d = dict(src_dict)
        code = check_games_stream_error_401_error_code(d.pop("code"))

        message = d.pop("message")

        details = ErrorDetails.from_dict(d.pop("details"))

        _model_instance = cls(
            code=code,
            message=message,
            details=details,
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
