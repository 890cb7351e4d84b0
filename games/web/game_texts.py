"""What the site calls each game's settings and each bot: the one place for those words.

Keyed by game slug and option key: a friendly label, a one-line explanation, friendly words
for each choice, and the standard player count (the create form's default). The engines keep
their machine names and rules; ``tests/web/test_create_form.py`` checks that every engine
option has its words here, so a new option never shows up as a raw name.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.engines.bots import BotKind


@dataclass(frozen=True)
class OptionText:
    label: str
    help: str
    #: Friendly words per engine value (strings as the engine spells them).
    choices: dict[str, str] = field(default_factory=dict)
    #: (option, value): the option has an effect only when that other option has that value
    #: (Hachi's ``rounds`` in a fixed match); the create form then shows it only then.
    shown_with: tuple[str, str] | None = None


@dataclass(frozen=True)
class GameText:
    blurb: str
    standard_players: int
    options: dict[str, OptionText]


@dataclass(frozen=True)
class BotText:
    name: str
    """What a seat this bot plays is called on the pages ("Greedy bot")."""
    choice: str
    """The create form's words for choosing it."""


#: Each bot kind in the site's words, the default first (a test checks every kind is here).
BOT_TEXTS: dict[BotKind, BotText] = {
    "greedy": BotText(name="Greedy bot", choice="Greedy (plays to win)"),
    "random": BotText(name="Random bot", choice="Random (easy)"),
}

_TTT_ROUNDS = {f"rounds:{n}": f"{n} rounds" for n in range(2, 11)}

GAME_TEXTS: dict[str, GameText] = {
    "hachi": GameText(
        blurb="Two-player hanafuda: capture cards of the partner months and score yaku.",
        standard_players=2,
        options={
            "match_mode": OptionText(
                "Match length",
                "Two in a row: play until someone wins two rounds in a row by 20 points or "
                "more. Fixed: a set number of rounds, the higher total wins. Points: the first "
                "to reach a total wins. Round wins: the first to win so many rounds wins.",
                {
                    "streak": "Two wins in a row by 20+",
                    "fixed": "A fixed number of rounds",
                    "points": "First to a points total",
                    "victories": "First to a number of round wins",
                },
            ),
            "streak_cap": OptionText(
                "Round limit (two-in-a-row match)",
                "If nobody has won two in a row by then, the higher total wins.",
                shown_with=("match_mode", "streak"),
            ),
            "rounds": OptionText(
                "Rounds (fixed-length match)",
                "The higher total after this many rounds wins.",
                shown_with=("match_mode", "fixed"),
            ),
            "points_target": OptionText(
                "Points to win (points match)",
                "Whoever is ahead with at least this total at the end of a round wins. A round "
                "is worth about 130 points to each player.",
                shown_with=("match_mode", "points"),
            ),
            "victories": OptionText(
                "Round wins needed (round-wins match)",
                "The first to win this many rounds wins the match; a drawn round is nobody's.",
                shown_with=("match_mode", "victories"),
            ),
        },
    ),
    "hachi-hachi": GameText(
        blurb="The classic hanafuda game for three: captures, hand combinations and payments.",
        standard_players=3,
        options={
            "rounds": OptionText(
                "Rounds",
                "The highest total after the last round wins.",
                {"12": "12 rounds (the full game)", "6": "6 rounds (a shorter game)"},
            ),
            "field_carry": OptionText(
                "Multiplier carry-over",
                "Which further lights dealt to the field raise the multiplier of later rounds: "
                "only more of the top kind, or all of them.",
                {
                    "same_kind": "Same kind only (standard)",
                    "all_lights": "All lights",
                },
            ),
            "double_eights_bonus": OptionText(
                "Double 8's bonus",
                "Double 8's pays 12 more points per card point above 168.",
            ),
        },
    ),
    "hachi-train": GameText(
        blurb="Beat the set on the table without ever sorting your hand; the last with cards pays.",
        standard_players=3,
        options={
            "insert_mode": OptionText(
                "Taking cards into your hand",
                "How the cards you take from the table go into your hand.",
                {"individual": "One card at a time", "block": "All together, as one block"},
            ),
            "rounds": OptionText(
                "Rounds",
                "The game also ends as soon as someone's assets reach $0.",
            ),
        },
    ),
    "take-the-train": GameText(
        blurb="Build four train lines from the stations; pay a fare whenever you cannot play.",
        standard_players=4,
        options={
            "transfer": OptionText(
                "Transfer cards",
                "Adds the two Transfer cards, which let a line branch.",
            ),
            "match": OptionText(
                "Match length",
                "One round, a set number of rounds, or until someone reaches a score.",
                {
                    "single": "One round",
                    "rounds": "One round per player",
                    **_TTT_ROUNDS,
                    "target:100": "Until someone has 100 points",
                    "target:250": "Until someone has 250 points",
                },
            ),
        },
    ),
    "fast-train": GameText(
        blurb="Roll-and-write dice for 1 to 8: everyone loads their trains from the same rolls.",
        standard_players=2,
        options={
            "show_solo_challenges": OptionText(
                "Solo challenges",
                "When playing alone, also report the five solo challenges in the result.",
            ),
        },
    ),
}


def players_words(*, name: str, low: int, high: int) -> str:
    """'Hachi is for exactly 2 players', 'Hachi-Hachi is for 2 or 3 players'..."""
    return f"{name} is for {players_range(low=low, high=high)}"


def players_range(*, low: int, high: int) -> str:
    if low == high:
        return f"exactly {low} players"
    if high == low + 1:
        return f"{low} or {high} players"
    return f"{low} to {high} players"
