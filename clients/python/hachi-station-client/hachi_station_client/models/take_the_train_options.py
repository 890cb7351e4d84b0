from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.take_the_train_options_match import TakeTheTrainOptionsMatch, check_take_the_train_options_match
from ..types import UNSET, Unset

T = TypeVar("T", bound="TakeTheTrainOptions")


@_attrs_define
class TakeTheTrainOptions:
    """The options of Take the Train (every one optional: an option left out takes its default).

    Attributes:
        transfer (bool | Unset): Transfer variant: add the two Transfer cards (58-card deck) and allow branches.
            Default: False.
        match (TakeTheTrainOptionsMatch | Unset): single: one round; target:100 / target:250: rounds until a cumulative
            score reaches the target; rounds: one round per player; rounds:N: N rounds. Default: 'single'.
    """

    transfer: bool | Unset = False
    match: TakeTheTrainOptionsMatch | Unset = "single"

    def to_dict(self) -> dict[str, Any]:
        transfer = self.transfer

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if transfer is not UNSET:
            field_dict["transfer"] = transfer
        if match is not UNSET:
            field_dict["match"] = match

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        transfer = d.pop("transfer", UNSET)

        _match = d.pop("match", UNSET)
        match: TakeTheTrainOptionsMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = check_take_the_train_options_match(_match)

        if d:
            raise ValueError(f"TakeTheTrainOptions takes no other keys: {sorted(d)}")
        _model_instance = cls(
            transfer=transfer,
            match=match,
        )

        return _model_instance
