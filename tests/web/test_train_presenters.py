"""Words of the train games' presenters: button labels and move-log lines (no database)."""

from __future__ import annotations

from typing import Any

from games.web.presenters import presenter_for
from games.web.presenters.base import BoardInput, Choice
from games.web.presenters.take_the_train_board import card_face

NAMES = {0: "alice", 1: "bob", 2: "carol"}


def hachi_train_view(
    mine: list[str], *, field: dict[str, Any] | None = None, pending: list[str] = ()
) -> dict[str, Any]:
    """A 3-player view for seat 0 holding ``mine`` (hachi-train.md §11.3's hand by default);
    bob holds a collected 5 between two dealt cards, carol a drawn special card."""
    hands = [
        {"count": len(mine), "out": False, "slots": [{"kind": "dealt"} for _ in mine]},
        {"count": 3, "out": False,
         "slots": [{"kind": "dealt"}, {"kind": "collected", "card": "5a"}, {"kind": "dealt"}]},
        {"count": 1, "out": False, "slots": [{"kind": "drawn"}]},
    ]  # fmt: skip
    return {
        "players": 3, "round": 1, "rounds": 4, "insert_mode": "individual",
        "assets": [200, 100, 200], "hands": hands, "field": field, "passes": 1,
        "pending": {"seat": 0, "source": "drawn", "count": 1} if pending else None,
        "stock_count": 5, "discard": ["1a", "1b"], "round_results": [], "to_act": [0],
        "you": {"seat": 0, "hand": mine, "slots": ["dealt"] * len(mine),
                "pending": list(pending)},
    }  # fmt: skip


def hachi_train_input(view: dict[str, Any], actions: list[dict[str, Any]]) -> BoardInput:
    p = presenter_for("hachi-train")
    return p.board_input(view=view, my_seat=0, names=NAMES, actions=actions, to_act=(0,))


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


def test_hachi_train_board_builds_plays_from_the_cards_they_use() -> None:
    """hachi-train.md §11.3: hand 3, 3/4, 4, 4 against a field of two 4s: only (1, 3, 4) beats
    it."""
    p = presenter_for("hachi-train")
    field = {"cards": ["4c", "4d"], "number": 4, "size": 2, "owner": 2}
    view = hachi_train_view(["3a", "S34a", "4a", "4b"], field=field)
    actions = [{"type": "play", "start": 1, "end": 3, "number": 4}, {"type": "pass"}]
    inp = hachi_train_input(view, actions)
    board = p.board(inp)
    mine = board["mine"]
    assert [c["tap"] for c in mine["row"]] == [False, True, True, True]
    assert [c["nums"] for c in mine["row"]] == ["3", "3 4", "4", "4"]
    assert mine["row"][1]["label"] == "special card 3/4, position 2"
    assert mine["zone"] == "hand-0" and mine["cards"] == "3a S34a 4a 4b"
    [play] = mine["plays"]
    assert (play["start"], play["end"], play["short"]) == (1, 3, "Play three 4s")
    assert [c.label for c in mine["passes"]] == ["Pass and draw a special card"]
    assert board["field"]["words"] == "carol's two 4s"
    assert board["field"]["facts"] == "stock 5 · discarded 2 · 1 pass"
    assert p.decision(inp) == "Your turn: tap cards to play a set, or pass"
    assert p.status_line(view) == "Round 1 of 4"


def test_hachi_train_board_offers_both_readings_of_a_special_card() -> None:
    p = presenter_for("hachi-train")
    view = hachi_train_view(["3a", "S34a", "4a", "4b"])
    actions = [
        {"type": "play", "start": 1, "end": 1, "number": 3},
        {"type": "play", "start": 1, "end": 1, "number": 4},
        {"type": "play", "start": 0, "end": 1, "number": 3},
    ]
    inp = hachi_train_input(view, actions)
    plays = p.board(inp)["mine"]["plays"]
    assert [(x["short"], x["as_text"]) for x in plays] == [
        ("Play a 3", "Play as a 3"),
        ("Play a 4", "Play as a 4"),
        ("Play two 3s", "Play as 3s"),
    ]
    assert p.decision(inp) == "Your turn: tap cards to play a set"
    only_pass = hachi_train_input(view, [{"type": "pass"}])
    assert p.decision(only_pass) == "Your turn: no set of yours beats the field, so pass"


def test_hachi_train_strips_show_others_only_as_the_rules_allow() -> None:
    p = presenter_for("hachi-train")
    view = hachi_train_view(["3a", "8b"])
    board = p.board(hachi_train_input(view, []))
    bob, carol = board["strips"]
    assert (bob["name"], bob["facts"], bob["zone"]) == ("bob", "$100m · 3 cards", "")
    assert [s["up"] for s in bob["slots"]] == [False, True, False]
    assert bob["slots"][1]["label"] == "car card 5, collected"
    assert carol["slots"][0]["label"] == "hidden special card"
    assert not carol["to_act"] and board["mine"]["to_act"]


def test_hachi_train_insert_gaps_sit_between_the_cards() -> None:
    p = presenter_for("hachi-train")
    view = hachi_train_view(["3a", "8b"], pending=["S78a"])
    inp = hachi_train_input(view, [{"type": "insert", "position": k} for k in range(3)])
    mine = p.board(inp)["mine"]
    gaps = [c["gap"].action["position"] for c in mine["row"] if "gap" in c]
    assert gaps == [0, 1, 2] and len(mine["row"]) == 5 and "gap" in mine["row"][2]
    assert [c["label"] for c in mine["placing"]] == ["special card 7/8"]
    assert p.decision(inp) == "Your turn: choose where the drawn special 7/8 goes"


def test_hachi_train_replay_marks_every_hand_as_a_zone() -> None:
    p = presenter_for("hachi-train")
    view = hachi_train_view(["3a", "8b"])
    view["private"] = [view["you"], {"hand": ["2a", "5a", "6c"]}, {"hand": ["S12b"]}]
    view["you"] = None
    inp = p.board_input(view=view, my_seat=None, names=NAMES, replay=True)
    board = p.board(inp)
    assert board["mine"] is None
    assert [(s["zone"], s["cards"]) for s in board["strips"]] == [
        ("hand-0", "3a 8b"),
        ("hand-1", "2a 5a 6c"),
        ("hand-2", "S12b"),
    ]
    assert all(c["up"] for s in board["strips"] for c in s["slots"])


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


def test_fast_train_solo_log_does_not_speak_of_others() -> None:
    p = presenter_for("fast-train")
    own = {"type": "load_committed", "seat": 0, "colour": "red", "cargo": 3, "train": "fast"}
    assert p.event_text(own, {0: "alice"}) == "alice chose red 3 for the fast train"
    assert p.event_text(own, NAMES) == (
        "alice chose red 3 for the fast train (hidden from the others until all have loaded)"
    )


def test_fast_train_decisions_name_the_die() -> None:
    p = presenter_for("fast-train")
    view = {"phase": "load", "dice": [{"die": "red", "value": 2}], "sheets": []}
    load = Choice(
        action={"type": "load", "colour": "red", "train": "fast"}, json="", label="", group=""
    )
    roll = Choice(action={"type": "roll", "die": "red"}, json="", label="", group="")
    mine = BoardInput(view=view, my_seat=0, names=NAMES, choices=[load], to_act=[0, 1])
    assert p.decision(mine) == "Your turn: load the red 2"
    done = BoardInput(view=view, my_seat=0, names=NAMES, to_act=[1, 2])
    assert p.decision(done) == "Waiting for bob and carol to load the red 2"
    rolling = {**view, "phase": "roll", "dice": []}
    assert p.decision(BoardInput(view=rolling, my_seat=1, names=NAMES, choices=[roll])) == (
        "Your turn: roll a die"
    )
    assert p.decision(BoardInput(view=rolling, my_seat=0, names=NAMES, to_act=[1])) == (
        "Waiting for bob to roll a die"
    )


def test_take_the_train_special_cards_read_their_full_names() -> None:
    faces = {card: card_face(card)["face"] for card in ("FR1", "EL2", "TR1", "SB", "M12")}
    assert faces == {
        "FR1": "Free Ride",
        "EL2": "End of Line",
        "TR1": "Transfer",
        "SB": "Station",
        "M12": "12",
    }
    assert card_face("SO")["words"] == "orange Station"


def test_take_the_train_decisions() -> None:
    p = presenter_for("take-the-train")
    view = {"phase": "play", "round": 1}
    train = Choice(action={"type": "take_the_train"}, json="", label="", group="")
    run = Choice(
        action={"type": "extend", "line": "B", "arm": "low", "cards": ["B5"]},
        json="",
        label="",
        group="",
    )
    deal = Choice(action={"type": "deal"}, json="", label="", group="")

    def said(choices: list[Choice], **more: object) -> str:
        inp = BoardInput(view={**view, **more}, my_seat=0, names=NAMES, choices=choices, to_act=[0])
        return p.decision(inp)

    assert said([run]) == "Your turn: play cards onto a line (tap a marked card)"
    assert said([train]).startswith("Your turn: no card fits, so take the train")
    assert said([deal], phase="round_over") == "Your turn: deal round 2"
    waiting = BoardInput(view={**view, "phase": "round_over"}, my_seat=0, names=NAMES, to_act=[2])
    assert p.decision(waiting) == "Waiting for carol to deal round 2"
    assert p.status_line({"options": {"match": "rounds:3"}, "round": 2}) == "Round 2 of 3"
