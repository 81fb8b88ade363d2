"""Determinize: hidden deck order drawn anew, every public fact kept, nothing leaked."""

import random

import pytest

from game.tycoon.rules import State, new_game


def played(seed=5, moves=40) -> State:
    s = new_game(4, seed)
    r = random.Random(seed)
    for _ in range(moves):
        s.apply(r.choice(s.legal_actions()))
    return s


def public(d: dict) -> dict:
    d = dict(d)
    d.pop("rng")
    decks = d.pop("decks")
    d["deck_sizes"] = {k: sorted(v) for k, v in decks.items()}
    return d


def test_determinize_reshuffles_both_draw_piles_and_keeps_every_public_fact():
    s = played()
    before = s.to_dict()
    det = s.determinize(0, random.Random(1))
    d = det.to_dict()
    assert public(d) == public(before)
    assert d["decks"] != before["decks"]
    assert d["decks"]["scheduled"] != before["decks"]["scheduled"]
    assert d["decks"]["charter"] != before["decks"]["charter"]
    assert d["rng"] != before["rng"]
    assert s.to_dict() == before  # the original is untouched


def test_determinize_is_reproducible_from_the_rng():
    s = played()
    assert s.determinize(1, random.Random(3)) == s.determinize(1, random.Random(3))
    assert s.determinize(1, 42) == s.determinize(1, 42)
    assert s.determinize(1, random.Random(3)) != s.determinize(1, random.Random(4))


def test_determinized_copy_does_not_depend_on_the_hidden_order():
    """Two games that differ only in hidden information give the same determinized copy."""
    s = played()
    other = State.from_dict({**s.to_dict(), "rng": "0123456789abcdef",
                             "decks": {k: v[::-1] for k, v in s.to_dict()["decks"].items()}})
    assert s.determinize(2, random.Random(9)) == other.determinize(2, random.Random(9))


def test_determinized_copy_plays_on():
    det = played().determinize(0, random.Random(2))
    r = random.Random(0)
    while not det.is_terminal():
        det.apply(r.choice(det.legal_actions()))
    assert len(det.final_money()) == 4


def test_observer_must_be_a_seat():
    with pytest.raises(ValueError):
        played().determinize(4, random.Random(1))

