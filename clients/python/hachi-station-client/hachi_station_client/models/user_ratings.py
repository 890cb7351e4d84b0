from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_type_rating import GameTypeRating
    from ..models.solo_bests import SoloBests


T = TypeVar("T", bound="UserRatings")


@_attrs_define
class UserRatings:
    """A player's ratings, one per game type they played a rated game of, and their solo bests (solo games are never
    rated).

        Attributes:
            username (str):
            ratings (list[GameTypeRating]):
            solo (SoloBests): A player's solo Fast Train games (never rated: scored against the rules' ranks).
    """

    username: str
    ratings: list[GameTypeRating]
    solo: SoloBests
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

        solo = self.solo.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "username": username,
                "ratings": ratings,
                "solo": solo,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_type_rating import GameTypeRating  # noqa: PLC0415
        from ..models.solo_bests import SoloBests  # noqa: PLC0415

        d = dict(src_dict)
        username = d.pop("username")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = GameTypeRating.from_dict(ratings_item_data)

            ratings.append(ratings_item)

        solo = SoloBests.from_dict(d.pop("solo"))

        _model_instance = cls(
            username=username,
            ratings=ratings,
            solo=solo,
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
