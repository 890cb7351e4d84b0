"""The rating arithmetic against Weng and Lin's published update (JMLR 12, 2011, Algorithm 4:
the Plackett-Luce model, as openskill implements it), worked by hand for each case.

With every player a team of one, before a game each sigma^2 becomes sigma^2 + tau^2 (written
s2 below), then:

    c      = sqrt(sum over players of (s2 + beta^2))
    C_q    = the players ranked at or below q (rank >= rank of q); A_q = players tied with q
    p_iq   = exp(mu_i / c) / (sum over s in C_q of exp(mu_s / c))
    omega  = s2_i / c          * sum over q ranked at or above i of ([q = i] - p_iq) / A_q
    delta  = gamma * s2_i / c^2 * sum over q ranked at or above i of p_iq (1 - p_iq) / A_q
    gamma  = sqrt(s2_i) / c
    mu'    = mu_i + omega;  sigma' = sqrt(s2_i) * sqrt(max(1 - delta, kappa))

The expected numbers are these formulas evaluated for each case, the literals beside them
worked out with a calculator; the library is only what is checked. (openskill 6.2 then
averages the mu changes of tied teams: a no-op as it is written, since it measures each
change against the already updated rating; the tie case below would catch a version where
it is not, and ``manage.py ratings_rebuild`` would be due.)
"""

from __future__ import annotations

import math

import pytest

from games.ratings import (
    BETA,
    KAPPA,
    MU,
    NEW_PLAYER,
    SIGMA,
    TAU,
    Skill,
    display_rating,
    game_rate,
    is_provisional,
    rating_ranks,
)

CLOSE = 1e-12


def _close(actual: Skill, mu: float, sigma: float) -> None:
    assert actual.mu == pytest.approx(mu, rel=CLOSE, abs=CLOSE)
    assert actual.sigma == pytest.approx(sigma, rel=CLOSE, abs=CLOSE)


def _sigma_after(s2: float, c: float, delta_sum: float) -> float:
    gamma = math.sqrt(s2) / c
    return math.sqrt(s2) * math.sqrt(max(1 - gamma * s2 / c**2 * delta_sum, KAPPA))


def test_the_parameters_are_the_published_defaults() -> None:
    assert (MU, SIGMA, BETA, TAU, KAPPA) == (25.0, 25 / 3, 25 / 6, 25 / 300, 0.0001)


def test_two_new_players_one_wins() -> None:
    s2 = SIGMA**2 + TAU**2  # 69.444444 + 0.006944 = 69.451389
    c = math.sqrt(2 * (s2 + BETA**2))  # sqrt(2 * (69.451389 + 17.361111)) = 13.176684
    # Equal means: p = 1/2 over both players (q = winner), p = 1 for the loser alone.
    winner_omega = s2 / c * (1 - 1 / 2)  # +2.635389
    loser_omega = s2 / c * ((0 - 1 / 2) + (1 - 1))  # -2.635389
    delta_sum = 1 / 2 * (1 - 1 / 2)  # winner: q = winner only; loser: + 1 * (1 - 1) = 0
    winner, loser = game_rate(skills=[NEW_PLAYER, NEW_PLAYER], ranks=[1, 2])
    _close(winner, MU + winner_omega, _sigma_after(s2, c, delta_sum))
    _close(loser, MU + loser_omega, _sigma_after(s2, c, delta_sum))
    assert winner.mu == pytest.approx(27.635389, abs=1e-6)
    assert loser.mu == pytest.approx(22.364611, abs=1e-6)
    assert winner.sigma == loser.sigma == pytest.approx(8.065901, abs=1e-6)
    # Shown: 1000 + 30 * (27.635389 - 3 * 8.065901) = 1103.12 and 1000 - 54.93 = 945.07.
    assert (display_rating(winner), display_rating(loser)) == (1103, 945)


def test_three_new_players_finish_first_second_third() -> None:
    s2 = SIGMA**2 + TAU**2
    c = math.sqrt(3 * (s2 + BETA**2))  # sqrt(3 * 86.8125) = 16.137921
    # Equal means: p over C_1 (all three) = 1/3, over C_2 (second, third) = 1/2, C_3 = 1.
    omegas = [
        (1 - 1 / 3),  # first: q = first
        (0 - 1 / 3) + (1 - 1 / 2),  # second: q = first, second
        (0 - 1 / 3) + (0 - 1 / 2) + (1 - 1),  # third: q = first, second, third
    ]
    delta_sums = [
        1 / 3 * 2 / 3,
        1 / 3 * 2 / 3 + 1 / 2 * 1 / 2,
        1 / 3 * 2 / 3 + 1 / 2 * 1 / 2 + 1 * 0,
    ]
    after = game_rate(skills=[NEW_PLAYER] * 3, ranks=[1, 2, 3])
    for skill, omega, delta_sum in zip(after, omegas, delta_sums, strict=True):
        _close(skill, MU + s2 / c * omega, _sigma_after(s2, c, delta_sum))
    assert [round(s.mu, 6) for s in after] == [27.869049, 25.717262, 21.413689]
    assert [round(s.sigma, 6) for s in after] == [8.205243, 8.058224, 8.058224]


def test_a_tie_between_a_settled_and_a_new_player() -> None:
    settled = Skill(30.0, 5.0)
    s2_a = settled.sigma**2 + TAU**2  # 25.006944
    s2_b = SIGMA**2 + TAU**2  # 69.451389
    c = math.sqrt(s2_a + BETA**2 + s2_b + BETA**2)  # sqrt(129.180556) = 11.365763
    e_a, e_b = math.exp(30.0 / c), math.exp(25.0 / c)
    # Tied: each player's C_q holds both, for both q, and A_q = 2.
    p_a = e_a / (e_a + e_b)  # 0.608236: the favourite
    p_b = e_b / (e_a + e_b)
    omega_a = s2_a / c * (((1 - p_a) + (0 - p_a)) / 2)  # the favourite loses a little
    omega_b = s2_b / c * (((0 - p_b) + (1 - p_b)) / 2)  # the new player gains
    delta_a = 2 * (p_a * (1 - p_a) / 2)
    delta_b = 2 * (p_b * (1 - p_b) / 2)
    a, b = game_rate(skills=[settled, NEW_PLAYER], ranks=[1, 1])
    _close(a, 30.0 + omega_a, _sigma_after(s2_a, c, delta_a))
    _close(b, MU + omega_b, _sigma_after(s2_b, c, delta_b))
    assert (round(a.mu, 6), round(b.mu, 6)) == (29.761852, 25.661406)
    # Two new players who tie: p = 1/2 each way, omega = 0, only sigma shrinks.
    x, y = game_rate(skills=[NEW_PLAYER, NEW_PLAYER], ranks=[1, 1])
    s2 = SIGMA**2 + TAU**2
    c2 = math.sqrt(2 * (s2 + BETA**2))
    for skill in (x, y):
        _close(skill, MU, _sigma_after(s2, c2, 2 * (1 / 2 * 1 / 2 / 2)))


def test_a_forfeit_ranks_the_seat_last_whatever_its_bot_scored() -> None:
    # Four players: seat 1 forfeited (a bot played on and came second on points), seat 3
    # resigned; seats 0 and 2 played it out, seat 2 first.
    ranks = rating_ranks(ranks=[3, 2, 1, 4], resigned=[False, True, False, True])
    assert ranks == [2, 3, 1, 3]  # the two who left share the last rank
    after = game_rate(skills=[NEW_PLAYER] * 4, ranks=ranks)
    s2 = SIGMA**2 + TAU**2
    c = math.sqrt(4 * (s2 + BETA**2))  # sqrt(347.25) = 18.634645
    # Ranks 1 (seat 2), 2 (seat 0), 3 (seats 1 and 3, A = 2). Equal means: p over C_1 (all
    # four) = 1/4, over C_2 (seat 0 and the two last) = 1/3, over C_3 (the two last) = 1/2.
    first = (1 - 1 / 4), 1 / 4 * 3 / 4
    second = (0 - 1 / 4) + (1 - 1 / 3), 1 / 4 * 3 / 4 + 1 / 3 * 2 / 3
    # A last seat: q = first, second, then both last seats (itself and the other), A_q = 2.
    last = (
        (0 - 1 / 4) + (0 - 1 / 3) + ((1 - 1 / 2) + (0 - 1 / 2)) / 2,
        1 / 4 * 3 / 4 + 1 / 3 * 2 / 3 + 2 * (1 / 2 * 1 / 2) / 2,
    )
    for seat, (omega, delta_sum) in enumerate([second, last, first, last]):
        _close(after[seat], MU + s2 / c * omega, _sigma_after(s2, c, delta_sum))
    assert after[1] == after[3]
    assert round(after[1].mu, 6) == 22.825915  # 25 + 3.727005 * (-7/12)


def test_display_and_provisional() -> None:
    assert display_rating(NEW_PLAYER) == 1000  # 1000 + 30 * (25 - 3 * 25/3)
    assert display_rating(Skill(30.0, 2.0)) == 1000 + 30 * 24
    assert display_rating(Skill(25.0, 25 / 3 - 1 / 60)) == 1002  # 1001.5 rounds up
    assert is_provisional(NEW_PLAYER)
    assert is_provisional(Skill(25.0, 6.01)) and not is_provisional(Skill(25.0, 6.0))


def test_a_rated_game_has_two_to_eight_players() -> None:
    with pytest.raises(ValueError):
        game_rate(skills=[NEW_PLAYER], ranks=[1])
    with pytest.raises(ValueError):
        game_rate(skills=[NEW_PLAYER] * 9, ranks=list(range(1, 10)))
    assert len(game_rate(skills=[NEW_PLAYER] * 8, ranks=[1, 2, 3, 4, 5, 6, 7, 8])) == 8
