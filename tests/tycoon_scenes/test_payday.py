"""The payday overlay shows exactly what the rules paid: every line, every total, every loan."""

from __future__ import annotations

import pytest

from game.core.i18n import tr
from game.tycoon.rules import LoanExtended, LoanRepaid, Payday
from game.tycoon.scenes.keys import CITY
from tests.tycoon_scenes.autoplay import (
    play_payday,
    play_to_payday,
    settle,
)

#: The computers think in this process (tests/tycoon_scenes/conftest.py): no worker to start.
pytestmark = pytest.mark.think_inline


def _record_events(board) -> list:
    """Every event the rules return from now on (the board's own match, wrapped)."""
    seen: list = []
    apply = board.match.apply

    def recording(action, reason=None):
        events, refused = apply(action, reason)
        seen.extend(events)
        return events, refused

    board.match.apply = recording
    return seen


def _play_to_payday(app, board) -> None:
    """Until the payday overlay shows (after the board has shown the move that led to it)."""
    play_to_payday(app, board)


def test_the_overlay_lists_the_rules_payday_line_by_line(app, board):
    events = _record_events(board)
    app.settings.animation_speed = "normal"  # the count-up runs
    _play_to_payday(app, board)
    overlay = board.payday
    payday = next(ev for ev in events if isinstance(ev, Payday))
    assert overlay.payday is payday and payday.session == 1
    assert overlay.counting
    for column in overlay.columns:
        pp = payday.players[column.seat]
        assert column.total == pp.total
        assert sum(line.amount for line in column.lines) == pp.total
        spread, *rest = column.lines
        assert (spread.amount, spread.params["count"]) == (pp.spread, pp.spread_cities)
        majorities, factories = rest[:len(pp.majorities)], rest[len(pp.majorities):]
        for line, m in zip(majorities, pp.majorities, strict=True):
            assert line.amount == m.amount and line.params["city"] == CITY[m.city]
            assert (line.remark is not None) == m.tie_break
            assert tr(line.key, city=tr(CITY[m.city]), hotels=str(m.hotels)).startswith(
                "1st" if m.place == 1 else "2nd")
        for line, f in zip(factories, pp.factories, strict=True):
            assert line.amount == f.amount and (line.remark is not None) == f.longest
        assert overlay.shown_total(column, overlay.progress) < pp.total or pp.total == 0
    app.click(overlay.next_button)  # the first press finishes the count-up
    assert not overlay.counting
    for column in overlay.columns:
        assert overlay.shown_total(column, overlay.progress) == column.total


def test_loan_lines_and_standings_follow_the_rules(app, board):
    events = _record_events(board)
    _play_to_payday(app, board)
    overlay = board.payday
    while board.payday is overlay and overlay.stage != "standings":
        play_payday(app, board)
        settle(app, board)
    loan_events = [ev for ev in events if isinstance(ev, LoanRepaid | LoanExtended)]
    shown = [line for column in overlay.columns for line in column.loan_lines]
    assert sorted((line.seat, line.card) for line in shown) == sorted(
        (ev.seat, ev.card) for ev in loan_events)
    for line in shown:
        ev = next(e for e in loan_events if e.card == line.card and e.seat == line.seat)
        assert line.amount == (ev.amount if isinstance(ev, LoanRepaid) else ev.due_next)
    from game.tycoon import rules

    worth = rules.net_worth(board.match.state)
    assert [net for _cash, net in overlay.standings] == worth
    app.click(overlay.next_button)
    assert board.payday is None


def test_a_computers_repay_or_extend_shows_its_reason_on_the_card(app, board):
    _play_to_payday(app, board)
    overlay = board.payday
    while board.payday is overlay and overlay.stage != "standings":
        play_payday(app, board)
        settle(app, board)
    person, computer = sorted(overlay.columns, key=lambda column: column.seat)
    texts = board.view.texts
    assert all(not whys for _label, _amount, whys in overlay.settled(person, texts)), \
        "a person's own choice needs no explanation"
    assert any(line.chosen for line in computer.loan_lines)
    explained = [(label, why) for label, _amount, whys in overlay.settled(computer, texts)
                 for why in whys]
    assert explained
    for label, (key, _params) in explained:  # each reason stands under the choice it explains
        repaid = texts.t("tycoon_play.payday.repaid", card="", count=1).split()[-1]
        assert key.startswith("tycoon_ai.reason.repay") == (repaid in label), (label, key)
    key, params = explained[-1][1]
    assert key.startswith("tycoon_ai.reason.")
    said = board.view.texts.reason(key, params, ("Anna", "Blue (easy)"))
    money = [board.view.texts.money(value) for value in params.values()]
    assert all(amount in said for amount in money), said


def test_loans_start_under_the_income_and_leave_room_for_many_cards(app, board):
    from game.tycoon.scenes.payday_overlay import INCOME_TOP, LINE_H, STANDINGS_TOP

    _play_to_payday(app, board)
    overlay = board.payday
    longest = max(len(column.lines) for column in overlay.columns)
    assert longest <= 6, "this game's first payday has short income lists"
    # Each line takes LINE_H; a remark that does not fit beside it takes another LINE_H - 5.
    income_bottom = INCOME_TOP + 2 + max(
        LINE_H * len(column.lines) + (LINE_H - 5) * sum(1 for line in column.lines
                                                        if line.remark)
        for column in overlay.columns)
    assert overlay.loans_top - 46 >= income_bottom, "the income total sits under its lines"
    assert overlay.loans_top + 22 + 9 * LINE_H <= STANDINGS_TOP - 8, "nine loan lines fit"


def _ink_runs(surface, rect, top: int, bottom: int, paper) -> int:
    """How many separate bands of rows between `top` and `bottom` carry ink inside `rect`."""
    runs, inked_before = 0, False
    for y in range(top, bottom):
        inked = any(surface.get_at((x, y))[:3] != paper for x in range(rect.x, rect.right))
        runs += inked and not inked_before
        inked_before = inked
    return runs


def test_a_tie_note_under_its_line_leaves_a_gap_under_the_parentheses(app, board):
    """German "Gleichstand: früheres Hotel" has no room beside "2. in Monaco (2 Hotels)": it
    goes under it, and the line's parentheses must not touch the note's capitals."""
    from dataclasses import replace

    from game.tycoon.scenes.payday_overlay import INCOME_TOP, LINE_H, PANEL

    _play_to_payday(app, board)
    overlay = board.payday
    column = overlay.columns[0]
    column.rect.width = 300  # too narrow for the note beside the line
    column.lines[1] = replace(column.lines[1], remark="tycoon_play.payday.tie_break")
    composed = overlay._compose(board.view.texts, len(column.lines))
    top = INCOME_TOP + 2 + LINE_H + 1  # under the first line's descenders: the second line
    assert _ink_runs(composed, column.rect, top, top + LINE_H + 15, PANEL) == 2, \
        "the line and its note are two bands of ink with a clear row between"


def test_the_loans_heading_comes_with_the_loans_not_over_an_empty_area(app, board):
    """While the income counts, the card's lower half is still empty: no "Loans" heading
    (nor its rule) stands over it until Continue brings the loans under it."""
    from game.tycoon.scenes.payday_overlay import PAD, PANEL
    from game.tycoon.view import layout

    _play_to_payday(app, board)
    overlay = board.payday
    band = layout.OVERLAY.inflate(-2 * PAD, 0)
    heading = (overlay.loans_top - 9, overlay.loans_top + 14)  # the rule and the word

    def inked() -> int:
        composed = overlay._compose(board.view.texts, len(overlay.columns[0].lines))
        return _ink_runs(composed, band, *heading, PANEL)

    assert overlay.stage == "income"
    assert inked() == 0, "nothing stands where the loans will come"
    while overlay.stage == "income":
        app.click(overlay.next_button)
    assert inked() > 0, "the loans come with their heading"


def test_a_computers_repay_news_is_read_on_the_card_not_on_the_hidden_news_line(app, board):
    """The news line is not drawn while the payday card is up: a computer's repay or extend
    said there was never read, or came up stale once the card closed. Its reason stands on
    the card under the choice (the test above), and the news line stays out of it."""
    _play_to_payday(app, board)
    overlay = board.payday
    said_under_card: list[str] = []
    show = board.toast.show

    def recording(text, colour=None):
        if board.payday is not None:
            said_under_card.append(text)
        show(text, colour)

    board.toast.show = recording
    while board.payday is overlay and overlay.stage != "standings":
        play_payday(app, board)
        settle(app, board)
    texts = board.view.texts
    computer = max(overlay.columns, key=lambda column: column.seat)
    reasons = [texts.reason(*why, overlay.names)
               for _label, _amount, whys in overlay.settled(computer, texts) for why in whys]
    assert reasons, "the card says why the computer repaid or extended"
    assert not [text for text in said_under_card if any(r in text for r in reasons)], \
        said_under_card
    assert board.announced is None or board.announced[0] not in said_under_card
