from typing import Literal

MeInvitationsRetrieveError401ErrorCode = Literal["authentication_failed", "not_authenticated"]

ME_INVITATIONS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES: set[MeInvitationsRetrieveError401ErrorCode] = {
    "authentication_failed",
    "not_authenticated",
}


def check_me_invitations_retrieve_error_401_error_code(value: str) -> MeInvitationsRetrieveError401ErrorCode:
    if value in ME_INVITATIONS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_INVITATIONS_RETRIEVE_ERROR_401_ERROR_CODE_VALUES!r}"
    )
