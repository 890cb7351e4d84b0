from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.result_detail import ResultDetail


T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """The final result: one score and one rank per seat, by seat.

    Attributes:
        scores (list[int]):
        ranks (list[int]): Rank 1 is best; tied seats share a rank.
        winners (list[int]): The seats ranked 1; empty for a draw between every seat.
        detail (ResultDetail): How the game ended, in the game's own terms (rounds, yaku, ended_by: resignation...).
    """

    scores: list[int]
    ranks: list[int]
    winners: list[int]
    detail: ResultDetail
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores

        ranks = self.ranks

        winners = self.winners

        detail = self.detail.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scores": scores,
                "ranks": ranks,
                "winners": winners,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_detail import ResultDetail  # noqa: PLC0415

        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))

        ranks = cast(list[int], d.pop("ranks"))

        winners = cast(list[int], d.pop("winners"))

        detail = ResultDetail.from_dict(d.pop("detail"))

        _model_instance = cls(
            scores=scores,
            ranks=ranks,
            winners=winners,
            detail=detail,
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
