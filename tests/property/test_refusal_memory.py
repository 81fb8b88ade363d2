"""The rules remember, past the round, which negotiations ended in a refusal and on which terms
(`tr_refused`, `tr_refused_terms`, docs/rules-property.md items 19, 20: the computers read it
so they do not ask a seat that turned them down again for a while, unless clearly cheaper).
The memory is saved, old saves load without it, and a snapshot claiming a refusal still to
come, or terms without a refusal, is refused with the invariant's name."""

import json

import pytest

from game.core.paths import UserPaths
from game.core.save_format import SaveError
from game.core.saves import SaveStore, new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.rules import State
from game.property.rules.actions import REJECT, Counter, Offer, Terms
from tests.property.table import Table


def _swap() -> Offer:
    return Offer(1, Terms(give_places=(8,), give_cash=100, get_places=(18,)))


def _refused(s, opener: int, other: int) -> int:
    return s.tr_refused[opener * s.n + other]


def _terms(s, opener: int, other: int) -> str:
    return s.tr_refused_terms[opener * s.n + other]


def test_a_refusal_is_remembered_after_the_round_while_the_repeat_ban_ends():
    t = Table().own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.do("reject")
    assert _refused(t.s, 0, 1) == 1 and _refused(t.s, 1, 0) == -1
    assert _terms(t.s, 0, 1) == str(_swap()) and _terms(t.s, 1, 0) == ""
    t.s.round = 2                      # as turn.py starts the next round: D33 ends
    t.s.tr_rejected.clear()
    t.s._legal = None
    t.s.apply(_swap())                 # the same offer is legal again a round later
    assert t.s.tr_terms is not None
    t.do("reject")
    assert _refused(t.s, 0, 1) == 2


def test_a_counter_refused_by_the_opener_counts_for_the_negotiation_the_opener_opened():
    t = Table().own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.s.apply(Counter(Terms(give_places=(18,), get_places=(8,), get_cash=150)))
    t.do("reject")                     # seat 0 turns down seat 1's counter
    assert _refused(t.s, 0, 1) == 1 and _refused(t.s, 1, 0) == -1
    # the last terms on the table (seat 1's counter), seen from the opener: 8 and 150 for 18
    assert _terms(t.s, 0, 1) == str(Offer(1, Terms(give_places=(8,), give_cash=150,
                                                   get_places=(18,))))
    assert _terms(t.s, 1, 0) == ""


def test_an_accepted_trade_is_no_refusal():
    t = Table().own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.do("accept")
    assert set(t.s.tr_refused) == {-1} and set(t.s.tr_refused_terms) == {""}


def test_the_memory_goes_through_the_snapshot_and_old_snapshots_have_none():
    t = Table(players=3).own(0, 8).own(1, 18)
    t.s.apply(_swap())
    t.do("reject")
    d = t.s.to_dict()
    assert d["tr_refused"] == [-1, 1, -1, -1, -1, -1, -1, -1, -1]
    assert d["tr_refused_terms"] == ["", str(_swap())] + [""] * 7
    assert State.from_dict(d) == t.s
    tenth = {k: v for k, v in d.items() if k != "tr_refused_terms"}    # rounds, no terms
    assert State.from_dict(tenth).tr_refused_terms == [""] * 9
    assert State.from_dict(tenth).tr_refused == d["tr_refused"]
    del d["tr_refused"], d["tr_refused_terms"]      # a save from before the memory
    old = State.from_dict(d)
    assert old.tr_refused == [-1] * 9 and old.tr_refused_terms == [""] * 9
    assert old.legal_actions() == t.s.legal_actions()


@pytest.mark.parametrize("bad, message", [
    ([-1, 5, -1, -1], "refusals_past"),        # a refusal in a round still to come
    ([1, -1, -1, -1], "refusals_past"),        # a seat refusing itself
    ([-1, -1, -1], "tr_refused: expected 4 entries"),
    ([-1, "1", -1, -1], "tr_refused: expected a list of ints"),
])
def test_a_snapshot_with_an_impossible_refusal_is_refused_with_a_reason(bad, message):
    d = Table().s.to_dict()
    d["tr_refused"] = bad
    with pytest.raises(ValueError, match=message):
        State.from_dict(d)


@pytest.mark.parametrize("terms, message", [
    (["", str(_swap()), "", ""], "refused_terms_have_round"),  # terms, but no refusal
    (["", "reject", "", ""], "tr_refused_terms: entry 1 is no offer to seat 1"),
    (["", str(Offer(0, _swap().terms)), "", ""], "entry 1 is no offer to seat 1"),
    (["", "offer {", "", ""], "entry 1 is no offer"),
    (["", 7, "", ""], "tr_refused_terms: expected a list of strs"),
    ([""] * 3, "tr_refused_terms: expected 4 entries"),
])
def test_a_snapshot_with_impossible_refused_terms_is_refused_with_a_reason(terms, message):
    d = Table().s.to_dict()
    d["tr_refused_terms"] = terms
    with pytest.raises(ValueError, match=message):
        State.from_dict(d)


def _saved_game_with_a_refusal(tmp_path):
    """A saved Kraken Bay game in which seat 1 turned down seat 0's offer, and its file."""
    setup = GameSetup("kraken_bay", 3, (Seat("human", "Anna", "red"),
                                        Seat("computer", "Ben", "blue", "normal")))
    entry = game_entry("kraken_bay")
    state, log = entry.start(setup), []
    rules = entry.rules()
    for text in ("roll", "buy", "end_turn", "roll", "buy", "end_turn"):
        action = rules.parse_action(text)
        if action in state.legal_actions():
            state.apply(action)
            log.append(action)
    mine = [p for p in range(state.rs.n_spaces) if state.owner[p] == state.turn]
    theirs = [p for p in range(state.rs.n_spaces) if state.owner[p] == 1 - state.turn]
    for action in (Offer(1 - state.turn, Terms(give_places=tuple(mine),
                                               get_places=tuple(theirs))), REJECT):
        state.apply(action)
        log.append(action)
    assert max(state.tr_refused) >= 1
    store = SaveStore(UserPaths.under(tmp_path), "0123456789ab", games=game_entry)
    saved = store.save_slot("refused", setup, log, state, game_uid=new_game_uid())
    return store, saved.path, state


def test_a_save_from_before_the_memory_loads_and_its_replay_rebuilds_it(tmp_path):
    store, path, state = _saved_game_with_a_refusal(tmp_path)
    data = json.loads(path.read_text("utf-8"))
    del data["snapshot"]["tr_refused"]             # as saves from before it were written
    del data["snapshot"]["tr_refused_terms"]
    path.write_text(json.dumps(data), "utf-8")
    loaded = store.load(path)
    assert loaded.state.tr_refused == state.tr_refused
    assert loaded.state.tr_refused_terms == state.tr_refused_terms != [""] * 4
    assert loaded.state == state


def test_a_save_from_the_tenth_session_loads_and_its_replay_adds_the_terms(tmp_path):
    store, path, state = _saved_game_with_a_refusal(tmp_path)
    data = json.loads(path.read_text("utf-8"))
    del data["snapshot"]["tr_refused_terms"]       # the round was saved, the terms not yet
    path.write_text(json.dumps(data), "utf-8")
    loaded = store.load(path)
    assert loaded.state.tr_refused_terms == state.tr_refused_terms != [""] * 4
    assert loaded.state == state


def test_a_save_whose_memory_does_not_match_its_moves_is_still_refused(tmp_path):
    store, path, _ = _saved_game_with_a_refusal(tmp_path)
    data = json.loads(path.read_text("utf-8"))
    data["snapshot"]["tr_refused"] = [-1] * 4
    data["snapshot"]["tr_refused_terms"] = [""] * 4
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert err.value.key == "saves.error.snapshot_mismatch"


def test_a_save_whose_refused_terms_do_not_match_its_moves_is_refused(tmp_path):
    store, path, state = _saved_game_with_a_refusal(tmp_path)
    data = json.loads(path.read_text("utf-8"))
    k = next(k for k, text in enumerate(state.tr_refused_terms) if text)
    other = k % state.n
    data["snapshot"]["tr_refused_terms"][k] = str(Offer(other, Terms(give_cash=10,
                                                                     get_passes=1)))
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError) as err:
        store.load(path)
    assert err.value.key == "saves.error.snapshot_mismatch"
