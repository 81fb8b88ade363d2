"""Issue 28.1-2, driven through the board: the turn timer never throws a draft or a dialog
away (it pauses while a trade, an offer, an auction or a debt is open); a person trades out of
turn; a rejected offer comes back as its draft, editable, with the answer's reason; a
counter-offer opens as a draft with Accept and Reject; after the turn's last negotiation the
Trade button stays, disabled, and says why."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton

from game.games import game_entry
from game.property.rules import Counter, Offer, Terms, queries
from game.property.rules.actions import DECLINE, DROP, REJECT, ROLL
from game.property.rules.phases import BUY
from game.property.rules.trade import MAX_NEGOTIATIONS
from game.property.view.board_view import SELECTED
from tests.property_scenes.autoplay import click_space, wait_until
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give
from tests.support.drawn import drawn_texts

TIMER = {"turn_timer_s": 30}


def draft_button(board, cid: str) -> UIButton | None:
    """A button of the open draft by its id (send, clear, close, trade_accept, ...)."""
    for element in board.widgets:
        if isinstance(element, UIButton) and f"#property_{cid}" in element.object_ids:
            return element
    return None


def key(app, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.run_frames(1)


def own_turn(app, open_board, game: str = "kraken_bay", options: dict | None = None,
             level: str = "easy"):
    board = open_board(setup_for(game, seed=first_seat_starts(game, options),
                                 options=options, level=level))
    assert board.person == 0
    return board


def test_the_turn_timer_waits_while_the_person_puts_a_trade_together(app, open_board):
    board = own_turn(app, open_board, "menedzher", TIMER)
    app.step(25)                              # 5 s left when the person opens a trade
    key(app, pygame.K_t)
    assert board.draft is not None
    app.step(60)
    app.step(60)
    assert board.match.actions == [] and board.draft is not None, "the draft survives the clock"
    key(app, pygame.K_ESCAPE)
    assert board.draft is None
    app.step(9)                               # it gives back at least 10 s, not the 5 left
    assert board.match.actions == []
    app.step(2)
    assert board.match.actions[:1] == [ROLL]


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_turn_timer_says_when_it_stands_still(app, open_board, language):
    """Issue 28.1: a clock that stands still says so (a frozen number read as a hang)."""
    app.set_language(language)
    board = own_turn(app, open_board, "menedzher", TIMER)
    app.step(5)
    parts, warn = board.header_parts()
    running = board.say("property_board.board.turn_timer", seconds=int(board.decision_left))
    assert warn == running, "a running clock is the warning colour"
    key(app, pygame.K_t)
    app.step(20)
    parts, warn = board.header_parts()
    paused = board.say("property_board.board.turn_timer_paused", seconds=int(board.decision_left))
    assert warn is None and paused in parts and paused != running
    key(app, pygame.K_ESCAPE)
    assert board.header_parts()[1] is not None, "running again once the draft is closed"


def test_the_turn_timer_waits_while_the_person_bids_in_an_auction(app, open_board):
    board = own_turn(app, open_board, "kraken_bay", TIMER)
    state = board.match.state
    state.phase, state.pos[0] = BUY, 39          # on Kraken's Crown, free to buy
    state._legal = None
    assert board.apply(DECLINE)
    wait_until(app, lambda: board.person == 0 and state.au_place >= 0)
    before = len(board.match.actions)
    app.step(60)
    app.step(60)
    assert len(board.match.actions) == before and DROP not in board.match.actions


def test_a_person_proposes_a_trade_on_a_computers_turn_and_the_table_waits(app, open_board):
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(3, seed, {}).turn_player() == 1)
    board = open_board(setup_for("kraken_bay", seed=seed))
    state = board.match.state
    give(state, 0, 3)
    give(state, 1, 39)
    wait_until(app, lambda: board.person is None and board.offers("trade"))
    key(app, pygame.K_t)
    draft = board.draft
    assert draft is not None and draft.me == 0
    moves = len(board.match.actions)
    app.run_frames(120)
    assert len(board.match.actions) == moves, "the computers wait while the draft is open"
    click_space(app, board, 3)
    click_space(app, board, 39)
    app.click(draft_button(board, "send"))
    sent = board.match.actions[moves]
    assert sent == Offer(1, Terms((3,), 0, 0, (39,), 0, 0), by=0)


def draft_ten_for_39(app, open_board):
    """On the person's own turn, a draft asking seat 1's place 39 for 10 (not yet sent)."""
    board = own_turn(app, open_board)
    give(board.match.state, 1, 39)
    key(app, pygame.K_t)
    click_space(app, board, 39)
    board.entries["give_cash"].set_text("10")
    board.read_entries()
    return board, board.match.state


def test_a_rejected_offer_comes_back_as_its_draft_with_the_reason(app, open_board):
    board, state = draft_ten_for_39(app, open_board)
    app.click(draft_button(board, "send"))
    wait_until(app, lambda: board.draft is not None)
    draft = board.draft
    assert (draft.get, draft.give_cash, draft.counter) == ({39}, 10, False)
    assert board.words.player(1) in board.trade_note
    assert queries.why_not(state, draft.action(state)) == (
        "property.why.trade_rejected_before", {}), "the same terms again are refused by name"
    board.entries["give_cash"].set_text("20")
    board.read_entries()
    assert queries.why_not(state, board.draft.action(state)) is None


def test_send_is_greyed_while_the_rules_refuse_the_draft_and_its_tip_says_why(app, open_board):
    """Play-test 9 (Kraken Bay en): under "This offer was already rejected this round" Send
    stayed lit and a click on it did nothing. Greyed, it says why; new terms light it again."""
    board, state = draft_ten_for_39(app, open_board)
    send = draft_button(board, "send")
    assert send.is_enabled and not send.tool_tip_text
    app.click(send)
    wait_until(app, lambda: board.draft is not None)
    send, moves = draft_button(board, "send"), len(board.match.actions)
    rejected = board.words.reason("property.why.trade_rejected_before", {})
    assert not send.is_enabled and send.tool_tip_text == rejected
    app.click(send)
    assert len(board.match.actions) == moves and board.draft is not None, "nothing is sent"
    board.entries["give_cash"].set_text("20")
    board.read_entries()
    assert send.is_enabled and not send.tool_tip_text
    app.click(send)
    assert board.match.actions[moves] == Offer(1, Terms((), 20, 0, (39,), 0, 0))


def test_a_counter_offer_to_the_persons_offer_opens_as_a_draft_to_accept(app, open_board):
    board = own_turn(app, open_board, level="normal")
    state = board.match.state
    a, b, c = state.rs.sets[state.rs.set_ids.index("lantern")]
    give(state, 1, a, b)
    give(state, 0, c)
    state.cash[1], state.cash[2] = state.cash[1] + 1000, state.cash[2] - 1000
    key(app, pygame.K_t)
    click_space(app, board, c)
    asked = 8 * state.rs.price[c]      # too much: it counters with a price it would pay
    board.entries["get_cash"].set_text(str(asked))
    board.read_entries()
    app.click(draft_button(board, "send"))
    wait_until(app, lambda: board.draft is not None)
    draft = board.draft
    assert draft.counter and draft.give == {c} and 0 < draft.get_cash < asked
    assert board.trade_note and board.words.player(1) in board.trade_note
    accept = draft_button(board, "trade_accept")
    assert accept is not None and draft_button(board, "trade_reject") is not None
    app.click(accept)
    assert state.owner[c] == 1 and board.draft is None


def test_after_the_last_negotiation_of_the_turn_trade_says_why_it_is_off(app, open_board):
    board = own_turn(app, open_board)
    offering = [block.text for block in board.decisions.lines()]
    assert offering == [board.say("property_board.phase.pre_roll")]
    board.match.state.tr_opened[0] = MAX_NEGOTIATIONS
    board.sync()
    button = board.control("trade")
    assert button is not None and not button.is_enabled
    assert str(MAX_NEGOTIATIONS) in board.specs["trade"].tip
    # the panel's line no longer offers trading beside the greyed button, and says why
    # (pt-prop5: "Roll, or build, mortgage and trade first." over a disabled Trade…)
    said = [block.text for block in board.decisions.lines()]
    assert said == [board.say("property_board.phase.pre_roll_talked_out",
                              limit=MAX_NEGOTIATIONS)]
    assert "trade first" not in said[0] and "at most 3 trade talks" in said[0]


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_place_selected_before_the_trade_is_not_framed_as_if_in_the_deal(app, open_board,
                                                                           game):
    """Play-test 6 («Менеджер», 1920x1080): a place clicked before Counter kept its gold frame
    in the draft, beside the gold of the place given, so it looked given away too."""
    board = own_turn(app, open_board, game)
    state = board.match.state
    mine, given = state.rs.sets[0][:2]
    give(state, 0, mine, given)
    click_space(app, board, mine)
    frame = board.view.cells[mine].rect
    edge = (frame.centerx, frame.top - 1)     # only the selection's frame reaches out there
    assert app.screen.get_at(edge)[:3] == SELECTED
    key(app, pygame.K_t)
    click_space(app, board, given)
    app.run_frames(2)
    assert board.draft.give == {given}
    assert app.screen.get_at(edge)[:3] != SELECTED
    assert board.marks.selected is None


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_answer_to_the_last_counter_offer_shows_what_accepting_gives(app, open_board,
                                                                         monkeypatch, game):
    """Play-test 6 («Менеджер» ru): a computer's offer, the person's counter, the computer's
    counter to that: the draft it opens can no longer be sent, and it showed the limit and
    no figures, so Accept was blind. It now shows what accepting the offer gives."""
    board = own_turn(app, open_board, game, level="normal")
    state = board.match.state
    *theirs, c = state.rs.sets[0]
    give(state, 1, *theirs)
    give(state, 0, c)
    price = state.rs.price[c]
    assert board.apply(Offer(0, Terms((), price, 0, (c,), 0, 0), by=1))
    app.run_frames(2)
    mine = [block.text for block in board.decisions.lines()
            if block.text.startswith(board.say("property_board.trade.side_you"))]
    assert mine, "the offer's own panel shows the person's figures"
    app.click(board.control("counter"))
    board.entries["get_cash"].set_text(str(3 * price))
    board.send_trade()                       # the person's counter, and the computer's to it:
    assert board.apply(Counter(Terms((), 2 * price, 0, (c,), 0, 0)))
    app.run_frames(2)
    assert board.draft is not None and board.draft.counter
    shown = " ".join(drawn_texts(app, monkeypatch, 3))
    assert board.say("property_board.why.counter_limit", limit=3) in shown
    accepting = [block.text for block in board.preview_lines(board.offer_preview())
                 if block.text.startswith(board.say("property_board.trade.side_you"))]
    assert accepting[0] in shown, "the draft shows the figures of the offer it can only accept"


def counter_draft_for_a_set_piece(app, open_board, game: str):
    """A Normal (seat 1) holding the rest of a set offers list + 500 for the person's piece of
    it, and the person opens Counter: the board, the piece and the sum offered."""
    board = own_turn(app, open_board, game, level="normal")
    state = board.match.state
    *theirs, c = state.rs.sets[0]
    give(state, 1, *theirs)
    give(state, 0, c)
    offered = state.rs.price[c] + 500
    assert board.apply(Offer(0, Terms((), offered, 0, (c,), 0, 0), by=1))
    app.run_frames(2)
    app.click(board.control("counter"))
    return board, c, offered


def test_accept_beside_a_counter_draft_takes_only_the_terms_it_shows(app, open_board):
    """Play-test 6 («Менеджер» ru): Counter on an offer of 24 500, the person typed 32000,
    pressed Accept, and got 24 500: Accept takes the offer as it was made. It is greyed while
    the draft shows other terms, and back when they are the offer's again."""
    board, c, offered = counter_draft_for_a_set_piece(app, open_board, "menedzher")
    state = board.match.state
    accept = draft_button(board, "trade_accept")
    assert accept.is_enabled
    field = board.entries["get_cash"]
    app.click(field)
    key(app, pygame.K_BACKSPACE)
    app.run_frames(2)
    assert board.draft.get_cash == offered // 10
    assert not accept.is_enabled
    app.click(accept)
    assert state.owner[c] == 0 and state.tr_terms is not None, "a greyed Accept takes nothing"
    app.click(field)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="0"))
    app.run_frames(2)
    assert board.draft.get_cash == offered and accept.is_enabled
    app.click(accept)
    assert state.owner[c] == 1


@pytest.mark.parametrize("people", [1, 2])
def test_with_two_people_at_the_screen_the_draft_names_whose_it_is(app, open_board,
                                                                   monkeypatch, people):
    """Play-test 12 (Kraken Bay, de, 1920×1080, hot seat): Ben's rejected counter-offer came
    back as his draft on Anna's turn, headed only "Trade" over "You give"; with several
    people at the screen the heading names whose draft it is, alone it stays "Trade"."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay",
                                                                       people=people),
                                 people=people, computers=2 if people == 1 else 0),
                       curtain=False)
    assert board.person == 0
    key(app, pygame.K_t)
    assert board.draft is not None and board.draft.me == 0
    texts = drawn_texts(app, monkeypatch, 2)
    assert ("Trade: Anna" in texts) == (people == 2), texts[:6]
    assert ("Trade" in texts) == (people == 1)


def hot_seat(open_board):
    """Anna and Ben at the same screen, no computers, Anna's turn first."""
    return open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay", people=2),
                                people=2, computers=0), curtain=False)


def hot_seat_draft_for_39(app, open_board):
    """At the hot-seat table, Anna's draft asking Ben's place 39, nothing typed yet."""
    board = hot_seat(open_board)
    give(board.match.state, 1, 39)
    key(app, pygame.K_t)
    click_space(app, board, 39)
    return board


def sent_hot_seat_draft(app, open_board, language: str):
    """In `language` at the hot-seat table, Anna's offer of 10 for Ben's place 39 sent:
    Ben's turn to answer it, no draft open."""
    app.set_language(language)
    board = hot_seat_draft_for_39(app, open_board)
    board.entries["give_cash"].set_text("10")
    board.read_entries()
    app.click(draft_button(board, "send"))
    assert board.person == 1 and board.draft is None
    return board


def test_a_rejected_counter_offer_waits_for_its_sender_in_hot_seat(app, open_board):
    """Play-test pt-prop2 (hot seat): Ben's counter-offer, rejected by Anna in her turn, came
    back as Ben's draft over Anna's panel, and she could not end her turn until Ben closed it.
    It waits for Ben's next moment; Anna keeps her turn's buttons."""
    board = hot_seat(open_board)
    state = board.match.state
    give(state, 1, 39)
    assert board.apply(Offer(1, Terms((), 10, 0, (39,), 0, 0)))
    assert board.person == 1
    board.open_counter()
    board.entries["give_cash"].set_text("0")
    board.entries["get_cash"].set_text("50")
    board.read_entries()
    app.click(draft_button(board, "send"))
    assert board.person == 0 and state.tr_terms is not None
    assert board.apply(REJECT)
    app.run_frames(2)
    assert board.draft is None, "Anna's panel is hers"
    assert board.offers("roll")
    while board.match.seat_to_act == 0:
        for cid in ("roll", "decline", "drop", "end_turn", "pay"):
            if board.offers(cid):
                app.click(board.control(cid))
                break
        else:
            app.run_frames(5)
    wait_until(app, lambda: board.draft is not None)
    assert board.match.seat_to_act == 1 and board.draft.me == 1
    assert (board.draft.give, board.draft.get_cash) == ({39}, 50), "Ben's counter, to edit"


REJECTED_BY = {"de": "Ben hat dein Angebot abgelehnt.", "en": "Ben rejected your offer.",
               "ru": "Ваше предложение отклонил игрок Ben."}


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_an_offer_rejected_in_hot_seat_comes_back_saying_who_rejected_it(
        app, open_board, monkeypatch, language):
    """The last play-tests: Anna's offer, rejected by Ben at the same screen, came back as her
    draft without a word, as if it had never gone. It says who rejected it."""
    board = sent_hot_seat_draft(app, open_board, language)
    assert board.apply(REJECT)
    app.run_frames(2)
    assert board.person == 0 and board.draft is not None and board.draft.get == {39}
    assert REJECTED_BY[language] in drawn_texts(app, monkeypatch, 2)


def test_an_offer_a_computer_rejected_says_so_before_its_reason(app, open_board):
    board, _state = draft_ten_for_39(app, open_board)
    app.click(draft_button(board, "send"))
    wait_until(app, lambda: board.draft is not None)
    name = board.words.player(1)
    rejected, reason = board.trade_notes()
    assert rejected == f"{name} rejected your offer."
    assert reason.startswith(name + " rejects"), reason


GROUPED = {"de": "1.200", "en": "1,200", "ru": "1\u00a0200"}


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_typed_amount_is_written_the_languages_way_once_taken(app, open_board, language):
    """Play-test (property trade, words6): a typed "25000" stayed ungrouped after the offer
    went and came back, beside every other amount on the board written "25.000" / "25 000".
    Taken (Enter, Send, the draft back), the field writes it the language's way, and reads
    it back as the same amount."""
    app.set_language(language)
    board = hot_seat_draft_for_39(app, open_board)
    field = board.entries["give_cash"]
    field.set_text("1200")
    board.read_entries()
    assert field.get_text() == "1200", "left as typed while the person types"
    app.manager.set_focus_set(field)          # Enter in the field
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.run_frames(2)
    assert field.get_text() == GROUPED[language], "Enter takes it"
    assert board.draft.give_cash == 1200
    app.click(draft_button(board, "send"))
    assert board.person == 1 and board.draft is None
    assert board.match.actions[-1] == Offer(1, Terms((), 1200, 0, (39,), 0, 0))
    assert board.apply(REJECT)
    app.run_frames(2)
    assert board.draft is not None and board.draft.give_cash == 1200
    assert board.entries["give_cash"].get_text() == GROUPED[language], "the draft back"


@pytest.mark.parametrize("how", ["clear", "partner_2"])
def test_a_new_draft_drops_the_last_answer(app, open_board, monkeypatch, how):
    """Play-test pt-men («Менеджер» en): after Yellow rejected an offer, Clear and Blue's tab
    opened a fresh draft for Blue under "Yellow (hard) rejected your offer." and Yellow's
    reason, as if Blue had answered a deal not yet made. Clear and another partner start a
    new draft; what was said of the old one goes with it."""
    board, _state = draft_ten_for_39(app, open_board)
    app.click(draft_button(board, "send"))
    wait_until(app, lambda: board.draft is not None)
    rejected = f"{board.words.player(1)} rejected your offer."
    assert rejected in drawn_texts(app, monkeypatch, 2)
    app.click(draft_button(board, how))
    app.run_frames(2)
    assert board.draft is not None and not board.draft.get
    assert board.trade_notes() == []
    assert rejected not in drawn_texts(app, monkeypatch, 2)


AGAIN = {"de": "Diese Bedingungen wurden in dieser Runde abgelehnt: ändere sie für ein neues "
               "Angebot.",
         "en": "These terms were rejected this round: change them to offer again.",
         "ru": "Эти условия отклонены в этом круге: измените их, чтобы предложить снова."}


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_rejected_offer_back_says_what_to_change_not_that_it_was_rejected_before(
        app, open_board, monkeypatch, language):
    """proptable: Ben opened Counter on Anna's offer, closed it and pressed Reject; Anna's
    offer came back as her draft under "Ben rejected your offer." and, in red, "This offer
    was already rejected this round.", which read as a rejection before the one just made.
    The greyed Send's reason now says what is refused and the way on: other terms."""
    board = sent_hot_seat_draft(app, open_board, language)
    app.click(board.control("counter"))
    assert board.draft is not None and board.draft.counter
    app.click(draft_button(board, "close"))
    assert board.draft is None
    app.click(board.control("reject"))
    assert board.person == 0 and board.draft is not None and board.draft.get == {39}
    texts = drawn_texts(app, monkeypatch, 1)
    assert REJECTED_BY[language] in texts
    assert AGAIN[language] in " ".join(texts), "the red line, wrapped in the draft's width"
    send = draft_button(board, "send")
    assert not send.is_enabled and send.tool_tip_text == AGAIN[language]


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_send_waits_for_changed_terms_in_a_counter_draft(app, open_board, game):
    """Play-test proptable («Менеджер» de, 1280×800): Counter on Ben's offer opened the draft
    with Send lit beside Accept over the offer's unchanged terms; sent, they only hand Ben his
    own deal to accept. Send is greyed with a tip that says so until a term changes."""
    board, c, offered = counter_draft_for_a_set_piece(app, open_board, game)
    send, accept = draft_button(board, "send"), draft_button(board, "trade_accept")
    assert accept.is_enabled and not send.is_enabled
    assert send.tool_tip_text == board.say("property_board.trade.send_same_terms")
    moves = len(board.match.actions)
    app.click(send)
    assert len(board.match.actions) == moves, "nothing is sent"
    board.entries["get_cash"].set_text(str(offered + 500))
    board.read_entries()
    assert send.is_enabled and not send.tool_tip_text and not accept.is_enabled
    app.click(send)
    assert board.match.actions[moves] == Counter(Terms((c,), 0, 0, (), offered + 500, 0))


def test_a_rejected_offers_words_go_once_its_terms_change(app, open_board, monkeypatch):
    """Playtest20 (Kraken Bay de at 1366×768, «Менеджер» ru at 1920×1080): two more places
    added to a rejected offer, "Blue (normal) rejected your offer." and its reason stood on
    above the new terms' figures, as if those had been turned down too. They go once the
    draft holds other terms and come back with the rejected ones."""
    board, _state = draft_ten_for_39(app, open_board)
    app.click(draft_button(board, "send"))
    wait_until(app, lambda: board.draft is not None)
    rejected = f"{board.words.player(1)} rejected your offer."
    assert board.trade_notes()[0] == rejected
    board.entries["give_cash"].set_text("20")
    board.read_entries()
    app.run_frames(2)
    assert board.trade_notes() == []
    assert rejected not in drawn_texts(app, monkeypatch, 2)
    board.entries["give_cash"].set_text("10")
    board.read_entries()
    app.run_frames(2)
    assert board.trade_notes()[0] == rejected, "the rejected terms again: their answer again"
