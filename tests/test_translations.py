"""Every language a namespace declares says everything, and every key the code shows exists.

Shared namespaces (`app`, `match`, `levels`, ...) are in every language of the app; a game's
namespaces (`tycoon_*`) declare their languages by their files (game/core/i18n.py).

The key scan relies on the convention in docs/scenes.md: keys are whole string literals
"namespace.a.b" in game/. A literal that starts with a known namespace and a dot is a key,
unless it ends in a file extension (e.g. the log file "tycoon.log").
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game.core.i18n import (
    FALLBACK,
    LANGUAGES,
    declared_languages,
    is_game_namespace,
    language_name_key,
    namespace_files,
    plural_categories,
    read_locale_file,
)
from game.core.paths import locales_dir
from game.games import GAMES, playable_games

ROOT = Path(__file__).resolve().parents[1]
KEY_SHAPE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
FILE_EXTENSIONS = {"json", "log", "png", "wav", "ogg", "ico", "icns", "txt", "py", "ttf",
                   "otf", "spec", "bad", "tmp", "md", "toml"}
PLACEHOLDER = re.compile(r"%\{(\w+)\}")
PLURAL_FORMS = {"zero", "one", "few", "many", "other"}

FILES = namespace_files(locales_dir())
NAMESPACES = sorted({namespace for namespace, _ in FILES})
#: (namespace, language) for every language each namespace declares beyond English.
DECLARED = [(namespace, language) for namespace in NAMESPACES
            for language in declared_languages(namespace, locales_dir()) if language != FALLBACK]


def flatten(tree: dict, prefix: str) -> dict[str, str]:
    """{"ns.a.b": text}; a dict of plural forms counts as one key, as python-i18n reads it."""
    flat: dict[str, str] = {}
    for key, value in tree.items():
        name = f"{prefix}.{key}"
        if isinstance(value, dict) and len(PLURAL_FORMS & set(value)) < 2:
            flat.update(flatten(value, name))
        else:
            flat[name] = value if isinstance(value, str) else " ".join(map(str, value.values()))
    return flat


def keys_of(language: str, namespace: str | None = None) -> dict[str, str]:
    flat: dict[str, str] = {}
    for (file_namespace, file_language), path in FILES.items():
        if file_language == language and namespace in (None, file_namespace):
            flat.update(flatten(read_locale_file(path, language), file_namespace))
    return flat


def plural_texts(language: str) -> dict[str, dict]:
    """{"ns.a.b": {"one": ..., "other": ...}} for every text with plural forms."""
    found: dict[str, dict] = {}

    def walk(tree: dict, prefix: str) -> None:
        for key, value in tree.items():
            if isinstance(value, dict) and len(PLURAL_FORMS & set(value)) >= 2:
                found[f"{prefix}.{key}"] = value
            elif isinstance(value, dict):
                walk(value, f"{prefix}.{key}")

    for (namespace, file_language), path in FILES.items():
        if file_language == language:
            walk(read_locale_file(path, language), namespace)
    return found


def is_key(text: str) -> bool:
    return (bool(KEY_SHAPE.match(text)) and text.split(".")[0] in NAMESPACES
            and text.rsplit(".", 1)[1] not in FILE_EXTENSIONS)


def code_trees() -> list[tuple[str, ast.AST]]:
    return [(str(path.relative_to(ROOT)), ast.parse(path.read_text(encoding="utf-8")))
            for path in sorted((ROOT / "game").rglob("*.py"))]


def keys_used_in_code() -> dict[str, list[str]]:
    """{key: ["game/x.py:12", ...]} for every whole literal that looks like a translation key."""
    used: dict[str, list[str]] = {}
    for name, tree in code_trees():
        pieces = {id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
                  for part in node.values}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and id(node) not in pieces and is_key(node.value)):
                used.setdefault(node.value, []).append(f"{name}:{node.lineno}")
    return used


def keys_built_from_pieces() -> list[str]:
    """f-strings that start like a key: the scan cannot check them, so the convention forbids
    them (keep a table of whole literal keys instead)."""
    found = []
    for name, tree in code_trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr) and node.values:
                first = node.values[0]
                if (isinstance(first, ast.Constant) and "." in first.value
                        and first.value.split(".")[0] in NAMESPACES
                        and KEY_SHAPE.match(first.value.rstrip("._") + ".x")):
                    found.append(f"{name}:{node.lineno} {ast.unparse(node)}")
    return found


def test_every_namespace_has_english_the_language_every_text_falls_back_to():
    missing = [f"locales/{namespace}.{FALLBACK}.json" for namespace in NAMESPACES
               if (namespace, FALLBACK) not in FILES]
    assert missing == []


def test_every_shared_namespace_exists_in_every_language_of_the_app():
    missing = [f"locales/{namespace}.{language}.json" for namespace in NAMESPACES
               if not is_game_namespace(namespace) for language in LANGUAGES
               if (namespace, language) not in FILES]
    assert missing == []


def test_the_app_speaks_german_and_english_today():
    assert set(LANGUAGES) >= {"de", "en"}


def test_every_language_is_named_in_every_language():
    missing = [f"{language}: {language_name_key(named)}" for language in LANGUAGES
               for named in LANGUAGES if language_name_key(named) not in keys_of(language)]
    assert missing == []


@pytest.mark.parametrize(("namespace", "language"), sorted(FILES))
def test_every_locale_file_is_well_formed(namespace, language):
    read_locale_file(FILES[(namespace, language)], language)


@pytest.mark.parametrize(("namespace", "language"), DECLARED)
def test_each_declared_language_has_the_same_keys_as_english(namespace, language):
    other = set(keys_of(language, namespace))
    english = set(keys_of(FALLBACK, namespace))
    assert sorted(english - other) == [], f"keys missing in {language}"
    assert sorted(other - english) == [], "keys missing in English"


@pytest.mark.parametrize(("namespace", "language"), DECLARED)
def test_each_declared_language_fills_in_the_same_placeholders(namespace, language):
    other, english = keys_of(language, namespace), keys_of(FALLBACK, namespace)
    mismatched = [key for key, text in english.items() if key in other
                  and set(PLACEHOLDER.findall(other[key])) != set(PLACEHOLDER.findall(text))]
    assert mismatched == []


@pytest.mark.parametrize("language", sorted({language for _, language in FILES}))
def test_plural_texts_give_exactly_the_forms_of_their_languages_rule(language):
    """CLDR's categories: German and English "one"/"other", Russian also "few"/"many"."""
    wanted = plural_categories(language)
    wrong = [f"{key}: {sorted(forms)} (wanted {sorted(wanted)})"
             for key, forms in plural_texts(language).items() if set(forms) != wanted]
    assert wrong == []


def test_no_text_is_left_empty():
    empty = [f"{language}: {key}" for language in LANGUAGES
             for key, text in keys_of(language).items() if not text.strip()]
    assert empty == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_the_code_uses_exists(language):
    """In each language its namespace declares (a game may leave a language out)."""
    known, english = keys_of(language), keys_of(FALLBACK)
    missing = [f"{key}  ({', '.join(where)})"
               for key, where in sorted(keys_used_in_code().items())
               if key not in known and (key.split(".")[0], language) in FILES
               or key not in english]
    assert not missing, f"keys used in code but missing in {language}:\n" + "\n".join(missing)


#: A name in a Russian text, then a verb in the past tense, which has a gender the name may
#: not have: "Аня построил последний отель" (play-test pt-mix2). "построил(а)" gives both.
RU_PAST_AFTER_NAME = re.compile(r"%\{(?:seat|player|name|owner|buyer|seller|winner|who|by)\}"
                                r"\s+(?:не\s+)?[а-яё]+(?:ил|ал|ял|ел|ыл|ул|ёл)(?!\(а\))\b")


def test_no_russian_text_gives_a_name_a_gendered_past_tense():
    gendered = [f"{key}: {text}" for key, text in keys_of("ru").items()
                if isinstance(text, str) and RU_PAST_AFTER_NAME.search(text)]
    assert gendered == []


#: A Russian text that opens with a place's bare quoted name: «%{place}» продаётся за …
#: (play-test words6). Russian running text names a place with its noun first, «Поле «…»
#: продаётся», so the sentence's participle or adjective agrees with the noun, not with
#: whatever gender the name happens to have.
RU_BARE_PLACE_FIRST = re.compile(r"^«%\{(?:[a-z]+_)?(?:place|space)\}»")


def test_no_russian_text_opens_with_a_places_bare_name():
    bare = [f"{key}: {text}" for key, text in keys_of("ru").items()
            if isinstance(text, str) and RU_BARE_PLACE_FIRST.search(text)]
    assert bare == []


#: A Russian sentence that opens with any bare quoted name: «%{file}» не удалось сохранить,
#: «%{action}» сейчас невозможно (speedleft2). As for a place, the noun comes first, «Файл «…»
#: не удалось сохранить», «Действие «…» сейчас невозможно»: the reader learns what the name
#: is, and the verb agrees with the noun. A label ("«%{name}» %{amount}") is no sentence.
RU_BARE_NAME_FIRST = re.compile(r"^«%\{[a-z_]+\}» [^\W\d_]")


def test_no_russian_sentence_opens_with_a_bare_quoted_name():
    bare = [f"{key}: {text}" for key, text in keys_of("ru").items()
            if isinstance(text, str) and RU_BARE_NAME_FIRST.search(text)]
    assert bare == []


def test_no_key_is_built_from_pieces():
    built = keys_built_from_pieces()
    assert not built, "keys built from pieces (use whole literal keys):\n" + "\n".join(built)


def test_the_key_scan_finds_the_title_menu_keys():
    """Guards the scan itself: if it found nothing, the test above could never fail."""
    used = keys_used_in_code()
    assert "app.title.settings" in used
    assert "app.settings.speed_instant" in used


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_games_declared_languages_are_the_apps_and_include_english(game_id):
    """`GameEntry.languages` is what the title's picker tells a player: it must be true."""
    entry = GAMES[game_id]
    assert FALLBACK in entry.languages, "every game's texts fall back to English"
    assert set(entry.languages) <= set(LANGUAGES), "a game cannot speak what the app cannot"


@pytest.mark.parametrize("entry", playable_games(), ids=lambda entry: entry.id)
def test_a_playable_games_texts_exist_in_every_language_it_declares(entry):
    namespace = entry.name_key.split(".")[0]
    have = declared_languages(namespace, locales_dir())
    missing = set(entry.languages) - set(have)
    assert not missing, f"{namespace} lacks {missing}"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_games_name_and_score_texts_exist(game_id):
    """The picker, the Load rows and the profile record show these two keys of the entry: a
    key with no text would show the key itself."""
    entry = GAMES[game_id]
    english = keys_of("en")
    assert entry.name_key in english
    assert entry.score_key in english
    assert all(key in english for key in entry.record_keys)
