"""Contract promises the random suite cannot pin down by itself: text forms, refusals that
change nothing, what determinize hides and keeps, snapshots, undo barriers, the invariants."""

import json
import random

import pytest

import game.property.rules as rules
from game.property.options import OPTIONS
from game.property.rules import invariants
from game.property.rules.actions import ActionSyntaxError, Offer, Terms, parse_action
from game.property.rules.queries import default_action
from tests.property.table import Table

TEXTS = ["roll", "pay_fine", "use_pass", "buy", "decline", "bid 160", "drop", "build 16",
         "sell 16", "sell_down kelpwood", "mortgage 16", "unmortgage 16", "accept", "reject",
         "pay", "bankrupt", "end_turn", "time_up",
         'offer {"get":{"cash":0,"passes":0,"places":[18]},"give":{"cash":100,"passes":0,'
         '"places":[8]},"to":1}',
         'offer {"by":2,"get":{"cash":0,"passes":0,"places":[]},"give":{"cash":5,'
         '"passes":0,"places":[]},"to":1}',
         'counter {"get":{"cash":0,"passes":1,"places":[]},"give":{"cash":30,"passes":0,'
         '"places":[]}}']


@pytest.mark.parametrize("text", TEXTS)
def test_every_action_text_reads_back_to_itself(text):
    assert str(parse_action(text)) == text


@pytest.mark.parametrize("text", ["", "fly", "bid", "bid ten", "build -1", "roll 3",
                                  "offer {}", "offer [1]", 'offer {"to":1,"give":{"cash":-5}}',
                                  'counter {"to":1}', "sell_down"])
def test_bad_action_text_gets_a_clear_error(text):
    with pytest.raises(ActionSyntaxError):
        parse_action(text)


def test_offer_text_is_canonical_so_identical_offers_compare_equal():
    a = Offer(1, Terms(give_places=(9, 8), give_cash=5, get_places=(18,)))
    b = parse_action(str(Offer(1, Terms(give_places=(8, 9), give_cash=5, get_places=(18,)))))
    assert a == b and str(a) == str(b)


def test_a_refused_action_changes_nothing():
    t = Table()
    before = json.dumps(t.s.to_dict(), sort_keys=True)
    for text in ("buy", "build 16", "bid 10", "end_turn", "accept"):
        with pytest.raises(rules.IllegalAction):
            t.s.apply(parse_action(text))
    assert json.dumps(t.s.to_dict(), sort_keys=True) == before


def _midgame(ruleset: str, steps: int = 400):
    s = rules.new_game(4, 3, {"ruleset": ruleset})
    rng = random.Random(3)
    for _ in range(steps):
        acts = s.legal_actions()
        s.apply(acts[rng.randrange(len(acts))])
    return s


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_determinize_hides_unseen_cards_and_future_dice_but_keeps_what_is_public(ruleset):
    s = _midgame(ruleset)
    copies = [s.determinize(0, random.Random(k)) for k in range(6)]
    assert all(c.public_view(0) == s.public_view(0) for c in copies)
    assert "rng" not in json.loads(json.dumps(s.public_view(2)))
    assert len({c.rng for c in copies}) == 6 and all(c.rng != s.rng for c in copies)
    hidden = [tuple(c.decks[0][:len(c.decks[0]) - c.seen[0]]) for c in copies]
    assert len(set(hidden)) > 1                 # the unseen order really is redrawn
    for c in copies:                            # the seen bottom of a deck stays in place
        for d, deck in enumerate(c.decks):
            keep = len(deck) - c.seen[d]
            assert deck[keep:] == s.decks[d][keep:]
            assert sorted(deck) == sorted(s.decks[d])


def test_menedzher_cards_seen_going_under_the_deck_are_public(dice):
    t = Table("menedzher").at(0, 3).top_card("S9")
    dice((1, 1))                                   # 3 -> 5: Surprise
    t.do("roll")
    assert t.s.seen[0] == 1
    assert t.s.public_view(1)["decks"][0]["known_bottom"] == [t.s.rs.decks[0].cards.index("S9")]


def test_snapshot_round_trip_and_bad_snapshots_are_refused_with_the_field_named():
    s = _midgame("kraken_bay", 300)
    d = json.loads(json.dumps(s.to_dict()))
    assert rules.State.from_dict(d) == s
    broken = dict(d, cash=[1, 2])
    with pytest.raises(ValueError, match="cash"):
        rules.State.from_dict(broken)
    with pytest.raises(ValueError, match="rsid"):
        rules.State.from_dict(dict(d, rsid="monopoly"))
    with pytest.raises(ValueError, match="owner"):
        rules.State.from_dict(dict(d, owner=["x"] * len(d["owner"])))
    with pytest.raises(ValueError, match="decks"):
        rules.State.from_dict(dict(d, decks=[[0, "A"], []]))
    with pytest.raises(ValueError, match="money_conserved"):
        rules.State.from_dict(dict(d, bank=d["bank"] + 1))
    with pytest.raises(ValueError, match="version"):
        rules.State.from_dict(dict(d, version=99))


def test_undo_stops_at_dice_and_at_other_seats_decisions():
    t = Table().own(0, 16).own(1, 18)
    assert not t.s.undo_barrier(t.do("mortgage 16"))
    assert not t.s.undo_barrier(t.s.apply(Offer(1, Terms(give_cash=10, get_places=(18,)))))
    assert t.s.undo_barrier(t.do("reject"))
    assert t.s.undo_barrier(t.do("roll"))


def test_options_are_checked():
    with pytest.raises(ValueError, match="ruleset"):
        rules.new_game(2, 1, {"ruleset": "monopoly"})
    with pytest.raises(ValueError, match="time_limit_min"):
        rules.new_game(2, 1, {"time_limit_min": 7})
    with pytest.raises(ValueError, match="num_players"):
        rules.new_game(7, 1)
    with pytest.raises(ValueError, match="unknown"):
        rules.new_game(2, 1, {"speed": 3})
    assert rules.new_game(2, 1, {"ruleset": "menedzher", "auctions": False}).auctions
    with pytest.raises(ValueError, match="round_cap"):
        rules.new_game(2, 1, {"round_cap": -1})
    with pytest.raises(ValueError, match="auctions"):
        rules.new_game(2, 1, {"auctions": 1})


def test_a_game_without_options_is_the_game_with_the_option_tables_defaults():
    """One table (game/property/options.py) for the rules, the save loader and the screen."""
    defaults = OPTIONS.read({}, 3)
    assert rules.new_game(3, 7) == rules.new_game(3, 7, defaults)
    s = rules.new_game(3, 7)
    assert (s.auctions, s.time_limit, s.turn_timer, s.round_cap, s.rules_version) == \
        (True, 0, 0, 0, 2)


def test_first_player_comes_from_the_roll_off_and_varies_with_the_seed():
    firsts = {rules.new_game(4, seed).turn for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


@pytest.mark.parametrize("breakage, name", [
    (lambda s: s.cash.__setitem__(0, s.cash[0] + 1), "money_conserved"),
    (lambda s: s.supply.__setitem__(0, s.supply[0] - 1), "small_pieces_conserved"),
    (lambda s: (s.owner.__setitem__(16, 0), s.owner.__setitem__(18, 0),
                s.owner.__setitem__(19, 0), s.level.__setitem__(16, 2),
                s.supply.__setitem__(0, s.supply[0] - 2)), "even_building"),
    (lambda s: s.owner.__setitem__(4, 0), "one_owner_per_place"),
    (lambda s: s.decks[0].pop(), "cards_conserved"),
])
def test_invariants_catch_a_broken_state(breakage, name):
    s = rules.new_game(3, 1)
    invariants.check(s)
    breakage(s)
    with pytest.raises(AssertionError, match=name):
        invariants.check(s)


def test_time_out_defaults_follow_the_table_of_4_8(dice):
    t = Table()
    assert str(default_action(t.s)) == "roll"
    dice((3, 3))
    t.do("roll")                                  # 6: Tidepool Terrace, unowned
    assert str(default_action(t.s)) == "decline"
    t.do("decline")
    assert str(default_action(t.s)) == "drop"
