"""Your turn, everywhere: a player who is not looking at the game hears about it, live.

Bea sits on the lobby of her phone (360x740). Abe moves (through the move pipeline, in this
process); the page does not reload, yet the header badge counts one game, the tab title starts
with "(1) " and a toast links to the game. Then Bea opens "My turns" and a turn in a second
game arrives in the list by itself. axe-core finds nothing serious with a toast showing.

Browser notifications come only once allowed in the settings, and only while the tab is
hidden; with "live reminders" off the badge still counts but nothing pops up. A live reminder
sent twice (the same id) shows one toast.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model

from accounts.models import Preferences
from games.models import Game
from games.notify import user_event_send_now
from tests.e2e.browser.phone import assert_accessible, assert_no_horizontal_overflow, sign_up
from tests.factories import game_started, persona, played_until_turn_of


def hachi(players: list[Any]) -> Game:
    return game_started("hachi", players, {"match_mode": "fixed", "rounds": 1})


def wait_socket(page: Any) -> None:
    page.wait_for_selector("body[data-live=open]", state="attached")


def test_a_move_elsewhere_reaches_the_lobby_and_my_turns_without_a_reload(phone: Any) -> None:
    bea_page = phone()
    sign_up(bea_page, "bea")
    abe = persona("abe", password=False)
    bea = get_user_model().objects.get(username="bea")
    players = [abe, bea]  # seat 0 is Abe's, seat 1 Bea's
    first = played_until_turn_of(hachi(players), players, 0)

    bea_page.goto("/")
    wait_socket(bea_page)
    assert bea_page.locator("#turns-badge").get_attribute("data-count") == "0"
    assert not bea_page.title().startswith("(")
    bea_page.evaluate("window.sameDocument = true")

    first = played_until_turn_of(first, players, 1)  # Abe moves: Bea's turn

    bea_page.wait_for_selector("#turns-badge[data-count='1']:not(.none)")
    assert bea_page.locator("#turns-badge .count").inner_text() == "1"
    bea_page.wait_for_function("document.title.startsWith('(1) ')")
    toast = bea_page.locator(f".toast[data-kind=your_turn][data-game='{first.pk}']")
    toast.wait_for()
    assert toast.inner_text().startswith(f"Your turn: Hachi #{first.pk}")
    assert toast.locator("a").get_attribute("href") == f"/games/{first.pk}/"
    assert bea_page.evaluate("window.sameDocument") is True  # no reload
    # The toast sits under the site bar, inside the screen.
    box = toast.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 740
    toast.locator("a").focus()  # a focused toast stays while it is checked
    assert_no_horizontal_overflow(bea_page)
    assert_accessible(bea_page)
    toast.locator(".toast-close").tap()
    toast.wait_for(state="detached")

    second = played_until_turn_of(hachi(players), players, 0)
    bea_page.goto("/turns/")
    wait_socket(bea_page)
    bea_page.locator(f"#turns-list #game-row-{first.pk}").wait_for()
    assert bea_page.locator(f"#turns-list #game-row-{second.pk}").count() == 0
    bea_page.evaluate("window.sameDocument = true")

    played_until_turn_of(second, players, 1)

    bea_page.locator(f"#turns-list #game-row-{second.pk}").wait_for()
    bea_page.wait_for_selector("#turns-badge[data-count='2']")
    bea_page.wait_for_function("document.title.startsWith('(2) My turns')")
    bea_page.locator(f".toast[data-game='{second.pk}']").wait_for()
    assert bea_page.evaluate("window.sameDocument") is True
    assert_accessible(bea_page)


#: Stands in for the phone's notification tray (the outside edge): records what the page
#: shows, and lets the test say whether the tab is hidden.
TRAY = """
window.shown = [];
function record(title, options) { window.shown.push({title: title, tag: options.tag}); }
ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
  record(title, options);
  return Promise.resolve();
};
var Real = window.Notification;
function Tray(title, options) { record(title, options); }
Object.defineProperty(Tray, "permission", { get: function () { return Real.permission; } });
Tray.requestPermission = function () { return Real.requestPermission(); };
window.Notification = Tray;
Object.defineProperty(Document.prototype, "hidden", {
  get: function () { return window.tabHidden === true; }
});
"""


def test_notifications_only_once_allowed_and_only_in_a_hidden_tab_toasts_only_if_wanted(
    phone: Any, site_url: str
) -> None:
    bea_page = phone()
    bea_page.context.grant_permissions(["notifications"], origin=site_url)
    bea_page.context.add_init_script(TRAY)
    sign_up(bea_page, "bea")
    abe = persona("abe", password=False)
    bea = get_user_model().objects.get(username="bea")
    players = [abe, bea]
    games = [played_until_turn_of(hachi(players), players, 0) for _ in range(4)]

    def abe_moves_in(game: Game, count: int) -> None:
        bea_page.evaluate("window.tabHidden = true")
        played_until_turn_of(game, players, 1)
        bea_page.wait_for_selector(f"#turns-badge[data-count='{count}']")

    bea_page.goto("/")
    wait_socket(bea_page)
    abe_moves_in(games[0], 1)
    bea_page.locator(f".toast[data-game='{games[0].pk}']").wait_for()
    assert bea_page.evaluate("window.shown") == []  # not allowed yet

    bea_page.goto("/settings/")
    bea_page.locator("#notify-allow").tap()
    bea_page.wait_for_selector("#notify-state:has-text('Notifications are on in this browser.')")
    assert bea_page.locator("#notify-allow").is_hidden()
    bea_page.goto("/")
    wait_socket(bea_page)
    abe_moves_in(games[1], 2)
    bea_page.wait_for_function("window.shown.length === 1")
    assert bea_page.evaluate("window.shown") == [
        {"title": f"Your turn: Hachi #{games[1].pk}", "tag": f"game-{games[1].pk}"}
    ]

    bea_page.evaluate("window.shown = []; window.tabHidden = false")
    played_until_turn_of(games[2], players, 1)  # the tab is in view: a toast, no notification
    bea_page.locator(f".toast[data-game='{games[2].pk}']").wait_for()
    assert bea_page.evaluate("window.shown") == []

    # "Live reminders on the site" off: the badge still counts, nothing pops up.
    Preferences.objects.update_or_create(user=bea, defaults={"live_reminders": False})
    bea_page.evaluate("window.tabHidden = true")
    played_until_turn_of(games[3], players, 1)
    bea_page.wait_for_selector("#turns-badge[data-count='4']")
    assert bea_page.locator(f".toast[data-game='{games[3].pk}']").count() == 0
    assert bea_page.evaluate("window.shown") == []


def test_a_live_reminder_sent_again_shows_no_second_toast(phone: Any) -> None:
    """A live reminder comes at least once (design §7.1): after a worker crash its outbox row
    is sent again with the same id, and the page drops an id it has heard. Alice dismisses the
    first toast; the repeat brings none back, while a reminder with a new id still shows."""
    alice, bob = persona("alice", password=False), persona("bob", password=False)
    first, second = hachi([alice, bob]), hachi([alice, bob])
    page = phone(alice)
    page.goto("/")
    wait_socket(page)

    def remind(game: Game, row: int) -> None:
        sent = user_event_send_now(
            user_id=alice.pk, kind="deadline_warning", game_id=game.pk, event_id=f"reminder-{row}"
        )
        assert sent

    remind(first, 41)
    toast = page.locator(f".toast[data-kind=deadline_warning][data-game='{first.pk}']")
    toast.wait_for()
    assert toast.inner_text().startswith(f"Deadline soon: Hachi #{first.pk}")
    toast.locator(".toast-close").tap()
    toast.wait_for(state="detached")

    remind(first, 41)  # the same row again: its id was heard
    remind(second, 42)  # a new row: shown (and heard after the repeat)
    page.locator(f".toast[data-kind=deadline_warning][data-game='{second.pk}']").wait_for()
    assert toast.count() == 0
