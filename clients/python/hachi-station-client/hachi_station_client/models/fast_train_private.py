from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.fast_train_pending_load import FastTrainPendingLoad


T = TypeVar("T", bound="FastTrainPrivate")


@_attrs_define
class FastTrainPrivate:
    """What only this seat sees.

    Attributes:
        seat (int):
        must_load (bool): Whether this seat still has to commit a load for the last die.
        pending (FastTrainPendingLoad | None): Its committed, not yet revealed load; null when it has none.
    """

    seat: int
    must_load: bool
    pending: FastTrainPendingLoad | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fast_train_pending_load import FastTrainPendingLoad  # noqa: PLC0415

        seat = self.seat

        must_load = self.must_load

        pending: dict[str, Any] | None
        if isinstance(self.pending, FastTrainPendingLoad):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "must_load": must_load,
                "pending": pending,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fast_train_pending_load import FastTrainPendingLoad  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        must_load = d.pop("must_load")

        def _parse_pending(data: object) -> FastTrainPendingLoad | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = FastTrainPendingLoad.from_dict(data)

                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FastTrainPendingLoad | None, data)

        pending = _parse_pending(d.pop("pending"))

        _model_instance = cls(
            seat=seat,
            must_load=must_load,
            pending=pending,
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
