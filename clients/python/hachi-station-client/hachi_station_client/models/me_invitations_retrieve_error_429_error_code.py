from typing import Literal

MeInvitationsRetrieveError429ErrorCode = Literal["throttled"]

ME_INVITATIONS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES: set[MeInvitationsRetrieveError429ErrorCode] = {
    "throttled",
}


def check_me_invitations_retrieve_error_429_error_code(value: str) -> MeInvitationsRetrieveError429ErrorCode:
    if value in ME_INVITATIONS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_INVITATIONS_RETRIEVE_ERROR_429_ERROR_CODE_VALUES!r}"
    )
