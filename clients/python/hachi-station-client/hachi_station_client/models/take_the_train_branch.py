from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.take_the_train_branch_direction import TakeTheTrainBranchDirection, check_take_the_train_branch_direction
from ..models.take_the_train_branch_transfer import TakeTheTrainBranchTransfer, check_take_the_train_branch_transfer

if TYPE_CHECKING:
    from ..models.take_the_train_cell import TakeTheTrainCell


T = TypeVar("T", bound="TakeTheTrainBranch")


@_attrs_define
class TakeTheTrainBranch:
    """A Transfer branch: a line of a new colour started beside a card of another.

    Attributes:
        transfer (TakeTheTrainBranchTransfer):
        base (str): The real card of another colour the Transfer lies beside.
        direction (TakeTheTrainBranchDirection): `down` from a first number of 6 or less (towards 1), else `up` (towards
            12).
        cards (list[TakeTheTrainCell]): The branch's cards, its first (real) card first.
        next_ (int | None): The number the branch takes next; null when nothing can go there.
    """

    transfer: TakeTheTrainBranchTransfer
    base: str
    direction: TakeTheTrainBranchDirection
    cards: list[TakeTheTrainCell]
    next_: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        transfer: str = self.transfer

        base = self.base

        direction: str = self.direction

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        next_: int | None
        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "transfer": transfer,
                "base": base,
                "direction": direction,
                "cards": cards,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.take_the_train_cell import TakeTheTrainCell  # noqa: PLC0415

        d = dict(src_dict)
        transfer = check_take_the_train_branch_transfer(d.pop("transfer"))

        base = d.pop("base")

        direction = check_take_the_train_branch_direction(d.pop("direction"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = TakeTheTrainCell.from_dict(cards_item_data)

            cards.append(cards_item)

        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))

        _model_instance = cls(
            transfer=transfer,
            base=base,
            direction=direction,
            cards=cards,
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
