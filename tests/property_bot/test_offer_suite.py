"""The offers of issue 27 that hurt a computer that takes them: spending cash down (or parking
it with a friend at the table) before buying a set piece, offers when time is up, the last
ferry or power station, junk for a set piece, a set piece at a price raised step by step,
and a computer's own set split for a little over its list price. Normal and Hard refuse every
one; Easy refuses every one that hands the person a set or a monopoly."""

from __future__ import annotations

import pytest

from game.property.bot.levels import choose
from game.property.rules import Offer, Terms
from game.property.rules.actions import REJECT
from game.property.rules.rulesets import FERRY, POWER
from tests.property_bot.board import POST_ROLL, at, board, give

PERSON, BOT, FRIEND = 0, 1, 2
RULESETS = ("kraken_bay", "menedzher")


def _base(ruleset: str):
    """The person holds two places of set 3, the bot the third (``c``); each holds a loose
    place of sets 1 and 5; the bot holds set 2 whole; the friend owns set 6 built to the top
    (the rent a reserve must cover)."""
    s = board(ruleset)
    rs = s.rs
    a, b, c = rs.sets[3]
    give(s, PERSON, a, b)
    give(s, BOT, c)
    give(s, PERSON, rs.sets[1][0], rs.sets[5][0])
    give(s, BOT, rs.sets[1][1], rs.sets[5][1])
    give(s, BOT, *rs.sets[2])
    give(s, FRIEND, *rs.sets[6], level=rs.top_level)
    at(s, PERSON, POST_ROLL)
    return s


def _cash(s, seat: int, amount: int) -> None:
    """Set a seat's cash, the bank's ledger kept (the rest went to the friend: parked)."""
    s.bank -= amount - s.cash[seat]
    s.cash[seat] = amount
    s._legal = None


def _mult(price: int, k: float, step: int) -> int:
    return -(-int(price * k) // step) * step


def _cases(ruleset: str) -> list[tuple[str, object, Terms, bool]]:
    """(name, state, terms seen from the person, hands the person a set or monopoly)."""
    out = []
    s0 = _base(ruleset)
    rs = s0.rs
    step = rs.auction_step
    c = rs.sets[3][2]
    price = rs.price[c]
    e1, e2 = rs.sets[1][0], rs.sets[5][0]
    mine = rs.sets[2]

    # spending down: the person keeps just what it offers (lifted mortgages, bought houses)
    for k in (1.1, 1.5, 2.0, 3.0, 4.0):
        s = s0.clone()
        pay = _mult(price, k, step)
        _cash(s, PERSON, pay)
        out.append((f"spent down, set piece for {k} x list", s, Terms((), pay, 0, (c,)), True))
    s = s0.clone()
    give(s, PERSON, e1, mort=True)
    _cash(s, PERSON, _mult(price, 2.0, step))
    out.append(("mortgaged a place to look poor, set piece for 2 x list", s,
                Terms((), _mult(price, 2.0, step), 0, (c,)), True))
    # parked cash: the friend holds the person's money
    for k in (1.25, 2.5):
        s = s0.clone()
        pay = _mult(price, k, step)
        _cash(s, PERSON, pay + step)
        _cash(s, FRIEND, s.cash[FRIEND] + 3000 * step // 10)
        out.append((f"parked cash, set piece for {k} x list", s, Terms((), pay, 0, (c,)), True))
    # junk for a set piece
    junk = [("two loose places", Terms((e1, e2), 0, 0, (c,))),
            ("a loose place and a little cash", Terms((e1,), price // 4 // step * step, 0, (c,))),
            ("a pass", Terms((), 0, 1, (c,))),
            ("a pass and a loose place", Terms((e2,), 0, 1, (c,)))]
    for name, t in junk:
        s = s0.clone()
        s.held[PERSON] = [0, 1]
        out.append((f"junk for a set piece: {name}", s, t, True))
    # a price raised step by step, offer after offer
    for n in (1, 3, 6, 10):
        s = s0.clone()
        pay = price + n * 2 * step
        out.append((f"repeated offer, raised {n} times", s, Terms((), pay, 0, (c,)), True))
    # time is up: every income ahead is gone; only net worth counts
    x, y, z = rs.sets[4]
    for k in (1.0, 1.05):
        s = s0.clone()
        s.time_limit, s.time_up = 60, True
        out.append((f"time up, set piece for {k} x list", s,
                    Terms((), _mult(price, k, step), 0, (c,)), True))
    for k in (1.1, 1.3, 2.0):
        s = s0.clone()
        give(s, BOT, x, y)
        give(s, PERSON, z)
        s.time_limit, s.time_up = 60, True
        out.append((f"time up, the bot's own set completed for {k} x list", s,
                    Terms((z,), 0, 0, (), _mult(rs.price[z], k, step)), False))
    s = s0.clone()
    s.time_limit, s.time_up = 60, True
    out.append(("time up, a loose place for 1.2 x list", s,
                Terms((e1,), 0, 0, (), _mult(rs.price[e1], 1.2, step)), False))
    # the bot's own set split
    for k in (1.1, 1.5):
        s = s0.clone()
        out.append((f"one piece of the bot's set for {k} x list", s,
                    Terms((), _mult(rs.price[mine[0]], k, step), 0, (mine[0],)), False))
        s = s0.clone()
        two = sum(rs.price[p] for p in mine[:2])
        out.append((f"two pieces of the bot's set for {k} x list", s,
                    Terms((), _mult(two, k, step), 0, mine[:2]), False))
    # ferries and power stations (Kraken Bay): the last one makes a monopoly
    ferries = [p for p in rs.ownable if rs.kind[p] == FERRY]
    stations = [p for p in rs.ownable if rs.kind[p] == POWER]
    if ferries:
        for k in (1.1, 1.5, 2.0, 3.0):
            s = s0.clone()
            give(s, PERSON, *ferries[:3])
            give(s, BOT, ferries[3])
            out.append((f"the fourth ferry for {k} x list", s,
                        Terms((), _mult(rs.price[ferries[3]], k, step), 0, (ferries[3],)), True))
        s = s0.clone()
        give(s, PERSON, *ferries[:3])
        give(s, BOT, ferries[3])
        out.append(("the fourth ferry for a loose place and cash", s,
                    Terms((e1,), rs.price[ferries[3]] // 2, 0, (ferries[3],)), True))
        for k in (1.1, 1.5, 2.0):
            s = s0.clone()
            give(s, PERSON, stations[0])
            give(s, BOT, stations[1])
            out.append((f"the second power station for {k} x list", s,
                        Terms((), _mult(rs.price[stations[1]], k, step), 0, (stations[1],)),
                        True))
    return out


def _answer(s, terms: Terms, level: str):
    s = s.clone()
    s.apply(Offer(BOT, terms))
    assert s.current_player == BOT
    reply = choose(s, BOT, level, None, 27)
    return reply.action, reply.reason


SUITE = [(r, i) for r in RULESETS for i in range(len(_cases(r)))]


def test_the_suite_holds_at_least_thirty_legal_offers():
    assert len(SUITE) >= 30
    for r in RULESETS:
        cases = _cases(r)
        assert len(cases) >= 25
        for name, s, t, _ in cases:
            assert s.is_legal(Offer(BOT, t)), (r, name)


@pytest.mark.parametrize(("ruleset", "index"), SUITE)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_normal_and_hard_refuse_every_offer_of_the_suite(ruleset, index, level):
    name, s, terms, _ = _cases(ruleset)[index]
    a, (key, _) = _answer(s, terms, level)
    assert a == REJECT or key == "property_bot.reason.counter", (name, key)
    assert key.startswith(("property_bot.reason.reject", "property_bot.reason.counter"))


GIVING = [(r, i) for r, i in SUITE if _cases(r)[i][3]]


@pytest.mark.parametrize(("ruleset", "index"), GIVING)
def test_easy_refuses_every_offer_that_hands_over_a_set_or_a_monopoly(ruleset, index):
    name, s, terms, _ = _cases(ruleset)[index]
    a, (key, _) = _answer(s, terms, "easy")
    assert a == REJECT and key.startswith("property_bot.reason.reject_set"), (name, key)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_when_time_is_up_a_set_piece_sells_for_more_than_its_list_price(ruleset):
    """Valued by the rounds really left: once time is up a set earns nothing more, so 1.5 ×
    the list price is net worth gained (Normal sells; Easy still never hands over a set)."""
    s = _base(ruleset)
    rs = s.rs
    c = rs.sets[3][2]
    s.time_limit, s.time_up = 60, True
    terms = Terms((), _mult(rs.price[c], 1.5, rs.auction_step), 0, (c,))
    assert _answer(s, terms, "normal")[0] != REJECT
    assert _answer(s, terms, "easy")[0] == REJECT
    s.time_up = False
    assert _answer(s, terms, "normal")[0] == REJECT, "with rounds to come the set is worth more"
