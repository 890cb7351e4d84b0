from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fast_train_per_colour import FastTrainPerColour


T = TypeVar("T", bound="FastTrainOptions")


@_attrs_define
class FastTrainOptions:
    """The options of Fast Train to Miyajima (every one optional: an option left out takes its default).

    Attributes:
        show_solo_challenges (bool | Unset): Solo only: report the five optional solo challenges in the result. Default:
            True.
        distance_tables (FastTrainPerColour | Unset): The fast and heavy train's numbers of every colour.
    """

    show_solo_challenges: bool | Unset = True
    distance_tables: FastTrainPerColour | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        show_solo_challenges = self.show_solo_challenges

        distance_tables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.distance_tables, Unset):
            distance_tables = self.distance_tables.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if show_solo_challenges is not UNSET:
            field_dict["show_solo_challenges"] = show_solo_challenges
        if distance_tables is not UNSET:
            field_dict["distance_tables"] = distance_tables

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fast_train_per_colour import FastTrainPerColour  # noqa: PLC0415

        d = dict(src_dict)
        show_solo_challenges = d.pop("show_solo_challenges", UNSET)

        _distance_tables = d.pop("distance_tables", UNSET)
        distance_tables: FastTrainPerColour | Unset
        if isinstance(_distance_tables, Unset):
            distance_tables = UNSET
        else:
            distance_tables = FastTrainPerColour.from_dict(_distance_tables)

        if d:
            raise ValueError(f"FastTrainOptions takes no other keys: {sorted(d)}")
        _model_instance = cls(
            show_solo_challenges=show_solo_challenges,
            distance_tables=distance_tables,
        )

        return _model_instance
