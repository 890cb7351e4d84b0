from typing import Literal

HachiTrainSlotKind = Literal["collected", "dealt", "drawn"]

HACHI_TRAIN_SLOT_KIND_VALUES: set[HachiTrainSlotKind] = {
    "collected",
    "dealt",
    "drawn",
}


def check_hachi_train_slot_kind(value: str) -> HachiTrainSlotKind:
    if value in HACHI_TRAIN_SLOT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HACHI_TRAIN_SLOT_KIND_VALUES!r}")
