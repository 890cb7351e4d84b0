from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type_enum import GameTypeEnum, check_game_type_enum
from ..models.timeout_policy_enum import TimeoutPolicyEnum, check_timeout_policy_enum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fast_train_options import FastTrainOptions
    from ..models.hachi_hachi_options import HachiHachiOptions
    from ..models.hachi_options import HachiOptions
    from ..models.hachi_train_options import HachiTrainOptions
    from ..models.take_the_train_options import TakeTheTrainOptions


T = TypeVar("T", bound="ChallengeCreate")


@_attrs_define
class ChallengeCreate:
    """
    Attributes:
        game_type (GameTypeEnum):
        to (list[str] | Unset): The usernames challenged (people or bot accounts): a game of them all and you. Empty or
            left out: an open challenge, a link anyone signed in may accept.
        seats (int | Unset): How many players: with `to`, its length plus one (the default); for an open challenge, 2
            unless given.
        options (FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions | Unset):
            The options of the game's type (`GET /api/v1/game-types/` lists them with their defaults).
        time_per_move (int | Unset): Seconds per move, as for game creation (1 hour to 30 days). Default: 259200.
        is_public (bool | Unset):  Default: True.
        timeout_policy (TimeoutPolicyEnum | Unset): * `bot` - bot
            * `skip` - skip
            * `forfeit` - forfeit Default: 'bot'.
        rated (bool | Unset): As for game creation: left out, rated when it can be.
    """

    game_type: GameTypeEnum
    to: list[str] | Unset = UNSET
    seats: int | Unset = UNSET
    options: FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions | Unset = (
        UNSET
    )
    time_per_move: int | Unset = 259200
    is_public: bool | Unset = True
    timeout_policy: TimeoutPolicyEnum | Unset = "bot"
    rated: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415

        game_type: str = self.game_type

        to: list[str] | Unset = UNSET
        if not isinstance(self.to, Unset):
            to = self.to

        seats = self.seats

        options: dict[str, Any] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, HachiOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, HachiHachiOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, FastTrainOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, HachiTrainOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        time_per_move = self.time_per_move

        is_public = self.is_public

        timeout_policy: str | Unset = UNSET
        if not isinstance(self.timeout_policy, Unset):
            timeout_policy = self.timeout_policy

        rated = self.rated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to
        if seats is not UNSET:
            field_dict["seats"] = seats
        if options is not UNSET:
            field_dict["options"] = options
        if time_per_move is not UNSET:
            field_dict["time_per_move"] = time_per_move
        if is_public is not UNSET:
            field_dict["is_public"] = is_public
        if timeout_policy is not UNSET:
            field_dict["timeout_policy"] = timeout_policy
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415
        from ..models.take_the_train_options import TakeTheTrainOptions  # noqa: PLC0415

        d = dict(src_dict)
        game_type = check_game_type_enum(d.pop("game_type"))

        to = cast(list[str], d.pop("to", UNSET))

        seats = d.pop("seats", UNSET)

        def _parse_options(
            data: object,
        ) -> FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions | Unset:
            if isinstance(data, Unset):
                return data
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

        options = _parse_options(d.pop("options", UNSET))

        time_per_move = d.pop("time_per_move", UNSET)

        is_public = d.pop("is_public", UNSET)

        _timeout_policy = d.pop("timeout_policy", UNSET)
        timeout_policy: TimeoutPolicyEnum | Unset
        if isinstance(_timeout_policy, Unset):
            timeout_policy = UNSET
        else:
            timeout_policy = check_timeout_policy_enum(_timeout_policy)

        rated = d.pop("rated", UNSET)

        _model_instance = cls(
            game_type=game_type,
            to=to,
            seats=seats,
            options=options,
            time_per_move=time_per_move,
            is_public=is_public,
            timeout_policy=timeout_policy,
            rated=rated,
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
