from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.export_game_game_type import ExportGameGameType, check_export_game_game_type
from ..models.export_game_status import ExportGameStatus, check_export_game_status

if TYPE_CHECKING:
    from ..models.export_game_options import ExportGameOptions
    from ..models.logged_move import LoggedMove
    from ..models.result import Result


T = TypeVar("T", bound="ExportGame")


@_attrs_define
class ExportGame:
    """
    Attributes:
        id (int):
        game_type (ExportGameGameType):
        status (ExportGameStatus):
        options (ExportGameOptions):
        created_at (datetime.datetime):
        finished_at (datetime.datetime | None):
        my_seat (int | None):
        players (list[None | str]):
        result (None | Result):
        moves (list[LoggedMove]): The move log as you may see it.
    """

    id: int
    game_type: ExportGameGameType
    status: ExportGameStatus
    options: ExportGameOptions
    created_at: datetime.datetime
    finished_at: datetime.datetime | None
    my_seat: int | None
    players: list[None | str]
    result: None | Result
    moves: list[LoggedMove]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.result import Result  # noqa: PLC0415

        id = self.id

        game_type: str = self.game_type

        status: str = self.status

        options = self.options.to_dict()

        created_at = self.created_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        my_seat: int | None
        my_seat = self.my_seat

        players = []
        for players_item_data in self.players:
            players_item: None | str
            players_item = players_item_data
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game_type": game_type,
                "status": status,
                "options": options,
                "created_at": created_at,
                "finished_at": finished_at,
                "my_seat": my_seat,
                "players": players,
                "result": result,
                "moves": moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_game_options import ExportGameOptions  # noqa: PLC0415
        from ..models.logged_move import LoggedMove  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game_type = check_export_game_game_type(d.pop("game_type"))

        status = check_export_game_status(d.pop("status"))

        options = ExportGameOptions.from_dict(d.pop("options"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        def _parse_my_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        my_seat = _parse_my_seat(d.pop("my_seat"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:

            def _parse_players_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)

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

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = LoggedMove.from_dict(moves_item_data)

            moves.append(moves_item)

        _model_instance = cls(
            id=id,
            game_type=game_type,
            status=status,
            options=options,
            created_at=created_at,
            finished_at=finished_at,
            my_seat=my_seat,
            players=players,
            result=result,
            moves=moves,
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
