from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HachiTrainRoundResult")


@_attrs_define
class HachiTrainRoundResult:
    """How a finished round ended.

    Attributes:
        round_ (int):
        start_player (int):
        loser (int): The last seat holding cards, who lost $100m.
        out_order (list[int]): The seats in the order they went out.
        assets (list[int]): Each seat's assets in $m after the round.
    """

    round_: int
    start_player: int
    loser: int
    out_order: list[int]
    assets: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        start_player = self.start_player

        loser = self.loser

        out_order = self.out_order

        assets = self.assets

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "start_player": start_player,
                "loser": loser,
                "out_order": out_order,
                "assets": assets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        start_player = d.pop("start_player")

        loser = d.pop("loser")

        out_order = cast(list[int], d.pop("out_order"))

        assets = cast(list[int], d.pop("assets"))

        _model_instance = cls(
            round_=round_,
            start_player=start_player,
            loser=loser,
            out_order=out_order,
            assets=assets,
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
