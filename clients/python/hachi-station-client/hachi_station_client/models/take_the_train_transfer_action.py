from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.take_the_train_transfer_action_transfer import (
    TakeTheTrainTransferActionTransfer,
    check_take_the_train_transfer_action_transfer,
)

T = TypeVar("T", bound="TakeTheTrainTransferAction")


@_attrs_define
class TakeTheTrainTransferAction:
    """P5 (Transfer variant): start a branch of a new colour beside a card on the table.

    Attributes:
        type_ (Literal['transfer']):
        transfer (TakeTheTrainTransferActionTransfer):
        base (str): The real numbered card on the table the Transfer is laid beside.
        card (str): The real card of another colour and the same number: the branch's first card.
    """

    type_: Literal["transfer"]
    transfer: TakeTheTrainTransferActionTransfer
    base: str
    card: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        transfer: str = self.transfer

        base = self.base

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "transfer": transfer,
                "base": base,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["transfer"], d.pop("type"))
        if type_ != "transfer":
            raise ValueError(f"type must match const 'transfer', got '{type_}'")

        transfer = check_take_the_train_transfer_action_transfer(d.pop("transfer"))

        base = d.pop("base")

        card = d.pop("card")

        _model_instance = cls(
            type_=type_,
            transfer=transfer,
            base=base,
            card=card,
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
