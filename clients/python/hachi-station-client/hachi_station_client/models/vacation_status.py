from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="VacationStatus")


@_attrs_define
class VacationStatus:
    """Vacation pauses all your clocks, up to the allowance per calendar year.

    Attributes:
        on_vacation (bool):
        until (datetime.datetime | None):
        allowance_days (int):
        used_days (float):
        remaining_days (float): Rounded down: the number shown can be taken.
    """

    on_vacation: bool
    until: datetime.datetime | None
    allowance_days: int
    used_days: float
    remaining_days: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        on_vacation = self.on_vacation

        until: None | str
        if isinstance(self.until, datetime.datetime):
            until = self.until.isoformat()
        else:
            until = self.until

        allowance_days = self.allowance_days

        used_days = self.used_days

        remaining_days = self.remaining_days

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "on_vacation": on_vacation,
                "until": until,
                "allowance_days": allowance_days,
                "used_days": used_days,
                "remaining_days": remaining_days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        on_vacation = d.pop("on_vacation")

        def _parse_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                until_type_0 = datetime.datetime.fromisoformat(data)

                return until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        until = _parse_until(d.pop("until"))

        allowance_days = d.pop("allowance_days")

        used_days = d.pop("used_days")

        remaining_days = d.pop("remaining_days")

        _model_instance = cls(
            on_vacation=on_vacation,
            until=until,
            allowance_days=allowance_days,
            used_days=used_days,
            remaining_days=remaining_days,
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
