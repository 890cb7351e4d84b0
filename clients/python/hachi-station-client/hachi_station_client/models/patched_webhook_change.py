from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_kind import WebhookKind, check_webhook_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchedWebhookChange")


@_attrs_define
class PatchedWebhookChange:
    """
    Attributes:
        url (str | Unset): Where deliveries are POSTed: `https://` on a public address (private, loopback and link-local
            addresses are refused), no user name, password or fragment.
        kinds (list[WebhookKind] | Unset): The event kinds to receive (those of `/ws/me/`).
        description (str | Unset):
    """

    url: str | Unset = UNSET
    kinds: list[WebhookKind] | Unset = UNSET
    description: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        kinds: list[str] | Unset = UNSET
        if not isinstance(self.kinds, Unset):
            kinds = []
            for kinds_item_data in self.kinds:
                kinds_item: str = kinds_item_data
                kinds.append(kinds_item)

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
        if kinds is not UNSET:
            field_dict["kinds"] = kinds
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        _kinds = d.pop("kinds", UNSET)
        kinds: list[WebhookKind] | Unset = UNSET
        if _kinds is not UNSET:
            kinds = []
            for kinds_item_data in _kinds:
                kinds_item = check_webhook_kind(kinds_item_data)

                kinds.append(kinds_item)

        description = d.pop("description", UNSET)

        _model_instance = cls(
            url=url,
            kinds=kinds,
            description=description,
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
