"""The panels on a real (headless) screen: open and close by key and button, stay off the
action bar, show the rules' own numbers and follow the game as it moves."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.tycoon.info.standings import standings
from game.tycoon.panels import rects
from game.tycoon.rules import BuildHotel, Buy, board, new_game, payday_preview
from game.tycoon.view import layout
from game.tycoon.view.log_lines import TycoonLog
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_info.host import SEATS, HostScene
from tests.tycoon_view.games import choose, mid_game
from tests.tycoon_view.games import play as play_until

KEYS = {"players": pygame.K_p, "payouts": pygame.K_d, "majorities": pygame.K_m}


def host_on(app, state=None, seats=SEATS, **kwargs) -> HostScene:
    host = HostScene(app, state if state is not None else mid_game(), seats, **kwargs)
    app.scenes.replace(host)
    app.run_frames(2)
    return host


def row(host, label_key: str):
    label = host.info.words.t(label_key)
    return next(r for r in host.info.rows if r.label == label)


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_each_panel_opens_and_closes_by_key_and_by_button(make_app, lang):
    app = make_app(lang)
    host = host_on(app)
    info = host.info
    for name, key in KEYS.items():
        app.press_key(key, frames=2)
        assert info.open_name == name
        app.press_key(key, frames=2)
        assert info.open_name is None
        app.click(info.buttons[name])
        assert info.open_name == name
        assert info.buttons[name].is_selected
        app.press_key(pygame.K_ESCAPE, frames=2)
        assert info.open_name is None
    app.click(info.buttons["payouts"])
    app.click(info._close)
    assert info.open_name is None


def test_no_panel_covers_the_action_bar_the_hand_or_its_own_buttons():
    tallest = [rects.hint_rect(10_000, over, None) for over in (False, True)]
    for rect in (rects.PANEL, rects.HINT, rects.HINT_OVER_BOARD, *tallest):
        for kept in (layout.ACTION_BAR, layout.HAND, rects.BUTTONS):
            assert not rect.colliderect(kept)
        assert layout.CANVAS.contains(rect)
    for slot in range(2):
        assert not rects.BUTTONS.colliderect(layout.market_card_rect("scheduled", slot))
    assert not rects.BUTTONS.colliderect(layout.market_piles_rect())


def test_the_players_panel_shows_the_rules_payday_and_follows_the_game(make_app):
    app = make_app("en")
    host = host_on(app)
    app.press_key(pygame.K_p, frames=2)
    money = host.info.words.money
    expected = tuple(money(pay.total) for pay in payday_preview(host.state))
    assert row(host, "tycoon_info.players.total").cells == expected
    assert row(host, "tycoon_info.players.cash").cells == tuple(money(m) for m in host.state.money)
    rng = random.Random(2)
    built = 0
    while built < 3:
        action = choose(host.state, rng)
        host.play(action)
        app.run_frames(1)
        built += isinstance(action, BuildHotel)
        expected = tuple(money(pay.total) for pay in payday_preview(host.state))
        assert row(host, "tycoon_info.players.total").cells == expected


def test_the_payout_table_reads_each_citys_payout_and_leader(make_app):
    app = make_app("de")
    host = host_on(app)
    app.press_key(pygame.K_d, frames=2)
    words = host.info.words
    for c, (r, st) in enumerate(zip(host.info.rows, standings(host.state), strict=True)):
        first, second = board.payout(c, host.state.cend[c])
        assert r.label == words.city(board.CITY_IDS[c])
        assert r.cells[0] == words.t("tycoon_info.payouts.pair", first=first, second=second)
        leader = next((m for pay in payday_preview(host.state) for m in pay.majorities
                       if m.city == board.CITY_IDS[c] and m.place == 1), None)
        if leader is None:
            assert r.cells[1] == "–"
        else:
            seat = next(pay.seat for pay in payday_preview(host.state) if leader in pay.majorities)
            assert r.cells[1] == SEATS[seat].name
        assert r.strong == (st.longest and st.chain > 0)


def test_the_majorities_panel_lists_payday_order_with_leads_and_tie_breaks(make_app):
    app = make_app("en")
    host = host_on(app)
    app.press_key(pygame.K_m, frames=2)
    preview = payday_preview(host.state)
    for c, r in enumerate(host.info.rows):
        cid = board.CITY_IDS[c]
        for pay in preview:
            for m in pay.majorities:
                if m.city == cid:
                    entry = r.cells[2 * (m.place - 1)]
                    assert entry.startswith(f"{m.place}. {SEATS[pay.seat].name}")
                    if m.tie_break and m.place == 1:
                        assert "tie" in r.cells[1]


def test_the_hint_shows_the_computers_move_points_at_it_and_is_counted(make_app):
    app = make_app("en")
    host = host_on(app, new_game(2, 9))
    app.press_key(pygame.K_h, frames=2)
    assert host.info.open_name == "hint"
    deadline = time.monotonic() + 60  # the worker process starts on the first hint
    while time.monotonic() < deadline and host.info.hint.thinking:
        app.run_frames(1)
        time.sleep(0.01)
    assert host.info.hint.answer is not None
    assert host.match.hints_of(0) == 1
    assert "1. " in host.info.hint_html()  # the plan's steps, numbered
    assert host.info._hint_rect() is not None
    host.play(choose(host.state, random.Random(1)))
    assert host.info._hint_rect() is None  # an answer for an older position is dropped


def test_undo_takes_back_the_persons_move_and_its_history_line(make_app):
    app = make_app("en")
    state = new_game(2, 21)
    start = state.clone()
    host = host_on(app, state)
    assert not host.info.buttons["undo"].is_enabled
    buy = next(a for a in host.state.legal_actions() if isinstance(a, Buy))
    host.play(buy)
    app.run_frames(1)
    assert host.info.buttons["undo"].is_enabled
    app.press_key(pygame.K_u, frames=2)
    assert host.state == start
    assert host.actions == []
    assert not host.info.can_undo


def test_undo_is_off_at_a_table_of_several_people(make_app):
    app = make_app("en")
    people = tuple(s.__class__(s.name, s.colour, False) for s in SEATS)
    host = host_on(app, new_game(2, 21), people)
    host.play(next(a for a in host.state.legal_actions() if isinstance(a, Buy)))
    app.run_frames(1)
    assert not host.info.can_undo
    assert not host.info.undo()


def test_an_open_panel_switches_language_with_the_game(make_app):
    app = make_app("en")
    host = host_on(app)
    app.press_key(pygame.K_p, frames=2)
    assert row(host, "tycoon_info.players.cash").label == "Cash"
    app.set_language("de")
    app.run_frames(2)
    assert host.info.open_name == "players"
    assert row(host, "tycoon_info.players.cash").label == "Bargeld"


def test_a_hover_card_appears_when_the_pointer_rests_and_not_through_a_panel(make_app):
    app = make_app("en")
    host = host_on(app, play_until(new_game(3, 4), random.Random(4),
                                   lambda s, _e: sum(s.cend) > 12 and s.phase == 0))
    pos = layout.centre_rect(4).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(2)
    assert host.info.hover_card() is None  # not at once: only after resting a moment
    app.run_frames(30)
    card = host.info.hover_card()
    assert card is not None and card.get_width() > 200
    host.info.open("majorities")
    app.run_frames(2)
    assert host.info.hover_card() is None


@pytest.mark.parametrize("name", ["payouts", "majorities"])
def test_an_open_table_follows_each_hotel_as_it_is_built(make_app, name):
    app = make_app("en")
    host = host_on(app, new_game(3, 12))
    host.info.open(name)
    rng = random.Random(12)
    changed = 0
    while changed < 4:
        before = [r.cells for r in host.info.rows]
        action = choose(host.state, rng)
        host.play(action)
        if isinstance(action, BuildHotel):
            assert [r.cells for r in host.info.rows] != before
            changed += 1
    fresh = host.info.rows
    host.info.close_panel()
    host.info.open(name)
    assert host.info.rows == fresh


def test_a_loaded_game_gets_its_whole_money_chart_back(make_app):
    app = make_app("en")
    start = new_game(2, 30)
    host = host_on(app, start.clone())
    rng = random.Random(30)
    for _ in range(80):
        host.play(choose(host.state, rng))
    played = host.info
    loaded = host_on(app, host.state.clone()).info
    loaded.replay(start, host.actions)
    assert loaded.series.points == played.series.points


def test_every_panel_and_card_keeps_working_through_a_whole_game_to_its_end(make_app):
    app = make_app("de")
    host = host_on(app, new_game(2, 44))
    rng = random.Random(44)
    names = ("players", "payouts", "majorities")
    log = TycoonLog(host.state.current_player)
    lines = list(log.opening)
    moves_played = 0
    while not host.state.is_terminal():
        lines += log.lines(host.play(choose(host.state, rng)), None)
        moves_played += 1
        if moves_played % 40 == 0:
            host.info.open(names[(moves_played // 40) % len(names)])
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION,
                                                 pos=layout.lot_rect(4, 3).center,
                                                 rel=(0, 0), buttons=(0, 0, 0)))
            app.run_frames(25)
    for name in names:
        host.info.open(name)
        app.run_frames(1)
    assert host.info.series.points[-1].money == tuple(host.state.final_money())
    assert lines[-1].text[0] in ("tycoon_info.history.game_over",
                                 "tycoon_info.history.game_over_shared"), "the log's last line"
    assert not host.info.can_undo
    assert host.info.words.t("tycoon_info.hint.not_your_turn") in host.info.hint_html()


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_the_payout_tables_words_end_inside_the_panel_and_apart(make_app, lang, monkeypatch):
    """Russian "самая длинная" under a longest chain ran past D's right edge and read
    "самая длинн", and a second place "Зелёный (слабый)" ran into its chain "6 / 11" (play-test
    pt-mix2, 1366x768): every text the table writes ends inside it and clear of the others."""
    from game.tycoon.panels import tables
    from tests.tycoon_info.host import Seat

    drawn: list[tuple[str, pygame.Rect, bool]] = []
    real = tables.blit_text

    def blit_text(surface, label, *args, **kwargs):
        rect = real(surface, label, *args, **kwargs)
        drawn.append((label, rect, rect.clip(surface.get_rect()).width < rect.width))
        return rect

    monkeypatch.setattr(tables, "blit_text", blit_text)
    app = make_app(lang)
    seats = (Seat("Аня", "red"), Seat("Синий (средний)", "blue", True),
             Seat("Жёлтый (сильный)", "yellow", True), Seat("Зелёный (слабый)", "green", True))
    host = host_on(app, seats=seats)
    app.press_key(pygame.K_d, frames=2)
    assert any(r.strong for r in host.info.rows), "a longest chain is on the table"
    assert [(label, rect) for label, rect, cut in drawn if cut] == []
    touching = [(a, b) for i, (a, ra, _) in enumerate(drawn) for b, rb, _ in drawn[i + 1:]
                if ra.inflate(4, -2).colliderect(rb)]  # line boxes may share their leading
    assert touching == []
