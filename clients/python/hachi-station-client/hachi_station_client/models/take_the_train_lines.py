from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.take_the_train_line import TakeTheTrainLine


T = TypeVar("T", bound="TakeTheTrainLines")


@_attrs_define
class TakeTheTrainLines:
    """The line of each colour; null until its Station is on the table.

    Attributes:
        b (None | TakeTheTrainLine):
        g (None | TakeTheTrainLine):
        m (None | TakeTheTrainLine):
        o (None | TakeTheTrainLine):
    """

    b: None | TakeTheTrainLine
    g: None | TakeTheTrainLine
    m: None | TakeTheTrainLine
    o: None | TakeTheTrainLine
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.take_the_train_line import TakeTheTrainLine  # noqa: PLC0415

        b: dict[str, Any] | None
        if isinstance(self.b, TakeTheTrainLine):
            b = self.b.to_dict()
        else:
            b = self.b

        g: dict[str, Any] | None
        if isinstance(self.g, TakeTheTrainLine):
            g = self.g.to_dict()
        else:
            g = self.g

        m: dict[str, Any] | None
        if isinstance(self.m, TakeTheTrainLine):
            m = self.m.to_dict()
        else:
            m = self.m

        o: dict[str, Any] | None
        if isinstance(self.o, TakeTheTrainLine):
            o = self.o.to_dict()
        else:
            o = self.o

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "B": b,
                "G": g,
                "M": m,
                "O": o,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.take_the_train_line import TakeTheTrainLine  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_b(data: object) -> None | TakeTheTrainLine:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                b_type_0 = TakeTheTrainLine.from_dict(data)

                return b_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeTheTrainLine, data)

        b = _parse_b(d.pop("B"))

        def _parse_g(data: object) -> None | TakeTheTrainLine:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                g_type_0 = TakeTheTrainLine.from_dict(data)

                return g_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeTheTrainLine, data)

        g = _parse_g(d.pop("G"))

        def _parse_m(data: object) -> None | TakeTheTrainLine:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                m_type_0 = TakeTheTrainLine.from_dict(data)

                return m_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeTheTrainLine, data)

        m = _parse_m(d.pop("M"))

        def _parse_o(data: object) -> None | TakeTheTrainLine:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                o_type_0 = TakeTheTrainLine.from_dict(data)

                return o_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeTheTrainLine, data)

        o = _parse_o(d.pop("O"))

        _model_instance = cls(
            b=b,
            g=g,
            m=m,
            o=o,
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
