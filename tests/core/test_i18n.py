"""Translations load per namespace, fall back to English, and a broken file is named."""

from __future__ import annotations

import json
import locale

import pytest

from game.core import i18n as i18n_module
from game.core.i18n import (
    declared_languages,
    format_money,
    format_percent,
    format_signed,
    languages_of,
    load_translations,
    nest_quotes,
    set_language,
    system_language,
    tr,
    translate,
)
from game.core.paths import locales_dir


def locale_file(folder, namespace: str, language: str, tree: dict, root: str | None = None):
    folder.mkdir(exist_ok=True)
    path = folder / f"{namespace}.{language}.json"
    path.write_text(json.dumps({root or language: tree}), encoding="utf-8")
    return path


@pytest.fixture
def restore_language():
    yield
    set_language("en")


def test_keys_show_in_the_chosen_language_with_placeholders_filled(tmp_path, restore_language):
    locale_file(tmp_path, "zzgreet", "en", {"hello": {"player": "Hello %{name}"}})
    locale_file(tmp_path, "zzgreet", "de", {"hello": {"player": "Hallo %{name}"}})
    assert load_translations(tmp_path) == []
    set_language("de")
    assert tr("zzgreet.hello.player", name="Ada") == "Hallo Ada"
    set_language("en")
    assert tr("zzgreet.hello.player", name="Ada") == "Hello Ada"


def test_a_count_picks_the_singular_or_plural_form(tmp_path, restore_language):
    locale_file(tmp_path, "zzcount", "en",
                {"hotels": {"one": "%{count} hotel", "many": "%{count} hotels"}})
    locale_file(tmp_path, "zzcount", "de",
                {"hotels": {"one": "%{count} Hotel", "many": "%{count} Hotels"}})
    load_translations(tmp_path)
    set_language("de")
    assert [tr("zzcount.hotels", count=n) for n in (1, 3)] == ["1 Hotel", "3 Hotels"]


def test_a_key_missing_in_german_falls_back_to_english(tmp_path, restore_language):
    locale_file(tmp_path, "zzhalf", "en", {"only": "English only"})
    locale_file(tmp_path, "zzhalf", "de", {})
    load_translations(tmp_path)
    set_language("de")
    assert tr("zzhalf.only") == "English only"


def test_texts_added_from_another_folder_leave_the_apps_languages_to_load(
        tmp_path, monkeypatch, restore_language):
    """A game's texts loaded from its own folder (the scratch race's, tests/scratch_game)
    counted as the app's German: a switch to German after them kept the app's own texts in
    English (test_registered_game passed only after another test had loaded German)."""
    from i18n import translations

    monkeypatch.setattr(translations, "container", {})  # a fresh start: nothing loaded yet
    monkeypatch.setattr(i18n_module, "_loaded", set())
    load_translations(locales_dir(), ("en",))  # the app starts in English
    locale_file(tmp_path, "zzrace", "en", {"name": "Dice race"})
    load_translations(tmp_path)  # a game brings its English-only texts
    set_language("de")
    assert tr("app.picker.back") == "Zurück", "the app's own texts in German"
    assert tr("zzrace.name") == "Dice race", "the game's own text falls back to English"


def test_a_malformed_file_is_reported_by_name_and_the_others_still_load(tmp_path):
    locale_file(tmp_path, "zzwrong", "de", {"k": "v"}, root="en")
    (tmp_path / "zzbroken.en.json").write_text("{oops", encoding="utf-8")
    locale_file(tmp_path, "zzfine", "en", {"k": "fine"})
    problems = load_translations(tmp_path)
    assert len(problems) == 2
    assert any("zzwrong.de.json" in problem for problem in problems)
    assert any("zzbroken.en.json" in problem for problem in problems)
    assert tr("zzfine.k") == "fine"


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "de_AT.UTF-8"}, "de"),
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "ru_UA.UTF-8"}, "ru"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LC_ALL": "de_CH.UTF-8", "LANG": "en_US.UTF-8"}, "de"),
        ({"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, "de"),
        ({}, "en"),
    ],
)
def test_first_start_speaks_the_systems_language_when_the_app_has_it(
        monkeypatch, environment, expected):
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    monkeypatch.setattr(i18n_module.sys, "platform", "linux")
    monkeypatch.setattr(locale, "getlocale", lambda: (None, None))
    assert system_language() == expected


def test_a_mac_started_from_the_finder_reads_the_language_from_its_defaults(monkeypatch):
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(i18n_module.sys, "platform", "darwin")
    monkeypatch.setattr(locale, "getlocale", lambda: (None, None))

    class Answer:
        stdout = '(\n    "de-DE",\n    "en-US"\n)\n'

    monkeypatch.setattr(i18n_module.subprocess, "run", lambda *a, **k: Answer())
    assert system_language() == "de"


RUSSIAN_HOTELS = {"one": "%{count} отель", "few": "%{count} отеля", "many": "%{count} отелей",
                  "other": "%{count} отеля"}


@pytest.mark.parametrize(("count", "form"), [
    (1, "отель"), (21, "отель"), (101, "отель"),
    (2, "отеля"), (4, "отеля"), (22, "отеля"),
    (5, "отелей"), (11, "отелей"), (12, "отелей"), (25, "отелей"), (111, "отелей"),
])
def test_russian_counts_take_the_one_few_or_many_form_of_their_cldr_rule(tmp_path, count, form):
    """python-i18n's own rule would say "few" up to 5 and "many" from there: 21 отелей."""
    locale_file(tmp_path, "zzru", "en", {"hotels": {"one": "%{count} hotel",
                                                    "other": "%{count} hotels"}})
    locale_file(tmp_path, "zzru", "ru", {"hotels": RUSSIAN_HOTELS})
    load_translations(tmp_path)
    assert translate("zzru.hotels", "ru", count=count) == f"{count} {form}"


def test_english_and_german_say_one_for_1_and_other_for_everything_else(tmp_path):
    locale_file(tmp_path, "zzen", "en", {"stops": {"one": "1 stop", "other": "%{count} stops"}})
    load_translations(tmp_path)
    assert [translate("zzen.stops", "en", count=n) for n in (0, 1, 2, 21)] == [
        "0 stops", "1 stop", "2 stops", "21 stops"]


@pytest.mark.parametrize(("language", "written"), [
    ("de", "1.500"), ("en", "1,500"), ("ru", "1\u00a0500")])  # Russian groups by a no-break space
def test_numbers_are_written_the_languages_way(tmp_path, language, written):
    locale_file(tmp_path, "zznum", "en", {"points": "%{points} points"})
    locale_file(tmp_path, "zznum", language, {"points": "%{points} P"})
    load_translations(tmp_path)
    assert translate("zznum.points", language, points=1500).split(" ")[0] == written
    assert translate("zznum.points", language, points=-1500).split(" ")[0] == "\u2212" + written
    assert translate("zznum.points", language, points=999).split(" ")[0] == "999"


@pytest.mark.parametrize(("language", "money", "sum"), [
    ("de", "\u221212\u00a0Mio.", "\u22127\u00a0$"), ("en", "\u221212\u00a0M", "\u2212$7"),
    ("ru", "\u221212\u00a0млн", "\u22127\u00a0$")])
def test_negative_money_is_drawn_with_a_true_minus(language, money, sum):
    """"-12 M" had the hyphen CLDR writes for de, en and ru (play-test pt-tycoon4): a negative
    number (a Tycoon player's score in the profiles, where the unit's text gets the bare
    number; any game's -1,500) and a negative sum of money take the minus sign U+2212 where
    Babel puts the language's minus."""
    load_translations(locales_dir())
    assert translate("tycoon_board.money", language, amount=-12) == money
    assert format_money(-7, "$", language) == sum
    assert format_money(7, "$", language) == sum.replace("\u2212", "")
    assert "-" not in translate("tycoon_board.money", language, amount=-1234)


@pytest.mark.parametrize(("language", "written"), [
    ("de", "12\u00a0%"), ("en", "12%"), ("ru", "12\u00a0%")])  # CLDR: a no-break space or none
def test_a_share_is_written_as_a_percentage_the_languages_way(language, written):
    assert format_percent(0.123, language) == written
    assert format_percent(1.0, language) == written.replace("12", "100")


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_negative_percentage_takes_a_true_minus(language):
    """A falling share read "-12%" with the hyphen CLDR writes, where a negative sum of money
    has the minus sign U+2212 (`format_money`)."""
    assert format_percent(-0.123, language) == "\u2212" + format_percent(0.123, language)


def test_adding_a_language_is_adding_files(tmp_path):
    for language in ("de", "en", "ru"):
        locale_file(tmp_path, "app", language, {"title": "x"})
    locale_file(tmp_path, "tycoon_board", "de", {"k": "v"})
    locale_file(tmp_path, "tycoon_board", "en", {"k": "v"})
    assert languages_of(tmp_path) == ("de", "en", "ru")
    assert declared_languages("match", tmp_path) == ("de", "en", "ru"), "shared: all of them"
    assert declared_languages("tycoon_board", tmp_path) == ("de", "en"), "a game: its files"


@pytest.mark.parametrize("language, name, nested", [
    ("ru", "Паром «Якорь»", "«Паром „Якорь“»"),
    ("de", "Fähre „Anker“", "„Fähre ‚Anker‘“"),
    ("en", "Ferry “Anchor”", "“Ferry ‘Anchor’”"),
])
def test_a_quoted_name_in_a_quoted_text_takes_the_inner_quotes(tmp_path, restore_language,
                                                               language, name, nested):
    """Play-test pt-prop2: the log read «Паром «Якорь»»; each language nests its second
    pair of quotes inside the first."""
    outer = {"ru": "«%{place}»", "de": "„%{place}“", "en": "“%{place}”"}[language]
    locale_file(tmp_path, "zzquote", language, {"bought": f"A {outer}."})
    if language != "en":
        locale_file(tmp_path, "zzquote", "en", {"bought": "A %{place}."})
    load_translations(tmp_path)
    assert translate("zzquote.bought", language, place=name) == f"A {nested}."
    assert translate("zzquote.bought", language, place="Anchor") == \
        "A " + outer.replace("%{place}", "Anchor") + "."


def test_quotes_nest_by_depth_and_a_stray_closing_mark_stays():
    assert nest_quotes("«a «b «c» d» e»", "ru") == "«a „b «c» d“ e»"
    assert nest_quotes("a» «b»", "ru") == "a» «b»"
    assert nest_quotes("«a» and «b»", "ru") == "«a» and «b»"


def test_the_russian_panel_nests_a_ferrys_quotes():
    load_translations(locales_dir())
    assert translate("property_board.why.top_level", "ru",
                     space=translate("property_board.kraken_bay.space.anchor_ferry", "ru")) == \
        "На поле «Паром „Якорь“» уже всё построено."


@pytest.mark.parametrize(("number", "language", "shown"),
                         [(1, "en", "+1"), (-1, "en", "\u22121"), (0, "de", "0"),
                          (1500, "de", "+1.500"), (-1500, "en", "\u22121,500"),
                          (-1500, "ru", "\u22121\u00a0500")])
def test_a_change_is_written_with_its_sign_and_a_true_minus(number, language, shown):
    assert format_signed(number, language) == shown
