"""The review's sentences with a default name and a typed one (rureview): Russian names a
person after «игрока»/«игроку», where a default name read «решения игрока Игрок 1»; it now
reads «решения игрока 1», and a typed name («Аня») still stands after «игрока» whole."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.reviews import open_save, store_review
from tests.scenes.test_review_screen import DATA, open_screen, quick_review
from tests.support.drawn import texts_drawn_by


def named_copy(folder: Path, name: str) -> Path:
    """The Tycoon example save with its person ("Anna", seat 0) renamed, its review kept."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "tycoon.json"
    path.write_text((DATA / "tycoon.json").read_text(encoding="utf-8")
                    .replace('"Anna"', f'"{name}"'), encoding="utf-8")
    store_review(open_save(path), quick_review("tycoon"))
    return path


def screen_words(app, monkeypatch, scene) -> str:
    """Every text the screen draws with the review shown, with the foot's and the note's
    lines (the note only under fewer cards)."""
    drawn = texts_drawn_by(monkeypatch, lambda: app.run_frames(2))
    return " ".join([*drawn, *scene.note(), *(line for row in scene.foot().rows for line in row)])


@pytest.mark.parametrize("language", ["ru", "de", "en"])
def test_a_default_name_never_follows_the_word_player(app, tmp_path, monkeypatch, language):
    """A save whose person kept the default name ("Player 1", shown in the screen's
    language): no sentence says «игрока Игрок 1» / "von Spieler Spieler 1"; Russian says
    «игрока 1», German and English the name whole."""
    app.set_language(language)
    scene = open_screen(app, named_copy(tmp_path / "saves", "Player 1"))
    default = app.tr("match.new_game.default_name", number=1)
    assert scene.names[0] == default
    words = screen_words(app, monkeypatch, scene)
    doubled = {"ru": r"игрок[ау]? Игрок", "de": r"Spieler\w* Spieler", "en": r"[Pp]layer Player"}
    assert re.search(doubled[language], words) is None, words
    if language == "ru":
        assert "решения игрока 1" in words or "решение игрока 1" in words
        assert "Разбор партии: Игрок 1" in words  # the title names the seat alone
    else:
        assert default in words


def test_a_typed_name_stays_whole_after_the_word_player(app, tmp_path, monkeypatch):
    """«Аня» is no default: the sentences say «игрока Аня» as before, never the seat's
    number."""
    app.set_language("ru")
    scene = open_screen(app, named_copy(tmp_path / "saves", "Аня"))
    words = screen_words(app, monkeypatch, scene)
    assert "игрока Аня" in words and "Разбор партии: Аня" in words
    assert re.search(r"игрок[ау]? 1\b", words) is None
