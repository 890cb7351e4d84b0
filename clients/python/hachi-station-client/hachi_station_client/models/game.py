from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_game_type import GameGameType, check_game_game_type
from ..models.game_status import GameStatus, check_game_status
from ..models.game_timeout_policy import GameTimeoutPolicy, check_game_timeout_policy

if TYPE_CHECKING:
    from ..models.deadline import Deadline
    from ..models.fast_train_options import FastTrainOptions
    from ..models.fast_train_view import FastTrainView
    from ..models.hachi_hachi_options import HachiHachiOptions
    from ..models.hachi_hachi_view import HachiHachiView
    from ..models.hachi_options import HachiOptions
    from ..models.hachi_train_options import HachiTrainOptions
    from ..models.hachi_train_view import HachiTrainView
    from ..models.hachi_view import HachiView
    from ..models.result import Result
    from ..models.seat import Seat
    from ..models.take_the_train_options import TakeTheTrainOptions
    from ..models.take_the_train_view import TakeTheTrainView


T = TypeVar("T", bound="Game")


@_attrs_define
class Game:
    """A game as the caller may see it: the same for REST, the sockets and the site.

    Attributes:
        id (int):
        game_type (GameGameType):
        engine_version (int): The version of the game's rules engine it was created with (replay with it).
        status (GameStatus):
        version (int): +1 per accepted move: send it back as a move's `expected_version`.
        options (FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions): The
            options of the game's type (`GET /api/v1/game-types/` lists them with their defaults).
        is_public (bool):
        time_per_move (int): Seconds each seat has for a move.
        timeout_policy (GameTimeoutPolicy):
        rated (bool): The game counts for its players' ratings (a casual game does not); chosen at creation, only for
            games of two or more people and no bot.
        seats (list[Seat]):
        my_seat (int | None): Your seat, or null when you have none (a spectator).
        invited (bool): You have a pending invitation to this open game: accept it with POST .../accept/ (or join/),
            decline it with POST .../decline/.
        to_act (list[int]): The seats that must decide now (several during a simultaneous step).
        deadlines (list[Deadline]):
        view (FastTrainView | HachiHachiView | HachiTrainView | HachiView | None | TakeTheTrainView): What your seat may
            see (a spectator's view without a seat); null before the start and in lists unless `?expand=view`.
        result (None | Result):
        seed_hash (str): sha256 of the seed, published at creation.
        seed (None | str): The seed, published once the game is finished: replaying the log from it gives the game.
        created_by (str):
        created_at (datetime.datetime):
        started_at (datetime.datetime | None):
        finished_at (datetime.datetime | None):
        rematch_of (int | None):
    """

    id: int
    game_type: GameGameType
    engine_version: int
    status: GameStatus
    version: int
    options: FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions
    is_public: bool
    time_per_move: int
    timeout_policy: GameTimeoutPolicy
    rated: bool
    seats: list[Seat]
    my_seat: int | None
    invited: bool
    to_act: list[int]
    deadlines: list[Deadline]
    view: FastTrainView | HachiHachiView | HachiTrainView | HachiView | None | TakeTheTrainView
    result: None | Result
    seed_hash: str
    seed: None | str
    created_by: str
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    rematch_of: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.fast_train_view import FastTrainView  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_hachi_view import HachiHachiView  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415
        from ..models.hachi_train_view import HachiTrainView  # noqa: PLC0415
        from ..models.hachi_view import HachiView  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.take_the_train_view import TakeTheTrainView  # noqa: PLC0415

        id = self.id

        game_type: str = self.game_type

        engine_version = self.engine_version

        status: str = self.status

        version = self.version

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

        is_public = self.is_public

        time_per_move = self.time_per_move

        timeout_policy: str = self.timeout_policy

        rated = self.rated

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

        view: dict[str, Any] | None
        if isinstance(self.view, HachiView):
            view = self.view.to_dict()
        elif isinstance(self.view, HachiHachiView):
            view = self.view.to_dict()
        elif isinstance(self.view, FastTrainView):
            view = self.view.to_dict()
        elif isinstance(self.view, HachiTrainView):
            view = self.view.to_dict()
        elif isinstance(self.view, TakeTheTrainView):
            view = self.view.to_dict()
        else:
            view = self.view

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        seed_hash = self.seed_hash

        seed: None | str
        seed = self.seed

        created_by = self.created_by

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

        rematch_of: int | None
        rematch_of = self.rematch_of

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game_type": game_type,
                "engine_version": engine_version,
                "status": status,
                "version": version,
                "options": options,
                "is_public": is_public,
                "time_per_move": time_per_move,
                "timeout_policy": timeout_policy,
                "rated": rated,
                "seats": seats,
                "my_seat": my_seat,
                "invited": invited,
                "to_act": to_act,
                "deadlines": deadlines,
                "view": view,
                "result": result,
                "seed_hash": seed_hash,
                "seed": seed,
                "created_by": created_by,
                "created_at": created_at,
                "started_at": started_at,
                "finished_at": finished_at,
                "rematch_of": rematch_of,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deadline import Deadline  # noqa: PLC0415
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.fast_train_view import FastTrainView  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_hachi_view import HachiHachiView  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415
        from ..models.hachi_train_view import HachiTrainView  # noqa: PLC0415
        from ..models.hachi_view import HachiView  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.seat import Seat  # noqa: PLC0415
        from ..models.take_the_train_options import TakeTheTrainOptions  # noqa: PLC0415
        from ..models.take_the_train_view import TakeTheTrainView  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game_type = check_game_game_type(d.pop("game_type"))

        engine_version = d.pop("engine_version")

        status = check_game_status(d.pop("status"))

        version = d.pop("version")

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

        is_public = d.pop("is_public")

        time_per_move = d.pop("time_per_move")

        timeout_policy = check_game_timeout_policy(d.pop("timeout_policy"))

        rated = d.pop("rated")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

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

        def _parse_view(
            data: object,
        ) -> FastTrainView | HachiHachiView | HachiTrainView | HachiView | None | TakeTheTrainView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = HachiView.from_dict(data)

                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = HachiHachiView.from_dict(data)

                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = FastTrainView.from_dict(data)

                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_3 = HachiTrainView.from_dict(data)

                return componentsschemas_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_4 = TakeTheTrainView.from_dict(data)

                return componentsschemas_game_view_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FastTrainView | HachiHachiView | HachiTrainView | HachiView | None | TakeTheTrainView, data)

        view = _parse_view(d.pop("view"))

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

        created_by = d.pop("created_by")

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

        def _parse_rematch_of(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))

        _model_instance = cls(
            id=id,
            game_type=game_type,
            engine_version=engine_version,
            status=status,
            version=version,
            options=options,
            is_public=is_public,
            time_per_move=time_per_move,
            timeout_policy=timeout_policy,
            rated=rated,
            seats=seats,
            my_seat=my_seat,
            invited=invited,
            to_act=to_act,
            deadlines=deadlines,
            view=view,
            result=result,
            seed_hash=seed_hash,
            seed=seed,
            created_by=created_by,
            created_at=created_at,
            started_at=started_at,
            finished_at=finished_at,
            rematch_of=rematch_of,
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
