from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.error_details import ErrorDetails


T = TypeVar("T", bound="ErrorBody")


@_attrs_define
class ErrorBody:
    """What went wrong: a code for programs, a sentence for people, details for both.

    Attributes:
        code (str): Stable and machine-readable: branch on it (new codes may be added). By HTTP status: 400: bad_host,
            bad_request, invalid, malformed_request, no_token; 401: authentication_failed, invalid_credentials,
            not_authenticated; 403: forbidden, insufficient_scope, not_a_player; 404: not_found; 405: method_not_allowed;
            406: not_acceptable; 409: already_accepted, already_bot, already_joined, already_started, app_limit,
            challenge_not_pending, conflict, email_taken, game_full, game_not_active, has_played, idempotency_key_in_use,
            not_enough_players, not_on_vacation, not_open, not_your_turn, on_vacation, own_challenge, resigned, seek_exists,
            seek_matched, stale_version, username_taken, vacation_allowance, webhook_limit; 413: payload_too_large; 415:
            unsupported_media_type; 422: game_over, idempotency_key_reused, illegal_action, malformed_action,
            unknown_action_type; 429: throttled, too_many_streams; 500: server_error.
        message (str): A sentence for people; do not parse it.
        details (ErrorDetails): An object, often empty. For `invalid`: each field (a nested one by its dotted path,
            `bots.1`; `non_field_errors` for the request as a whole) with the list of its messages. Other codes add the keys
            below.
    """

    code: str
    message: str
    details: ErrorDetails
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

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
        code = d.pop("code")

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
