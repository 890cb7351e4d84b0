"""What the "How to play" pages say about each game beyond its template: a one-line summary,
who plays, the board styles its pictures need, and every engine option in plain words.

Option names, defaults and allowed values are NOT written here: the page reads them from the
engine (``engine.describe()``), so it cannot drift from what the create form offers. A test
checks that every option the engines describe has words here.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class GameRules:
    slug: str
    summary: str
    players: str
    stylesheets: tuple[str, ...]
    #: option key -> a title and what it changes, in a player's words
    options: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: option key -> the allowed values, only where the engine narrows its declared range
    values: dict[str, str] = field(default_factory=dict)

    @property
    def template(self) -> str:
        return f"rules/{self.slug.replace('-', '_')}.html"


HANAFUDA = ("css/hanafuda.css",)

GAMES: dict[str, GameRules] = {
    game.slug: game
    for game in (
        GameRules(
            slug="hachi",
            summary="Capture flower cards whose months add up to a number ending in 3 or 8, "
            "and win two rounds in a row.",
            players="2 players",
            stylesheets=HANAFUDA,
            options={
                "match_mode": (
                    "How the match is won",
                    "With streak, the match ends as soon as one player wins two rounds in a "
                    "row, each by 20 points or more. With fixed, you play a set number of rounds "
                    "and the higher total of round scores wins. With points, the first player "
                    "to reach a total wins; with victories, the first to win a number of rounds. "
                    "A points or victories match that is still undecided after 24 rounds ends "
                    "there, and the higher total wins.",
                ),
                "streak_cap": (
                    "Longest streak match",
                    "Streak mode only: if nobody has made the two winning rounds after this many "
                    "rounds, the match stops and the higher total of round scores wins.",
                ),
                "rounds": (
                    "Rounds in a fixed match",
                    "Fixed mode only: how many rounds are played. The other modes ignore it.",
                ),
                "points_target": (
                    "Points to win",
                    "Points mode only: after each round, a player whose total has reached this "
                    "number and is higher than the other's wins the match. If both totals are "
                    "equal, one more round is played. A round is worth about 130 points to "
                    "each player, so 500 takes around four rounds.",
                ),
                "victories": (
                    "Round wins needed",
                    "Victories mode only: the first player to win this many rounds wins the "
                    "match, whatever the margins and the totals. A drawn round is nobody's win "
                    "(the same dealer deals again).",
                ),
            },
        ),
        GameRules(
            slug="hachi-hachi",
            summary="Fish for flower cards, score dealt and captured combinations, and settle "
            "points each round on a field that may double or quadruple everything.",
            players="3 players, or 2 in the two-player variant",
            stylesheets=HANAFUDA,
            options={
                "rounds": (
                    "Length of the game",
                    "How many rounds are dealt: 12 (a full game) or 6 (half a game). Redeals "
                    "after a misdeal do not count.",
                ),
                "field_carry": (
                    "Extra lights on the field",
                    "When the six dealt field cards show more than one light, the extra ones "
                    "raise the multiplier of later rounds, one round each. With same_kind only "
                    "the extra lights of the strongest kind on the field count; with all_lights "
                    "every extra light counts (a Rain Man or Phoenix as 4, any other light as 2).",
                ),
                "double_eights_bonus": (
                    "Bonus for Double 8's",
                    "Off: a player who captures 168 card points or more collects 120 points "
                    "from each opponent. On: 12 more for every card point above 168.",
                ),
            },
            values={"rounds": "12 or 6 (the engine refuses the numbers in between)"},
        ),
        GameRules(
            slug="hachi-train",
            summary="Beat each other's sets of train cards without ever sorting your hand, "
            "and take every beaten set home.",
            players="3 to 5 players",
            stylesheets=("css/hachi_train.css",),
            options={
                "insert_mode": (
                    "Taking beaten cards",
                    "With individual you place each card you take from the field on its own, "
                    "wherever you like. With block they go into your hand side by side, in the "
                    "order they lay on the field, at one place you choose.",
                ),
                "rounds": (
                    "Number of rounds",
                    "The game lasts this many rounds, or ends sooner when someone's assets "
                    "fall to $0.",
                ),
            },
        ),
        GameRules(
            slug="take-the-train",
            summary="Build four coloured train lines out from their Stations, and pay a fare "
            "each time you cannot play.",
            players="2 to 6 players",
            stylesheets=("css/take_the_train.css",),
            options={
                "transfer": (
                    "Transfer cards",
                    "Off: the basic 56-card deck. On: two Transfer cards join the deck (58 "
                    "cards) and you may start a side branch of a colour whose Station is not "
                    "on the table yet (see the Transfer play above).",
                ),
                "match": (
                    "One round or several",
                    "single: one round is the whole game. rounds: as many rounds as there are "
                    "players, so everyone deals once. rounds:N: exactly N rounds. target:100 "
                    "and target:250: rounds go on until someone's total reaches the target. "
                    "With several rounds, fares are shared out afresh each round and only the "
                    "round's winners add their remaining fares to their total.",
                ),
            },
        ),
        GameRules(
            slug="fast-train",
            summary="Fill in your own train sheet from three shared dice, everyone at once: "
            "fast trains close to their cities, heavy trains full.",
            players="1 to 8 players (alone too)",
            stylesheets=("css/fast_train.css",),
            options={
                "show_solo_challenges": (
                    "Solo challenges",
                    "Only when you play alone: the final result says which of the five solo "
                    "challenges you met. With two or more players it changes nothing.",
                ),
                "distance_tables": (
                    "Distances to the cities",
                    "How far a train with 0 to 6 filled cars still is from its city, per colour "
                    "and train; a fast train is closer when its number is smaller. The real "
                    "sheet's distances for orange, green and purple are not known, so these "
                    "numbers are provisional. The create form always uses them; a game created "
                    "through the API may give its own.",
                ),
            },
        ),
    )
}
