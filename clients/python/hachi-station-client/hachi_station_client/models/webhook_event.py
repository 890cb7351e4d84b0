from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type import WebhookEventType, check_webhook_event_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_challenge import WebhookChallenge
    from ..models.webhook_game import WebhookGame


T = TypeVar("T", bound="WebhookEvent")


@_attrs_define
class WebhookEvent:
    """The JSON body of a delivery: ids, kinds and links, nothing a player may not know. Signed with the timestamp (`Hachi-
    Webhook-Signature`); `id` is also `Hachi-Webhook-Id`.

        Attributes:
            id (str): The delivery id: the same on every retry and on a redelivery, so act on an id once.
            type_ (WebhookEventType): What happened (the kinds of `/ws/me/`), or `ping` for a test event.
            created_at (datetime.datetime): When it happened.
            user (str): The username of the endpoint's owner: whose event this is.
            game (None | WebhookGame): The game it is about; null for `ping` and `challenge`.
            challenge (WebhookChallenge | Unset): The challenge a `challenge` event is about: its id and where to read it.
    """

    id: str
    type_: WebhookEventType
    created_at: datetime.datetime
    user: str
    game: None | WebhookGame
    challenge: WebhookChallenge | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_game import WebhookGame  # noqa: PLC0415

        id = self.id

        type_: str = self.type_

        created_at = self.created_at.isoformat()

        user = self.user

        game: dict[str, Any] | None
        if isinstance(self.game, WebhookGame):
            game = self.game.to_dict()
        else:
            game = self.game

        challenge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.challenge, Unset):
            challenge = self.challenge.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "created_at": created_at,
                "user": user,
                "game": game,
            }
        )
        if challenge is not UNSET:
            field_dict["challenge"] = challenge

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_challenge import WebhookChallenge  # noqa: PLC0415
        from ..models.webhook_game import WebhookGame  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = check_webhook_event_type(d.pop("type"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        user = d.pop("user")

        def _parse_game(data: object) -> None | WebhookGame:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_type_0 = WebhookGame.from_dict(data)

                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WebhookGame, data)

        game = _parse_game(d.pop("game"))

        _challenge = d.pop("challenge", UNSET)
        challenge: WebhookChallenge | Unset
        if isinstance(_challenge, Unset):
            challenge = UNSET
        else:
            challenge = WebhookChallenge.from_dict(_challenge)

        _model_instance = cls(
            id=id,
            type_=type_,
            created_at=created_at,
            user=user,
            game=game,
            challenge=challenge,
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
