"""The log and the advice say where a building went as a player finds it on the board,
counted from the headquarters ("2 cells right and 1 cell up of the headquarters"), never as the
rules' coordinates ("at (1, 0)"), in de, en and ru."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import events as ev
from game.speedtycoon.rules.data import TILE_BRANCH
from game.speedtycoon.scenes import table_words
from game.speedtycoon.scenes.review_board import REVIEW_STEPS
from game.speedtycoon.view import log_lines

NAMES = ["Anna", "Robo"]
TILE = next(t for t, branch in enumerate(TILE_BRANCH) if branch >= 0)
HQ = {"de": "Zentrale", "en": "headquarters", "ru": "штаб-квартиры"}


def say_in(lang: str):
    return lambda key, **params: translate(key, lang, **params)


def logged(event, lang: str) -> str:
    (line,) = log_lines.lines_of([event])
    return log_lines.say(line, say_in(lang), NAMES)


@pytest.mark.usefixtures("display")
def test_a_placement_is_counted_from_the_headquarters():
    tile = log_lines.building(say_in("en"), TILE)
    assert logged(ev.BuildingPlaced(0, TILE, 2, -1, "tray", ""), "en") == \
        f"Anna builds {tile}, 2 cells right and 1 cell up of the headquarters"
    assert logged(ev.Demolished(0, TILE, 0, 1, 0), "en") == \
        f"Anna demolishes {tile}, 1 cell down of the headquarters"
    assert logged(ev.BuildingPlaced(0, TILE, -3, 0, "tray", ""), "de").endswith(
        ", 3 Felder links der Zentrale")
    assert logged(ev.BuildingPlaced(0, TILE, 5, 2, "tray", ""), "ru").endswith(
        ", на 5 клеток правее и на 2 клетки ниже штаб-квартиры")


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_no_log_line_or_advice_shows_coordinates(lang):
    events = (ev.BuildingPlaced(0, TILE, 1, 0, "tray", ""), ev.Demolished(0, TILE, -1, 2, 0),
              ev.Swapped(0, TILE, TILE, 0, -2))
    said = [logged(e, lang) for e in events]
    state = rules.new_game(2, 1, {"game_type": "classic"})
    for action in (act.Place(TILE, 1, 0), act.Demolish(-1, 2)):
        (key, params), _marks = table_words.describe_move(say_in(lang), state, action)
        said.append(translate(key, lang, **params))
    for text in said:
        assert "(" not in text and "%{" not in text and HQ[lang] in text, text


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_an_advised_button_move_names_the_button_not_the_rules_id(lang):
    """Play-test (en, 1920x1080): H at the end of a turn said "Advice: end – …"."""
    state = rules.new_game(2, 1, {"game_type": "classic"})
    for action, label in ((act.END, "speedtycoon_play.table.end"),
                          (act.PASS, "speedtycoon_play.table.pass"),
                          (act.LOBBY_PASS, "speedtycoon_play.table.pass"),
                          (act.LOAN, "speedtycoon_play.table.loan"),
                          (act.RepayLoan(("$9", "€4")), None)):
        (key, params), _marks = table_words.describe_move(say_in(lang), state, action)
        text = translate(key, lang, **params)
        assert not text.startswith(str(action)) and "%{" not in text, text
        if label is not None:
            assert translate(label, lang) in text, text
        # the review says the same step in its own words (a missing one crashed the review)
        step = translate(REVIEW_STEPS[key], lang, **params)
        assert "%{" not in step and not step.startswith(str(action)), step


@pytest.mark.usefixtures("display")
def test_a_lobbyist_purchase_paid_exactly_promises_no_action():
    """Play-test (en, 1920x1080): "Blue (normal) buys Logistics 8 in New York, paying $8
    exactly: one more action" for the Lobbyist's purchase in another seat's turn."""
    lobby = ev.BuildingBought(1, "NY", TILE, ("$8",), 8, True, True)
    own = ev.BuildingBought(1, "NY", TILE, ("$8",), 8, True, False)
    assert "one more action" not in logged(lobby, "en")
    assert logged(own, "en").endswith("exactly: one more action")


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_lobbyist_pass_is_not_said_as_passing_the_turn(lang):
    """Play-test (en): "Maxine passes" stood in Blue's turn when Maxine's Lobbyist window ran
    out: it read as if Maxine had ended a turn."""
    lobby, turn = logged(ev.LobbyPassed(0), lang), logged(ev.Passed(0), lang)
    assert lobby != turn and lobby.startswith("Anna")
    assert translate("speedtycoon_play.module.lobbyist", lang).lower()[:5] in lobby.lower()
