"""Money reads one way in each language: a money card, a price, a payment and a depot's sum
all go through the one formatter (game/core/i18n.py `format_money`, CLDR's place for the sign):
"$7" in English, "7 $" in German and Russian. A card's title read "$ 7" beside prices that
read "7 $"."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.speedtycoon import rules
from game.speedtycoon.rules import queries
from game.speedtycoon.rules.data import CARD_KIND, CURRENCIES, PLACES, SPECIAL_FIRST
from game.speedtycoon.scenes import info, words
from game.speedtycoon.scenes.table_words import table_texts

#: How a language writes 7 in dollars (the sign where CLDR's currency pattern puts it).
SEVEN = {"en": "$7", "de": "7\u00a0$", "ru": "7\u00a0$"}


def said(language: str):
    return lambda key, **params: translate(key, language, **params)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_card_a_price_a_payment_and_a_sum_put_the_sign_in_one_place(app, language):
    say = said(language)
    assert words.money(say, 7, CURRENCIES.index("$")) == SEVEN[language]
    assert words.cards(say, ("$7", "$7")) == f"{SEVEN[language]} + {SEVEN[language]}"
    assert words.cards(say, "$7 + $7") == words.cards(say, ("$7", "$7")), "a rules' refusal"
    s = rules.new_game(2, 3, {"game_type": "classic"})
    card = next(c for c in range(SPECIAL_FIRST) if CARD_KIND[c] == "$7")
    title = info.card_card(say, s, 0, card, False, ["Anna", "Robo"])[0].text
    assert title == SEVEN[language]
    place = next(p for p in range(4) if s.market[p] >= 0)
    price = queries.market_prices(s, 0)[place]["price"]
    sign = CURRENCIES[PLACES[place][2]]
    shown = words.money(say, price, sign)
    text = "\n".join(b.text for b in info.building_card(say, s, 0, s.market[place], "market",
                                                        ["Anna", "Robo"], place))
    assert shown in text and f"{price} {sign}" not in text.replace(shown, "")
    texts = table_texts(say, s, ["Anna", "Robo"], 0, 0)
    assert texts.money(price, PLACES[place][2]) == shown, "the table's price and sums"
    assert (shown.startswith(sign) if language == "en" else shown.endswith(sign)), shown


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_an_overpayment_never_sets_two_amounts_side_by_side(app, language):
    """"Du zahlst mit 9 ¥ + 4 ¥ 2 ¥ zu viel" read as one sum: a word stands between the
    payment and what it pays too much."""
    say = said(language)
    cards, over = words.cards(say, ("¥9", "¥4")), words.money(say, 2, CURRENCIES.index("¥"))
    text = say("speedtycoon_play.info.buy_over", cards=cards, over=over)
    first, second = sorted([(text.index(cards), len(cards)), (text.index(over), len(over))])
    between = text[first[0] + first[1]:second[0]]
    assert between.strip(), text


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_prices_modifiers_write_a_true_minus_and_a_plus(app, language):
    """Speedleft2: the building card's price read "strong currency -1", with a hyphen; the
    house writes a loss with its true minus (game/core/i18n.py `format_signed`), tied to its
    word by a no-break space (the card wrapped "strong currency | −1)" at 1280×800)."""
    from game.speedtycoon.rules.data import M_RATES

    say = said(language)
    s = rules.new_game(2, 3, {"game_type": "classic"})
    s.mods |= M_RATES
    places = [p for p in range(4) if s.market[p] >= 0]
    currencies = [PLACES[p][2] for p in places]
    s.strong, s.weak = currencies[0], next(c for c in currencies if c != currencies[0])
    for place in places:
        text = "\n".join(b.text for b in info.building_card(say, s, 0, s.market[place],
                                                            "market", ["Anna", "Robo"], place))
        rate = "strong" if PLACES[place][2] == s.strong else (
            "weak" if PLACES[place][2] == s.weak else None)
        if rate is None:
            continue
        delta = "\u22121" if rate == "strong" else "+1"
        assert translate(f"speedtycoon_play.info.mod_{rate}", language, delta="") + delta \
            in text, text
        assert "-1" not in text, text
        assert "\u00a0" + delta in text, "the change stays on its word's line"
