"""A computer that weighs a deal's gain against the proposer's says so plainly. German read
"lehnt ab, weil der Handel Jana mehr wert ist als ihm" (play-tests pt-prop4 and pt-prop6,
«Менеджер» and Kraken Bay, de): "Jana" reads as the subject as well as the one the deal is
worth more to, and the dative "ihm" after "als" is easily missed. It also claimed more than
the computer weighs: Normal refuses unless it gains clearly more than the proposer (a margin
it keeps to itself, `bot.trades.judge`), so a deal that gains it a little more than Jana was
refused as "worth more to Jana". Now the computer is the subject and the rival comes after
"als" / "than" / «чем»: it would not gain clearly more than Jana; and no numbers.

Play-test playtest23 (Kraken Bay en): the hint said a computer in Anna's seat accepts "as it
gains clearly more from the deal than Ben" while the offer panel showed her net worth falling
1,500 → 1,460 and Ben's rising. The computer weighs cash, net worth and the rent the places
will bring over the coming rounds, sets within reach included (`bot.value.standing`: Anna's
gain there was the set Bilgewater Lane may complete with the bank's other place), so its
words name that yardstick: the rent to come from places and sets, not net worth alone.

Session 24: "accepts, as counting the rent …, it gains" read clumsily (en; de "weil er mit …
gerechnet, … von dem Handel … hat" likewise): the answer now comes first and the yardstick
after a colon, "accepts: counting the rent …, it gains clearly more …"."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir

#: What each language's refusal and acceptance must say: the computer as the subject, the
#: rival last, after the comparison, with "clearly" (the margin, never its size).
SAID = {
    "de": ("lehnt ab: mit der künftigen Miete seiner Orte und der Gruppen, die sie"
           " vervollständigen können, gerechnet, nicht nur mit dem Vermögen, hätte er von dem"
           " Handel nicht deutlich mehr als Jana",
           "nimmt an: mit der künftigen Miete seiner Orte und der Gruppen, die sie"
           " vervollständigen können, gerechnet, nicht nur mit dem Vermögen, hat er von dem"
           " Handel deutlich mehr als Jana"),
    "en": ("rejects: counting the rent to come from its places and the sets they may"
           " complete, not net worth alone, it would not gain clearly more from the deal than"
           " Jana",
           "accepts: counting the rent to come from its places and the sets they may"
           " complete, not net worth alone, it gains clearly more from the deal than Jana"),
    "ru": ("отклоняет, потому что с учётом будущей ренты его полей и групп, которые они помогут"
           " собрать, а не одного капитала, не выиграл бы от сделки заметно больше, чем игрок"
           " Jana",
           "принимает, потому что с учётом будущей ренты его полей и групп, которые они помогут"
           " собрать, а не одного капитала, выигрывает от сделки заметно больше, чем игрок"
           " Jana"),
}

#: The yardstick each language names: the rent to come and net worth, the two figures of the
#: offer panel's lines (property_board.trade.outlook).
YARDSTICK = {"de": ("Miete", "Gruppen", "Vermögen"), "en": ("rent", "sets", "net worth"),
             "ru": ("ренты", "групп", "капитала")}

ANSWERS = ("accept", "accept_gain", "reject_value", "reject_no_gain")


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


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_every_weighed_answer_names_the_rent_to_come_beside_net_worth(lang):
    """Easy's answers too (it weighs the same standing, without the margin): an answer that
    named no yardstick read as "by net worth" beside the panel's net worth figures."""
    load_translations(locales_dir())
    for kind in ("reason", "why"):
        for key in ANSWERS:
            text = translate(f"property_bot.{kind}.{key}", lang, rival="Jana")
            assert all(word in text for word in YARDSTICK[lang]), (kind, key, text)
