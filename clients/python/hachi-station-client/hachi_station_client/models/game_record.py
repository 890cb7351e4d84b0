from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_record_game_type import GameRecordGameType, check_game_record_game_type
from ..models.game_record_status import GameRecordStatus, check_game_record_status

if TYPE_CHECKING:
    from ..models.fast_train_options import FastTrainOptions
    from ..models.hachi_hachi_options import HachiHachiOptions
    from ..models.hachi_options import HachiOptions
    from ..models.hachi_train_options import HachiTrainOptions
    from ..models.logged_move import LoggedMove
    from ..models.record_player import RecordPlayer
    from ..models.result import Result
    from ..models.take_the_train_options import TakeTheTrainOptions


T = TypeVar("T", bound="GameRecord")


@_attrs_define
class GameRecord:
    """The whole game as one document (`hachi-station-record/1`).

    Attributes:
        format_ (Literal['hachi-station-record/1']):
        game_id (int):
        game_type (GameRecordGameType):
        engine_version (int):
        options (FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions): The
            options of the game's type (`GET /api/v1/game-types/` lists them with their defaults).
        players (list[RecordPlayer]):
        status (GameRecordStatus):
        result (None | Result):
        seed_hash (str):
        seed (None | str): After the end: replaying `moves` from it gives the game.
        complete (bool): True once the game is over: every action and event, nothing redacted.
        created_at (datetime.datetime):
        started_at (datetime.datetime | None):
        finished_at (datetime.datetime | None):
        moves (list[LoggedMove]):
    """

    format_: Literal["hachi-station-record/1"]
    game_id: int
    game_type: GameRecordGameType
    engine_version: int
    options: FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions
    players: list[RecordPlayer]
    status: GameRecordStatus
    result: None | Result
    seed_hash: str
    seed: None | str
    complete: bool
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    moves: list[LoggedMove]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        format_ = self.format_

        game_id = self.game_id

        game_type: str = self.game_type

        engine_version = self.engine_version

        options: dict[str, Any]
        if isinstance(self.options, HachiOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, HachiHachiOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, FastTrainOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, HachiTrainOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        status: str = self.status

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        seed_hash = self.seed_hash

        seed: None | str
        seed = self.seed

        complete = self.complete

        created_at = self.created_at.isoformat()

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "game_id": game_id,
                "game_type": game_type,
                "engine_version": engine_version,
                "options": options,
                "players": players,
                "status": status,
                "result": result,
                "seed_hash": seed_hash,
                "seed": seed,
                "complete": complete,
                "created_at": created_at,
                "started_at": started_at,
                "finished_at": finished_at,
                "moves": moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415
        from ..models.logged_move import LoggedMove  # noqa: PLC0415
        from ..models.record_player import RecordPlayer  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.take_the_train_options import TakeTheTrainOptions  # noqa: PLC0415

        d = dict(src_dict)
        format_ = cast(Literal["hachi-station-record/1"], d.pop("format"))
        if format_ != "hachi-station-record/1":
            raise ValueError(f"format must match const 'hachi-station-record/1', got '{format_}'")

        game_id = d.pop("game_id")

        game_type = check_game_record_game_type(d.pop("game_type"))

        engine_version = d.pop("engine_version")

        def _parse_options(
            data: object,
        ) -> FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_0 = HachiOptions.from_dict(data)

                return componentsschemas_game_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_1 = HachiHachiOptions.from_dict(data)

                return componentsschemas_game_options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_2 = FastTrainOptions.from_dict(data)

                return componentsschemas_game_options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_3 = HachiTrainOptions.from_dict(data)

                return componentsschemas_game_options_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_options_type_4 = TakeTheTrainOptions.from_dict(data)

            return componentsschemas_game_options_type_4

        options = _parse_options(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = RecordPlayer.from_dict(players_item_data)

            players.append(players_item)

        status = check_game_record_status(d.pop("status"))

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

        complete = d.pop("complete")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))

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

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = LoggedMove.from_dict(moves_item_data)

            moves.append(moves_item)

        _model_instance = cls(
            format_=format_,
            game_id=game_id,
            game_type=game_type,
            engine_version=engine_version,
            options=options,
            players=players,
            status=status,
            result=result,
            seed_hash=seed_hash,
            seed=seed,
            complete=complete,
            created_at=created_at,
            started_at=started_at,
            finished_at=finished_at,
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
