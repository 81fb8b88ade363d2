"""The charts' marked moments keep their labels apart (issue 30.5's labelled axes): two
paydays at the end of a Tycoon game, or a scoring beside "turns 1-31", once wrote over each
other; now a label that does not fit under its line goes one row up."""

from __future__ import annotations

from game.ui.chart import LABEL_GAP, label_places


def spans(xs, widths, places):
    return [(row, centre - w // 2 - 2, centre + w // 2 + 2)
            for w, (centre, row) in zip(widths, places, strict=True)]


def overlaps(placed) -> bool:
    return any(a[0] == b[0] and a[1] < b[2] + LABEL_GAP and b[1] < a[2] + LABEL_GAP
               for i, a in enumerate(placed) for b in placed[i + 1:])


def test_two_close_marks_at_the_end_take_two_rows():
    xs, widths = [300, 410, 425], [60, 60, 60]  # payday 1, then 2 and 3 close to the end
    places = label_places(xs, widths, taken_right=100, left=56, right=430)
    assert [row for _centre, row in places] == [0, 0, 1]
    assert not overlaps(spans(xs, widths, places))
    assert places[2][0] + 32 <= 430, "kept inside the chart"


def test_a_mark_beside_the_turns_label_moves_up_and_far_ones_stay_under_their_lines():
    xs, widths = [70, 200, 460], [48, 90, 30]
    places = label_places(xs, widths, taken_right=110, left=56, right=480)
    assert places[0][1] == 1, "the first scoring sits over 'turns 1-31'"
    assert [row for _c, row in places[1:]] == [0, 0]
    assert [c for c, _row in places[1:]] == [200, 460]
