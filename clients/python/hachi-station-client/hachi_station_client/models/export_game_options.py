from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.export_game_options_additional_property_type_3 import ExportGameOptionsAdditionalPropertyType3


T = TypeVar("T", bound="ExportGameOptions")


@_attrs_define
class ExportGameOptions:
    additional_properties: dict[str, bool | ExportGameOptionsAdditionalPropertyType3 | int | str] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.export_game_options_additional_property_type_3 import ExportGameOptionsAdditionalPropertyType3  # noqa: PLC0415

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(prop, ExportGameOptionsAdditionalPropertyType3):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_game_options_additional_property_type_3 import ExportGameOptionsAdditionalPropertyType3  # noqa: PLC0415

        d = dict(src_dict)
        _model_instance = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(data: object) -> bool | ExportGameOptionsAdditionalPropertyType3 | int | str:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_3 = ExportGameOptionsAdditionalPropertyType3.from_dict(data)

                    return additional_property_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(bool | ExportGameOptionsAdditionalPropertyType3 | int | str, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        _model_instance.additional_properties = additional_properties
        return _model_instance

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> bool | ExportGameOptionsAdditionalPropertyType3 | int | str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: bool | ExportGameOptionsAdditionalPropertyType3 | int | str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
