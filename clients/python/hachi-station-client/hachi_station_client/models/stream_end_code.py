from typing import Literal

StreamEndCode = Literal["game_over", "not_found", "too_many_streams", "try_again_later", "unauthorized"]

STREAM_END_CODE_VALUES: set[StreamEndCode] = {
    "game_over",
    "not_found",
    "too_many_streams",
    "try_again_later",
    "unauthorized",
}


def check_stream_end_code(value: str) -> StreamEndCode:
    if value in STREAM_END_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {STREAM_END_CODE_VALUES!r}")
