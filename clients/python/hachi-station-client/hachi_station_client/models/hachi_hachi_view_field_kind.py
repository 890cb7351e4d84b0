from typing import Literal

HachiHachiViewFieldKind = Literal["grand", "large", "small"]

HACHI_HACHI_VIEW_FIELD_KIND_VALUES: set[HachiHachiViewFieldKind] = {
    "grand",
    "large",
    "small",
}


def check_hachi_hachi_view_field_kind(value: str) -> HachiHachiViewFieldKind:
    if value in HACHI_HACHI_VIEW_FIELD_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_HACHI_VIEW_FIELD_KIND_VALUES!r}")
