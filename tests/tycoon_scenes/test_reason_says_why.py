"""A computer's reason in the Tycoon game log says only why: "Blue (easy) borrows 10 M" with
"— no build in reach pays for itself by payday" under it. The row repeated the act ("— borrows
10 M: no build in reach…", play-test); the news line, which has no move line of its own, keeps
the whole sentence."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.tycoon.panels.words import Words
from game.tycoon.scenes.board_log import BoardLog
from game.ui.log_book import LogLine

NAMES = ["Anna", "Blue (easy)"]
#: A computer's money move in the log and the reason it gave for it.
MOVES = [
    (("tycoon_info.history.loan_at_home", {"seat": 1, "amount": 10}),
     ("tycoon_ai.reason.loan_cheapest", {"amount": 10})),
    (("tycoon_info.history.loan", {"seat": 1, "amount": 16}),
     ("tycoon_ai.reason.loan_broke", {"amount": 16})),
    (("tycoon_info.history.loan_at_home", {"seat": 1, "amount": 10}),
     ("tycoon_ai.reason.loan", {"amount": 10})),
    (("tycoon_info.history.repaid", {"seat": 1, "amount": 12}),
     ("tycoon_ai.reason.repay_due", {"amount": 12})),
]


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize(("text", "reason"), MOVES)
def test_the_reason_row_does_not_say_the_move_again(lang, text, reason):
    words = Words(lang, NAMES)
    board = SimpleNamespace(info=SimpleNamespace(words=words))
    line, why = BoardLog.log_words(board, LogLine(1, text, reason=reason))
    amount = words.money(text[1]["amount"])
    assert amount in line
    assert why and amount not in why, f"{line} — {why}"
    verb = words(reason).split()[0]  # "borrows", "nimmt", "берёт", "repays"…
    assert not why.startswith(verb), f"{line} — {why}"


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_news_line_still_says_the_move(lang):
    words = Words(lang, NAMES)
    whole = words(("tycoon_ai.reason.loan_cheapest", {"amount": 10}))
    line = translate("tycoon_play.board.computer_move_bare", lang, player=NAMES[1], reason=whole)
    assert words.money(10) in line
