"""Translations: every namespace file in `locales/`, loaded into python-i18n for pygame-gui.

pygame-gui translates widget text through python-i18n itself, so a widget given the key
"app.title.settings" shows it in the current language and re-renders on a switch. Loading a
language's files whole, before its first text (instead of python-i18n's lazy search by key),
lets a broken file be reported with its name rather than raise inside a widget mid-frame. A
start loads its own language and English only (reading all 54 files took ~8 ms of it); another
language is loaded whole when it is switched to or first asked for.

Languages are data: the app speaks every language its shared `app` namespace has a file for,
so adding one is adding files. Shared namespaces (no `_` in the name: `app`, `match`,
`levels`, ...) exist in every language; a game's namespaces (`tycoon_*`) declare their
languages by the files they have, English always among them. Plural forms and numbers follow
the language's CLDR rules through Babel (python-i18n's own rule knows one/few/many by
thresholds, which is wrong for Russian: 21 is "one", 22 "few", 25 "many").
"""

from __future__ import annotations

import contextlib
import functools
import json
import locale
import logging
import os
import subprocess
import sys
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from decimal import ROUND_HALF_EVEN, Decimal
from pathlib import Path
from typing import TYPE_CHECKING

import i18n
from i18n import resource_loader, translations
from i18n.translator import TranslationFormatter

from game.core.paths import locales_dir

if TYPE_CHECKING:
    from babel import Locale

log = logging.getLogger(__name__)

FALLBACK = "en"
#: The namespace every language has whole; its files name the languages of the app.
SHARED_NAMESPACE = "app"


def namespace_files(locales_dir: Path) -> dict[tuple[str, str], Path]:
    """{(namespace, locale): file} for every `<namespace>.<locale>.json` in `locales_dir`."""
    found = {}
    for path in sorted(locales_dir.glob("*.json")):
        parts = path.name.split(".")
        if len(parts) == 3:
            found[(parts[0], parts[1])] = path
    return found


def languages_of(locales_dir: Path) -> tuple[str, ...]:
    """The languages the app speaks: those its shared namespace has a file for."""
    return tuple(sorted(language for namespace, language in namespace_files(locales_dir)
                        if namespace == SHARED_NAMESPACE)) or (FALLBACK,)


def is_game_namespace(namespace: str) -> bool:
    """`tycoon_board` belongs to one game and may leave languages out; `app` may not."""
    return "_" in namespace


def declared_languages(namespace: str, locales_dir: Path) -> tuple[str, ...]:
    """The languages a namespace must have the same keys in."""
    if not is_game_namespace(namespace):
        return languages_of(locales_dir)
    return tuple(sorted(language for name, language in namespace_files(locales_dir)
                        if name == namespace))


def language_name_key(language: str) -> str:
    """The key of a language's name, e.g. "app.language.de" (every language names them all;
    tests/test_translations.py checks each one exists, as the key scan cannot see these)."""
    return f"{SHARED_NAMESPACE}.language.{language}"


#: The app's own translation files (the source tree's or the bundle's `locales/`).
APP_LOCALES: Path = locales_dir()
LANGUAGES: tuple[str, ...] = languages_of(APP_LOCALES)


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


#: The (folder, language) pairs whose files are loaded: a start loads its language and English
#: only, another language when it is first shown (`ensure_language`). Kept per folder, so that
#: texts added from another folder (a test's game, tests/scratch_game) never count as the
#: app's own: they did, and a switch to German after them kept the app in English.
_loaded: set[tuple[Path, str]] = set()
_loading = threading.Lock()


def load_translations(locales_dir: Path, languages: Iterable[str] | None = None) -> list[str]:
    """Load the namespace files of `languages` and of English, the fallback (None: of every
    language), those of this folder not loaded yet; returns the problems found (also logged),
    empty when clean. A start reads only its language's and English's files (36 of 54 files,
    English alone 18); another language's are read when it is first asked for
    (`ensure_language`: switching, a board or a review in that language)."""
    i18n.set("file_format", "json")
    i18n.set("fallback", FALLBACK)
    i18n.set("available_locales", list(LANGUAGES))
    with _loading:
        wanted = set(LANGUAGES if languages is None else (*languages, FALLBACK))
        wanted -= {language for folder, language in _loaded if folder == locales_dir}
        problems = []
        for (namespace, locale_name), path in namespace_files(locales_dir).items():
            if locale_name not in wanted:
                continue
            try:
                tree = read_locale_file(path, locale_name)
            except ValueError as error:
                problems.append(str(error))
                log.error("translation file skipped: %s", error)
                continue
            resource_loader.load_translation_dic(tree, namespace, locale_name)
        _loaded.update((locales_dir, language) for language in wanted)
    return problems


def ensure_language(language: str) -> list[str]:
    """Load `language`'s files from the app's own folder if they are not yet; the problems
    found, as `load_translations`."""
    if (APP_LOCALES, language) in _loaded:
        return []
    return load_translations(APP_LOCALES, (language,))


def set_language(language: str) -> None:
    """Make `language` the current one (an unknown one: English), its texts loaded first, so
    every widget re-rendered after this shows them at once."""
    shown = language if language in LANGUAGES else FALLBACK
    ensure_language(shown)
    i18n.set("locale", shown)


def tr(key: str, **params: object) -> str:
    """The text for `key` ("namespace.a.b") in the current language, `%{name}` filled in."""
    return translate(key, i18n.get("locale"), **params)


def translate(key: str, language: str, **params: object) -> str:
    """The text for `key` in `language`, `%{name}` filled in.

    A key missing in one language falls back to English; a key missing everywhere shows the
    key itself, which the translation test catches before a player can. A text with plural
    forms picks the form of `count` by the language's CLDR rule; whole numbers are written
    the language's way (1.500 / 1,500 / 1 500).
    """
    ensure_language(language)
    shown = {name: _shown(value, language) for name, value in params.items()}
    count = params.get("count")
    if _is_number(count):
        forms = _plural_forms(key, language)
        if forms is not None:
            text = (forms.get(plural_category(count, language)) or forms.get("other")
                    or forms.get("many") or key)
            return nest_quotes(TranslationFormatter(text).format(**shown), language)
    return nest_quotes(i18n.t(key, locale=language, **shown), language)


#: Each language's quotation marks, outer pair first, then the pair used inside it.
QUOTES: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "ru": (("«", "»"), ("„", "“")),
    "de": (("„", "“"), ("‚", "‘")),
    "en": (("“", "”"), ("‘", "’")),
}


def nest_quotes(text: str, language: str) -> str:
    """`text` with quotes inside quotes in the language's second pair, alternating by depth.

    A name that carries its own quotes (ru «Паром «Якорь»») goes into a text that quotes it
    again («%{space}»): filled in, it read «Паром «Якорь»» (play-test pt-prop2), where Russian
    typography writes «Паром „Якорь“» (German „…‚…‘…“, English “…‘…’…”). Names and texts
    keep the outer marks; only the filled-in text is nested, here, for every text at once.
    A closing mark with nothing open is left as it is."""
    pairs = QUOTES.get(language)
    if pairs is None or text.count(pairs[0][0]) < 2:
        return text
    (outer_open, outer_close), _inner = pairs
    out: list[str] = []
    open_closes: list[str] = []
    for char in text:
        if char == outer_open:
            pair = pairs[len(open_closes) % 2]
            open_closes.append(pair[1])
            out.append(pair[0])
        elif char == outer_close and open_closes:
            out.append(open_closes.pop())
        else:
            out.append(char)
    return "".join(out)


@dataclass(frozen=True)
class Money:
    """An amount in a currency known by its sign, as a text's param: `translate` writes it
    the language's way (`format_money`), so no text puts a sign before or after a number."""

    amount: int
    sign: str


@dataclass(frozen=True)
class Signed:
    """A change as a text's param, its sign always written (`format_signed`): "+1", "−1".
    A price's modifier read "strong currency -1", with a hyphen (speedleft2)."""

    amount: int


def _shown(value: object, language: str) -> str:
    if isinstance(value, Money):
        return format_money(value.amount, value.sign, language)
    if isinstance(value, Signed):
        return format_signed(value.amount, language)
    return format_number(value, language) if _is_number(value) else str(value)


def _is_number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _plural_forms(key: str, language: str) -> dict[str, str] | None:
    for candidate in (language, FALLBACK):
        if not translations.has(key, candidate):
            resource_loader.search_translation(key, candidate)
        if translations.has(key, candidate):
            forms = translations.get(key, locale=candidate)
            return forms if isinstance(forms, dict) else None
    return None


def plural_category(count: int, language: str) -> str:
    """CLDR's plural category of `count` in `language`: "one", "few", "many", "other", ..."""
    return _babel_locale(language).plural_form(count)


def plural_categories(language: str) -> frozenset[str]:
    """Every category a text with plural forms must give in `language`."""
    return frozenset(_babel_locale(language).plural_form.tags | {"other"})


#: The minus sign a person reads ("−12 M"): CLDR writes de, en and ru negatives with the
#: hyphen-minus, which the house fonts draw as a short hyphen ("-12 M", play-test pt-tycoon4).
MINUS = "\u2212"


def shown_minus(text: str, language: str) -> str:
    """Babel's formatted text with the language's CLDR minus sign drawn as a true minus."""
    from babel.numbers import get_minus_sign_symbol

    return text.replace(get_minus_sign_symbol(_babel_locale(language)), MINUS)


def format_number(number: int, language: str) -> str:
    """A whole number with the language's digit grouping: de 1.500, en 1,500, ru 1 500; a
    negative one with the language's minus where CLDR puts it, drawn as a true minus
    (`shown_minus`): −12, −1,500."""
    if 0 <= number < 1000:  # no grouping to do: keeps Babel's import off the start-up path
        return str(number)
    from babel.numbers import format_decimal

    text = shown_spaces(format_decimal(number, locale=_babel_locale(language)))
    return shown_minus(text, language) if number < 0 else text


def format_signed(number: int, language: str) -> str:
    """A change with its sign: "+1,500" for a gain, "−1" for a loss (`format_number`'s true
    minus), "0" for none."""
    return ("+" if number > 0 else "") + format_number(number, language)


def format_money(amount: int, sign: str, language: str) -> str:
    """An amount with its currency sign where the language's CLDR currency pattern puts it:
    en $7, de 7 $, ru 7 $; a negative one by the pattern's negative form: en −$7, de −7 $.
    The signs are the game's own (Babel's symbols would write the Yuan and the Yen both as
    ¥), so only the pattern's place for the sign and the minus are Babel's."""
    pattern = _babel_locale(language).currency_formats["standard"]
    form = 1 if amount < 0 else 0
    text = (pattern.prefix[form].replace("¤", sign) + format_number(abs(amount), language)
            + pattern.suffix[form].replace("¤", sign))
    return shown_minus(shown_spaces(text), language) if amount < 0 else shown_spaces(text)


def format_percent(fraction: float, language: str) -> str:
    """A share as a whole percentage the language's way: en 12%, de 12 %, ru 12 % (CLDR); a
    negative one with a true minus, as `format_money` draws it (CLDR writes a hyphen)."""
    from babel.numbers import format_percent as babel_percent

    return shown_minus(shown_spaces(babel_percent(fraction, locale=_babel_locale(language))),
                       language)


def whole_percent(fraction: float) -> int:
    """The whole number `format_percent` shows for `fraction` (Babel's rounding: the decimal as
    written, half to even), for a figure that must agree with the percentages on screen (a
    swing's cost is the difference of the two chances shown, not a third rounding)."""
    return int((Decimal(str(fraction)) * 100).quantize(Decimal(1), ROUND_HALF_EVEN))


def format_list(items: list[str], language: str) -> str:
    """Names joined the language's way: "Tokyo, Cairo and Sydney" / "Tokio, Kairo und Sydney"
    (CLDR's list patterns, so no language needs its own joining words)."""
    if len(items) < 2:
        return "".join(items)
    from babel.lists import format_list as babel_list

    return shown_spaces(babel_list(items, locale=_babel_locale(language)))


def format_moment(moment: datetime, language: str) -> str:
    """A date and time the language's way, from CLDR (Babel): "Dec 4, 2026, 2:05 PM",
    "04.12.2026, 14:05", "4 дек. 2026 г., 14:05". The date at medium length (the year whole),
    the time without seconds, joined by the language's own date-time pattern."""
    from babel.dates import format_date, format_time

    cldr = _babel_locale(language)
    return shown_spaces(cldr.datetime_formats["medium"].format(
        format_time(moment, "short", locale=cldr), format_date(moment, "medium", locale=cldr)))


#: CLDR's narrow no-break space ("2026\u202fг.", "2:05\u202fPM"): the house's italic font
#: draws it nearly zero wide (the ru load list read «2026г.», play-test), so what the app
#: shows has the plain no-break space there, which still never breaks.
NARROW_NO_BREAK_SPACE = "\u202f"


def shown_spaces(text: str) -> str:
    """Babel's formatted text with each narrow no-break space drawn as a no-break space."""
    return text.replace(NARROW_NO_BREAK_SPACE, "\u00a0")


@functools.cache
def _babel_locale(language: str) -> Locale:
    """Babel is imported on first need (about 60 ms): the title screen needs neither rule."""
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(language)
    except (ValueError, UnknownLocaleError):
        return Locale.parse(FALLBACK)


#: Languages by the names some systems use instead of ISO codes ("German_Germany.1252").
SYSTEM_LANGUAGE_NAMES = {"german": "de", "english": "en", "russian": "ru"}
#: Windows' primary language ids.
WINDOWS_LANGUAGE_IDS = {0x07: "de", 0x09: "en", 0x19: "ru"}


def system_language() -> str:
    """The operating system's language where the app speaks it, else English (the first-start
    default); the first language the system names decides."""
    for tag in _system_language_tags():
        lowered = tag.lower()
        code = SYSTEM_LANGUAGE_NAMES.get(lowered.split("_")[0], lowered[:2])
        return code if code in LANGUAGES else FALLBACK
    return FALLBACK


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
    """Windows names its language by an id (German 0x07) rather than an environment variable."""
    try:
        import ctypes

        language_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return ""
    return WINDOWS_LANGUAGE_IDS.get(language_id & 0x3FF, "")
