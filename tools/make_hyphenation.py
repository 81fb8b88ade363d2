"""Write game/property/view/hyphenation.py: where each word of the property boards' space names
may be broken, in every language the boards speak.

The patterns are LibreOffice's, read through Pyphen (`pip install pyphen`, needed only to run
this tool): the game looks the break points up in the written table instead, so it neither
ships 1 MB of German patterns nor spends a second parsing them when a board first draws. Run
it after a space name changes (tests/property_scenes/test_space_names_fit.py says when).

    .venv/bin/python tools/make_hyphenation.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "game" / "property" / "view" / "hyphenation.py"
#: The app's languages and their Pyphen dictionaries.
DICTIONARIES = {"de": "de_DE", "en": "en_US", "ru": "ru_RU"}


def words_of_the_boards() -> dict[str, set[str]]:
    """Per language, every word of a space name that a cell may have to break."""
    from game.core.i18n import load_translations, translate
    from game.games import game_entry
    from game.property.rules import RULESETS
    from game.property.view.cell_text import MIN_BROKEN, pieces

    load_translations(ROOT / "locales")
    out: dict[str, set[str]] = {}
    for ruleset, rs in RULESETS.items():
        for language in game_entry(ruleset).languages:
            for space in rs.space_ids:
                name = translate(f"property_board.{ruleset}.space.{space}", language)
                out.setdefault(language, set()).update(
                    word.rstrip("-") for word in pieces(name)
                    if len(word.rstrip("-")) >= MIN_BROKEN)
    return out


def table() -> dict[str, dict[str, tuple[int, ...]]]:
    import pyphen

    out: dict[str, dict[str, tuple[int, ...]]] = {}
    for language, words in words_of_the_boards().items():
        hyphenator = pyphen.Pyphen(lang=DICTIONARIES[language], left=2, right=3)
        out[language] = {word: tuple(hyphenator.positions(word)) for word in sorted(words)}
    return out


def main() -> int:
    lines = ['"""Where each word of the property boards\' space names may break, per language.',
             "",
             "Written by tools/make_hyphenation.py (LibreOffice's patterns through Pyphen); do not",
             'edit by hand: run the tool after a space name changes."""',
             "",
             "BREAKS: dict[str, dict[str, tuple[int, ...]]] = {"]
    for language, words in table().items():
        lines.append(f"    {language!r}: {{")
        lines += [f"        {word!r}: {points!r}," for word, points in words.items()]
        lines.append("    },")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
