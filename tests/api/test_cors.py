"""CORS: browser apps on the origins an operator lists may call the API; nobody else, never
with cookies, and nothing outside /api/."""

from __future__ import annotations

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

APP = "https://client.example"


def _preflight(origin: str, path: str = "/api/v1/games/") -> object:
    return APIClient().options(
        path,
        HTTP_ORIGIN=origin,
        HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
        HTTP_ACCESS_CONTROL_REQUEST_HEADERS="authorization, content-type, idempotency-key",
    )


@override_settings(CORS_ALLOWED_ORIGINS=[APP])
def test_a_listed_origin_gets_its_preflight_answered(db):
    r = _preflight(APP)

    assert r.status_code == 204
    assert r["Access-Control-Allow-Origin"] == APP
    assert "POST" in r["Access-Control-Allow-Methods"]
    allowed = r["Access-Control-Allow-Headers"].lower()
    assert all(h in allowed for h in ("authorization", "content-type", "idempotency-key"))
    assert "Access-Control-Allow-Credentials" not in r


@override_settings(CORS_ALLOWED_ORIGINS=[APP])
def test_a_listed_origin_reads_answers_and_their_validators(api_alice, db):
    r = api_alice.get("/api/v1/me/turns/", HTTP_ORIGIN=APP)

    assert r.status_code == 200
    assert r["Access-Control-Allow-Origin"] == APP
    assert "ETag" in r["Access-Control-Expose-Headers"]
    assert "Origin" in r["Vary"]


@pytest.mark.parametrize("origin", ["https://evil.example", "https://client.example.evil"])
@override_settings(CORS_ALLOWED_ORIGINS=[APP])
def test_other_origins_get_no_cors_headers(api_alice, origin, db):
    assert "Access-Control-Allow-Origin" not in _preflight(origin)
    assert "Access-Control-Allow-Origin" not in api_alice.get("/api/v1/me/", HTTP_ORIGIN=origin)


def test_by_default_no_origin_is_allowed(api_alice, db):
    assert "Access-Control-Allow-Origin" not in _preflight(APP)
    assert "Access-Control-Allow-Origin" not in api_alice.get("/api/v1/me/", HTTP_ORIGIN=APP)


@override_settings(CORS_ALLOWED_ORIGINS=["*"])
def test_a_star_allows_any_origin_but_not_the_sites_pages(client, db):
    assert _preflight("https://anyone.example")["Access-Control-Allow-Origin"] == (
        "https://anyone.example"
    )
    page = client.get("/", HTTP_ORIGIN="https://anyone.example")
    assert "Access-Control-Allow-Origin" not in page


@override_settings(CORS_ALLOWED_ORIGINS=[APP])
def test_a_browser_app_may_call_the_oauth_token_endpoint(db):
    """A public client in a browser exchanges its code from its own origin (docs/oauth.md)."""
    r = _preflight(APP, "/o/token/")
    assert r.status_code == 204 and r["Access-Control-Allow-Origin"] == APP
    answer = APIClient().post("/o/token/", {"grant_type": "nothing"}, HTTP_ORIGIN=APP)
    assert answer.status_code == 400 and answer["Access-Control-Allow-Origin"] == APP
    page = APIClient().get("/o/authorize/", HTTP_ORIGIN=APP)
    assert "Access-Control-Allow-Origin" not in page  # the consent screen is never embedded
