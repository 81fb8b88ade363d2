"""Texts a newcomer reads (issue 14, point 5): plural forms, one German word per thing, what a
ticket or a loan really offers now."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.core.i18n import translate
from game.tycoon.rules import board as rules_board
from game.tycoon.rules.actions import BUY
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_scenes.autoplay import settle

LOCALES = Path(__file__).resolve().parents[2] / "locales"
TYCOON = ("tycoon_board", "tycoon_play", "tycoon_info", "match")


def _texts(namespace: str, lang: str) -> list[str]:
    out: list[str] = []

    def walk(node) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        else:
            out.append(node)

    walk(json.loads((LOCALES / f"{namespace}.{lang}.json").read_text("utf-8"))[lang])
    return out


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_no_tycoon_text_hedges_a_plural_with_brackets(lang):
    hedged = [text for ns in TYCOON for text in _texts(ns, lang)
              if any(mark in text for mark in ("(s)", "(e)", "(n)", "(es)"))]
    assert hedged == []


@pytest.mark.parametrize(("key", "one", "two"), [
    ("tycoon_play.payday.spread", "Spread: 1 city", "Verbreitung: 2 Städte"),
    ("tycoon_info.card.player.loans", "1 loan, 4 due", "2 Kredite, 4 fällig"),
    ("tycoon_info.card.city.leader", "Leads: Anna with 1 hotel", "Vorne: Anna mit 2 Hotels"),
    ("tycoon_info.card.ticket.scheduled", "Scheduled flight to Sydney, 1 stop",
     "Linienflug nach Sydney, 2 Stopps"),
])
def test_plurals_take_the_languages_one_and_other_forms(app, key, one, two):
    params = {"due": "4", "seat": "Anna", "city": "Sydney"}
    assert translate(key, "en", count=1, **params) == one
    assert translate(key, "de", count=2, **params) == two


def test_german_says_one_word_for_one_thing(app):
    german = " ".join(text for ns in TYCOON for text in _texts(ns, "de"))
    for other_word in ("Kreditkarte", "Flugschein", "Abschnitt"):
        assert other_word not in german
    assert translate("tycoon_info.buttons.undo", "de") == "Rückgängig"
    assert translate("match.new_game.heading", "de") == "Neues Tycoon-Spiel"


def test_from_home_a_scheduled_ticket_is_named_by_its_city_alone(app, board):
    settle(app, board)
    slot = next(slot for slot, t in enumerate(board.model.market)
                if t is not None and rules_board.SLOT_KIND[slot] == rules_board.SCHEDULED
                and board.match.state.is_legal(BUY[t]))
    dest = rules_board.TICKETS[board.model.market[slot]].dest
    app.click(board.panel.market[slot])
    settle(app, board)
    app.press_key(pygame.K_1 + len(board.turn.hand()) - 1)
    city = board.view.texts.city(dest)
    assert board.toast.text == f"{city}: now choose one of the lit cities (Esc to put it back)."


def test_the_loan_tooltip_in_the_last_session_offers_no_later_payday(app, board):
    settle(app, board)
    button = board.panel.buttons["loan_10"]
    assert button.is_enabled
    assert "one payday later" in button.tool_tip_text
    board.match.state.session = rules_board.SESSIONS
    board.turn.refresh()
    assert "one payday later" not in button.tool_tip_text
    assert "final payday" in button.tool_tip_text
