"""A challenge reaches its player live (docs/bots.md): bob sits on the lobby, alice
challenges him, and the lobby lists it without a reload; on another page a toast links to
the challenge. When he accepts, alice's toast says so, and her challenge's page links the
game, without a reload."""

from __future__ import annotations

from typing import Any

from games import challenge_services
from tests.e2e.browser.test_live_everywhere import wait_socket
from tests.factories import persona


def test_a_challenge_arrives_in_the_lobby_and_as_a_toast_without_a_reload(phone: Any) -> None:
    alice, bob = persona("alice", password=False), persona("bob", password=False)
    bob_page, alice_page = phone(bob), phone(alice)
    bob_page.goto("/")
    wait_socket(bob_page)
    alice_page.goto("/turns/")
    wait_socket(alice_page)
    watching = phone(alice)  # alice's second phone, on the challenge's page
    bob_page.evaluate("window.sameDocument = true")

    first = challenge_services.challenge_create(challenger=alice, to=["bob"], game_type="hachi")

    bob_page.wait_for_selector(f"#section-challenges a[href='/challenges/{first.pk}/']")
    assert bob_page.locator("#section-challenges").inner_text().count("alice") >= 1
    assert bob_page.evaluate("window.sameDocument") is True  # no reload

    watching.goto(f"/challenges/{first.pk}/")
    wait_socket(watching)
    challenge_services.challenge_accept(challenge_id=first.pk, user=bob)
    first.refresh_from_db()

    # Her challenge's page shows the game without a reload.
    watching.wait_for_selector(f"#challenge a[href='/games/{first.game_id}/']")

    toast = alice_page.locator(f".toast[data-kind=challenge][data-game='challenge-{first.pk}']")
    toast.wait_for()
    assert toast.locator("a").get_attribute("href") == f"/challenges/{first.pk}/"
    assert toast.inner_text().startswith("A challenge changed:")


def test_an_answer_between_the_page_and_its_socket_still_shows(phone: Any) -> None:
    """A page's socket opens a moment after the page is drawn: an answer that lands in between
    is told to nobody, so the page reads itself again when its socket opens."""
    alice, bob = persona("alice", password=False), persona("bob", password=False)
    challenge = challenge_services.challenge_create(challenger=alice, to=["bob"], game_type="hachi")
    page = phone(alice)

    def answer_then_serve(route: Any) -> None:
        # The page is drawn (pending) and its script, which opens the socket, not yet run.
        challenge_services.challenge_accept(challenge_id=challenge.pk, user=bob)
        route.continue_()

    page.route("**/js/site*.js", answer_then_serve)
    page.goto(f"/challenges/{challenge.pk}/")
    challenge.refresh_from_db()
    assert challenge.game_id is not None
    page.wait_for_selector(f"#challenge a[href='/games/{challenge.game_id}/']")
