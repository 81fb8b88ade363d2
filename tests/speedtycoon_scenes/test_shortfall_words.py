"""Play-test 7: a Speedtycoon payment 1 $ short said "Es fehlen 1 $" in German (a plural verb
for one). The shortfall lines now read right for any amount."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir

KEYS = ("speedtycoon_play.pay.cannot_afford", "speedtycoon_play.pay.short",
        "speedtycoon_play.info.buy_short")


@pytest.mark.parametrize("key", KEYS)
def test_a_shortfall_of_one_reads_as_german(key):
    load_translations(locales_dir())
    said = translate(key, "de", missing="1 $", have="3 $")
    assert "1 $ zu wenig" in said and "fehlen" not in said
