from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_created_kinds_item import WebhookCreatedKindsItem, check_webhook_created_kinds_item

T = TypeVar("T", bound="WebhookCreated")


@_attrs_define
class WebhookCreated:
    """A new endpoint, with its signing secret: shown this once, keep it.

    Attributes:
        id (int):
        url (str):
        kinds (list[WebhookCreatedKindsItem]):
        description (str):
        created_at (datetime.datetime):
        failing_since (datetime.datetime | None):
        previous_secret_expires_at (datetime.datetime | None):
        secret (str):
    """

    id: int
    url: str
    kinds: list[WebhookCreatedKindsItem]
    description: str
    created_at: datetime.datetime
    failing_since: datetime.datetime | None
    previous_secret_expires_at: datetime.datetime | None
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item: str = kinds_item_data
            kinds.append(kinds_item)

        description = self.description

        created_at = self.created_at.isoformat()

        failing_since: None | str
        if isinstance(self.failing_since, datetime.datetime):
            failing_since = self.failing_since.isoformat()
        else:
            failing_since = self.failing_since

        previous_secret_expires_at: None | str
        if isinstance(self.previous_secret_expires_at, datetime.datetime):
            previous_secret_expires_at = self.previous_secret_expires_at.isoformat()
        else:
            previous_secret_expires_at = self.previous_secret_expires_at

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "kinds": kinds,
                "description": description,
                "created_at": created_at,
                "failing_since": failing_since,
                "previous_secret_expires_at": previous_secret_expires_at,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in _kinds:
            kinds_item = check_webhook_created_kinds_item(kinds_item_data)

            kinds.append(kinds_item)

        description = d.pop("description")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_failing_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failing_since_type_0 = datetime.datetime.fromisoformat(data)

                return failing_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        failing_since = _parse_failing_since(d.pop("failing_since"))

        def _parse_previous_secret_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_secret_expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return previous_secret_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        previous_secret_expires_at = _parse_previous_secret_expires_at(d.pop("previous_secret_expires_at"))

        secret = d.pop("secret")

        _model_instance = cls(
            id=id,
            url=url,
            kinds=kinds,
            description=description,
            created_at=created_at,
            failing_since=failing_since,
            previous_secret_expires_at=previous_secret_expires_at,
            secret=secret,
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
