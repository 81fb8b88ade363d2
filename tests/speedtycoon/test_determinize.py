"""Determinize (§5): hidden order redrawn, every public fact kept, special cards in their bands;
and the small contract promises a screen relies on (progress, undo barrier)."""

from __future__ import annotations

import random

from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.actions import TakeMoney
from game.speedtycoon.rules.data import NEWS_FIRST, SPECIAL_FIRST


def advanced(seed: int = 4, steps: int = 60, options=None):
    s = new_game(4, seed, options or {"game_type": "tycoon"})
    rng = random.Random(seed)
    for _ in range(steps):
        acts = s.legal_actions()
        s.apply(acts[rng.randrange(len(acts))])
    return s


def gaps(s) -> dict[int, int]:
    """Special card -> its gap in after-setup terms (money cards above it + money drawn)."""
    out = {}
    money_above = 0
    for c in reversed(s.deck):
        if c >= SPECIAL_FIRST:
            out[c] = money_above + s.mdrawn
        else:
            money_above += 1
    return out


def bands(s) -> list[tuple[int, int, int]]:
    return [tuple(s.bands[i:i + 3]) for i in range(0, len(s.bands), 3)]


def test_determinize_keeps_what_every_seat_sees():
    s = advanced()
    for observer in range(4):
        d = s.determinize(observer, random.Random(observer))
        assert d.public_view(observer) == s.public_view(observer)
        assert [str(a) for a in d.legal_actions()] == [str(a) for a in s.legal_actions()]


def test_determinize_redraws_the_deck_the_bag_and_the_rng():
    s = advanced()
    d = s.determinize(0, random.Random(1))
    assert sorted(d.deck) == sorted(s.deck) and d.deck != s.deck
    assert sorted(d.bag) == sorted(s.bag) and d.bag != s.bag
    assert d.rng != s.rng
    assert s.determinize(0, 5) == s.determinize(0, 5)


def test_unseen_special_cards_stay_in_the_untouched_rest_of_their_band():
    s = advanced(steps=30)
    assert s.bands
    for seed in range(30):
        d = s.determinize(1, random.Random(seed))
        where = gaps(d)
        for card, lo, hi in bands(d):
            assert max(lo, d.mdrawn) <= where[card] <= hi


def test_unrevealed_news_cards_are_dealt_anew_over_their_sevenths():
    s = new_game(3, 2, {"modules": "news"})
    first_band = min(bands(s), key=lambda b: b[1])
    seen = set()
    for seed in range(40):
        d = s.determinize(0, random.Random(seed))
        card = next(c for c, lo, hi in bands(d) if (lo, hi) == first_band[1:])
        seen.add(card)
    assert len(seen) > 2 and all(c >= NEWS_FIRST for c in seen)


def test_progress_names_the_last_scoring():
    s = new_game(3, 1)
    assert s.progress()[0] == "speedtycoon.progress.before_startup"
    s.scorings = 1
    assert s.progress() == ("speedtycoon.progress.after_startup", {"turn": s.turn_no})
    s.scorings = 2
    assert s.progress() == ("speedtycoon.progress.after_vc", {"turn": s.turn_no})


def test_undo_stops_at_a_refill_but_not_inside_ones_own_placement():
    s = new_game(3, 1)
    s.lobby_queue = []
    events = s.apply(next(a for a in s.legal_actions() if isinstance(a, TakeMoney)))
    assert s.undo_barrier(events)  # the display was refilled, the next turn began
    assert not s.undo_barrier([])
