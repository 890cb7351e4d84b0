from typing import Literal

GamesListExpand = Literal["details", "view"]

GAMES_LIST_EXPAND_VALUES: set[GamesListExpand] = {
    "details",
    "view",
}


def check_games_list_expand(value: str) -> GamesListExpand:
    if value in GAMES_LIST_EXPAND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAMES_LIST_EXPAND_VALUES!r}")
