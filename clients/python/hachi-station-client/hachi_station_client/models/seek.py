from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seek_game_type import SeekGameType, check_seek_game_type
from ..models.seek_status import SeekStatus, check_seek_status

if TYPE_CHECKING:
    from ..models.fast_train_options import FastTrainOptions
    from ..models.hachi_hachi_options import HachiHachiOptions
    from ..models.hachi_options import HachiOptions
    from ..models.hachi_train_options import HachiTrainOptions
    from ..models.take_the_train_options import TakeTheTrainOptions


T = TypeVar("T", bound="Seek")


@_attrs_define
class Seek:
    """One of your seeks: you wait for a table of its game type and options. A table starts as soon as `seats` players wait
    with the same options (first come, first served); the seek is then `matched` and names the game.

        Attributes:
            id (int):
            game_type (SeekGameType):
            seats (int): The players the game is for, you included.
            rated (bool): The game counts for the players' ratings (false: casual).
            time_per_move (int): Seconds each seat has for a move.
            options (FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions): The
                options of the game's type (`GET /api/v1/game-types/` lists them with their defaults).
            status (SeekStatus): `waiting`, `matched` (its game started: `game`), `cancelled` (by you, or replaced by your
                account's end), `expired` (nobody came within a week).
            waiting (int): While `waiting`: the players waiting in this seek's queue now, you included (0 once it ended).
            created_at (datetime.datetime):
            expires_at (datetime.datetime): When it stops waiting if no table starts first (a week after it was made).
            ended_at (datetime.datetime | None): When it was matched, cancelled or expired.
            game (int | None): The game it started (`GET /api/v1/games/{id}/`), once `matched`.
    """

    id: int
    game_type: SeekGameType
    seats: int
    rated: bool
    time_per_move: int
    options: FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions
    status: SeekStatus
    waiting: int
    created_at: datetime.datetime
    expires_at: datetime.datetime
    ended_at: datetime.datetime | None
    game: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415

        id = self.id

        game_type: str = self.game_type

        seats = self.seats

        rated = self.rated

        time_per_move = self.time_per_move

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

        status: str = self.status

        waiting = self.waiting

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        ended_at: None | str
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        game: int | None
        game = self.game

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game_type": game_type,
                "seats": seats,
                "rated": rated,
                "time_per_move": time_per_move,
                "options": options,
                "status": status,
                "waiting": waiting,
                "created_at": created_at,
                "expires_at": expires_at,
                "ended_at": ended_at,
                "game": game,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415
        from ..models.take_the_train_options import TakeTheTrainOptions  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game_type = check_seek_game_type(d.pop("game_type"))

        seats = d.pop("seats")

        rated = d.pop("rated")

        time_per_move = d.pop("time_per_move")

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

        status = check_seek_status(d.pop("status"))

        waiting = d.pop("waiting")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        def _parse_ended_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)

                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        def _parse_game(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game = _parse_game(d.pop("game"))

        _model_instance = cls(
            id=id,
            game_type=game_type,
            seats=seats,
            rated=rated,
            time_per_move=time_per_move,
            options=options,
            status=status,
            waiting=waiting,
            created_at=created_at,
            expires_at=expires_at,
            ended_at=ended_at,
            game=game,
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
