from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.hachi_train_options_insert_mode import HachiTrainOptionsInsertMode, check_hachi_train_options_insert_mode
from ..types import UNSET, Unset

T = TypeVar("T", bound="HachiTrainOptions")


@_attrs_define
class HachiTrainOptions:
    """The options of Hachi Train (every one optional: an option left out takes its default).

    Attributes:
        insert_mode (HachiTrainOptionsInsertMode | Unset): Insert collected cards one at a time (individual) or as one
            block. Default: 'individual'.
        rounds (int | Unset): Number of rounds (the game also ends when someone's assets reach $0). Default: 4.
    """

    insert_mode: HachiTrainOptionsInsertMode | Unset = "individual"
    rounds: int | Unset = 4

    def to_dict(self) -> dict[str, Any]:
        insert_mode: str | Unset = UNSET
        if not isinstance(self.insert_mode, Unset):
            insert_mode = self.insert_mode

        rounds = self.rounds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if insert_mode is not UNSET:
            field_dict["insert_mode"] = insert_mode
        if rounds is not UNSET:
            field_dict["rounds"] = rounds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _insert_mode = d.pop("insert_mode", UNSET)
        insert_mode: HachiTrainOptionsInsertMode | Unset
        if isinstance(_insert_mode, Unset):
            insert_mode = UNSET
        else:
            insert_mode = check_hachi_train_options_insert_mode(_insert_mode)

        rounds = d.pop("rounds", UNSET)

        if d:
            raise ValueError(f"HachiTrainOptions takes no other keys: {sorted(d)}")
        _model_instance = cls(
            insert_mode=insert_mode,
            rounds=rounds,
        )

        return _model_instance
