"""Design §6.12: where tokens land. The engine's Markov chain reproduces the published
classic-layout table (Appendix A) and the design's «Менеджер» table (Appendix B); a Monte Carlo
walker with the §6.12 test hooks (one token, cards with replacement, passes without effect,
nothing bought, no money) agrees with them at 200,000 turns per jail policy."""

import pytest

from game.property.rules.landing import landing_table, simulate

# Appendix A, per-roll %: space -> (short, long). Space 30 is never an end point.
APPENDIX_A = {
    0: (3.096, 2.918), 1: (2.131, 2.010), 2: (1.885, 1.778), 3: (2.162, 2.040),
    4: (2.329, 2.197), 5: (2.963, 2.805), 6: (2.262, 2.135), 7: (0.865, 0.816),
    8: (2.321, 2.190), 9: (2.300, 2.171), 10: (2.270, 2.142), 11: (2.702, 2.560),
    12: (2.604, 2.615), 13: (2.372, 2.176), 14: (2.465, 2.425), 15: (2.920, 2.637),
    16: (2.792, 2.679), 17: (2.594, 2.295), 18: (2.936, 2.820), 19: (3.085, 2.812),
    20: (2.884, 2.825), 21: (2.836, 2.614), 22: (1.048, 1.045), 23: (2.736, 2.567),
    24: (3.186, 2.995), 25: (3.066, 2.893), 26: (2.707, 2.540), 27: (2.679, 2.519),
    28: (2.807, 2.655), 29: (2.586, 2.439), 30: (0.000, 0.000), 31: (2.677, 2.525),
    32: (2.625, 2.477), 33: (2.366, 2.229), 34: (2.501, 2.358), 35: (2.433, 2.292),
    36: (0.867, 0.817), 37: (2.186, 2.062), 38: (2.180, 2.056), 39: (2.626, 2.486),
}
A_JAIL, A_ROLLS, A_JAIL_TURNS = (3.950, 9.386), (1.1866, 1.1659), (4.69, 10.94)

APPENDIX_B = {
    0: (3.261, 3.059), 1: (2.389, 2.243), 2: (2.314, 2.172), 3: (2.504, 2.351),
    4: (2.575, 2.416), 5: (1.807, 1.696), 6: (2.606, 2.445), 7: (2.608, 2.447),
    8: (2.548, 2.391), 9: (2.509, 2.355), 10: (2.478, 2.325), 11: (2.574, 2.587),
    12: (2.655, 2.422), 13: (2.792, 2.727), 14: (2.943, 2.630), 15: (2.787, 2.657),
    16: (3.252, 2.858), 17: (3.595, 3.423), 18: (3.123, 2.808), 19: (3.078, 2.997),
    20: (2.876, 2.632), 21: (3.012, 2.984), 22: (2.969, 2.763), 23: (2.130, 1.980),
    24: (3.090, 2.876), 25: (3.066, 2.861), 26: (3.447, 3.227), 27: (0.000, 0.000),
    28: (2.956, 2.782), 29: (2.839, 2.673), 30: (1.909, 1.794), 31: (2.679, 2.517),
    32: (2.597, 2.434), 33: (2.506, 2.350), 34: (2.373, 2.223), 35: (2.815, 2.640),
}
B_JAIL, B_ROLLS = (4.339, 10.255), (1.1857, 1.1631)

ORANGE, RED = (16, 18, 19), (21, 23, 24)
# Published anchors (Collins): set averages in % of rolls, short / long stay.
ANCHORS = {"short": {ORANGE: 2.9377, RED: 2.9191}, "long": {ORANGE: 2.771, RED: 2.7248}}


def _pct(table):
    return [100 * x for x in table.per_roll]


@pytest.mark.parametrize("k, policy", [(0, "short"), (1, "long")])
def test_kraken_bay_markov_chain_reproduces_appendix_A(k, policy):
    table = landing_table("kraken_bay", policy)
    pct = _pct(table)
    for space, values in APPENDIX_A.items():
        assert pct[space] == pytest.approx(values[k], abs=0.0006), f"space {space}"
    assert 100 * table.in_jail == pytest.approx(A_JAIL[k], abs=0.0006)
    assert table.rolls_per_turn == pytest.approx(A_ROLLS[k], abs=0.00006)
    assert 100 * table.jail_turns == pytest.approx(A_JAIL_TURNS[k], abs=0.006)
    assert sum(table.per_roll) + table.in_jail == pytest.approx(1.0)


@pytest.mark.parametrize("policy", ["short", "long"])
def test_kraken_bay_set_averages_match_the_published_anchors(policy):
    pct = _pct(landing_table("kraken_bay", policy))
    for spaces, published in ANCHORS[policy].items():
        assert sum(pct[p] for p in spaces) / 3 == pytest.approx(published, abs=0.0011)


@pytest.mark.parametrize("k, policy", [(0, "short"), (1, "long")])
def test_menedzher_markov_chain_reproduces_appendix_B(k, policy):
    table = landing_table("menedzher", policy)
    pct = _pct(table)
    for space, values in APPENDIX_B.items():
        assert pct[space] == pytest.approx(values[k], abs=0.0006), f"space {space}"
    assert 100 * table.in_jail == pytest.approx(B_JAIL[k], abs=0.0006)
    assert table.rolls_per_turn == pytest.approx(B_ROLLS[k], abs=0.00006)


TURNS = 200_000          # the CI size of §6.12: tolerances 0.25 per space, 0.07 per set


@pytest.mark.parametrize("k, policy", [(0, "short"), (1, "long")])
def test_kraken_bay_dice_cards_and_jail_land_as_published(k, policy):
    counts, _, rolls = simulate("kraken_bay", TURNS, policy, seed=612)
    pct = [100 * c / rolls for c in counts]
    worst = max(abs(pct[p] - APPENDIX_A[p][k]) for p in APPENDIX_A)
    assert worst <= 0.25
    for spaces in (ORANGE, RED):
        reference = sum(APPENDIX_A[p][k] for p in spaces) / 3
        assert abs(sum(pct[p] for p in spaces) / 3 - reference) <= 0.07


@pytest.mark.parametrize("policy", ["short", "long"])
def test_menedzher_dice_cards_and_jail_land_as_its_markov_table(policy):
    counts, _, rolls = simulate("menedzher", TURNS, policy, seed=613)
    reference = _pct(landing_table("menedzher", policy))
    worst = max(abs(100 * c / rolls - ref) for c, ref in zip(counts, reference, strict=True))
    assert worst <= 0.25
