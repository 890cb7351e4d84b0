"""Input no view should ever see: a NUL character in the address (a 404) or a form (a 400);
and a site address asked with a method it does not take gets words, not an empty 405.

PostgreSQL text cannot hold NUL, so a NUL that reached a query or a save would end as a server
error; no address, name or form field of this site has a use for one. The API's JSON bodies
are checked by its parser (games/json_input.py), with the API's JSON error shape.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.shortcuts import render

from config.views import api_error, not_found

NUL = "\x00"
FORMS = ("application/x-www-form-urlencoded", "multipart/form-data")
REASON = "It held a NUL character, which no name, address or field here can take."


def _holds_nul(request: HttpRequest) -> bool:
    if any(NUL in key or NUL in value for key, values in request.GET.lists() for value in values):
        return True
    # The API reads no forms (a form body is its 415); reading one here would spend the stream.
    api = request.path.startswith("/api/")
    if request.method == "POST" and request.content_type in FORMS and not api:
        # The raw body first: kept, a view that reads it (a JSON endpoint sent a form) still can.
        _ = request.body
        return any(
            NUL in key or NUL in value for key, values in request.POST.lists() for value in values
        )
    return False


class NulRefusalMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if NUL in request.path:  # no page or resource has such an address
            return not_found(request)
        if not _holds_nul(request):
            return self.get_response(request)
        if request.path.startswith("/api/"):
            return api_error("malformed_request", REASON, 400)
        return render(request, "400.html", {"reason": REASON}, status=400)


class MethodRefusalPageMiddleware:
    """Django's 405 has no body: on the site (a link to the sign-out address, say) the visitor
    gets a page in words instead, with the same status and ``Allow``. The API answers its own."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        if response.status_code != 405 or request.path.startswith("/api/"):
            return response
        if getattr(response, "content", b"x"):  # a view that explained itself already
            return response
        allowed = response.get("Allow", "POST")
        words = " or ".join(method.strip() for method in allowed.split(","))
        page = render(request, "405.html", {"allowed": words}, status=405)
        page["Allow"] = allowed
        return page
