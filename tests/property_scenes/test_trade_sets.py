"""The offer panel names a colour set the trade completes, or brings within one place, for
each side (session 24): the hint accepted for "the sets they may complete" while the panel's
rent figures read "0 now, 0 after" (a set pays more only once whole), so a player could not
check the hint on the panel. Words only, from the places' owners; no computer's numbers."""

from __future__ import annotations

import pytest

from game.property.rules import Offer, Terms
from game.property.scenes.trade_draft import TradeDraft, draft_preview
from game.ui import fonts
from game.ui.text import wrap
from tests.property_scenes.test_trade_flow import own_turn

#: The words each language uses for the Driftwood set (Kraken Bay's first) completed, or one
#: place short, for the person.
COMPLETES = {"de": "Du vervollständigst die Gruppe Treibholz",
             "en": "You complete the Driftwood set",
             "ru": "Вы соберёте группу «"}
NEARER = {"de": "Dir fehlt dann nur ein Ort der Gruppe Treibholz",
          "en": "You would be one place short of the Driftwood set",
          "ru": "Вам не хватит одного поля группы «"}


def lines(board, get=(), give=()) -> list[str]:
    """The outlook lines of a draft that takes `get` from Ben (seat 1) and gives `give`."""
    s = board.match.state
    if board.draft is None:
        board.open_trade()                    # the panel's partner: Ben, the first tab
    assert board.draft.partner == 1
    draft = TradeDraft(0, 1, give=set(give), get=set(get), give_cash=10)
    return [block.text for block in board.preview_lines(draft_preview(s, draft))]


def deal(board, anna_holds_the_rest: bool):
    """Ben holds the first place of Kraken Bay's first set (a pair); its other place is
    Anna's or still the bank's."""
    s = board.match.state
    first, *rest = s.rs.sets[0]
    assert len(rest) == 1
    for p in rest:
        s.owner[p] = 0 if anna_holds_the_rest else -1
    s.owner[first] = 1
    s._owned = s._legal = None
    return first


def three_short(board) -> int:
    """A place Ben holds of a set of three whose other places the bank holds: Anna would
    still be two places short."""
    s = board.match.state
    members = next(m for m in s.rs.sets if len(m) == 3)
    for p in members:
        s.owner[p] = -1
    s.owner[members[0]] = 1
    s._owned = s._legal = None
    return members[0]


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_an_offer_that_completes_a_set_says_so_and_one_that_does_not_says_nothing(
        app, open_board, language):
    app.set_language(language)
    board = own_turn(app, open_board)
    first = deal(board, anna_holds_the_rest=True)
    completing = lines(board, get=[first])
    assert sum(text.startswith(COMPLETES[language]) for text in completing) == 1, completing
    words = next(text for text in completing if text.startswith(COMPLETES[language]))
    assert not any(ch.isdigit() for ch in words), "words only"
    assert len(lines(board, get=[three_short(board)])) == 2, "no set moves: the figures only"
    # the play-test's offer: the place of a pair whose other place the bank still holds
    first = deal(board, anna_holds_the_rest=False)
    nearer = lines(board, get=[first])
    assert sum(text.startswith(NEARER[language]) for text in nearer) == 1, nearer
    assert len(lines(board, get=[three_short(board)])) == 2


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_swap_completing_sets_for_both_sides_keeps_every_line_in_the_panel(
        app, open_board, language, game):
    """The fullest offer: a Normal swaps a place of its set for one of the person's, each
    completing a set of three. The panel holds one row below the two sides' figures: the
    person's set line, one row, and nothing is cut (a line for each side's set was)."""
    app.set_language(language)
    board = own_turn(app, open_board, game, level="normal")
    s = board.match.state
    mine, theirs = [m for m in s.rs.sets if len(m) == 3][:2]
    for seat, places in ((0, (*mine[:2], theirs[0])), (1, (*theirs[1:], mine[2]))):
        for p in places:
            s.owner[p] = seat
    s._owned = s._legal = None
    assert board.apply(Offer(0, Terms((mine[2],), 0, 0, (theirs[0],), 0, 0), by=1))
    app.run_frames(2)
    blocks = board.decisions._offer_lines()
    assert blocks[-1].text.startswith(board.say("property_board.trade.completes",
                                                set="")[:6]), blocks[-1].text
    rect = board.panel_text()
    y = rect.y
    for block in blocks:
        rows = wrap(block.text, block.size, rect.w, block.bold)
        y += (len(rows) - 1) * fonts.font(block.size, block.bold).get_linesize()
        assert y + block.size <= rect.bottom, ("cut", block.text)
        y += fonts.font(block.size, block.bold).get_linesize()
