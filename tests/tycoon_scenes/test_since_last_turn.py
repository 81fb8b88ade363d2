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
    blue_cairo = [0] * NINE
    blue_cairo[CAIRO] = 2  # the two hotels Ben closed: Blue's before, gone now
    before = Glance(((0,) * NINE, tuple(blue_cairo), (0,) * NINE), ((0,) * NINE,) * 3,
                    (None,) * NINE)
    assert _said(moves, lang, before=before) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Blue built a hotel in Tokyo.", "Blue renovated a hotel in Cairo."]),
    ("de", ["Blue hat ein Hotel in Tokio gebaut.", "Blue hat ein Hotel in Kairo renoviert."]),
    ("ru", ["Blue: 1 новый отель (Токио).", "Blue ремонтирует свой отель (Каир)."])])
def test_a_renovated_hotel_is_said_as_renovated_not_as_built(lang, said):
    """Yellow renovated its closed hotel in Cairo, and the card said "Yellow built a hotel
    in Cairo" while Yellow's hotels in hand stayed as they were (play-test pt-tycoon5): a
    hotel back on the track is said as renovated, a new one elsewhere still as built."""
    from game.tycoon.rules import HotelRenovated

    blue = [0] * NINE
    blue[TOKYO] = blue[CAIRO] = 1
    now = Glance(((0,) * NINE, tuple(blue), (0,) * NINE), ((0,) * NINE,) * 3, (None,) * NINE)
    moves = Moves()
    moves.note(1, [HotelRenovated(1, "cairo", 6, False)])
    assert _said(moves, lang, now=now) == said


def test_a_build_that_closed_the_builders_own_hotel_is_still_said_as_built():
    """On a red lot the oldest hotel of the chain closes, the builder's own too: Blue's count
    in Tokyo stays as it was, and the card said only that Blue closed a hotel of Blue
    (a sweep of Easy games, three seats; tests/tycoon_scenes/test_since_across_payday.py)."""
    blue = [0] * NINE
    blue[TOKYO] = 2
    before = Glance(((0,) * NINE, tuple(blue), (0,) * NINE), ((0,) * NINE,) * 3, (None,) * NINE)
    moves = Moves()
    moves.note(1, [HotelBuilt(1, "tokyo", 6, 4, True), HotelEvicted(city="tokyo", owner=1, lot=0)])
    lines = [say_line(line, ("Anna", "Blue", "Ben"), Texts("en"))
             for line in news(before, before, 0, moves)]
    assert "Blue built a hotel in Tokyo." in lines


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Blue closed their own hotel in Tokyo.",
            "Ben closed 2 of their own hotels in Tokyo and Cairo."]),
    ("de", ["Blue hat ein eigenes Hotel in Tokio geschlossen.",
            "Ben hat 2 eigene Hotels in Tokio und Kairo geschlossen."]),
    ("ru", ["Blue закрывает свой отель (Токио).",
            "Ben закрывает 2 своих отеля (Токио и Каир)."])])
def test_a_seat_that_closed_its_own_hotel_is_said_to_close_its_own(lang, said):
    """A build on a red lot closes the chain's oldest hotel, the builder's own too: the card
    said "Green closed a hotel of Green in Paris" (tycoonleft2)."""
    moves = Moves()
    moves.note(1, [HotelEvicted(city="tokyo", owner=1, lot=0)])
    moves.note(2, [HotelEvicted(city="cairo", owner=2, lot=0),
                   HotelEvicted(city="tokyo", owner=2, lot=1)])
    empty = Glance(((0,) * NINE,) * 3, ((0,) * NINE,) * 3, (None,) * NINE)
    closed = [line for line in news(empty, empty, 0, moves) if ".closed" in line[0]]
    assert [say_line(line, ("Anna", "Blue", "Ben"), Texts(lang)) for line in closed] == said


@pytest.mark.parametrize(("lang", "built"), [
    ("en", "Blue built a hotel in Tokyo."), ("de", "Blue hat ein Hotel in Tokio gebaut."),
    ("ru", "Blue: 1 новый отель (Токио).")])
def test_a_build_whose_older_hotel_another_seat_closed_is_still_said(lang, built):
    """Blue built in Tokyo, then Green built on a red lot there and closed the chain's oldest
    hotel, Blue's: Blue's count in Tokyo stayed as it was, and the card said Blue flew to
    Tokyo and Green closed a hotel of Blue's, but not that Blue built (tycoonleft2, de, four
    seats)."""
    blue = [0] * NINE
    blue[TOKYO] = 1
    before = Glance(((0,) * NINE, tuple(blue), (0,) * NINE), ((0,) * NINE,) * 3, (None,) * NINE)
    moves = Moves()
    moves.note(1, [HotelBuilt(1, "tokyo", 5, 4, False)])
    moves.note(2, [HotelBuilt(2, "tokyo", 6, 4, True), HotelEvicted(city="tokyo", owner=1, lot=0)])
    assert built in _said(moves, lang, before=before, now=before)


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


def _card_saying(app, board, named: tuple[int, ...], lines=None):
    """The card of `board`'s person (seat 0) telling that Blue built in the cities `named`
    (or the news `lines`)."""
    since = board.since
    since.seat = 0
    since.news = lines or [("tycoon_play.since.built", {"player": 1, "cities": list(named),
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


#: Five lines of news (play-test pt-tycoon5: four or five lines at three or four seats).
FIVE_LINES = [("tycoon_play.since.flew", {"player": 1, "city": NEW_YORK}),
              ("tycoon_play.since.built", {"player": 1, "cities": [NEW_YORK, TOKYO], "count": 2}),
              ("tycoon_play.since.factory", {"player": 2, "cities": [CAIRO], "count": 1}),
              ("tycoon_play.since.borrowed", {"player": 2, "amount": 16}),
              ("tycoon_play.since.took_first", {"player": 1, "cities": [TOKYO], "count": 1})]


#: What the card must leave in sight unasked: every player's panel, every city, every ticket.
def _read_rects(seats: int) -> list:
    from game.tycoon.scenes.turn_panel import _market_rect
    from game.tycoon.view import layout

    return ([("panel", row, layout.player_panel(row)) for row in range(seats)]
            + [("city", c, layout.city_rect(c)) for c in range(NINE)]
            + [("ticket", slot, _market_rect(slot)) for slot in range(8)])


def _board_of(app, seats: int):
    from game.core.setup import GameSetup
    from game.tycoon.scenes.board_scene import BoardScene

    board = app.scenes.push(BoardScene(app, GameSetup("tycoon", 5, FOUR[:seats], {
        "stops": "exact", "start_player": 0}), curtain=False))
    app.run_frames(2)
    return board


def _point(app, pos) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(2)


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_card_covers_no_players_panel_city_or_ticket(app, seats):
    """At three and four seats the card stood in the side column over the other players'
    panels (their money and loans) until the person's first move (pt-tycoon5, tycoonroute's
    four seats in ru: Yellow's panel under it whole). A player sees every panel: the card
    stands whole only under the panels where it fits, else folded to its title line in the
    room under them or on the market's foot. The canvas is 1280x800 at every window size
    (1280x800, 1366x768 and 1920x1080 show it scaled: game/ui/canvas.py), so these rects are
    those of every size; the language sets the card's height."""
    board = _board_of(app, seats)
    lines = FIVE_LINES if seats > 2 else [line for line in FIVE_LINES
                                          if line[1]["player"] == 1]
    card = _card_saying(app, board, (), lines)
    assert card is not None
    covered = [(what, n) for what, n, rect in _read_rects(seats) if card.colliderect(rect)]
    assert not covered, (card, covered)
    assert board.game_log.folded == (seats > 2), card


@pytest.mark.parametrize("seats", [3, 4])
def test_the_folded_card_opens_while_the_pointer_rests_on_its_title(app, seats):
    """The news are one pointer away: on the title line the whole card opens, with every
    line; moved off the card it folds again."""
    board = _board_of(app, seats)
    title = _card_saying(app, board, (), FIVE_LINES)
    _point(app, title.center)
    card = board.game_log.card_rect
    assert card.height > title.height * 2 and card.bottom == title.bottom, (title, card)
    assert board.game_log.since_shown == len(FIVE_LINES)
    _point(app, (card.centerx, card.top + 5))  # up the opened card: it stays open
    assert board.game_log.card_rect == card
    _point(app, (400, 300))
    assert board.game_log.card_rect == title


def test_a_payday_loan_choice_ends_no_turn(monkeypatch):
    """Ben's turn ended, Blue built in Tokyo, then the payday asked Ben about his loans: the
    card at his next turn said nothing of Tokyo, since his repayment counted as a turn and
    took a fresh glance (play-test pt-tycoon5). It still tells what happened since his last
    real turn; a turn that brings the payday still ends his turn."""
    from types import SimpleNamespace

    from game.tycoon.rules import HotelBuilt, LoanRepaid, Payday
    from game.tycoon.scenes import since_last_turn as since_module

    monkeypatch.setattr(since_module, "glance", lambda state, model: model.glance)
    blue_built = _glance(hotels_blue=(TOKYO,))

    def board(current, now):
        return SimpleNamespace(current=current, glance=now)

    # his turn ends as Blue's starts, or with the payday, where he is asked first
    ends = (([HotelBuilt(0, "cairo", 0, 2, False)], 1), ([Payday(1, False, ())], 0))
    for last_move, then in ends:
        since = since_module.SinceLastTurn([0])
        since.moved(0, last_move, None, board(then, _glance()))
        since.moved(1, [HotelBuilt(1, "tokyo", 0, 4, False)], None, board(0, blue_built))
        since.moved(0, [LoanRepaid(0, "L10a", 12, False)], None, board(1, blue_built))
        since.turn_starts(0, None, board(0, blue_built), ("Anna", "Blue"), Texts("en"))
        assert since.lines == ["Blue built a hotel in Tokyo."], (last_move, since.lines)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Payday 1 paid you 23\u00a0M.", "Blue built a hotel in Tokyo."]),
    ("de", ["Zahltag 1 hat dir 23\u00a0Mio. gebracht.", "Blue hat ein Hotel in Tokio gebaut."]),
    ("ru", ["Выплата 1 принесла вам 23\u00a0млн.", "Blue: 1 новый отель (Токио)."])])
def test_a_payday_since_the_persons_last_turn_is_said_first(monkeypatch, lang, said):
    """tycoonpay: loaded in session 2, the card listed the others' moves since the person's
    last turn in session 1 but not the payday between them, and a loaded game shows no payday
    card for it; the money had grown unexplained. The card is made alike live and after a
    load (`SinceLastTurn.replay` plays the log through `moved`), so both say the payday, with
    what it paid the person, before the lines that sum up both sides of it."""
    from types import SimpleNamespace

    from game.tycoon.rules import HotelBuilt, LoanRepaid, Payday, PlayerPayday
    from game.tycoon.scenes import since_last_turn as since_module

    monkeypatch.setattr(since_module, "glance", lambda state, model: model.glance)
    blue_built = _glance(hotels_blue=(TOKYO,))

    def board(current, now):
        return SimpleNamespace(current=current, glance=now)

    paid = (PlayerPayday(0, 2, 10, (), (), 23), PlayerPayday(1, 1, 0, (), (), 7))
    since = since_module.SinceLastTurn([0])
    since.moved(0, [HotelBuilt(0, "cairo", 0, 2, False)], None, board(1, _glance()))
    since.moved(1, [HotelBuilt(1, "tokyo", 0, 4, False), Payday(1, False, paid)], None,
                board(0, blue_built))
    since.moved(0, [LoanRepaid(0, "L10a", 12, False)], None, board(1, blue_built))
    since.turn_starts(0, None, board(0, blue_built), ("Anna", "Blue"), Texts(lang))
    assert since.lines == said


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_the_folded_card_opens_by_its_key_named_on_its_title(app):
    """A keyboard player reads the news too: N (named on the title line in every language)
    opens the whole card, N again or the next key (a Tab moving on) folds it; it opened only
    under the pointer."""
    import pygame

    from game.scenes.match_log import SINCE_KEY

    board = _board_of(app, 4)
    title = _card_saying(app, board, (), FIVE_LINES)
    _point(app, (400, 300))
    assert board.game_log.card_rect == title
    said = board.game_log.scene.say("match.log.since_folded", count=5)
    assert "N" in said.split("(")[-1], said
    app.press_key(SINCE_KEY)
    card = board.game_log.card_rect
    assert card.height > title.height * 2 and board.game_log.since_shown == len(FIVE_LINES)
    app.press_key(SINCE_KEY)
    assert board.game_log.card_rect == title
    app.press_key(SINCE_KEY)
    app.press_key(pygame.K_TAB)
    assert board.game_log.card_rect == title
