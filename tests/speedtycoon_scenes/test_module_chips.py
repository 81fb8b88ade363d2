"""Every chosen module is named on the table from turn 1: a chip at the status line's right end
(speed22: the exchange office and the Unicorn showed nothing after a turn, so a player could
not tell whether they were on or came later). A chip's hover card says what the module does
and when it comes."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import translate
from game.core.setup import GameSetup, Seat
from game.speedtycoon.rules.data import MODULES
from game.speedtycoon.scenes import keys
from game.speedtycoon.scenes.options import modules_of
from game.speedtycoon.scenes.table_scene import HOVER_DELAY, TableScene
from game.speedtycoon.scenes.table_words import SCORING_KEYS
from game.speedtycoon.view import table_view as tv
from game.ui import fonts
from tests.languages import languages_of_game
from tests.speedtycoon_scenes.test_cards_and_pause import card_text, rest_on
from tests.support.drawn import blits_recorded
from tests.text_fit import drawn_texts

LANGUAGES = languages_of_game("speedtycoon")
SEATS = (Seat("human", "Anna", "purple"), Seat("computer", "Robo (easy)", "red", "easy"))
GAMES = {"every module": {"game_type": "custom", "modules": ",".join(MODULES)},
         "tycoon": {"game_type": "tycoon"},
         "two": {"game_type": "custom", "modules": "exchange,unicorn"}}


def first_turn(app, lang: str, options: dict) -> TableScene:
    app.set_language(lang)
    setup = GameSetup("speedtycoon", 3, SEATS, {**options, "think": "none"})
    board = app.scenes.push(TableScene(app, setup, curtain=False))
    app.run_frames(3)
    return board


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_chosen_module_is_named_on_the_table_in_turn_1(app, monkeypatch, lang, game):
    board = first_turn(app, lang, GAMES[game])
    state = board.match.state
    assert state.turn_no <= 1 and board.person == 0
    drawn = drawn_texts(monkeypatch)
    board._picture = None  # drawn anew, its words recorded
    app.run_frames(1)
    options = GAMES[game]
    chosen = modules_of(options["game_type"], tuple(options.get("modules", "").split(",")))
    names = [translate(keys.MODULE_SHORT[m], lang) for m in chosen]
    assert [text for text, _px in drawn if text in names] == names, "each chip, in order"
    texts = board._texts[1]
    assert len(tv.chips(texts).rects) == len(chosen)
    assert_apart(tv.status_line(texts.status, texts.modules))


def assert_apart(status: tv.StatusLine) -> None:
    """No chip over another or over the status line's words; all on the canvas, readable."""
    chips = status.chips
    for rect, after in zip(chips.rects, chips.rects[1:], strict=False):
        assert rect.right < after.left
    words = status.rects()
    assert all(chip.left > line.right for chip in chips.rects[:1] for line in words), \
        "beside the status line's words"
    assert tv.STATUS.contains(chips.rects[-1].inflate(0, -2)) and chips.size >= 12
    assert all(line.bottom <= 800 and line.top >= tv.BUTTON_TOP + 38 for line in words)
    assert status.size >= 12


def longest_status(lang: str) -> str:
    """The longest the status line says: a scoring on now, the Venture Capital's the longest
    name, with three-digit counts."""
    bag = translate("speedtycoon_play.table.bag", lang, count=100)
    return max((translate("speedtycoon_play.table.status_now", lang, bag=bag, turn="100",
                          scoring=translate(key, lang)) for key in SCORING_KEYS.values()),
               key=lambda text: fonts.size_of(text, 15)[0])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_thirteen_chips_and_the_longest_status_stand_apart(app, monkeypatch, lang):
    names = tuple(translate(keys.MODULE_SHORT[m], lang) for m in MODULES)
    status = tv.status_line(longest_status(lang), names)
    if lang != "en":  # in English the chips fit beside one line at 12 px
        assert len(status.lines) == 2, "the words on two lines: on one, chips ran over them"
    assert " ".join(status.lines) == longest_status(lang), "every word said, in order"
    assert_apart(status)
    drawn = blits_recorded(monkeypatch, tv)
    texts = tv.TableTexts(money=lambda amount, _cur: str(amount), status=longest_status(lang),
                          modules=names)
    tv.draw_status(pygame.Surface((1280, 800)), texts)
    lines = [rect for text, rect in drawn if text in status.lines]
    assert lines == status.rects(), "drawn where laid out"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_chip_says_what_its_module_does_and_when_it_comes(app, lang):
    board = first_turn(app, lang, GAMES["two"])
    unicorn = tv.chips(board._texts[1]).rects[1]
    rest_on(app, unicorn.center, HOVER_DELAY * 2)
    assert board.hover.ready == ("module", "unicorn")
    said = card_text(board)
    for key in (keys.MODULE["unicorn"], keys.MODULE_TIP["unicorn"], keys.MODULE_WHEN["unicorn"]):
        assert translate(key, lang) in said
    assert board.hover_card() is not None
