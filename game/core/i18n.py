"""Translations: every namespace file in `locales/`, loaded into python-i18n for pygame-gui.

pygame-gui translates widget text through python-i18n itself, so a widget given the key
"app.title.settings" shows it in the current language and re-renders on a switch. Loading every
file up front (instead of python-i18n's lazy search) lets a broken file be reported with its
name at start-up rather than raise inside a widget mid-frame.
"""

from __future__ import annotations

import contextlib
import json
import locale
import logging
import os
import subprocess
import sys
from pathlib import Path

import i18n
from i18n import resource_loader

log = logging.getLogger(__name__)

LANGUAGES = ("de", "en")
FALLBACK = "en"


def namespace_files(locales_dir: Path) -> dict[tuple[str, str], Path]:
    """{(namespace, locale): file} for every `<namespace>.<locale>.json` in `locales_dir`."""
    found = {}
    for path in sorted(locales_dir.glob("*.json")):
        parts = path.name.split(".")
        if len(parts) == 3:
            found[(parts[0], parts[1])] = path
    return found


def read_locale_file(path: Path, locale_name: str) -> dict:
    """The nested key tree of one file; ValueError with the reason when the file is malformed."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"{path.name}: {error}") from error
    if not isinstance(data, dict) or list(data) != [locale_name]:
        raise ValueError(f'{path.name}: the only top-level key must be "{locale_name}"')
    if not isinstance(data[locale_name], dict):
        raise ValueError(f'{path.name}: "{locale_name}" must hold an object of keys')
    return data[locale_name]


def load_translations(locales_dir: Path) -> list[str]:
    """Load every namespace file; returns the problems found (also logged), empty when clean."""
    i18n.set("file_format", "json")
    i18n.set("fallback", FALLBACK)
    i18n.set("available_locales", list(LANGUAGES))
    problems = []
    for (namespace, locale_name), path in namespace_files(locales_dir).items():
        try:
            tree = read_locale_file(path, locale_name)
        except ValueError as error:
            problems.append(str(error))
            log.error("translation file skipped: %s", error)
            continue
        resource_loader.load_translation_dic(tree, namespace, locale_name)
    return problems


def set_language(language: str) -> None:
    i18n.set("locale", language if language in LANGUAGES else FALLBACK)


def tr(key: str, **params: object) -> str:
    """The text for `key` ("namespace.a.b") in the current language, `%{name}` filled in.

    A key missing in German falls back to English; a key missing everywhere shows the key
    itself, which the translation test catches before a player can. Whole numbers stay numbers,
    so a text with `one`/`many` forms picks the right one from `count`.
    """
    return i18n.t(key, **{name: value if isinstance(value, int) else str(value)
                          for name, value in params.items()})


def system_language() -> str:
    """"de" when the operating system speaks German, else "en" (the first-start default)."""
    for tag in _system_language_tags():
        if tag.lower().startswith(("de", "german")):
            return "de"
        if tag:
            return "en"
    return "en"


def _system_language_tags() -> list[str]:
    tags = []
    if sys.platform == "win32":
        tags.append(_windows_ui_language())
    if sys.platform == "darwin":
        tags.append(_macos_language())
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(variable, "")
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            tags.append(value)
    with contextlib.suppress(ValueError):
        tags.append(locale.getlocale()[0] or "")
    return [tag for tag in tags if tag]


def _macos_language() -> str:
    """An app started from the Finder gets no LANG; macOS keeps the choice in its defaults."""
    try:
        result = subprocess.run(["defaults", "read", "-g", "AppleLanguages"],
                                capture_output=True, text=True, timeout=2, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    first = result.stdout.replace("(", "").strip().split(",")[0]
    return first.strip().strip('"')


def _windows_ui_language() -> str:
    """Windows names German by its language id (0x07) rather than by an environment variable."""
    try:
        import ctypes

        language_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return ""
    return "de" if language_id & 0x3FF == 0x07 else "en"
