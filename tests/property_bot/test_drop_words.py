"""A computer dropping out of an auction says the place is not worth more to it; in Russian
«выходит из торгов на ставке 170 игрока Ира: больше «Чаячий приют» для него не стоит» put
«больше» before the place and read "«Чаячий приют» no longer matters to him" (play-tests
pt-prop5 and pt-prop6, Kraken Bay, ru; English: "Seagull Rest is not worth more to it")."""

from __future__ import annotations

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir


def test_russian_drop_out_names_the_place_then_its_worth():
    load_translations(locales_dir())
    text = translate("property_bot.reason.drop_worth", "ru", high=170, rival="Ира",
                     place="Чаячий приют")
    assert "больше «" not in text, text
    assert text.endswith("поле «Чаячий приют» для него дороже не стоит"), text
