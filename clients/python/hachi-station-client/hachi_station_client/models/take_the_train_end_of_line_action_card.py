from typing import Literal

TakeTheTrainEndOfLineActionCard = Literal["EL1", "EL2"]

TAKE_THE_TRAIN_END_OF_LINE_ACTION_CARD_VALUES: set[TakeTheTrainEndOfLineActionCard] = {
    "EL1",
    "EL2",
}


def check_take_the_train_end_of_line_action_card(value: str) -> TakeTheTrainEndOfLineActionCard:
    if value in TAKE_THE_TRAIN_END_OF_LINE_ACTION_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAKE_THE_TRAIN_END_OF_LINE_ACTION_CARD_VALUES!r}")
