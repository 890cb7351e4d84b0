"""Account pages on a 360x740 phone in Chromium: sign-up, sign-in typed in another case, the
settings page (time zone picker preset to the phone's zone, time inputs, checkboxes beside
their labels on 44 px rows), long names that never widen a page, the waiting page after too
many sign-ins; axe-core finds no serious or critical violation on any of them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.urls import reverse

from tests.e2e.browser.phone import (
    CHECKS_JS,
    PHONE,
    assert_accessible,
    assert_no_horizontal_overflow,
    sign_up,
)

LONG = "L" + "ongname" * 21 + "z"  # 149 characters, from before the 30-character rule


@pytest.fixture
def phone_in(browser: Any, site_url: str, transactional_db: Any) -> Callable[[str], Any]:
    """A phone page whose browser lives in time zone ``zone``."""

    def open_page(zone: str) -> Any:
        context = browser.new_context(**PHONE, base_url=site_url, timezone_id=zone)
        context.add_init_script(path=str(CHECKS_JS))
        page = context.new_page()
        page.set_default_timeout(20_000)
        return page

    return open_page


def _sign_in(page: Any, name: str, password: str) -> None:
    page.goto("/accounts/login/")
    page.fill("input[name=username]", name)
    page.fill("input[name=password]", password)
    page.click("main button[type=submit]")


def _sign_out(page: Any) -> None:
    page.click("#site-menu > summary")
    page.click("#site-menu button:has-text('Sign out')")
    page.wait_for_selector("#site-menu a[href='/accounts/login/']", state="attached")


def _check(page: Any) -> None:
    assert_no_horizontal_overflow(page)
    assert_accessible(page)


def test_sign_up_then_sign_in_in_another_case_and_settings(phone_in: Any) -> None:
    page = phone_in("Asia/Tokyo")
    page.goto("/accounts/signup/")
    page.fill("input[name=username]", "<b>bold</b>")  # the name that used to lock people out
    page.fill("input[name=email]", "mika@example.com")
    page.fill("input[name=password]", "mika-long-passphrase")
    page.click("main button[type=submit]")
    page.wait_for_selector("text=A username may only use letters")
    _check(page)
    sign_up(page, "Mika_Tanaka")
    _sign_out(page)
    _check(page)
    _sign_in(page, "MIKA_TANAKA", "Mika_Tanaka-long-passphrase")
    page.wait_for_url("**/")
    page.goto("/settings/")
    # A new account: the picker offers the phone's own zone, the only one preset.
    zone = page.locator("select[name=timezone]")
    assert zone.evaluate("s => s.value") == "Asia/Tokyo"
    assert page.locator("input[name=quiet_start]").get_attribute("type") == "time"
    page.fill("input[name=quiet_start]", "22:30")
    page.fill("input[name=quiet_end]", "07:00")
    page.click("#preferences-form button[type=submit]")
    page.wait_for_selector("text=Settings saved.")
    assert zone.evaluate("s => s.value") == "Asia/Tokyo"
    assert page.locator("input[name=quiet_start]").input_value() == "22:30"
    for row in page.locator("#preferences-form div:has(> input[type=checkbox])").all():
        box, label = row.locator("input").bounding_box(), row.locator("label").bounding_box()
        assert box["x"] < label["x"], "the box sits before its label"
        assert label["y"] <= box["y"] and box["y"] + box["height"] <= label["y"] + label["height"]
        assert label["height"] >= 44, "the label is the 44 px tap target"
    assert page.locator("#verify-notice").is_visible()
    _check(page)


def test_a_long_old_name_never_widens_an_account_page(
    phone_in: Any, django_user_model: Any
) -> None:
    django_user_model.objects.create_user(LONG, "long@example.com", "long-pw-123!")
    page = phone_in("UTC")
    _sign_in(page, LONG.upper(), "long-pw-123!")
    page.wait_for_url("**/")
    page.goto("/settings/tokens/")
    page.fill("#token-name", "T" * 64)
    page.click("main form button[type=submit]")
    page.wait_for_selector(".token-key")
    for path in ["/", "/settings/", "/settings/tokens/", "/accounts/password_change/",
                 reverse("profile", args=[LONG])]:  # fmt: skip
        page.goto(path)
        _check(page)
        for name in page.locator("main .ellipsis").all():
            box = name.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360, path
    heading = page.locator("h1.ellipsis")
    assert heading.evaluate("e => e.scrollWidth > e.clientWidth"), "shortened, with an ellipsis"
    page.click("#site-menu > summary")
    _check(page)


def test_too_many_sign_ins_answer_a_plain_waiting_page(phone_in: Any) -> None:
    page = phone_in("UTC")
    for i in range(10):
        _sign_in(page, f"nobody{i}", "guess")
        page.wait_for_selector(".errorlist")
    _sign_in(page, "nobody", "guess")
    page.wait_for_selector("h1:has-text('Please wait')")
    assert "Try again in" in page.inner_text("main")
    _check(page)
