"""A Kapital card's card in the person's Lobbyist window (speed2, from speedpolish's
play-test): it ended "Damit hättest du 8 元", a take the window does not offer. In the window
it says what the window offers (buy with the depot, or pass) and nothing of a take."""

from __future__ import annotations

import random

import pytest

from game.core.i18n import translate
from game.speedtycoon import rules
from game.speedtycoon.rules.phases import ACT, LOBBY
from game.speedtycoon.scenes import info


def in_a_window(seed: int = 11):
    """A four-seat Tycoon game played by random legal moves until a seat other than the active
    one is asked in a Lobbyist window; the state and that seat."""
    for tries in range(40):
        s = rules.new_game(4, seed + tries, {"game_type": "tycoon"})
        rng = random.Random(seed + tries)
        for _ in range(400):
            if s.phase == LOBBY and s.asked != s.turn:
                return s, s.asked
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no Lobbyist window came")


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_kapital_card_in_a_lobbyist_window_offers_no_take(app, language):
    def say(key, **params):
        return translate(key, language, **params)

    s, seat = in_a_window()
    card = s.display[0]
    text = "\n".join(b.text for b in info.card_card(say, s, seat, card, False))
    assert say("speedtycoon_play.info.lobby_no_take") in text
    assert "speedtycoon_play" not in text, "every line has its words"
    for total in ("then_total", "then_exact"):
        head = translate(f"speedtycoon_play.info.{total}", language).split("%")[0]
        assert head not in text, f"the card still speaks of a take: {head!r}"
    assert say("speedtycoon_play.info.rule_take") not in text
    s.phase, s.asked = ACT, s.turn  # the window closed: the active seat acts
    own = "\n".join(b.text for b in info.card_card(say, s, s.turn, card, False))
    assert say("speedtycoon_play.info.rule_take") in own, "the rule stays outside the window"
