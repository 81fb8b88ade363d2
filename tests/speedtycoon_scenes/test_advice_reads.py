"""The advice joins a command to the person ("Take $7") and the computer's reason, which is
worded for the log in the third person ("takes money to pay …"): the frame gives the reason
its subject, a computer in the person's seat, so the box reads as one sentence and not as
"Advice: Take $7 – takes money to …"."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import translate
from game.speedtycoon.scenes import words

COMPUTER = {"de": r"ein Computer an deiner Stelle", "en": r"a computer in your seat",
            "ru": r"компьютер на вашем месте"}


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_computers_reason_after_advice_says_who_would_do_it(lang):
    say = lambda key, **params: translate(key, lang, **params)  # noqa: E731
    move = say("speedtycoon_play.advice.take", cards="$7")
    reason = words.reason(say, "speedtycoon.reason.take_exact",
                          {"branch": "finance", "place": "frankfurt"}, [])
    advice = say("speedtycoon_play.advice.with_reason", move=move, reason=reason)
    assert advice.index(move) < advice.index(reason), advice
    between = advice[advice.index(move) + len(move):advice.index(reason)]
    assert re.search(COMPUTER[lang], between, re.IGNORECASE), \
        f"the reason's verb has no subject: {advice}"


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_plain_reason_names_the_computer_once(lang):
    """The plain reason said "by the computer's judgement": after "a computer in your seat" the
    box named the computer twice ("… a computer in your seat makes the best move by the
    computer's judgement")."""
    say = lambda key, **params: translate(key, lang, **params)  # noqa: E731
    advice = say("speedtycoon_play.advice.with_reason",
                 move=say("speedtycoon_play.advice.take", cards="$7"),
                 reason=words.reason(say, "speedtycoon.reason.best_value", {}, []))
    assert len(re.findall(r"computer|компьютер", advice, re.IGNORECASE)) == 1, advice
