"""The shared game log at the Speedtycoon table (issue 30.4): before it the table had only a
fading news line. Two people play through the table's own clicks; the log holds every take,
buy, placement and scoring, L opens it, it scrolls and filters, and a person's turn opens with
what the other did since."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.speedtycoon.rules.data import TILE_PRICE, ZONE_IDS
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import log_lines
from tests.speedtycoon_scenes.autoplay import Person
from tests.speedtycoon_scenes.test_clicking import FRIEND, PERSON, open_table

NS = "speedtycoon_play.log."


def keys_in(board) -> set[str]:
    return {line.text[0] for line in board.game_log.book.lines}


def play_until(app, board: TableScene, done, limit: int = 40000) -> list[tuple[int, list]]:
    """Both people click until `done()`; returns each "since" card seen: (seat, its lines)."""
    person = Person()
    cards: list[tuple[int, list]] = []
    for _ in range(limit):
        if done():
            return cards
        log = board.game_log
        if log.card_rect is not None and (not cards or cards[-1][0] != log.since_seat
                                          or cards[-1][1] != log.since):
            cards.append((log.since_seat, list(log.since)))
        if board.pauses and board.pauses[0].buttons:
            for button in list(board.pauses[0].buttons.values()):
                app.click(button)
        elif board.person is not None and not board.busy:
            if not person.move(app, board):
                app.step(0.05)
        else:
            app.step(0.05)
    raise AssertionError("the game never got there")


def test_the_log_tells_takes_buys_placements_and_scorings(app):
    board = open_table(app, 3, seats=(PERSON, FRIEND))
    cards = play_until(app, board, lambda: NS + "scored" in keys_in(board))
    assert {NS + "took", NS + "placed", NS + "scoring"} <= keys_in(board)
    assert keys_in(board) & {NS + "bought", NS + "bought_exact"}
    lines = board.game_log.book.lines
    take = next(line for line in lines if line.text[0] == NS + "took")
    name = board.names[take.seat]
    assert board.log_words(take)[0] == f"{name} takes {' + '.join(take.text[1]['cards'])}"
    scoring = next(i for i, line in enumerate(lines) if line.text[0] == NS + "scoring")
    assert board.log_words(lines[scoring])[0] == "Startup scoring"
    scored = [board.log_words(line)[0] for line in lines[scoring + 1:scoring + 3]]
    assert scored[0].startswith("Anna scores ") and scored[1].startswith("Ben scores ")
    # each person's turn began with what the other did since their own last move
    assert any(seat == 0 and any(text.startswith("Ben ") for text in said)
               for seat, said in cards)
    assert any(seat == 1 and any(text.startswith("Anna ") for text in said)
               for seat, said in cards)
    assert not any(text.startswith(board.names[seat] + " ") for seat, said in cards
                   for text in said), "a person's own moves are not news to them"


def test_l_opens_the_log_which_scrolls_filters_and_closes(app):
    board = open_table(app, 5, seats=(PERSON, FRIEND))
    play_until(app, board, lambda: len(board.game_log.book.lines) > 80)
    app.press_key(pygame.K_l, frames=2)
    log = board.game_log
    assert log.open
    newest = [row.text for row in log.panel.rows]
    app.press_key(pygame.K_PAGEUP, frames=2)
    assert log.panel.view.scroll == log.panel.visible
    app.press_key(pygame.K_UP, frames=2)
    assert log.panel.view.scroll == log.panel.visible + 1
    app.press_key(pygame.K_END, frames=2)
    assert [row.text for row in log.panel.rows] == newest
    filters = {name: button for button, name in log.panel.filters.items()}
    app.click(filters["money"])
    money = {board.log_words(line)[0] for line in log.book.lines if line.money}
    firsts = [row.text for row in log.panel.rows if row.first]
    assert firsts and all(any(said.startswith(text) for said in money) for text in firsts)
    assert all(" takes " in text or " buys " in text for text in firsts)
    app.click(filters["mine"])
    me = board.names[board.log_viewer()]
    other = ({"Anna", "Ben"} - {me}).pop()
    assert not any(row.text.startswith(other + " ") for row in log.panel.rows)
    app.set_language("de")
    app.run_frames(2)
    assert log.open and log.panel.shown == "mine", "a language switch keeps the panel"
    assert any(" nimmt " in row.text or " baut " in row.text for row in log.panel.rows)
    app.press_key(pygame.K_l, frames=2)
    assert not log.open


def test_the_open_log_covers_a_market_place_or_a_money_card_whole_or_not_at_all(app):
    """Its top edge ran through the market places, so half of 'New York $' peeked out above
    it (seen at 1280x800)."""
    from game.speedtycoon.view import table_view as tv

    board = open_table(app, 1)
    log = board.log_rect()
    for rect in [*(tv.place_rect(p) for p in range(4)), *(tv.display_rect(i) for i in range(4))]:
        assert log.contains(rect) or not log.colliderect(rect), (log, rect)


@pytest.mark.parametrize(("lang", "name"), [("ru", "«Особая зона» 6"), ("en", "Special zone"),
                                            ("de", "Sonderzone")])
def test_a_zone_in_the_log_is_named_as_the_score_sheet_names_it(lang, name):
    """A play-test read "Синий покупает «зона» 6": a special zone in a log line had a lowercase
    stub of a name beside the branches' proper ones ("«Небоскрёбы» 9")."""
    load_translations(locales_dir())
    zone = next(t for t in ZONE_IDS if TILE_PRICE[t] == 6)
    line = log_lines.building(lambda key, **params: translate(key, lang, **params), zone)
    assert name in line, line


def test_the_since_card_steps_aside_while_the_mouse_rests_on_it(app):
    """A play-test: the card of what the others did covered the person's own city while they
    planned. Resting the mouse on it shows the city under it; moving off brings it back."""
    board = open_table(app, 3, seats=(PERSON, FRIEND))
    play_until(app, board, lambda: board.game_log.card_rect is not None
               and board.person is not None and not board.busy)
    rect = board.game_log.card_rect
    app.step(0.05)
    card = app.screen.get_at(rect.move(4, 4).topleft)
    for pos, shown in ((rect.center, False), ((rect.right + 40, rect.bottom + 40), True)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        app.step(0.05)
        assert (board.game_log.card_rect is not None) is shown
        assert (app.screen.get_at(rect.move(4, 4).topleft) == card) is shown


def test_the_since_card_gives_way_to_the_majorities_sheet(app):
    """The card lay over the M sheet's rows (render_pngs' majorities picture)."""
    board = open_table(app, 3, seats=(PERSON, FRIEND))
    play_until(app, board, lambda: board.game_log.card_rect is not None
               and board.person is not None and not board.busy)
    app.press_key(pygame.K_m)
    assert board.majorities and board.game_log.card_rect is None
    app.press_key(pygame.K_m)
    assert not board.majorities and board.game_log.card_rect is not None


def test_the_since_card_tells_a_lobbyist_purchase_made_after_the_persons_turn_began(app):
    """Play-test (en, 1920x1080, Lobbyist on): the computer's Lobbyist bought in New York at
    the start of the person's turn, the market place stood empty, and the "since your last
    turn" card, made when the turn began, never said so (the log did)."""
    from game.speedtycoon.rules.phases import LOBBY
    from tests.speedtycoon_scenes.test_clicking import ROBO

    for seed in range(30):
        board = open_table(app, seed, seats=(PERSON, ROBO), game_type="tycoon")
        log = board.game_log
        for _ in range(4000):
            s = board.match.state
            if s.turn_no > 14:
                break
            news = [board.log_words(line)[0] for line in log.book.since(log.marks.get(0, 0), 0)]
            lines = log.book.lines
            began = max((i for i, line in enumerate(lines) if line.header and line.seat == 0),
                        default=len(lines))
            late = [line for line in lines[began:] if line.seat == 1 and not line.minor]
            if log.since_seat == 0 and late and not board.busy:
                assert news == log.since, (news, log.since)
                return
            if board.person == 0 and not board.busy and s.phase != LOBBY:
                board.apply(s.legal_actions()[0])
            app.step(0.05)
        app.scenes.pop()
    raise AssertionError("no computer's Lobbyist bought in the person's turn")


def test_a_lobbyist_pass_out_of_turn_keeps_the_since_card_whole(app):
    """Play-test pt-mix2 (6 seats, Lobbyist on): the person's Lobbyist window passed during the
    last computer's turn, and their card then told only that computer's take: a Pass out of
    turn counted as the person's own turn. The card tells every other seat's move since the
    person's own last turn."""
    from game.speedtycoon.rules.actions import LOBBY_PASS
    from game.speedtycoon.rules.phases import LOBBY
    from tests.speedtycoon_scenes.test_clicking import ROBO

    robo2 = ROBO.__class__("computer", "Robi", "blue", "normal")
    board = open_table(app, 4, seats=(PERSON, ROBO, robo2), game_type="tycoon")
    log, passed, checked = board.game_log, False, 0
    for _ in range(20000):
        s = board.match.state
        if board.person == 0 and not board.busy:
            if s.phase == LOBBY and s.turn != 0:
                passed = True
                board.apply(LOBBY_PASS)
            elif s.turn == 0 and s.phase != LOBBY:
                if log.since_seat == 0 and passed:
                    heads = [i for i, line in enumerate(log.book.lines)
                             if line.header and line.seat == 0]
                    block = log.book.lines[heads[-2]:heads[-1]] if len(heads) > 1 else []
                    own = [i for i, line in enumerate(block) if line.seat == 0
                           and not line.minor and not line.header]
                    lines = block[own[-1] + 1:] if own else []
                    others = [board.log_words(line)[0] for line in lines
                              if line.seat not in (0, None) and not line.minor
                              and not line.header]
                    assert set(others) <= set(log.since), (others, log.since)
                    checked += others != []
                    if checked >= 3:
                        return
                passed = False
                board.apply(s.legal_actions()[0])
        app.step(0.05)
    raise AssertionError(f"the person passed a Lobbyist window before {checked} turns only")
