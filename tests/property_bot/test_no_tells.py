"""No tells (issue 27 point 3): no reason a computer gives shows one of its private numbers —
what a place is worth to it, its bid ceiling, its reserve, its gain or margin in a trade. A
person who read "Gull's Rest is worth 132 to it" bid 140 and won; a rejection that said "it
would gain -121" let a person home in on the price. Reasons say why in words; the numbers a
reason may show are the board's (prices, costs, cash, debts, bids and offers made).

The sweep plays each level against league members that bid, trade and offer (so auctions,
offers, counters and rejections all come up), renders every reason in de, en and ru, and fails
on any number in the text that is one of the seat's private values at that decision and not a
number the board shows anyway."""

from __future__ import annotations

import re
from random import Random

import pytest

from game.core.i18n import read_locale_file
from game.core.paths import locales_dir
from game.property.bot import value
from game.property.bot.levels import STYLES, choose
from game.property.bot.trades import assess
from game.property.rules import auction, new_game
from tools import league

LANGS = ("de", "en", "ru")
#: Each reason's text; a text with plural forms as all its forms together.
TEXTS = {lang: {key: text if isinstance(text, str) else " ".join(text.values()) for key, text
                in read_locale_file(locales_dir() / f"property_bot.{lang}.json", lang)
                ["reason"].items()}
         for lang in LANGS}
PLACEHOLDER = re.compile(r"%\{(\w+)\}")
NUMBER = re.compile(r"-?\d+")
MEMBERS = league.league_module("kraken_bay").MEMBERS
FIELD = ("set_trader", "outside_trader", "auction_bidder")


def _private(s, seat: int, level: str) -> set[int]:
    """The seat's own numbers at this decision: reserve, worth of the place at stake, the
    spare cash above the reserve, and an open offer's gains, margin and reserve after."""
    style = STYLES[level]
    out = set()
    keep = value.reserve(s, seat)
    out |= {keep, int(keep * style.reserve_scale), s.cash[seat] - keep}
    for horizon in {style.horizon, value.rounds_left(s, style.horizon)}:
        for p in (s.au_place, s.pos[seat]):
            if p >= 0 and s.rs.price[p] and s.owner[p] < 0:
                out.add(value.worth(s, p, seat, horizon))
        if s.tr_terms is not None and s.tr_to == seat:
            v = assess(s, seat, horizon)
            out |= {round(v.mine), round(v.theirs), round(v.margin), v.reserve_after}
    return {x for x in out if abs(x) > 12}


def _public(s) -> set[int]:
    """Numbers anyone at the table can read off the board."""
    rs = s.rs
    out = set(s.cash) | set(rs.price) | set(rs.build_cost) | set(rs.unmortgage)
    out |= {rs.mortgage_value(p) for p in rs.ownable} | {rs.jail_fine}
    out |= {x for rents in rs.rents for x in rents}
    if s.au_place >= 0:
        out |= set(auction.bid_choices(s)) | {auction.min_bid(s), s.au_high}
    if s.dues:
        out.add(s.dues[2])
    if s.tr_terms is not None:
        out |= {s.tr_terms.give_cash, s.tr_terms.get_cash}
    return out


def _rendered(key: str, params: dict) -> list[str]:
    name = key.removeprefix("property_bot.reason.")
    return [PLACEHOLDER.sub(lambda m: str(params.get(m.group(1), "")), TEXTS[lang][name])
            for lang in LANGS]


def _decisions(ruleset: str, level: str, seed: int):
    """(state, seat, reason) at every decision of ``level`` on seat seed % 4 against the field."""
    s = new_game(4, seed, {"ruleset": ruleset, "round_cap": 25})
    hero = seed % 4
    rng = Random(seed)
    k = 0
    while not s.is_terminal() and k < 3000:
        seat = s.current_player
        if seat == hero:
            reply = choose(s, seat, level, None, seed * 1000 + k)
            a, reason = reply.action, reply.reason
            yield s.clone(), seat, reason
        else:
            a = MEMBERS[FIELD[(seat - hero) % 4 - 1]](s, seat, rng)
        s.apply(a)
        k += 1


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_reason_shows_a_private_number(ruleset, level):
    keys = set()
    for seed in (1, 2):
        for s, seat, (key, params) in _decisions(ruleset, level, seed):
            keys.add(key)
            secret = _private(s, seat, level) - _public(s)
            for text in _rendered(key, params):
                shown = {int(n) for n in NUMBER.findall(text)}
                assert not shown & secret, (key, text, sorted(shown & secret))
    assert len(keys) >= 8
    if level != "easy":     # the offers a computer makes (to people too) are checked as well
        assert any(key.startswith("property_bot.reason.offer") for key in keys), keys


def test_no_reason_text_has_a_placeholder_for_a_private_number():
    private = {"worth", "reserve", "spare", "gain", "rival_gain", "margin", "ceiling"}
    for lang in LANGS:
        for name, text in TEXTS[lang].items():
            assert not set(PLACEHOLDER.findall(text)) & private, (lang, name, text)
