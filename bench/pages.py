"""Page weight and speed of each board on a phone: bytes transferred and time to the first
interactive choice, cold cache, 360x740 in Debian's Chromium, the server as deployed.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/hachi python bench/pages.py [--runs 5]

For each game a game in play with the signed-in player to act; every run is a fresh browser
context (cold cache). "Transferred" is what crossed the wire (compressed bodies plus headers),
"first choice" the time from navigation start until the first move a player can tap is
visible with the page's scripts running. Target: each board page under 150 KB transferred.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.support import ROOT, bench_environment, web_server

LIMIT_KB = 150
GAMES = {"hachi": 2, "hachi-hachi": 3, "hachi-train": 3, "take-the-train": 3, "fast-train": 2}
OPTIONS: dict[str, dict[str, Any]] = {"hachi-hachi": {"rounds": 6}, "hachi-train": {"rounds": 1}}
PHONE = {
    "viewport": {"width": 360, "height": 740},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}
FIRST_CHOICE = """() => {
    if (document.readyState === 'loading' || !window.htmx) return false;
    const el = document.querySelector('#game [data-choice], #game button[name=action]');
    return !!el && el.offsetParent !== null;
}"""


def games_in_play() -> tuple[Any, dict[str, int]]:
    """alice, and one game of each type where alice is to act (a few moves in)."""
    import django

    django.setup()
    from django.contrib.auth import get_user_model

    from games import services
    from games.engines.registry import get_engine
    from games.models import Game

    users = [get_user_model().objects.create_user(n, f"{n}@example.com") for n in "abc"]
    alice = users[0]
    rng = random.Random(5)
    games = {}
    for slug, players in GAMES.items():
        game = services.game_create(
            creator=alice, game_type=slug, seats=players, options=OPTIONS.get(slug)
        )
        for user in users[1:players]:
            services.seat_join(game_id=game.pk, user=user)
        engine = get_engine(slug)
        for moves in range(200):
            game = Game.objects.get(pk=game.pk)
            state = engine.state_from_json(game.state)
            seats = sorted(engine.to_act(state))
            if moves >= 6 and 0 in seats:
                break
            seat = next((s for s in seats if s != 0), seats[0])
            services.move_submit(
                game_id=game.pk,
                user=users[seat],
                action=rng.choice(engine.legal_actions(state, seat)),
                expected_version=game.version,
            )
        games[slug] = game.pk
    return alice, games


def measure(browser: Any, base: str, cookie: dict[str, str], game_id: int) -> tuple[int, float]:
    context = browser.new_context(**PHONE, base_url=base)
    context.add_cookies([{**cookie, "url": base}])
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    sizes: dict[str, int] = {}
    cdp.on(
        "Network.loadingFinished",
        lambda e: sizes.__setitem__(e["requestId"], int(e["encodedDataLength"])),
    )
    page.goto(f"/games/{game_id}/", wait_until="commit")
    page.wait_for_function(FIRST_CHOICE, timeout=30_000)
    first_choice_ms = float(page.evaluate("performance.now()"))
    page.wait_for_load_state("networkidle")
    context.close()
    return sum(sizes.values()), first_choice_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    env = bench_environment(suffix="pages")
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
        cwd=ROOT,
        env=env,
        check=True,
    )
    alice, games = games_in_play()
    from django.conf import settings
    from django.test import Client

    client = Client()
    client.force_login(alice)
    cookie = {
        "name": settings.SESSION_COOKIE_NAME,
        "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
    }
    from playwright.sync_api import sync_playwright

    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with web_server(env=env, processes=1) as port, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium",
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        base = f"http://127.0.0.1:{port}"
        print(f"{'board':<16} {'KB':>7} {'first choice p50':>17} {'max':>7}  (runs={args.runs})")
        over = []
        for slug, game_id in games.items():
            runs = [measure(browser, base, cookie, game_id) for _ in range(args.runs)]
            kb = max(size for size, _ in runs) / 1024
            times = [ms for _, ms in runs]
            print(
                f"{slug:<16} {kb:>7.1f} {statistics.median(times):>14.0f} ms {max(times):>5.0f} ms"
            )
            if kb >= LIMIT_KB:
                over.append(slug)
        browser.close()
    if over:
        sys.exit(f"Over {LIMIT_KB} KB: {', '.join(over)}")


if __name__ == "__main__":
    main()
