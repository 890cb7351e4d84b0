from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.take_the_train_round_ended_by import TakeTheTrainRoundEndedBy, check_take_the_train_round_ended_by

T = TypeVar("T", bound="TakeTheTrainRound")


@_attrs_define
class TakeTheTrainRound:
    """The summary of a finished round (no card ids: they recur every round).

    Attributes:
        round_ (int):
        dealer (int):
        ended_by (TakeTheTrainRoundEndedBy): `out`: a seat emptied its hand; `fares`: a seat paid its last fare.
        seat (int): The seat that went out, or that ran out of fares.
        cards_left (list[int]): Cards left in each hand at the end, by seat.
        specialty_left (list[int]): Specialty cards (Free Ride, End of Line, Transfer) among them, by seat.
        payments (list[int]): End payments into the pot, by seat.
        fares (list[int]): Fares after the end payments, by seat.
        pot (int):
        winners (list[int]): The seats with the most fares.
        scored (list[int]): Points added to each seat's cumulative score (multi-round matches), by seat.
    """

    round_: int
    dealer: int
    ended_by: TakeTheTrainRoundEndedBy
    seat: int
    cards_left: list[int]
    specialty_left: list[int]
    payments: list[int]
    fares: list[int]
    pot: int
    winners: list[int]
    scored: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        dealer = self.dealer

        ended_by: str = self.ended_by

        seat = self.seat

        cards_left = self.cards_left

        specialty_left = self.specialty_left

        payments = self.payments

        fares = self.fares

        pot = self.pot

        winners = self.winners

        scored = self.scored

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "dealer": dealer,
                "ended_by": ended_by,
                "seat": seat,
                "cards_left": cards_left,
                "specialty_left": specialty_left,
                "payments": payments,
                "fares": fares,
                "pot": pot,
                "winners": winners,
                "scored": scored,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        ended_by = check_take_the_train_round_ended_by(d.pop("ended_by"))

        seat = d.pop("seat")

        cards_left = cast(list[int], d.pop("cards_left"))

        specialty_left = cast(list[int], d.pop("specialty_left"))

        payments = cast(list[int], d.pop("payments"))

        fares = cast(list[int], d.pop("fares"))

        pot = d.pop("pot")

        winners = cast(list[int], d.pop("winners"))

        scored = cast(list[int], d.pop("scored"))

        _model_instance = cls(
            round_=round_,
            dealer=dealer,
            ended_by=ended_by,
            seat=seat,
            cards_left=cards_left,
            specialty_left=specialty_left,
            payments=payments,
            fares=fares,
            pot=pot,
            winners=winners,
            scored=scored,
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
