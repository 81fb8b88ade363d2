"""Play-test 3: «Рио-де-Жанейро» was drawn at 9-11 px on a ticket card, the smallest city on
the table. Every city name on every ticket, market and hand card, in de/en/ru, is drawn whole
at the size the card draws its other names at, broken onto two lines where it needs them, or
in its short form («Рио»)."""

from __future__ import annotations

import pytest

from game.tycoon.rules import board
from game.tycoon.view import layout, sprites
from game.tycoon.view.texts import Texts
from tests.text_fit import drawn_texts

#: The card's own size for a city name: (scheduled, charter), as its short names show them.
NAME_SIZE = {layout.MARKET_CARD_SIZE: (15, 14), layout.HAND_CARD_SIZE: (12, 11)}


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("size", list(NAME_SIZE))
def test_every_city_on_a_ticket_is_drawn_whole_at_the_cards_size(app, monkeypatch, lang, size):
    drawn = drawn_texts(monkeypatch)
    sprites._ticket_card.cache_clear()
    texts = Texts(lang)
    for ticket in board.TICKETS:
        drawn.clear()
        sprites.ticket_card(ticket.index, size, lang)
        scheduled = ticket.kind == board.SCHEDULED
        least = NAME_SIZE[size][0 if scheduled else 1]
        for city in ticket.cities:
            name = texts.city(city)
            pieces = [(label, px) for label, px in drawn if label and label in name]
            shown = "".join(label if label.endswith("-") else label + " "
                            for label, _px in pieces if label != name) or name
            assert shown.strip() in (name, texts.city_short(city)) or any(
                label == name for label, _px in pieces), \
                f"{lang} {size}: {name!r} not drawn whole: {pieces}"
            assert pieces and min(px for _label, px in pieces) >= least, \
                f"{lang} {size}: {name!r} drawn at {pieces}, the card's names at {least} px"
    sprites._ticket_card.cache_clear()


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("size", list(NAME_SIZE))
def test_every_city_stands_on_one_line_of_every_ticket_card(app, monkeypatch, lang, size):
    """«Рио-де-Жанейро» broke at its hyphens on a charter card («Рио-де- / Жанейро» over a
    second city: three lines that read as more places); it needs 127 px at the market card's
    14 px where the card has 110. "Mexiko-Stadt" broke into "Mexiko-" / "Stadt" on a hand
    card (86 px where a hand card's second name has 76). Where a city's whole name does not
    fit a line, the card writes its short form («Рио», "Mexiko"), at the card's size; the
    hover card names it whole. Every city, every card, in each language: one line."""
    drawn = drawn_texts(monkeypatch)
    sprites._ticket_card.cache_clear()
    texts = Texts(lang)
    for ticket in board.TICKETS:
        drawn.clear()
        sprites.ticket_card(ticket.index, size, lang)
        for city in ticket.cities:
            name, short = texts.city(city), texts.city_short(city)
            on_card = [label for label, _px in drawn if label and label in name]
            assert on_card in ([name], [short]), (lang, size, ticket.id, on_card)
    sprites._ticket_card.cache_clear()
