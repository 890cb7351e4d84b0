from typing import Literal

MeInvitationsRetrieveError403ErrorCode = Literal["insufficient_scope"]

ME_INVITATIONS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES: set[MeInvitationsRetrieveError403ErrorCode] = {
    "insufficient_scope",
}


def check_me_invitations_retrieve_error_403_error_code(value: str) -> MeInvitationsRetrieveError403ErrorCode:
    if value in ME_INVITATIONS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ME_INVITATIONS_RETRIEVE_ERROR_403_ERROR_CODE_VALUES!r}"
    )
