"""The hint says "Hint: a computer in your seat <reason>." (property_board.hint.said); the board
fills an empty reason when the answer carries none, which would read "…in your seat ." It
cannot happen: the hint borrows the hint level's thinking (Brain.hint_level, Normal), and
Normal's every decision carries a reason with a text in every language. This test keeps it so,
through the worker's decider and the wire, as the hint receives it."""

from __future__ import annotations

import pytest

from game.ai.reply import Reply
from game.core.i18n import read_locale_file
from game.core.paths import locales_dir
from game.games import game_entry
from game.property.bot.decide import decide
from tests.property_bot.games import decision_points

REASONS = {lang: read_locale_file(locales_dir() / f"property_bot.{lang}.json", lang)["reason"]
           for lang in ("de", "en", "ru")}


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_every_hint_the_property_games_give_has_a_reason_with_words(game):
    brain = game_entry(game).brain()
    kinds = set()
    for seed in (1, 2):
        for s, seat in decision_points(game, seed, rounds=25, every=2):
            reply = Reply.from_wire(decide(s.to_dict(), seat, brain.hint_level, None, seed))
            assert reply.reason is not None, (seed, reply.action)
            name = reply.reason[0].removeprefix("property_bot.reason.")
            assert all(name in words for words in REASONS.values()), reply.reason
            kinds.add(name)
    assert len(kinds) >= 6, kinds   # buys, bids or declines, builds, rolls, ends, jail …
