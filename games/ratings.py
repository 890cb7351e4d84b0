"""Rating arithmetic: the Weng-Lin Bayesian model (OpenSkill's Plackett-Luce), pure functions.

A player's skill in one game type is a normal belief ``Skill(mu, sigma)``. A finished rated
game updates every seated player's belief from the final ranking at once (a free-for-all of
2 to 8 players, ties shared), through the ``openskill`` library's ``PlackettLuce`` model with
every parameter pinned here: a library upgrade that changed a default must not change the
ratings silently (after an upgrade that changes the arithmetic itself, run ``manage.py
ratings_rebuild``). No database here: games.rating_services feeds these functions in rating
order and stores what they return (design §10).

What players see is ``display_rating``: the conservative estimate ``mu - 3 sigma`` (the
player is better than that with about 99.9% confidence), scaled to a familiar range. A new
player shows 1000 and climbs as the uncertainty shrinks. The scale, 30 points per unit of
mu, makes differences read like Elo's: between settled players, Plackett-Luce's chance that
one finishes ahead of the other is logistic(delta mu / c) with c = sqrt(2) * beta = 5.89,
and Elo's is logistic(delta elo * ln 10 / 400), so one unit of mu is about 29.5 Elo points
(400 points: about 10 to 1). A rating is provisional while sigma is above
``PROVISIONAL_SIGMA``: about a dozen two-player games, two dozen four-player games.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

#: The model's parameters: openskill's (and Weng and Lin's) defaults, written out.
MU = 25.0  # a new player's mean skill
SIGMA = 25.0 / 3.0  # a new player's uncertainty (standard deviation)
BETA = 25.0 / 6.0  # the spread of one game's performance around the skill
KAPPA = 0.0001  # the floor of the factor that shrinks sigma (keeps it positive)
TAU = 25.0 / 300.0  # added to sigma (in quadrature) before each game: skills drift

#: display = DISPLAY_BASE + DISPLAY_SCALE * (mu - DISPLAY_Z * sigma), rounded half up.
DISPLAY_BASE = 1000
DISPLAY_SCALE = 30
DISPLAY_Z = 3
#: A rating whose sigma is above this is provisional (a new player's is 8.33).
PROVISIONAL_SIGMA = 6.0
#: Free-for-all games of this many seats can be rated (the model's and the engines' range).
MIN_RATED_PLAYERS = 2
MAX_RATED_PLAYERS = 8

_MODEL = PlackettLuce(
    mu=MU,
    sigma=SIGMA,
    beta=BETA,
    kappa=KAPPA,
    tau=TAU,
    limit_sigma=False,
    balance=False,
)


@dataclass(frozen=True)
class Skill:
    """A player's belief in one game type: mean ``mu`` and standard deviation ``sigma``."""

    mu: float
    sigma: float


#: Where every player starts in every game type.
NEW_PLAYER = Skill(MU, SIGMA)


def display_rating(skill: Skill) -> int:
    """The rating players see: ``1000 + 30 * (mu - 3 sigma)``, rounded half up (1000 for a
    new player)."""
    return math.floor(DISPLAY_BASE + DISPLAY_SCALE * (skill.mu - DISPLAY_Z * skill.sigma) + 0.5)


def is_provisional(skill: Skill) -> bool:
    """Still uncertain: the displayed rating may move a lot with the next games."""
    return skill.sigma > PROVISIONAL_SIGMA


def rating_ranks(*, ranks: Sequence[int], resigned: Sequence[bool]) -> list[int]:
    """The ranks a game is rated with, by seat: the result's ranks (1 best, ties shared) for
    the seats still playing at the end, and one shared last rank for every seat that resigned
    or forfeited (also a seat a moderator handed to a bot), whatever its bot scored or when it
    left: leaving later earns nothing over leaving first."""
    if len(ranks) != len(resigned):
        raise ValueError("One rank and one resigned flag per seat.")
    playing = [rank for rank, gone in zip(ranks, resigned, strict=True) if not gone]
    # The players still in are ranked among themselves (1 + how many finished ahead), as the
    # result already does (services._with_resignations); the resigners share the next rank.
    return [
        len(playing) + 1 if gone else 1 + sum(1 for other in playing if other < rank)
        for rank, gone in zip(ranks, resigned, strict=True)
    ]


def game_rate(*, skills: Sequence[Skill], ranks: Sequence[int]) -> list[Skill]:
    """Every player's skill after one game, in seat order: ``skills`` before the game and
    ``ranks`` (1 best, equal ranks tie), one per seat, each player a team of one."""
    if not MIN_RATED_PLAYERS <= len(skills) <= MAX_RATED_PLAYERS:
        raise ValueError(f"A rated game has {MIN_RATED_PLAYERS}-{MAX_RATED_PLAYERS} players.")
    if len(ranks) != len(skills):
        raise ValueError("One rank per player.")
    teams = [[_MODEL.create_rating([skill.mu, skill.sigma])] for skill in skills]
    rated = _MODEL.rate(teams, ranks=[float(rank) for rank in ranks])
    return [Skill(team[0].mu, team[0].sigma) for team in rated]
