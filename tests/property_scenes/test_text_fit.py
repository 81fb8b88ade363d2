"""No text on the property board too small to read or cut (issue 28.4): every button's label
fits its button, and the news line (banner) never goes below 12 px, in de, en and ru, on both
boards, at 1280×800 and 1024×640 (the window scales the one 1280×800 canvas, so what fits the
canvas fits both windows). The trade's partner tabs too, five of them in a six-seat game."""

from __future__ import annotations

import pytest
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton

from game.games import game_entry
from game.property.rules.actions import DECLINE, ROLL
from game.property.rules.phases import BUY
from game.property.view import layout
from game.ui import fonts
from game.ui.text import wrap
from game.ui.toast import Toast
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give
from tests.property_scenes.test_trade_flow import draft_button

PAD = 8   # px the theme keeps between a button's edge and its label


def cut_labels(board) -> list[str]:
    out = []
    for element in list(board.widgets) + list(board.fixed):
        if isinstance(element, UIButton) and element.visible:
            label = translate(element.text)   # the menu's label is a key pygame-gui translates
            width = element.font.size(label)[0]
            if width > element.rect.w - PAD:
                out.append(f"{label!r} {width} > {element.rect.w - PAD}")
    return out


def situations(app, board):
    """The board in the situations whose buttons say the most: a turn's start, a place for
    sale, an own set selected, an auction. (The trade draft's partner tabs are trade_flow.py's,
    tested with the trade.)"""
    state = board.match.state
    yield "start"
    board.apply(ROLL)
    app.run_frames(2)
    if state.phase == BUY:
        yield "buy"
        give(state, 0, *state.rs.sets[-1])
        board.sync()
        board.click_space(state.rs.sets[-1][0])
        app.run_frames(2)
        yield "own place"
        board.marks.selected = None
        board.apply(DECLINE)
        app.run_frames(2)
        yield "auction"


@pytest.mark.parametrize("window", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_every_button_label_fits(app, open_board, language, game, window):
    app.set_language(language)
    if app.canvas.size != window:
        app.canvas.resize_window(window)
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    seen = {}
    for name in situations(app, board):
        seen[name] = cut_labels(board)
    assert {name: cut for name, cut in seen.items() if cut} == {}


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_news_line_never_goes_below_12_px(app, open_board, language):
    app.set_language(language)
    board = open_board(setup_for("menedzher", seed=first_seat_starts("menedzher")),
                       curtain=False)
    width = layout.centre().w - 20
    toast = Toast()
    toast.show(board.say("property_board.out.body"))   # the longest words the board says
    picture = toast._paint(width)
    assert picture.get_width() <= width
    words = toast.text.split()
    for size in range(18, 11, -1):   # the size it was drawn at: whole lines of it fill it
        lines = wrap(toast.text, size, width - 40)
        if len(lines) * fonts.font(size).get_linesize() + 14 == picture.get_height():
            break
    else:
        raise AssertionError("drawn below 12 px")
    assert " ".join(lines).split() == words, "every word shown, none cut"


@pytest.mark.parametrize("window", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_five_partner_tabs_are_not_cut(app, open_board, language, window):
    """A six-seat game's trade: five partner tabs, the longest names (Hard computers), none
    cut; a tab that names a computer by its colour alone says the whole name on hover."""
    app.set_language(language)
    if app.canvas.size != window:
        app.canvas.resize_window(window)
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(6, seed, {}).turn_player() == 0)
    board = open_board(setup_for("kraken_bay", seed=seed, computers=5, level="hard"),
                       curtain=False)
    board.open_trade()
    app.run_frames(2)
    tabs = {seat: draft_button(board, f"partner_{seat}") for seat in range(1, 6)}
    assert all(tabs.values()), "a tab for every partner"
    assert cut_labels(board) == []
    for seat, tab in tabs.items():
        assert tab.tool_tip_text == board.words.player(seat)
        assert translate(tab.text) in board.words.player(seat)


def wrapped_height(blocks, width: int) -> int:
    return sum(len(wrap(b.text, b.size, width, b.bold)) * fonts.font(b.size, b.bold).get_linesize()
               for b in blocks)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_trades_figures_read_as_a_sentence_and_fit_the_panel(app, open_board, language):
    """En/de play-test: "income a round 1 now, 2 after" read like a note to oneself. Each side's
    expected rent a round and net worth is one sentence now, and a computer's offer with its
    figures (the «Менеджер» sums, the longest) still fits the panel above its buttons, no sum
    on a line of its own ("Vermögen dann / 238.500" in de)."""
    from game.property.scenes.board_frame import PANEL_TEXT
    from tests.property_scenes import stage

    app.set_language(language)
    stage.offer(app, "menedzher")      # 24 500 for a place of the person's set
    board = app.scenes.top
    preview = board.preview_lines(board.offer_preview())
    assert len(preview) == 2, "the person's side and the proposer's"
    if language == "en":
        mine = preview[0].text
        assert mine.startswith("You: rent expected from all places per round") \
            and " after the trade; net\u00a0worth\u00a0then\u00a0" in mine, mine
    for block in preview:
        rows = wrap(block.text, block.size, PANEL_TEXT.w, block.bold)
        assert len(rows) <= 2, block.text
        assert not any(row.replace(".", "").replace(",", "").replace("\u00a0", "").isdigit()
                       for row in rows), f"a sum alone on its line: {rows}"
    lines = board.decisions.lines()
    assert wrapped_height(lines, PANEL_TEXT.w) <= PANEL_TEXT.h, [b.text for b in lines]
