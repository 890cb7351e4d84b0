from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.history_player_bot_kind_type_0 import HistoryPlayerBotKindType0, check_history_player_bot_kind_type_0

T = TypeVar("T", bound="HistoryPlayer")


@_attrs_define
class HistoryPlayer:
    """One seat of a finished game.

    Attributes:
        seat (int):
        username (None | str): Null for a bot's seat.
        bot (bool): A bot account: a program of its owner's playing through the API (not the site's own computer
            players, which sit in seats as `bot_kind`).
        bot_kind (HistoryPlayerBotKindType0 | None):
        score (int | None):
        rank (int | None): 1 is best; tied seats share a rank; a seat that resigned ranks below those that did not.
        resigned (bool):
    """

    seat: int
    username: None | str
    bot: bool
    bot_kind: HistoryPlayerBotKindType0 | None
    score: int | None
    rank: int | None
    resigned: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        username: None | str
        username = self.username

        bot = self.bot

        bot_kind: None | str
        if isinstance(self.bot_kind, str):
            bot_kind = self.bot_kind
        else:
            bot_kind = self.bot_kind

        score: int | None
        score = self.score

        rank: int | None
        rank = self.rank

        resigned = self.resigned

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "username": username,
                "bot": bot,
                "bot_kind": bot_kind,
                "score": score,
                "rank": rank,
                "resigned": resigned,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_username(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        username = _parse_username(d.pop("username"))

        bot = d.pop("bot")

        def _parse_bot_kind(data: object) -> HistoryPlayerBotKindType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_kind_type_0 = check_history_player_bot_kind_type_0(data)

                return bot_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HistoryPlayerBotKindType0 | None, data)

        bot_kind = _parse_bot_kind(d.pop("bot_kind"))

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))

        resigned = d.pop("resigned")

        _model_instance = cls(
            seat=seat,
            username=username,
            bot=bot,
            bot_kind=bot_kind,
            score=score,
            rank=rank,
            resigned=resigned,
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
