"""The review's sentences with a default name and a typed one (rureview): Russian names a
person after «игрока»/«игроку», where a default name read «решения игрока Игрок 1»; it now
reads «решения игрока 1», and a typed name («Аня») still stands after «игрока» whole."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from game.reviews import open_save, store_review
from game.scenes.review_scene import ReviewScene
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


def test_a_reason_names_a_default_named_rival_by_number_after_the_word_player(
        app, tmp_path, monkeypatch):
    """A property game's reason names a rival after «игроку» («мешает игроку Синий …»): at
    a hot-seat table whose second person kept the default name it says «игроку 2», not
    «игроку Игрок 2»; the plan it answers says «игрок 2 отдаёт»."""
    app.set_language("ru")
    folder = tmp_path / "saves"
    folder.mkdir(parents=True)
    path = folder / "kraken_bay.json"
    data = json.loads((DATA / "kraken_bay.json").read_text(encoding="utf-8"))
    data["setup"]["seats"][1].update(kind="human", level=None, name="Player 2")
    path.write_text(json.dumps(data), encoding="utf-8")
    review = quick_review("kraken_bay")
    first = review.swing_indices[0]
    blocking = replace(review.decisions[first], reason=(
        "property_bot.reason.buy_blocks", {"place": 1, "price": 60, "rival": 1}))
    decisions = list(review.decisions)
    decisions[first] = blocking
    store_review(open_save(path), replace(review, decisions=tuple(decisions)))
    scene = ReviewScene(app, open_save(path), 0)  # two people: no picker, Anna's review
    app.scenes.push(scene)
    app.run_frames(3)
    assert scene.names[1] == "Игрок 2"
    words = " ".join(scene.cards()[0].rows)
    assert "мешает игроку 2 собрать группу" in words, words
    assert "игрок 2 отдаёт" in words and "Игрок 2" not in words  # the plan's words too


def computers_only_copy(folder: Path, game_id: str) -> Path:
    """The example save of `game_id` with its person made a computer (Normal), so every
    seat is one and the review is of a computer (reviewable_seats), its review kept."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{game_id}.json"
    data = json.loads((DATA / f"{game_id}.json").read_text(encoding="utf-8"))
    data["setup"]["seats"][0].update(kind="computer", level="normal", name="Computer 0")
    path.write_text(json.dumps(data), encoding="utf-8")
    store_review(open_save(path), quick_review(game_id))
    return path


@pytest.mark.parametrize("game_id", ["tycoon", "speedtycoon", "kraken_bay", "menedzher"])
def test_a_computer_is_named_by_its_colour_in_quotes_after_the_word_player(
        app, tmp_path, monkeypatch, game_id):
    """A computer's review in Russian: the sentences say «решения игрока «Красный»», the
    shared sentence name (seat_rows.text_names), where they read «игрока Красный
    (средний)», an adjective out of its case with a bracket inside the sentence
    (reviewlate); the title names the seat alone, level and all."""
    app.set_language("ru")
    path = computers_only_copy(tmp_path / "saves", game_id)
    scene = ReviewScene(app, open_save(path), 0)
    app.scenes.push(scene)
    app.run_frames(3)
    words = screen_words(app, monkeypatch, scene)
    colour = scene.names[0].split(" (")[0]
    assert scene.names[0] == f"{colour} (средний)"
    assert re.search(r"игрок[ау]? [А-ЯЁ]\w+ \(", words) is None, words
    assert f"игрока «{colour}»" in words, words
    assert f"Разбор партии: {colour} (средний)" in words


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_a_game_lost_for_good_says_no_later_decision_mattered(app, tmp_path, monkeypatch,
                                                               language):
    """Tycoon's example: its one card is from session 2, and at every decision of session 3
    Anna's chance stood about 0 (the quick review's); the column says so under the card,
    where it said only that no other decision cost more (reviewlate)."""
    from tests.scenes.test_review_screen import kept_copy

    app.set_language(language)
    scene = open_screen(app, kept_copy(tmp_path / "saves", "tycoon"))
    first = next(i for i, d in enumerate(scene.review.decisions)
                 if d.progress[1].get("session") == 3)
    where = scene._where(scene.review.decisions[first])
    words = screen_words(app, monkeypatch, scene)
    said = {"en": f"From {where} on, the win chance of Anna stood at about 0%",
            "de": f"Ab {where} lag die Gewinnchance von Anna bei etwa 0 %",
            "ru": f"С момента «{where}» шанс на победу игрока Anna держится около 0 %"}
    flat = " ".join(words.replace("\u00a0", " ").split())
    assert said[language] in flat, flat
