from typing import Literal

MeInvitationsRetrieveError400ErrorCode = Literal["invalid", "malformed_request"]

ME_INVITATIONS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES: set[MeInvitationsRetrieveError400ErrorCode] = {
    "invalid",
    "malformed_request",
}


def check_me_invitations_retrieve_error_400_error_code(value: str) -> MeInvitationsRetrieveError400ErrorCode:
    if value in ME_INVITATIONS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_INVITATIONS_RETRIEVE_ERROR_400_ERROR_CODE_VALUES!r}"
    )
