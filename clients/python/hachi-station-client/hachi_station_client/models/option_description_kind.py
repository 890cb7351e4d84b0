from typing import Literal

OptionDescriptionKind = Literal["bool", "choice", "int", "table"]

OPTION_DESCRIPTION_KIND_VALUES: set[OptionDescriptionKind] = {
    "bool",
    "choice",
    "int",
    "table",
}


def check_option_description_kind(value: str) -> OptionDescriptionKind:
    if value in OPTION_DESCRIPTION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OPTION_DESCRIPTION_KIND_VALUES!r}")
