"""The boards' words as a player reads them (issue 28.8): card sums written the language's way,
the jail in the right case, computers named in the language of the board, one name for the
Soviet game per language and one word for a level."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import load_translations, read_locale_file, translate
from game.core.paths import locales_dir
from game.core.setup import Seat
from game.property.rules import events as ev
from game.property.rules.rulesets import RULESETS
from game.property.scenes.words import Words, seat_names
from game.property.view.log_lines import line_of, say

LANGUAGES = ("de", "en", "ru")
#: A number of four digits or more, grouped or not ("10 000", "10.000", "10,000", "2500").
BIG_NUMBER = re.compile(r"\d{1,3}(?:[ \u00a0.,]\d{3})+|\d{4,}")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def words(language: str, ruleset: str, names=("Anna", "Ben")) -> Words:
    return Words(lambda key, **params: translate(key, language, **params), RULESETS[ruleset],
                 list(names))


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_card_writes_a_sum_itself(language):
    """A sum typed into a card's text is written one way in every language; the interface
    writes 10.000 in German. Every card takes its sums as placeholders."""
    board = read_locale_file(locales_dir() / f"property_board.{language}.json", language)
    for ruleset in RULESETS:
        for card_id, text in board[ruleset]["card"].items():
            assert not BIG_NUMBER.search(text), (ruleset, card_id, text)


def test_german_cards_group_thousands_like_the_interface():
    text = words("de", "menedzher").card("S8")
    assert "10.000" in text and "10 000" not in text


@pytest.mark.parametrize(("language", "ruleset", "went", "stays", "left"), [
    ("ru", "menedzher", "Anna отправляется на Биржу", "Anna остаётся на Бирже",
     "Anna выходит с Биржи"),
    ("ru", "kraken_bay", "Anna отправляется в Щупальцевую пробку",
     "Anna остаётся в Щупальцевой пробке", "Anna выходит из Щупальцевой пробки"),
    ("de", "menedzher", "Anna muss in die Börse", "Anna bleibt in der Börse",
     "Anna kommt aus der Börse frei"),
    ("de", "kraken_bay", "Anna muss in den Tentakel-Stau", "Anna bleibt im Tentakel-Stau",
     "Anna kommt aus dem Tentakel-Stau frei"),
    ("en", "menedzher", "Anna goes to the Exchange", "Anna stays in the Exchange",
     "Anna gets out of the Exchange"),
])
def test_the_jail_is_named_in_the_case_its_sentence_needs(language, ruleset, went, stays, left):
    w = words(language, ruleset)
    assert say(line_of(ev.JailIn(seat=0, reason="space")), w) == went
    assert say(line_of(ev.JailStay(seat=0, tries=1)), w) == stays
    assert say(line_of(ev.JailOut(seat=0, how="fine")), w) == left


def test_the_go_to_jail_space_sends_you_somewhere_named():
    say = words("ru", "menedzher").board
    text = say("deed.go_to_jail", jail_to=words("ru", "menedzher").game("jail_to"))
    assert text == "Отправляйтесь прямо на Биржу. Без жалованья."


def test_a_computer_is_named_in_the_language_of_the_board():
    """A game begun in Russian stored "Синий (средний)"; the English board says Blue (normal)."""
    seats = [Seat(kind="human", name="Игрок 1", colour="red"),
             Seat(kind="computer", name="Синий (средний)", colour="blue", level="normal"),
             Seat(kind="human", name="Sasha", colour="green")]
    english = seat_names(seats, lambda key, **p: translate(key, "en", **p))
    russian = seat_names(seats, lambda key, **p: translate(key, "ru", **p))
    assert english == ["Player 1", "Blue (normal)", "Sasha"]
    assert russian == ["Игрок 1", "Синий (средний)", "Sasha"]


def test_the_soviet_game_has_one_name_per_language():
    """"Manager" in English and German, «Менеджер» in Russian: in the picker, the new-game
    heading and on the board itself."""
    for language in ("de", "en"):
        for key in ("property_play.new_game.ruleset_menedzher",
                    "property_play.new_game.heading_menedzher",
                    "property_board.menedzher.title"):
            text = translate(key, language)
            assert "Manager" in text.title() and not CYRILLIC.search(text), (language, text)
    assert translate("property_play.new_game.ruleset_menedzher", "ru") == "«Менеджер»"


def test_german_names_the_middle_level_one_way():
    """The set-up's level button, a computer's name and the board's seat row agree."""
    kind = translate("match.new_game.kind_normal", "de")
    assert kind == translate("levels.normal", "de")
    assert kind.lower() == translate("match.new_game.level_normal", "de")


def test_the_board_names_a_computer_in_its_language_in_toasts_too(app, open_board):
    """The match loop's "thinking" and "your turn" lines take the board's `seat_name`."""
    from game.core.setup import GameSetup

    seats = (Seat("human", "Anna", "red"),
             Seat("computer", "Синий (средний)", "blue", "normal"),
             Seat("computer", "Зелёный (сильный)", "green", "hard"))
    board = open_board(GameSetup("kraken_bay", 3, seats, {}), curtain=False)
    assert [board.seat_name(k) for k in range(3)] == ["Anna", "Blue (normal)", "Green (hard)"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_computers_seat_row_names_its_level_once(app, open_board, language):
    """The row read "Blau (normal)" over "Computer (Normal)": the name already says the level
    (in another case), so the line under it says only that the seat is a computer's."""
    from game.core.setup import GameSetup

    app.set_language(language)
    seats = (Seat("human", "Anna", "red"), Seat("computer", "x", "blue", "normal"),
             Seat("computer", "y", "green", "hard"))
    board = open_board(GameSetup("kraken_bay", 3, seats, {}), curtain=False)
    for line, level in zip(board.seat_lines()[1:], ("normal", "hard"), strict=True):
        word = translate(f"levels.{level}", language).lower()
        shown = f"{line.name} {line.marks}".lower()
        assert shown.count(word) == 1, (language, line.name, line.marks)
        assert translate("property_board.board.computer", language) in line.marks


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", ["property_board.trade.you_get_from",
                                 "property_board.result.best_rent"])
def test_a_computer_s_name_is_not_put_in_brackets_again(language, key):
    """A computer is named with its level in brackets ("Синий (средний)"); the trade's
    heading and the result's biggest rent put the name in brackets once more: «Вы получаете
    (Синий (средний))», «100 (получатель: Синий (средний))» (seen in ru at 1280x800)."""
    name = translate("match.new_game.computer_name", language, colour="Blue", level="normal")
    assert name.endswith("(normal)"), name
    text = translate(key, language, player=name, amount="100", count=1)  # one seat named
    assert name in text and "))" not in text, text


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sum_the_log_takes_from_a_player_says_minus(language):
    """Play-test 6 («Менеджер» ru): "строит … (−20 000)", "закладывает … (+15 000)", but
    "выкупает … (16 500)": lifting a mortgage costs money like building, and its line says so
    the same way, in every language."""
    w = words(language, "menedzher")
    for event, sign, amount in ((ev.Built(0, 1, 1, 20000), "−", 20000),
                                (ev.Unmortgaged(0, 1, 16500), "−", 16500),
                                (ev.Mortgaged(0, 1, 15000), "+", 15000),
                                (ev.Sold(0, 1, 0, 10000), "+", 10000)):
        said = say(line_of(event), w)
        assert f"({sign}{w.money(amount)})" in said, said


def test_the_fast_computers_button_says_the_speed_it_goes_back_to():
    """With fast computers on, the German button read "Computer normal schnell" ("computers
    normally fast": play-test propwords, Kraken Bay, de, 1920×1080); it names the normal pace,
    as "Computers at normal speed" and «Компьютеры в обычном темпе» do."""
    said = {language: translate("property_board.button.fast_off", language)
            for language in LANGUAGES}
    assert said == {"de": "Computer im normalen Tempo", "en": "Computers at normal speed",
                    "ru": "Компьютеры в обычном темпе"}
