"""Words of the train games' presenters: button labels and move-log lines (no database)."""

from __future__ import annotations

from games.web.presenters import presenter_for

NAMES = {0: "alice", 1: "bob", 2: "carol"}


def test_hachi_train_insert_and_play_labels() -> None:
    p = presenter_for("hachi-train")
    view = {
        "insert_mode": "individual",
        "pending": {"seat": 0, "source": "collected", "count": 2, "cards": ["5a", "5b"]},
        "you": {"seat": 0, "hand": ["1a", "S34a", "4b", "4c", "7a", "8a"], "pending": ["5a", "5b"]},
        "stock_count": 3,
    }
    label = p.action_label({"type": "insert", "position": 2}, view)
    assert label == "Put the collected 5 between positions 2 and 3"
    assert p.action_label({"type": "insert", "position": 0}, view).endswith("before position 1")
    assert p.action_label({"type": "insert", "position": 6}, view).endswith("after position 6")
    play = p.action_label({"type": "play", "start": 1, "end": 3, "number": 4}, view)
    assert play == "Play three 4s (with special card 3/4) from positions 2-4"
    assert p.action_label({"type": "pass"}, view) == "Pass and draw a special card"
    block = {**view, "insert_mode": "block"}
    assert "the collected set 5, 5" in p.action_label({"type": "insert", "position": 1}, block)


def test_hachi_train_log_lines_never_name_a_hidden_draw() -> None:
    p = presenter_for("hachi-train")
    play = {"type": "play", "seat": 1, "start": 0, "end": 1, "number": 6, "cards": ["6a", "S56b"]}
    assert p.event_text(play, NAMES) == "bob played two 6s (with special card 5/6)"
    assert p.event_text({"type": "draw", "seat": 1}, NAMES) is None
    hidden_insert = {"type": "insert", "seat": 1, "position": 3, "source": "drawn", "count": 1}
    assert p.event_text(hidden_insert, NAMES) == "bob put 1 drawn card in at position 4"
    clear = {"type": "clear", "cards": ["7a"], "leader": 2}
    assert (
        p.event_text(clear, NAMES)
        == "Everyone else passed: the field (7) is cleared and carol leads"
    )


def test_take_the_train_labels_name_free_rides_by_the_number_they_stand_for() -> None:
    p = presenter_for("take-the-train")
    view = {
        "lines": {"M": {"next_high": 9, "next_low": 4}},
        "branches": {},
        "draw_pile": 5,
        "round": 1,
    }
    run = {"type": "extend", "line": "M", "arm": "high", "cards": ["M9", "FR1", "M11"]}
    assert p.action_label(run, view) == "Play magenta 9, Free Ride as magenta 10, magenta 11"
    station = {"type": "open_line", "station": "SO", "arm": "low", "cards": ["O6", "FR2"]}
    label = p.action_label(station, view)
    assert label == "Open the orange line and play orange 6, Free Ride as orange 5 on its low arm"
    eol = {"type": "end_of_line", "card": "EL1", "line": "B", "arm": "high"}
    assert p.action_label(eol, view) == "Close the high end of the blue line (End of Line)"
    assert p.action_label({"type": "take_the_train"}, view).startswith("Take the Train: pay 1")
    event = {"type": "extend", "seat": 0, "line": "M", "arm": "high", "cards": ["FR"],
             "numbers": [9]}  # fmt: skip
    assert (
        p.event_text(event, NAMES)
        == "alice played Free Ride as magenta 9 on the magenta line (high end)"
    )
    assert p.event_text({"type": "drew", "seat": 1}, NAMES) is None


def test_fast_train_load_labels_and_hidden_commits() -> None:
    p = presenter_for("fast-train")
    trains = {
        c: {"fast": [], "heavy": []} for c in ("red", "yellow", "blue", "orange", "green", "purple")
    }
    trains["green"]["heavy"] = [4, 9, 15, 20, 26]
    view = {
        "dice": [{"die": "yellow", "value": 5}, {"die": "blue", "value": 4}],
        "sources": [{"colour": "blue", "cargo": 4}, {"colour": "green", "cargo": 9}],
        "sheets": [{"seat": 0, "trains": trains, "reached": [], "score": 0}],
        "you": {"seat": 0},
    }
    label = p.action_label({"type": "load", "colour": "green", "train": "heavy"}, view)
    assert label == "Load green 9 on your heavy green train: car 6 becomes 35, reaching New York"
    assert p.action_label({"type": "roll", "die": "red"}, view) == "Roll the red die"
    redacted = {"type": "load_committed", "round": 1, "step": 2, "seat": 1}
    assert p.event_text(redacted, NAMES) == "bob has loaded (what stays hidden until everyone has)"
