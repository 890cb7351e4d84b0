"""The home page and the error pages."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.contrib.staticfiles import finders
from django.test import Client

from accounts.models import User
from games.models import Game
from tests.factories import signed_in


@pytest.mark.django_db
def test_home_page_shows_the_site_and_its_links(client: Client) -> None:
    response = client.get("/")
    html = response.content.decode()
    assert response.status_code == 200
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in html
    assert "Hachi Station" in html
    assert 'href="/accounts/login/"' in html
    assert 'href="/api/v1/docs/"' in html


@pytest.mark.django_db
def test_sign_in_page_and_api_docs_exist(client: Client) -> None:
    assert client.get("/accounts/login/").status_code == 200
    docs = client.get("/api/v1/docs/")
    assert docs.status_code == 200
    assert b"swagger" in docs.content.lower()
    schema = client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert schema.status_code == 200


@pytest.mark.django_db
def test_unknown_page_is_the_sites_html_404(client: Client) -> None:
    response = client.get("/no/such/page/")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("text/html")
    assert "Page not found" in response.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/api/", "/api/v1/nothing-here/", "/api/v2/games/"])
def test_unknown_api_path_is_the_json_error_shape(client: Client, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert response.json() == {
        "error": {"code": "not_found", "message": f"No API resource at {path}.", "details": {}}
    }


@pytest.mark.django_db
def test_web_manifest_and_icons(client: Client) -> None:
    assert 'rel="manifest" href="/manifest.webmanifest"' in client.get("/").content.decode()
    response = client.get("/manifest.webmanifest")
    assert response["Content-Type"] == "application/manifest+json"
    manifest = response.json()
    assert manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes


@pytest.mark.django_db
def test_signed_out_home_leads_with_playing_against_a_bot(client: Client) -> None:
    html = client.get("/").content.decode()
    main = html[html.index('<main id="main">') :]
    first_button = re.search(r'class="button[^"]*"[^>]*>([^<]+)<', main)
    assert first_button and first_button.group(1) == "Play Hachi against a bot"
    quick = re.search(r'<details class="quick-start".*?</details>', main, re.S)
    assert quick and 'action="/play/"' in quick.group(0)
    assert 'name="username"' in quick.group(0) and 'name="password"' in quick.group(0)
    assert main.index("Play Hachi against a bot") < main.index(">Sign in<")
    assert 'href="#section-open">Browse open games<' in main


def quick_signup(client: Client, name: str, password: str = "a-long-passphrase-1") -> Any:
    data = {"username": name, "password": password, "email": f"{name}@example.com"}
    return client.post("/play/", data)


@pytest.mark.django_db
def test_quick_start_signs_up_and_lands_on_a_hachi_board_against_the_bot(client: Client) -> None:
    response = quick_signup(client, "newcomer")
    game = Game.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/games/{game.pk}/"
    user = User.objects.get(username="newcomer")
    assert client.session["_auth_user_id"] == str(user.pk)
    assert (game.game_type, game.status, game.num_seats) == ("hachi", "active", 2)
    assert game.options["match_mode"] == "fixed" and game.options["rounds"] == 1
    seats = list(game.seats.order_by("index"))
    assert seats[0].user == user and seats[1].bot_kind == "greedy"
    assert client.get(f"/games/{game.pk}/").status_code == 200


@pytest.mark.django_db
def test_quick_start_refusals_are_next_to_the_field_and_change_nothing(
    client: Client, alice: Any
) -> None:
    response = quick_signup(client, "alice")
    assert response.status_code == 400
    assert "That username is taken." in response.content.decode()
    response = quick_signup(client, "zed", password="short")
    assert response.status_code == 400
    assert 'class="errorlist' in response.content.decode()
    assert not Game.objects.exists() and not User.objects.filter(username="zed").exists()


@pytest.mark.django_db
def test_signed_in_quick_start_is_one_post(alice: Any) -> None:
    client = signed_in(alice)
    assert 'action="/play/"' in client.get("/").content.decode()
    assert client.get("/play/").status_code == 200
    assert not Game.objects.exists()  # a GET creates nothing
    response = client.post("/play/")
    game = Game.objects.get()
    assert response["Location"] == f"/games/{game.pk}/"
    assert game.seats.get(index=0).user == alice


@pytest.mark.django_db
def test_favicon_is_the_site_icon(client: Client) -> None:
    response = client.get("/favicon.ico")
    assert response.status_code == 302
    assert response["Location"] == "/static/icons/icon.svg"
    assert finders.find("icons/icon.svg")


@pytest.mark.django_db
def test_api_docs_lead_back_to_the_site(client: Client) -> None:
    html = client.get("/api/v1/docs/").content.decode()
    assert re.search(r'<a href="/">.*?Back to Hachi Station</a>', html)
    assert 'id="swagger-ui"' in html
