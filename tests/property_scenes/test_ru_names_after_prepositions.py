"""Russian texts never put a quoted name, undeclined, right after a preposition: «за
«Типография»» reads as bad Russian (the name should be in the accusative). The house names
the thing first, in the right case, and quotes the name after it: «за поле «Типография»»,
«в файл «…»», «в папке «…»». Checked in every Russian text, and in the review's and the
log's trade lines, whose places come from the trade's list (`trade.place`)."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import load_translations, read_locale_file, translate
from game.core.paths import locales_dir
from game.property.rules.rulesets import RULESETS
from game.property.scenes.words import Words

PREPOSITIONS = ("без", "в", "во", "вместо", "для", "до", "за", "из", "из-за", "к", "ко",
                "кроме", "между", "на", "над", "о", "об", "около", "от", "перед", "по",
                "под", "после", "при", "про", "против", "с", "со", "среди", "у", "через")
BEFORE = r"(?<![\w-])(" + "|".join(PREPOSITIONS) + ") «"
QUOTED_AFTER = re.compile(BEFORE, re.IGNORECASE)
# a name filled in (a placeholder) cannot be declined; a name written out could be, but a card
# names a space as its cell does (the last test), only a name that is no space is bent
# («кроме «Блица»»)
NAME_AFTER = re.compile(BEFORE + r"%\{", re.IGNORECASE)


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def texts(tree, key=""):
    if isinstance(tree, dict):
        for name, value in tree.items():
            yield from texts(value, f"{key}.{name}" if key else name)
    else:
        yield key, tree


def test_no_russian_text_quotes_a_name_it_fills_in_right_after_a_preposition():
    bad = [(path.name, key, text)
           for path in sorted(locales_dir().glob("*.ru.json"))
           for key, text in texts(read_locale_file(path, "ru"))
           if isinstance(text, str) and NAME_AFTER.search(text)]
    assert not bad, bad


@pytest.mark.parametrize("game_id", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("key", ["review.accept_offer", "review.reject_offer",
                                 "review.counter_offer", "event.traded"])
def test_a_trade_line_names_its_places_in_good_russian(game_id, key):
    """The swing card's «Принять предложение — игрок Жёлтый отдаёт 27 500 за «Типография»»."""
    rs = RULESETS[game_id]
    words = Words(lambda k, **params: translate(k, "ru", **params), rs, ["Anna", "Yellow"])
    place = next(p for p in range(rs.n_spaces) if rs.set_of[p] >= 0)
    cash = words.trade_side((), 27500, 0)
    places = words.trade_side((place,), 0, 0)
    text = translate(f"property_board.{key}", "ru", player="Yellow", to="Anna",
                     proposer="Yellow", get=cash, give=places)
    assert words.space(place) in text, text
    assert not QUOTED_AFTER.search(text), text


@pytest.mark.parametrize("key", ["property_board.review.buy", "property_board.review.decline",
                                 "property_board.review.auction",
                                 "property_board.review.mortgage",
                                 "property_board.review.unmortgage",
                                 "property_bot.reason.buy", "property_bot.reason.mortgage",
                                 "property_bot.reason.unmortgage",
                                 "property_bot.reason.offer_swap"])
def test_a_place_bought_or_pledged_is_named_as_a_space(key):
    """«Купить «Гостиница» за 26 000» on a review card: the object undeclined as well; the
    house names the space first, «Купить поле «Гостиница»» (reviewfix4)."""
    rs = RULESETS["menedzher"]
    words = Words(lambda k, **params: translate(k, "ru", **params), rs, ["Anna", "Yellow"])
    place = next(p for p in range(rs.n_spaces) if rs.set_of[p] >= 0)
    name = words.space(place)
    if key.startswith("property_bot"):
        text = words.reason(key, {"rival": 1, "cash": 170, "price": 170, "raised": 170,
                                  "debt": 170, "cost": 170, "set": rs.set_ids[rs.set_of[place]],
                                  "place": rs.space_ids[place],
                                  "give_place": rs.space_ids[place]})
    else:
        text = translate(key, "ru", space=name, price="170")
    assert f"поле «{name}»" in text, text


@pytest.mark.parametrize("game_id", ["kraken_bay", "menedzher"])
def test_a_card_names_the_spaces_in_their_dictionary_form(game_id):
    """A card that sends the player to a space names it as the board does, «на поле «…»»:
    «примите теплоход в «Речном порту»», «отправляйтесь на «Электростанцию»», «к Воротам
    гавани» bent the name by hand, so the card's words were not the cell's. Every name a card
    quotes (with a capital) is a space's own (a ferry's «Якорь» is the quoted part of «Паром
    «Якорь»»), and a card that moves to a space, or past the start, quotes that space's name.
    The jail keeps its declined forms (`jail_to`, `jail_at`, `jail_from`), as every other
    jail text does."""
    from game.property.rules.rulesets import GOTO

    rs = RULESETS[game_id]
    words = Words(lambda k, **params: translate(k, "ru", **params), rs, ["Anna", "Yellow"])
    names = {words.space(p) for p in range(rs.n_spaces)}
    quoted_parts = {part for name in names for part in re.findall(r"«([^«»]+)»", name)}
    bad = []
    for deck in rs.decks:
        for card, (kind, target, _x) in zip(deck.cards, deck.effects, strict=True):
            text = words.card(card)
            outer = re.findall(r"«((?:[^«»]|«[^«»]*»)+)»", text)
            bad += [(card, name) for name in outer  # a capital: a name, not «купить»
                    if name[0].isupper() and name not in names and name not in quoted_parts]
            if kind == GOTO:
                name = words.space(target)
                quoted = name if "«" in name else f"поле «{name}»"
                if quoted not in text and not (
                        "«" in name and re.search(r"«[^«»]+»", name)[0] in text):
                    bad.append((card, f"names no {quoted}: {text}"))
            start = words.space(0)
            if ("Проходя" in text or "проходя" in text) and f"поле «{start}»" not in text:
                bad.append((card, f"passes {start} unquoted: {text}"))
    assert not bad, bad
