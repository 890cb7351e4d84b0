from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.option_description_kind import OptionDescriptionKind, check_option_description_kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.option_description_default_type_3 import OptionDescriptionDefaultType3


T = TypeVar("T", bound="OptionDescription")


@_attrs_define
class OptionDescription:
    """One option of a game: a choice among strings, a bounded whole number, a boolean, or a table (a structured value: its
    schema is in the game's `<Game>Options` component).

        Attributes:
            name (str):
            kind (OptionDescriptionKind):
            default (bool | int | OptionDescriptionDefaultType3 | str):
            description (str):
            choices (list[str] | Unset): For `choice`: the values allowed.
            minimum (int | None | Unset): For `int`.
            maximum (int | None | Unset): For `int`.
    """

    name: str
    kind: OptionDescriptionKind
    default: bool | int | OptionDescriptionDefaultType3 | str
    description: str
    choices: list[str] | Unset = UNSET
    minimum: int | None | Unset = UNSET
    maximum: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.option_description_default_type_3 import OptionDescriptionDefaultType3  # noqa: PLC0415

        name = self.name

        kind: str = self.kind

        default: bool | dict[str, Any] | int | str
        if isinstance(self.default, OptionDescriptionDefaultType3):
            default = self.default.to_dict()
        else:
            default = self.default

        description = self.description

        choices: list[str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "kind": kind,
                "default": default,
                "description": description,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_description_default_type_3 import OptionDescriptionDefaultType3  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        kind = check_option_description_kind(d.pop("kind"))

        def _parse_default(data: object) -> bool | int | OptionDescriptionDefaultType3 | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_type_3 = OptionDescriptionDefaultType3.from_dict(data)

                return default_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | int | OptionDescriptionDefaultType3 | str, data)

        default = _parse_default(d.pop("default"))

        description = d.pop("description")

        choices = cast(list[str], d.pop("choices", UNSET))

        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        _model_instance = cls(
            name=name,
            kind=kind,
            default=default,
            description=description,
            choices=choices,
            minimum=minimum,
            maximum=maximum,
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
