"""The review chart shows no swing that is only an auction in progress (game/ai/review.py's
`chart_decisions`, the property kit's `unsettled`): in an open auction every bid of the person
is a decision with its own estimate, and Kraken Bay's example drew Anna's line up and down
bid after bid (13, 17, 7, 11, 12, 13, 6, 12, 19, 21 % at the kit's budget, moves 424-476: the
estimates' noise, ±6 points a 32-playout mean; at these tests' 4 playouts 16, 15, 7, 6, 10, 12,
7, 5, 8, 27 %). The chart goes from the last settled point before the auction to the first after
it; the bids are still reviewed, and a swing among them is still marked and listed."""

from __future__ import annotations

from game.ai.review import Replay, walk
from game.reviews import open_save
from tests.review.conftest import save_of
from tests.review.test_review_chart_clock import chart_of, drawn_charts


def auction_moves(game) -> set[int]:
    """The moves whose position has an auction open (the rules' state, walked here)."""
    found: set[int] = set()
    walk(game.start(), game.actions,
         lambda move, state, _action: found.add(move) if state.au_place >= 0 else None)
    return found


def test_an_auction_in_progress_draws_no_point_on_the_chart(app, tmp_path, monkeypatch):
    lines, scene = chart_of(app, tmp_path, monkeypatch, "kraken_bay")
    auction = auction_moves(open_save(save_of("kraken_bay")))
    bids = [d for d in scene.review.decisions if d.move in auction]
    assert len(bids) >= 20, "Anna bids in a long auction"
    for line in lines:
        assert [m for m, _v in line.points if m in auction] == [], "no point in an auction"
    person = dict(lines[-1].points)
    settled = [d for d in scene.review.decisions if d.move not in auction]
    assert all(person[d.move] == round(d.before[scene.review.seat] * 100) for d in settled), \
        "every decision in a settled position is drawn with its estimate"
    first, last = min(auction), max(auction)
    assert any(m < first for m in person) and any(m > last for m in person)


def test_a_swing_in_an_auction_stays_marked_and_listed(app, tmp_path, monkeypatch):
    """A bid that lost the most is still the biggest swing: its card and its mark on the
    chart stay, only the line has no point of its own there."""
    from dataclasses import replace

    from tests.scenes.test_review_screen import kept_copy, open_screen, quick_review

    review = quick_review("kraken_bay")
    auction = auction_moves(open_save(save_of("kraken_bay")))
    index = next(i for i, d in enumerate(review.decisions) if d.move in auction)
    played = review.decisions[index]
    bid = replace(played, preferred=("drop",), after_preferred=played.before)  # a costly bid
    decisions = (*review.decisions[:index], bid, *review.decisions[index + 1:])
    charts = drawn_charts(monkeypatch)
    scene = open_screen(app, kept_copy(tmp_path / "saves", "kraken_bay",
                                       replace(review, decisions=decisions,
                                               swing_indices=(index,))))
    scene.draw(app.screen)
    lines, swings, _words = charts[-1]
    assert scene.review.swings == [bid] and list(swings) == [bid]
    assert scene.move == bid.move, "it opens at the bid"
    assert bid.move not in dict(lines[-1].points)


def test_a_replay_without_the_kits_word_skips_nothing():
    """Tycoon's and Speedtycoon's kits name nothing unsettled: every decision is drawn."""
    game = open_save(save_of("tycoon"))
    assert game.replay().unsettled == frozenset()
    assert Replay.of(game.start(), game.actions).unsettled == frozenset()
