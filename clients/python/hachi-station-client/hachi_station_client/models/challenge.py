from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.challenge_decline_reason_type_0 import ChallengeDeclineReasonType0, check_challenge_decline_reason_type_0
from ..models.challenge_game_type import ChallengeGameType, check_challenge_game_type
from ..models.challenge_status import ChallengeStatus, check_challenge_status
from ..models.challenge_timeout_policy import ChallengeTimeoutPolicy, check_challenge_timeout_policy

if TYPE_CHECKING:
    from ..models.challenge_player import ChallengePlayer
    from ..models.fast_train_options import FastTrainOptions
    from ..models.hachi_hachi_options import HachiHachiOptions
    from ..models.hachi_options import HachiOptions
    from ..models.hachi_train_options import HachiTrainOptions
    from ..models.take_the_train_options import TakeTheTrainOptions


T = TypeVar("T", bound="Challenge")


@_attrs_define
class Challenge:
    """A proposed game (docs/bots.md). It shows no game state: there is none before the game is made, and then `game` names
    it (read it through the games API).

        Attributes:
            id (int):
            url (str): Its page on the site (`/challenges/{id}/`): the link to share for an open challenge.
            status (ChallengeStatus): `pending` until every needed seat is accepted (`accepted`, `game` set), someone named
                declines (`declined`), the challenger cancels (`cancelled`) or it runs out (`expired`).
            challenger (ChallengePlayer): A player of a challenge: the challenger, one it names, or one who took an open
                seat.
            to (list[ChallengePlayer]): The players it names; for an open challenge, those who have accepted so far.
            open_ (bool): Anyone signed in may accept (nobody named): the first `seats - 1` to accept play.
            game_type (ChallengeGameType):
            seats (int):
            options (FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions): The
                options of the game's type (`GET /api/v1/game-types/` lists them with their defaults).
            time_per_move (int): Seconds per move, as for game creation.
            timeout_policy (ChallengeTimeoutPolicy):
            is_public (bool):
            rated (bool | None): As asked at creation; null: the game's default (rated when it can be).
            decline_reason (ChallengeDeclineReasonType0 | None):
            declined_by (None | str):
            game (int | None): The game it made, once accepted.
            created_at (datetime.datetime):
            expires_at (datetime.datetime): A pending challenge expires then.
    """

    id: int
    url: str
    status: ChallengeStatus
    challenger: ChallengePlayer
    to: list[ChallengePlayer]
    open_: bool
    game_type: ChallengeGameType
    seats: int
    options: FastTrainOptions | HachiHachiOptions | HachiOptions | HachiTrainOptions | TakeTheTrainOptions
    time_per_move: int
    timeout_policy: ChallengeTimeoutPolicy
    is_public: bool
    rated: bool | None
    decline_reason: ChallengeDeclineReasonType0 | None
    declined_by: None | str
    game: int | None
    created_at: datetime.datetime
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415

        id = self.id

        url = self.url

        status: str = self.status

        challenger = self.challenger.to_dict()

        to = []
        for to_item_data in self.to:
            to_item = to_item_data.to_dict()
            to.append(to_item)

        open_ = self.open_

        game_type: str = self.game_type

        seats = self.seats

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

        time_per_move = self.time_per_move

        timeout_policy: str = self.timeout_policy

        is_public = self.is_public

        rated: bool | None
        rated = self.rated

        decline_reason: None | str
        if isinstance(self.decline_reason, str):
            decline_reason = self.decline_reason
        else:
            decline_reason = self.decline_reason

        declined_by: None | str
        declined_by = self.declined_by

        game: int | None
        game = self.game

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "status": status,
                "challenger": challenger,
                "to": to,
                "open": open_,
                "game_type": game_type,
                "seats": seats,
                "options": options,
                "time_per_move": time_per_move,
                "timeout_policy": timeout_policy,
                "is_public": is_public,
                "rated": rated,
                "decline_reason": decline_reason,
                "declined_by": declined_by,
                "game": game,
                "created_at": created_at,
                "expires_at": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_player import ChallengePlayer  # noqa: PLC0415
        from ..models.fast_train_options import FastTrainOptions  # noqa: PLC0415
        from ..models.hachi_hachi_options import HachiHachiOptions  # noqa: PLC0415
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_train_options import HachiTrainOptions  # noqa: PLC0415
        from ..models.take_the_train_options import TakeTheTrainOptions  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        status = check_challenge_status(d.pop("status"))

        challenger = ChallengePlayer.from_dict(d.pop("challenger"))

        to = []
        _to = d.pop("to")
        for to_item_data in _to:
            to_item = ChallengePlayer.from_dict(to_item_data)

            to.append(to_item)

        open_ = d.pop("open")

        game_type = check_challenge_game_type(d.pop("game_type"))

        seats = d.pop("seats")

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

        time_per_move = d.pop("time_per_move")

        timeout_policy = check_challenge_timeout_policy(d.pop("timeout_policy"))

        is_public = d.pop("is_public")

        def _parse_rated(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        rated = _parse_rated(d.pop("rated"))

        def _parse_decline_reason(data: object) -> ChallengeDeclineReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decline_reason_type_0 = check_challenge_decline_reason_type_0(data)

                return decline_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChallengeDeclineReasonType0 | None, data)

        decline_reason = _parse_decline_reason(d.pop("decline_reason"))

        def _parse_declined_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        declined_by = _parse_declined_by(d.pop("declined_by"))

        def _parse_game(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game = _parse_game(d.pop("game"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        _model_instance = cls(
            id=id,
            url=url,
            status=status,
            challenger=challenger,
            to=to,
            open_=open_,
            game_type=game_type,
            seats=seats,
            options=options,
            time_per_move=time_per_move,
            timeout_policy=timeout_policy,
            is_public=is_public,
            rated=rated,
            decline_reason=decline_reason,
            declined_by=declined_by,
            game=game,
            created_at=created_at,
            expires_at=expires_at,
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
