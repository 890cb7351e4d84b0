from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_summary_game_type import GameSummaryGameType, check_game_summary_game_type
from ..models.game_summary_status import GameSummaryStatus, check_game_summary_status

if TYPE_CHECKING:
    from ..models.deadline import Deadline
    from ..models.result import Result
    from ..models.seat_summary import SeatSummary


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """A game as a list shows it: the fields every game representation has (the API's contract) and whether you are
    invited. GET the game for the rest, or ask the list for whole games with `?expand=details` (or `?expand=view`, with
    your views).

        Attributes:
            id (int):
            game_type (GameSummaryGameType):
            status (GameSummaryStatus):
            rated (bool):
            version (int):
            seats (list[SeatSummary]):
            my_seat (int | None):
            invited (bool):
            to_act (list[int]):
            deadlines (list[Deadline]):
            view (None): Always null in a summary.
            result (None | Result):
            seed_hash (str):
            seed (None | str):
    """

    id: int
    game_type: GameSummaryGameType
    status: GameSummaryStatus
    rated: bool
    version: int
    seats: list[SeatSummary]
    my_seat: int | None
    invited: bool
    to_act: list[int]
    deadlines: list[Deadline]
    view: None
    result: None | Result
    seed_hash: str
    seed: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.result import Result  # noqa: PLC0415

        id = self.id

        game_type: str = self.game_type

        status: str = self.status

        rated = self.rated

        version = self.version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        my_seat: int | None
        my_seat = self.my_seat

        invited = self.invited

        to_act = self.to_act

        deadlines = []
        for deadlines_item_data in self.deadlines:
            deadlines_item = deadlines_item_data.to_dict()
            deadlines.append(deadlines_item)

        view = self.view

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        seed_hash = self.seed_hash

        seed: None | str
        seed = self.seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game_type": game_type,
                "status": status,
                "rated": rated,
                "version": version,
                "seats": seats,
                "my_seat": my_seat,
                "invited": invited,
                "to_act": to_act,
                "deadlines": deadlines,
                "view": view,
                "result": result,
                "seed_hash": seed_hash,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deadline import Deadline  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.seat_summary import SeatSummary  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game_type = check_game_summary_game_type(d.pop("game_type"))

        status = check_game_summary_status(d.pop("status"))

        rated = d.pop("rated")

        version = d.pop("version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_my_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        my_seat = _parse_my_seat(d.pop("my_seat"))

        invited = d.pop("invited")

        to_act = cast(list[int], d.pop("to_act"))

        deadlines = []
        _deadlines = d.pop("deadlines")
        for deadlines_item_data in _deadlines:
            deadlines_item = Deadline.from_dict(deadlines_item_data)

            deadlines.append(deadlines_item)

        view = d.pop("view")

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))

        seed_hash = d.pop("seed_hash")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        _model_instance = cls(
            id=id,
            game_type=game_type,
            status=status,
            rated=rated,
            version=version,
            seats=seats,
            my_seat=my_seat,
            invited=invited,
            to_act=to_act,
            deadlines=deadlines,
            view=view,
            result=result,
            seed_hash=seed_hash,
            seed=seed,
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
