"""Taking a loan card is said with one word in each language, wherever the player reads it:
the log, the news line, a computer's reason, the hint, the review's steps, the Borrow buttons'
tips, the refusals. English said "Blue (easy) borrows 10 M" in the log but "take a loan card
of 10 M" on the button Borrow 10 and "take a loan first" in a refusal; German said "leiht sich
10 Mio." in the log beside the button "Kredit 10" and the tips' "Kredit nehmen" (play-test).
Now English borrows and German takes a Kredit everywhere; Russian always said «берёт
кредит»."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate

#: The texts that name the act, with the placeholders they fill.
ACT = {
    "tycoon_info.history.loan": {"seat": "Anna", "amount": "10"},
    "tycoon_info.history.loan_at_home": {"seat": "Anna", "amount": "10"},
    "tycoon_info.history.loan_forced": {"seat": "Anna", "amount": "10"},
    "tycoon_info.history.passed": {"seat": "Anna"},
    "tycoon_board.event.loan_taken": {"player": "Anna", "amount": "10"},
    "tycoon_board.event.loan_forced": {"player": "Anna", "amount": "10"},
    "tycoon_board.event.turn_passed": {"player": "Anna"},
    "tycoon_ai.reason.loan": {"amount": "10"},
    "tycoon_ai.reason.loan_broke": {"amount": "10"},
    "tycoon_ai.reason.loan_cheapest": {"amount": "10"},
    "tycoon_info.hint.loan": {"amount": "10"},
    "tycoon_info.hint.loan_at_home": {"amount": "10"},
    "tycoon_info.hint.pass": {},
    "tycoon_info.card.you.loan_cost": {"amount": "10", "cost": "2"},
    "tycoon_info.review_step.loan": {"amount": "10"},
    "tycoon_info.review_step.loan_at_home": {"amount": "10"},
    "tycoon_info.howto.picture.or_loan": {},
    "tycoon_play.board.loan_10_tip": {},
    "tycoon_play.board.loan_16_tip_home": {},
    "tycoon_play.board.loan_10_tip_final": {},
    "tycoon_play.board.home_tip": {},
    "tycoon_play.board.calm_debt": {"player": "Anna"},
    "tycoon_board.why.must_borrow": {"money": "0"},
    "tycoon_board.why.build_first": {},
    "tycoon_board.why.can_borrow": {},
}
#: Per language: the word every one of them says, and the other wording it said before.
WORD = {"en": ("borrow", ("take a loan", "takes a loan", "a loan card of")),
        "de": ("kredit", ("leih", "kredit auf")),
        "ru": ("кредит", ("займ", "заём", "взаймы"))}


@pytest.fixture(scope="module", autouse=True)
def translations():
    from game.core.paths import locales_dir

    load_translations(locales_dir())


@pytest.mark.parametrize("language", sorted(WORD))
def test_the_loan_is_said_with_one_word_everywhere(language):
    word, others = WORD[language]
    for key, params in ACT.items():
        text = translate(key, language, **params)
        assert text != key, f"{key} is a text"
        low = text.lower()
        assert word in low, f"{language} {key}: {text}"
        assert not any(other in low for other in others), f"{language} {key}: {text}"
