"""A computer that weighs a deal's gain against the proposer's says so plainly. German read
"lehnt ab, weil der Handel Jana mehr wert ist als ihm" (play-tests pt-prop4 and pt-prop6,
«Менеджер» and Kraken Bay, de): "Jana" reads as the subject as well as the one the deal is
worth more to, and the dative "ihm" after "als" is easily missed. It also claimed more than
the computer weighs: Normal refuses unless it gains clearly more than the proposer (a margin
it keeps to itself, `bot.trades.judge`), so a deal that gains it a little more than Jana was
refused as "worth more to Jana". Now the computer is the subject and the rival comes after
"als" / "than" / «чем»: it would not gain clearly more than Jana; and no numbers."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir

#: What each language's refusal and acceptance must say: the computer as the subject, the
#: rival last, after the comparison, with "clearly" (the margin, never its size).
SAID = {
    "de": ("lehnt ab, weil er von dem Handel nicht deutlich mehr hätte als Jana",
           "nimmt an, weil er von dem Handel deutlich mehr hat als Jana"),
    "en": ("rejects, as it would not gain clearly more from the deal than Jana",
           "accepts, as it gains clearly more from the deal than Jana"),
    "ru": ("отклоняет, потому что не выиграл бы от сделки заметно больше, чем игрок Jana",
           "принимает, потому что выигрывает от сделки заметно больше, чем игрок Jana"),
}


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_computer_weighing_the_deal_names_the_rival_after_the_comparison(lang):
    load_translations(locales_dir())
    reject = translate("property_bot.reason.reject_value", lang, rival="Jana")
    accept = translate("property_bot.reason.accept", lang, rival="Jana")
    assert (reject, accept) == SAID[lang]
    for text in (reject, accept):
        assert text.endswith("Jana"), text
        assert not any(ch.isdigit() for ch in text), "no private numbers"
    assert "ihm" not in reject and "Handel Jana" not in reject
