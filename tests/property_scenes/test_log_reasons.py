"""A computer's reason in the property log says why, never only what its line says already:
"Ben rolls 3 + 4" carried "— rolls" (issue: the last play-test). Seeded games of computers at
every level, each move's lines as the board logs them, read in every language the games
speak: no reason is made only of the words of its line and of the move's own button."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.games import game_entry
from game.property.bot.levels import choose
from game.property.rules.actions import ACCEPT, END_TURN, PAY, PAY_FINE, ROLL, USE_PASS
from game.property.scenes.words import Words
from game.property.view.log_lines import lines_of, say
from tests.languages import PROPERTY_LANGUAGES

#: The panel's button of a move, in the person's words: the move's own words too.
BUTTONS = {ROLL: ("roll", "roll_jail"), END_TURN: ("end_turn",), PAY: ("pay",),
           PAY_FINE: ("pay_fine",), USE_PASS: ("use_pass",)}
LEVELS = ("easy", "normal", "random", "normal")
NAMES = ("Anna", "Ben", "Cleo", "Dan")
MOVES = 500


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def stems(text: str) -> set[str]:
    """What a text says: its words of four letters or more, by their first four (rolls, roll;
    бросает, бросить), and its numbers (a sum in any language's digit grouping)."""
    text = text.casefold()
    numbers = {re.sub(r"\D", "", n) for n in re.findall(r"\d[\d.,\s\u00a0\u202f]*\d|\d", text)}
    return {word[:4] for word in re.findall(r"[^\W\d_]{4,}", text)} | numbers


def logged_moves(game: str, seed: int):
    """(action, its lines, the seat that moved) of every computer move of a seeded game of
    four computers."""
    state = game_entry(game).new_game(len(LEVELS), seed, {})
    for k in range(MOVES):
        if state.is_terminal():
            return
        seat = state.current_player
        reply = choose(state, seat, LEVELS[seat], seed=seed * 1000 + k)
        events = state.apply(reply.action)
        yield reply.action, lines_of(events, state, reply.reason, seat), seat


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_no_log_reason_only_repeats_its_line(game):
    entry = game_entry(game)
    moves = [move for seed in (1, 2) for move in logged_moves(game, seed)]
    reasons = [(action, line) for action, lines, _seat in moves for line in lines if line.reason]
    assert len(reasons) > 100, "the computers' reasons are in the log"
    assert any(action == ROLL for action, _lines, _seat in moves), "rolls were logged"
    rs = entry.new_game(len(LEVELS), 1, {}).rs
    for language in PROPERTY_LANGUAGES:
        words = Words(lambda key, lang=language, **params: translate(key, lang, **params), rs,
                      list(NAMES))
        for action, line in reasons:
            said = say(line, words)
            button = " ".join(words.board(f"button.{key}", amount=0)
                              for key in BUTTONS.get(action, ()))
            reason = words.reason(*line.reason)
            assert not stems(reason) <= stems(said) | stems(button), (language, said, reason)


def test_a_computers_accept_is_its_line_with_its_reason():
    """Play-test 11 (Kraken Bay en 1920x1080, Менеджер ru and de): "Blue accepts Mira's trade"
    wore Mira's colour, and Blue's reason was left out of the log, where a rejection's line is
    the rejecter's and carries its reason."""
    for seed in range(1, 40):
        for action, lines, seat in logged_moves("kraken_bay", seed):
            if action != ACCEPT:
                continue
            traded = [line for line in lines if line.text[0] == "property_board.event.traded"]
            assert len(traded) == 1 and traded[0].seat == seat, lines
            assert traded[0].reason is not None, "the accept's reason is in the log"
            return
    pytest.fail("no computer accepted an offer")
