"""The home page and the error pages."""

from __future__ import annotations

import pytest
from django.test import Client


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
