"""Both languages say everything, and every key the code shows exists.

The key scan relies on the convention in docs/scenes.md: keys are whole string literals
"namespace.a.b" in game/. A literal that starts with a known namespace and a dot is a key,
unless it ends in a file extension (e.g. the log file "tycoon.log").
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game.core.i18n import LANGUAGES, namespace_files, read_locale_file
from game.core.paths import locales_dir

ROOT = Path(__file__).resolve().parents[1]
KEY_SHAPE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
FILE_EXTENSIONS = {"json", "log", "png", "wav", "ogg", "ico", "icns", "txt", "py", "ttf",
                   "otf", "spec", "bad", "tmp", "md", "toml"}
PLACEHOLDER = re.compile(r"%\{(\w+)\}")
PLURAL_FORMS = {"zero", "one", "few", "many", "other"}

FILES = namespace_files(locales_dir())
NAMESPACES = sorted({namespace for namespace, _ in FILES})


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


def keys_of(language: str) -> dict[str, str]:
    flat: dict[str, str] = {}
    for (namespace, file_language), path in FILES.items():
        if file_language == language:
            flat.update(flatten(read_locale_file(path, language), namespace))
    return flat


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


def test_every_namespace_exists_in_german_and_english():
    for namespace in NAMESPACES:
        for language in LANGUAGES:
            assert (namespace, language) in FILES, f"locales/{namespace}.{language}.json missing"


@pytest.mark.parametrize(("namespace", "language"), sorted(FILES))
def test_every_locale_file_is_well_formed(namespace, language):
    read_locale_file(FILES[(namespace, language)], language)


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_german_and_english_have_the_same_keys(namespace):
    german = {k for k in keys_of("de") if k.split(".")[0] == namespace}
    english = {k for k in keys_of("en") if k.split(".")[0] == namespace}
    assert sorted(english - german) == [], "keys missing in German"
    assert sorted(german - english) == [], "keys missing in English"


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_german_and_english_fill_in_the_same_placeholders(namespace):
    german, english = keys_of("de"), keys_of("en")
    mismatched = [
        key for key in english
        if key.split(".")[0] == namespace and key in german
        and set(PLACEHOLDER.findall(german[key])) != set(PLACEHOLDER.findall(english[key]))
    ]
    assert mismatched == []


def test_no_text_is_left_empty():
    empty = [f"{language}: {key}" for language in LANGUAGES
             for key, text in keys_of(language).items() if not text.strip()]
    assert empty == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_the_code_uses_exists(language):
    known = keys_of(language)
    missing = [f"{key}  ({', '.join(where)})"
               for key, where in sorted(keys_used_in_code().items()) if key not in known]
    assert not missing, f"keys used in code but missing in {language}:\n" + "\n".join(missing)


def test_no_key_is_built_from_pieces():
    built = keys_built_from_pieces()
    assert not built, "keys built from pieces (use whole literal keys):\n" + "\n".join(built)


def test_the_key_scan_finds_the_title_menu_keys():
    """Guards the scan itself: if it found nothing, the test above could never fail."""
    used = keys_used_in_code()
    assert "app.title.settings" in used
    assert "app.settings.speed_instant" in used
