from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.logged_move import LoggedMove


T = TypeVar("T", bound="MoveLog")


@_attrs_define
class MoveLog:
    """A page of the move log.

    Attributes:
        version (int):
        moves (list[LoggedMove]):
        has_more (bool):
        next_ (None | str):
    """

    version: int
    moves: list[LoggedMove]
    has_more: bool
    next_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        has_more = self.has_more

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "moves": moves,
                "has_more": has_more,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.logged_move import LoggedMove  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = LoggedMove.from_dict(moves_item_data)

            moves.append(moves_item)

        has_more = d.pop("has_more")

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        _model_instance = cls(
            version=version,
            moves=moves,
            has_more=has_more,
            next_=next_,
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
