from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.seek import Seek
    from ..models.seek_queue import SeekQueue


T = TypeVar("T", bound="Seeks")


@_attrs_define
class Seeks:
    """Your seeks of the last week (newest first, at most 20) and every queue with players waiting, busiest first.

    Attributes:
        seeks (list[Seek]):
        queues (list[SeekQueue]):
    """

    seeks: list[Seek]
    queues: list[SeekQueue]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seeks = []
        for seeks_item_data in self.seeks:
            seeks_item = seeks_item_data.to_dict()
            seeks.append(seeks_item)

        queues = []
        for queues_item_data in self.queues:
            queues_item = queues_item_data.to_dict()
            queues.append(queues_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seeks": seeks,
                "queues": queues,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek import Seek  # noqa: PLC0415
        from ..models.seek_queue import SeekQueue  # noqa: PLC0415

        d = dict(src_dict)
        seeks = []
        _seeks = d.pop("seeks")
        for seeks_item_data in _seeks:
            seeks_item = Seek.from_dict(seeks_item_data)

            seeks.append(seeks_item)

        queues = []
        _queues = d.pop("queues")
        for queues_item_data in _queues:
            queues_item = SeekQueue.from_dict(queues_item_data)

            queues.append(queues_item)

        _model_instance = cls(
            seeks=seeks,
            queues=queues,
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
