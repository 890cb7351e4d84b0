from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seat_bot_kind_type_0 import SeatBotKindType0, check_seat_bot_kind_type_0

if TYPE_CHECKING:
    from ..models.seat_rating import SeatRating


T = TypeVar("T", bound="Seat")


@_attrs_define
class Seat:
    """A seat at the table.

    Attributes:
        index (int): The seat number, from 0; seat order is playing order.
        username (None | str): Who sits there; null for a bot or a seat nobody has taken yet.
        bot (bool): The player is a bot account (a program of its owner's, playing through the API); false for a person,
            an empty seat and the site's own computer players (`is_bot`).
        is_bot (bool):
        bot_kind (None | SeatBotKindType0):
        resigned (bool): The player resigned; a bot plays the seat on (or the game ended).
        rating_change (None | SeatRating): What this rated game did to the player's rating in its game type; null in a
            casual game, and in a rated one until its ratings are applied (moments after it finished).
    """

    index: int
    username: None | str
    bot: bool
    is_bot: bool
    bot_kind: None | SeatBotKindType0
    resigned: bool
    rating_change: None | SeatRating
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_rating import SeatRating  # noqa: PLC0415

        index = self.index

        username: None | str
        username = self.username

        bot = self.bot

        is_bot = self.is_bot

        bot_kind: None | str
        if isinstance(self.bot_kind, str):
            bot_kind = self.bot_kind
        else:
            bot_kind = self.bot_kind

        resigned = self.resigned

        rating_change: dict[str, Any] | None
        if isinstance(self.rating_change, SeatRating):
            rating_change = self.rating_change.to_dict()
        else:
            rating_change = self.rating_change

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "username": username,
                "bot": bot,
                "is_bot": is_bot,
                "bot_kind": bot_kind,
                "resigned": resigned,
                "rating_change": rating_change,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_rating import SeatRating  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        def _parse_username(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        username = _parse_username(d.pop("username"))

        bot = d.pop("bot")

        is_bot = d.pop("is_bot")

        def _parse_bot_kind(data: object) -> None | SeatBotKindType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_kind_type_0 = check_seat_bot_kind_type_0(data)

                return bot_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatBotKindType0, data)

        bot_kind = _parse_bot_kind(d.pop("bot_kind"))

        resigned = d.pop("resigned")

        def _parse_rating_change(data: object) -> None | SeatRating:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_change_type_0 = SeatRating.from_dict(data)

                return rating_change_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatRating, data)

        rating_change = _parse_rating_change(d.pop("rating_change"))

        _model_instance = cls(
            index=index,
            username=username,
            bot=bot,
            is_bot=is_bot,
            bot_kind=bot_kind,
            resigned=resigned,
            rating_change=rating_change,
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
