"""At the start of a person's turn a short note says what happened since their last one
(issue 14, point 2): who built where, who took their first place."""

from __future__ import annotations

import pytest

from game.core.setup import Seat
from game.tycoon.rules import Flew, HotelBuilt, HotelEvicted, LoanTaken
from game.tycoon.rules import board as rules_board
from game.tycoon.rules.actions import BUY
from game.tycoon.scenes.since_last_turn import Glance, Moves, news, say_line
from game.tycoon.view.texts import Texts
from tests.tycoon_scenes.autoplay import play_human_turn, settle

NINE = rules_board.NUM_CITIES
TOKYO, CAIRO = rules_board.city_index("tokyo"), rules_board.city_index("cairo")


def _glance(hotels_blue=(), first=None) -> Glance:
    blue = tuple(hotels_blue.count(c) for c in range(NINE))
    return Glance(((0,) * NINE, blue), ((0,) * NINE, (0,) * NINE),
                  tuple(first.get(c) if first else None for c in range(NINE)))


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Blue built 2 hotels in Tokyo and Cairo.",
            "Blue took your first place in Tokyo."]),
    ("de", ["Blue hat 2 Hotels in Tokio und Kairo gebaut.",
            "Blue hat dir den 1. Platz in Tokio abgenommen."])])
def test_the_note_names_who_built_where_and_who_took_your_first_place(lang, said):
    before = _glance(first={TOKYO: 0})
    now = _glance(hotels_blue=(TOKYO, CAIRO), first={TOKYO: 1, CAIRO: 1})
    assert [say_line(line, ("Anna", "Blue"), Texts(lang)) for line in news(before, now, 0)] \
        == said


def test_one_hotel_reads_in_the_singular():
    now = _glance(hotels_blue=(CAIRO,))
    assert [say_line(line, ("Anna", "Blue"), Texts("en"))
            for line in news(_glance(), now, 0)] == ["Blue built a hotel in Cairo."]
    assert news(_glance(), _glance(), 0) == []


def test_a_persons_next_turn_starts_with_what_the_computer_built(app, board):
    built: list[HotelBuilt] = []
    apply = board.match.apply

    def recording(action, reason=None):
        events, refused = apply(action, reason)
        built.extend(ev for ev in events if isinstance(ev, HotelBuilt) and ev.seat == 1)
        return events, refused

    board.match.apply = recording
    for _turn in range(12):
        settle(app, board)
        if board.payday is not None:
            break
        if built:
            break
        play_human_turn(app, board)
    assert built, "the computer built within a few turns"
    settle(app, board)
    assert board.human_turn()
    texts = board.view.texts
    cities = {texts.city(rules_board.city_index(ev.city)) for ev in built}
    assert board.since.seat == 0 and board.since.lines
    built_line = next(line for line in board.since.lines if " built " in line)
    assert all(city in built_line for city in cities), board.since.lines
    assert any(line.startswith("Blue (easy) built") for line in board.since.lines)
    slots = [slot for slot, t in enumerate(board.model.market)
             if t is not None and board.match.state.is_legal(BUY[t])]
    first_move = board.panel.market[slots[0]] if slots else next(
        board.panel.buttons[name] for name in ("loan_10", "loan_16", "end")
        if board.panel.buttons[name].is_enabled)
    app.click(first_move)  # the person's first move puts the note away
    assert board.since.seat is None and board.since.lines == []


def _said(moves, lang="en", before=None, now=None, names=("Anna", "Blue", "Ben")):
    empty = Glance(((0,) * NINE,) * 3, ((0,) * NINE,) * 3, (None,) * NINE)
    return [say_line(line, names, Texts(lang))
            for line in news(before or empty, now or empty, 0, moves)]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Blue flew to Cairo.", "Blue closed your hotel in Tokyo.", "Blue borrowed 16\u00a0M.",
            "Ben closed 2 hotels of Blue in Cairo.", "Ben borrowed 26\u00a0M."]),
    ("de", ["Blue ist nach Kairo geflogen.", "Blue hat dein Hotel in Tokio geschlossen.",
            "Blue hat einen Kredit über 16\u00a0Mio. genommen.",
            "Ben hat 2 Hotels von Blue in Kairo geschlossen.",
            "Ben hat einen Kredit über 26\u00a0Mio. genommen."]),
    ("ru", ["Blue: перелёт в город Каир.", "Blue закрывает ваш отель (Токио).",
            "Blue: кредит на 16\u00a0млн.", "Ben закрывает 2 отеля игрока Blue (Каир).",
            "Ben: кредит на 26\u00a0млн."])])
def test_the_note_names_every_other_seats_flight_closed_hotels_and_loans(lang, said):
    moves = Moves()
    moves.note(1, [Flew(1, "S5", None, ("cape_town", "cairo"), False, 1),
                   HotelEvicted(city="tokyo", owner=0, lot=0), LoanTaken(1, "L16a", 16, False)])
    moves.note(2, [HotelEvicted(city="cairo", owner=1, lot=0),
                   HotelEvicted(city="cairo", owner=1, lot=1),
                   LoanTaken(2, "L10a", 10, False), LoanTaken(2, "L16b", 16, False)])
    assert _said(moves, lang) == said


def test_a_persons_next_turn_names_where_the_computer_flew(app, board):
    flew: list[Flew] = []
    apply = board.match.apply

    def recording(action, reason=None):
        events, refused = apply(action, reason)
        flew.extend(ev for ev in events if isinstance(ev, Flew) and ev.seat == 1)
        return events, refused

    board.match.apply = recording
    for _turn in range(12):
        settle(app, board)
        if board.payday is not None or flew:
            break
        play_human_turn(app, board)
    assert flew, "the computer flew within a few turns"
    settle(app, board)
    city = board.view.texts.city(rules_board.city_index(flew[-1].path[-1]))
    assert f"Blue (easy) flew to {city}." in board.since.lines, board.since.lines



NEW_YORK = rules_board.city_index("new_york")
FOUR = (Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"),
        Seat("computer", "Green", "green", "easy"), Seat("computer", "Yellow", "yellow", "easy"))


def _card_saying(app, board, named: tuple[int, ...]):
    """The card of `board`'s person (seat 0) telling that Blue built in the cities `named`."""
    since = board.since
    since.seat = 0
    since.news = [("tycoon_play.since.built", {"player": 1, "cities": list(named),
                                               "count": len(named)})]
    since.say(board.turn.names(), board.view.texts)
    board.game_log.since_seat = 0
    board.game_log.say_since()
    app.run_frames(2)
    return board.game_log.card_rect


def test_at_two_seats_the_card_stands_under_the_players_panels(app, board):
    """The card stood at the board's top left, on New York, whatever it said (play-test
    pt-tycoon4): with room under the players' panels it stands there, over nothing."""
    from game.tycoon.view import layout

    settle(app, board)
    card = _card_saying(app, board, (NEW_YORK,))
    assert card is not None
    assert card.top > layout.player_panel(1).bottom and card.bottom < layout.MARKET.top
    assert not card.colliderect(layout.BOARD)


@pytest.mark.parametrize("named", [(NEW_YORK,), (NEW_YORK, rules_board.city_index("mexico_city")),
                                   tuple(range(NINE))])
def test_at_four_seats_the_card_keeps_off_the_cities_it_names(app, named):
    """Four panels leave no room in the side column: the card takes the board's corner that
    leaves the cities it names and the one the person's plane stands in in sight, the top
    ones first (tooltips rise from the action bar), and where every corner covers some, the
    one that covers least, off the news line."""
    from game.core.setup import GameSetup
    from game.tycoon.scenes.board_scene import BoardScene
    from game.tycoon.scenes.since_last_turn import AREA, NEWS_BAND
    from game.tycoon.view import layout
    from game.tycoon.view import state_adapter as adapter

    board = app.scenes.push(BoardScene(app, GameSetup("tycoon", 5, FOUR, {
        "stops": "exact", "start_player": 0}), curtain=False))
    app.run_frames(2)
    card = _card_saying(app, board, named)
    assert card is not None and AREA.contains(card)
    own = adapter.position(board.match.state, 0)
    keep = [layout.city_rect(c) for c in (*named, *([own] if own >= 0 else []))]
    if len(named) < NINE:
        assert not any(card.colliderect(rect) for rect in keep), (card, named, own)
        assert card.top == AREA.top, "a top corner while one is free"
    else:
        assert not card.colliderect(NEWS_BAND), "off the news line where all else is equal"


def test_a_card_too_tall_for_the_side_column_keeps_off_the_built_cities():
    """The play-test's three-seat table: three lines of news were too tall for the room under
    three panels, and the card took New York, where Blue had a hotel, while Sydney and Cape
    Town stood empty: the corner chosen covers no city with a building, none named, and not
    the person's own."""
    from game.tycoon.scenes.since_last_turn import card_spot, free_column
    from game.tycoon.view import layout

    size = (340, free_column(3).height + 20)
    mexico, rio, tokyo = (rules_board.city_index(c)
                          for c in ("mexico_city", "rio_de_janeiro", "tokyo"))
    lines = [("tycoon_play.since.built", {"player": 1, "cities": [mexico], "count": 1})]
    card = card_spot(size, lines, rio, 3, [NEW_YORK, tokyo, mexico, rio])
    for city in (NEW_YORK, tokyo, mexico, rio):
        assert not card.colliderect(layout.city_rect(city)), (city, card)
