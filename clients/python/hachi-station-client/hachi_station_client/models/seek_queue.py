from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seek_queue_game_type import SeekQueueGameType, check_seek_queue_game_type

if TYPE_CHECKING:
    from ..models.fast_train_options import FastTrainOptions
    from ..models.hachi_hachi_options import HachiHachiOptions
    from ..models.hachi_options import HachiOptions
    from ..models.hachi_train_options import HachiTrainOptions
    from ..models.take_the_train_options import TakeTheTrainOptions


T = TypeVar("T", bound="SeekQueue")


@_attrs_define
class SeekQueue:
    """Players waiting with the same game type and options: a table starts when `seats` do.

    Attributes:
        game_type (SeekQueueGameType):
        seats (int):
        rated (bool):
        time_per_move (int):
        options (FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions): The
            options of the game's type (`GET /api/v1/game-types/` lists them with their defaults).
        waiting (int): How many players wait in this queue now (fewer than `seats`).
    """

    game_type: SeekQueueGameType
    seats: int
    rated: bool
    time_per_move: int
    options: FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions
    waiting: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415

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

        waiting = self.waiting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
                "seats": seats,
                "rated": rated,
                "time_per_move": time_per_move,
                "options": options,
                "waiting": waiting,
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
        game_type = check_seek_queue_game_type(d.pop("game_type"))

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

        waiting = d.pop("waiting")

        _model_instance = cls(
            game_type=game_type,
            seats=seats,
            rated=rated,
            time_per_move=time_per_move,
            options=options,
            waiting=waiting,
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
