"""Every reason the bot gives is true: each claim checked against the states before and after
its plan (issue 17 point 6), and every reason key has English and German text."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

from game.speedtycoon.bot import choose_plan
from game.speedtycoon.bot.reasons import explain
from game.speedtycoon.rules import geometry, queries
from game.speedtycoon.rules.actions import Buy, LobbyBuy, TakeMoney, ToFund
from game.speedtycoon.rules.data import (
    BRANCHES,
    CARD_VALUE,
    COLUMN,
    KIND_FIRST,
    PLACES,
    ROW,
    TILE_BRANCH,
    ZONE_AXIS,
)
from game.speedtycoon.rules.phases import BONUS
from game.speedtycoon.rules.scoring import branch_counts, unicorn_threshold

LOCALES = Path(__file__).resolve().parents[2] / "locales"


def alone_first(s, competitor: int, branch: int) -> bool:
    counts = [row[branch] for row in branch_counts(s)]
    return counts[competitor] > 0 and counts[competitor] == max(counts) \
        and counts.count(counts[competitor]) == 1


def lacks_one_for_unicorn(s, rival: int, branch: int) -> bool:
    empire = sum(1 for t in s.emp[rival].values() if TILE_BRANCH[t] == branch)
    return s.unicorn[branch] == -1 and empire == unicorn_threshold(s, branch) - 1


def place_index(key: str) -> int:
    return [p[0] for p in PLACES].index(key)


def check_claim(key: str, params: dict, before, plan: tuple, after, seat: int) -> None:
    name = key.removeprefix("speedtycoon.reason.")
    first = plan[0]
    if name == "unicorn":
        b = BRANCHES.index(params["branch"])
        assert before.unicorn[b] == -1 and after.unicorn[b] == seat
    elif name == "fund_blocks":
        b = BRANCHES.index(params["branch"])
        assert any(isinstance(a, ToFund) and TILE_BRANCH[a.tile] == b for a in plan)
        assert alone_first(before, params["rival"], b)
        assert not alone_first(after, params["rival"], b)
    elif name == "first_in":
        b = BRANCHES.index(params["branch"])
        assert alone_first(after, seat, b) and not alone_first(before, seat, b)
        assert params["scoring"] == ("startup", "vc", "ipo", "ipo")[before.scorings]
    elif name == "ring":
        old = geometry.ring_length(before.emp[seat])
        assert geometry.ring_length(after.emp[seat]) == params["length"] > old
    elif name == "majority_up":
        b = BRANCHES.index(params["branch"])
        counts = [row[b] for row in branch_counts(after)]
        mine = counts[seat]
        assert mine > 0 and 1 + sum(c > mine for c in counts) == params["rank"]
        assert counts.count(mine) == 1, "a shared place is drawn level, not moved up to"
        old = [row[b] for row in branch_counts(before)]
        assert old[seat] == 0 or 1 + sum(c > old[seat] for c in old) > params["rank"]
        assert params["scoring"] == ("startup", "vc", "ipo", "ipo")[before.scorings]
    elif name in ("majority_level", "majority_level_many", "majority_level_fund"):
        b = BRANCHES.index(params["branch"])
        counts = [row[b] for row in branch_counts(after)]
        mine = counts[seat]
        level = [i for i, c in enumerate(counts) if i != seat and c == mine]
        assert mine > 0 and 1 + sum(c > mine for c in counts) == params["rank"]
        if name == "majority_level_fund":
            assert level == [after.n], "level with the two-player fund alone"
        else:
            assert level == [params["rival"]] if name == "majority_level" else len(level) >= 2
    elif name in ("zone_row", "zone_column"):
        p = place_index(params["place"])
        assert any(isinstance(a, (Buy, LobbyBuy)) and a.p == p for a in plan)
        assert ZONE_AXIS[before.market[p]] == (ROW if name == "zone_row" else COLUMN)
    elif name == "zone_line":
        assert geometry.zone_points(after.emp[seat]) == params["points"] \
            > geometry.zone_points(before.emp[seat])
    elif name in ("exact", "exact_chain"):
        assert isinstance(first, Buy)
        once = before.clone()
        once.apply(first)
        assert once.phase == BONUS, "an exact payment grants one more action"
        if name == "exact":
            assert first.p == place_index(params["place"])
            assert BRANCHES[TILE_BRANCH[before.market[first.p]]] == params["branch"]
        else:
            assert sum(isinstance(a, Buy) for a in plan) == params["count"] >= 2
    elif name == "buy":
        assert isinstance(first, Buy) and first.p == place_index(params["place"])
        assert BRANCHES[TILE_BRANCH[before.market[first.p]]] == params["branch"]
    elif name.startswith("take"):
        assert isinstance(first, TakeMoney) and " ".join(first.cards) == params["cards"]
        # an Insider tip spent is always said, with the tips left after it
        assert first.tip == name.endswith("_tip")
        if first.tip:
            assert params["tips"] == before.tips[seat] - 1
        name = name.removesuffix("_tip")
        if name in ("take_exact", "take_reach"):
            p = place_index(params["place"])
            assert BRANCHES[TILE_BRANCH[before.market[p]]] == params["branch"]
        if name == "take_reach":
            once = before.clone()
            once.apply(first)

            def affords(s) -> bool:
                price = queries.market_prices(s, seat)[p]["price"]
                return bool(queries.payment_options(s, seat, p)) and price > 0

            assert affords(once) and not affords(before)
        if name == "take_exact":
            p = place_index(params["place"])
            once = before.clone()
            once.apply(first)

            def exact(s) -> bool:
                price = queries.market_prices(s, seat)[p]["price"]
                return any(sum(CARD_VALUE[KIND_FIRST[k]] for k in pay) == price
                           for pay in queries.payment_options(s, seat, p))

            assert exact(once) and not exact(before)
    elif name == "blocks_unicorn":
        b = BRANCHES.index(params["branch"])
        assert lacks_one_for_unicorn(before, params["rival"], b) and params["rival"] != seat
        assert [t for t in before.market if t >= 0 and TILE_BRANCH[t] == b] == [
            before.market[a.p] for a in plan
            if isinstance(a, (Buy, LobbyBuy)) and TILE_BRANCH[before.market[a.p]] == b]
    elif name == "lobby_buy":
        assert isinstance(first, LobbyBuy) and first.p == place_index(params["place"])


def test_every_reason_is_true_of_the_move_it_explains(four_player_positions,
                                                      two_player_positions):
    seen: set[str] = set()
    for k, state in enumerate(four_player_positions + two_player_positions):
        seat = state.current_player
        decision = choose_plan(state, seat, "normal", seed=k)
        before = state.determinize(seat, Random(k))  # the copy the decision was made on
        after = before.clone()
        for action in decision.plan:
            after.apply(action)
        key, params = decision.reason
        check_claim(key, params, before, decision.plan, after, seat)
        seen.add(key.removeprefix("speedtycoon.reason."))
    assert {"exact", "first_in", "ring", "majority_up"} <= seen
    assert seen & {"take", "take_exact", "take_reach"}
    assert seen & {"zone_row", "zone_column", "zone_line"}


def test_taking_the_only_building_a_rival_lacks_for_a_unicorn_says_so(four_player_positions,
                                                                     two_player_positions):
    found = 0
    for state in four_player_positions + two_player_positions:
        seat = state.current_player
        for action in state.legal_actions():
            if not isinstance(action, (Buy, LobbyBuy)):
                continue
            b = TILE_BRANCH[state.market[action.p]]
            only = b >= 0 and [TILE_BRANCH[t] for t in state.market if t >= 0].count(b) == 1
            rivals = [r for r in range(state.n) if r != seat and b >= 0
                      and lacks_one_for_unicorn(state, r, b)]
            if not (only and rivals):
                continue
            after = state.clone()
            events = after.apply(action)
            key, params = explain(state, (action,), after, tuple(events), seat)
            assert key == "speedtycoon.reason.blocks_unicorn"
            assert params == {"branch": BRANCHES[b], "rival": rivals[0]}
            check_claim(key, params, state, (action,), after, seat)
            found += 1
    assert found, "the seeded games hold a position where a Unicorn can be blocked"


def test_every_reason_key_has_english_german_and_russian_text():
    english = json.loads((LOCALES / "speedtycoon.en.json").read_text("utf-8"))["en"]["reason"]
    german = json.loads((LOCALES / "speedtycoon.de.json").read_text("utf-8"))["de"]["reason"]
    russian = json.loads((LOCALES / "speedtycoon.ru.json").read_text("utf-8"))["ru"]["reason"]
    assert english.keys() == german.keys() == russian.keys()
    from game.speedtycoon.bot import reasons

    source = Path(reasons.__file__).read_text("utf-8")
    used = {part.split('"')[0] for part in source.split('"speedtycoon.reason.')[1:]}
    assert used and used <= english.keys()


def test_a_take_that_spends_an_insider_tip_warns_with_the_tips_left(four_player_positions):
    """Issue 31: the advice spent a tip without saying so."""
    found = 0
    for state in four_player_positions:
        seat = state.current_player
        for action in state.legal_actions():
            if not (isinstance(action, TakeMoney) and action.tip):
                continue
            after = state.clone()
            events = after.apply(action)
            key, params = explain(state, (action,), after, tuple(events), seat)
            assert key.endswith("_tip") and params["tips"] == state.tips[seat] - 1
            check_claim(key, params, state, (action,), after, seat)
            found += 1
    assert found
