"""The shared game log on the property boards (issue 30.4): L opens it over the board, it
scrolls and filters, a trade says its cash both ways, a rent and a debt paid after raising the
money say their sums, an auction says who bid what, and a person's turn opens with what the
others did since."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.rules import events as ev
from game.property.rules.actions import (
    ACCEPT,
    DECLINE,
    DROP,
    END_TURN,
    PAY,
    REJECT,
    ROLL,
    Counter,
    Offer,
    Terms,
)
from game.property.rules.phases import BUY as BUY_PHASE
from game.property.rules.rulesets import PASS, PROPERTY
from game.property.view.log_lines import lines_of, say
from tests.property_scenes.conftest import setup_for
from tests.support.wait import until

PEOPLE = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"))


def shown(board) -> str:
    """What the open panel shows, as one text."""
    return " ".join(row.text for row in board.game_log.panel.rows)


def play_until(app, board, done, rng: random.Random, limit: int = 3000) -> None:
    """The seats to act take random legal moves (offers aside) through the board until
    `done()`."""
    for _ in range(limit):
        if done():
            return
        legal = [a for a in board.match.state.legal_actions() if not isinstance(a, Offer)]
        board.apply(rng.choice(legal))
        app.run_frames(1)
    raise AssertionError("the game never got there")


def starts_of(board) -> set[str]:
    """The first row of every line the panel shows."""
    return {row.text for row in board.game_log.panel.rows if row.first}


def said_of(board, keep) -> set[str]:
    """The first row of every line `keep` keeps that the panel has wrapped (it wraps a line
    when a window first reaches it)."""
    view = board.game_log.panel.view
    return {rows[0].text for line, rows in zip(view._lines, view._rows, strict=True)
            if rows and keep(line)}


def keys_in(board) -> list[str]:
    return [line.text[0] for line in board.game_log.book.lines]


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_l_opens_the_whole_log_which_scrolls_and_filters(app, open_board, game):
    board = open_board(GameSetup(game, 4, PEOPLE, {}), curtain=False)
    play_until(app, board, lambda: len(board.game_log.book.lines) > 120, random.Random(4))
    app.press_key(pygame.K_l, frames=2)
    log = board.game_log
    assert log.open
    newest = shown(board)
    assert board.log_words(log.book.lines[-1])[0].split()[0] in newest
    app.press_key(pygame.K_HOME, frames=2)
    assert shown(board) != newest and log.panel.view.scroll > 0, "Home: the oldest lines"
    assert board.log_words(log.book.lines[0])[0] in shown(board), "the roll for the start"
    app.press_key(pygame.K_END, frames=2)
    assert log.panel.view.scroll == 0 and shown(board) == newest
    app.press_key(pygame.K_PAGEUP, frames=2)
    page = log.panel.view.scroll
    assert page == log.panel.visible
    app.press_key(pygame.K_DOWN, frames=2)
    assert log.panel.view.scroll == page - 1
    pos = log.panel.frame.panel.get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    app.run_frames(2)
    assert log.panel.view.scroll == page + 2, "the wheel scrolls three rows"
    filters = {name: button for button, name in log.panel.filters.items()}
    app.click(filters["money"])
    assert log.panel.view.scroll == 0
    assert starts_of(board) and starts_of(board) <= said_of(board, lambda line: line.money)
    assert "rolls" not in shown(board), "no dice in the money lines"
    app.click(filters["mine"])
    me = board.log_viewer()
    assert starts_of(board) <= said_of(board, lambda line: line.seat is None
                                       or line.concerns(me))
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert not log.open


def wheel(app, pos: tuple[int, int], turns: int) -> None:
    """The pointer moves to `pos` and the wheel turns (positive: up, back in time), through
    the app's event queue as a window would send them."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=turns))
    app.run_frames(2)


def tail_text(board) -> list[str]:
    return [row.text for row in board.game_log.tail_rows]


def test_the_wheel_scrolls_the_columns_log_back_and_it_holds_still_while_moves_come(
        app, open_board):
    board = open_board(GameSetup("kraken_bay", 4, PEOPLE, {}), curtain=False)
    rng = random.Random(4)
    play_until(app, board, lambda: len(board.game_log.book.lines) > 60, rng)
    app.run_frames(1)
    newest = tail_text(board)
    assert board.log_words(board.game_log.book.lines[-1])[0].endswith(newest[-1])
    box = board.log_tail_rect()
    wheel(app, box.center, 2)
    back = tail_text(board)
    assert back != newest and back[-1] == newest[-1 - 6], "two turns: six rows back"
    before = len(board.game_log.book.lines)
    play_until(app, board, lambda: len(board.game_log.book.lines) > before + 5, rng)
    app.run_frames(1)
    assert tail_text(board) == back, "what the person reads stays while the game goes on"
    wheel(app, (box.x - 40, box.centery), -10)
    assert tail_text(board) == back, "the wheel elsewhere leaves the log alone"
    wheel(app, box.center, -10)
    assert board.log_words(board.game_log.book.lines[-1])[0].endswith(tail_text(board)[-1])
    board.show_info("chart")
    assert board.log_tail_rect() is None, "the chart in the box: the wheel is not the log's"


def test_an_auction_and_a_rent_are_in_the_log_with_their_sums(app, open_board):
    board = open_board(GameSetup("kraken_bay", 9, PEOPLE, {}), curtain=False)
    rng = random.Random(9)

    def done() -> bool:
        keys = keys_in(board)
        return "property_board.event.rent" in keys and "property_board.event.won" in keys

    # decline what there is to buy: every place goes to auction, with bids
    for _ in range(3000):
        if done():
            break
        legal = [a for a in board.match.state.legal_actions() if not isinstance(a, Offer)]
        board.apply(DECLINE if DECLINE in legal else rng.choice(legal))
        app.run_frames(1)
    assert done()
    app.press_key(pygame.K_l, frames=2)
    words = board.words
    bid = next(line for line in board.game_log.book.lines
               if line.text[0] == "property_board.event.bid")
    rent = next(line for line in board.game_log.book.lines
                if line.text[0] == "property_board.event.rent")
    said = board.log_words(bid)[0]
    assert said == f"{words.player(bid.seat)} bids {bid.text[1]['amount']}"
    params = rent.text[1]
    assert board.log_words(rent)[0] == (
        f"{words.player(params['payer'])} pays {words.player(params['owner'])} "
        f"{params['amount']} rent for {words.space(params['space'])}")
    assert rent.money and rent.concerns(params["owner"]), "the owner's Mine shows it too"


def test_a_trade_is_logged_with_its_cash_both_ways(app, open_board):
    board = open_board(GameSetup("kraken_bay", 5, PEOPLE, {}), curtain=False)
    state = board.match.state
    first = state.current_player
    other = 1 - first
    state.owner[39] = other
    state._owned = state._legal = None
    board.apply(Offer(other, Terms(give_cash=150, get_places=(39,))))
    assert board.apply(ACCEPT)
    app.press_key(pygame.K_l, frames=2)
    words = board.words
    line = f"{words.player(other)} accepts {words.player(first)}'s offer: " \
           f"150 for {words.space(39)}"
    assert line in [board.log_words(x)[0] for x in board.game_log.book.lines]
    assert line.split(":")[0] in shown(board)


def test_a_debt_paid_after_raising_the_money_says_so_in_every_language(app, open_board):
    board = open_board(setup_for("menedzher"), curtain=False)
    lines = lines_of([ev.DebtOpened(0, 1, 300, "rent"), ev.Mortgaged(0, 1, 120),
                      ev.Paid(0, 1, 300, "rent"), ev.DebtSettled(0, 1, 300)],
                     board.match.state)
    texts = [say(line, board.words) for line in lines]
    assert texts[-1] == f"Anna has raised the money and pays {board.words.player(1)} 300"
    assert all(line.money for line in lines)
    app.set_language("ru")
    app.run_frames(1)
    assert say(lines[-1], board.words) == \
        f"Anna: деньги собраны, игроку {board.words.player(1)} уплачено 300"


def first_roll_lands_on_a_place(game: str) -> int:
    """A seed where the first roll of a two-person game ends on a place for sale, straight
    (no card, no salary on the way)."""
    for seed in range(1, 300):
        state = game_entry(game).new_game(2, seed, {})
        events = state.apply(ROLL)
        if state.phase == BUY_PHASE and not any(
                isinstance(e, ev.CardDrawn | ev.SalaryPaid) for e in events):
            return seed
    raise AssertionError("no seed lands the first roll on a place for sale")


def rent_ahead(state, cash: int) -> tuple[int, int]:
    """The place the first roll ends on made the other seat's and the roller's cash `cash`:
    the roll lands there and charges its rent. The roller and the owner."""
    seat = state.turn_player()
    probe = state.clone()
    probe.apply(ROLL)
    state.owner[probe.pos[seat]] = 1 - seat
    state.cash[seat] = cash
    state._owned = state._legal = None
    return seat, 1 - seat


def rent_lines(board) -> list[str]:
    return [board.log_words(line)[0] for line in board.game_log.book.lines
            if line.text[0].startswith("property_board.event.rent")]


def rent_board(open_board, game: str):
    return open_board(GameSetup(game, first_roll_lands_on_a_place(game), PEOPLE, {}),
                      curtain=False)


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_rent_paid_at_once_says_pays(app, open_board, game):
    board = rent_board(open_board, game)
    payer, owner = rent_ahead(board.match.state, 5000)
    assert board.apply(ROLL)
    assert not board.match.state.in_debt
    [line] = rent_lines(board)
    assert line.startswith(f"{board.words.player(payer)} pays {board.words.player(owner)} ")


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_rent_the_payer_cannot_meet_says_owes_until_the_money_is_raised(
        app, open_board, game):
    board = rent_board(open_board, game)
    payer, owner = rent_ahead(board.match.state, 0)
    assert board.apply(ROLL)
    state = board.match.state
    assert state.in_debt, "the rent waits: the payer has no cash"
    words = board.words
    [line] = rent_lines(board)
    assert line.startswith(f"{words.player(payer)} owes {words.player(owner)} "), line
    state.cash[payer] = state.dues[2]
    state._legal = None
    assert board.apply(PAY)
    last = board.log_words(board.game_log.book.lines[-1])[0]
    assert last.startswith(
        f"{words.player(payer)} has raised the money and pays {words.player(owner)} ")
    assert rent_lines(board) == [line], "the rent is told once, as owed"


@pytest.mark.parametrize(("language", "pays", "owes"),
                         [("de", "zahlt", "schuldet"), ("ru", "платит", "долг")])
def test_paid_and_owed_rent_read_apart_in_every_language(app, open_board, language, pays,
                                                         owes):
    board = open_board(setup_for("menedzher"), curtain=False)
    app.set_language(language)
    app.run_frames(1)
    said = {}
    for cash in (5000, 0):
        state = game_entry("menedzher").new_game(2, first_roll_lands_on_a_place("menedzher"), {})
        rent_ahead(state, cash)
        lines = lines_of(state.apply(ROLL), state)
        [said[cash]] = [say(line, board.words) for line in lines
                        if line.text[0].startswith("property_board.event.rent")]
    assert pays in said[5000] and owes not in said[5000], said[5000]
    assert owes in said[0] and pays not in said[0], said[0]


def test_the_since_card_tells_a_person_what_the_computers_did(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=3, people=1, computers=2))
    log = board.game_log
    person = board.humans[0]

    def person_moves():
        if board.person is not None and not board.busy:
            legal = [a for a in board.match.state.legal_actions()
                     if not isinstance(a, Offer)]
            board.apply(DECLINE if DECLINE in legal else legal[-1])

    until(app, lambda: log.since_seat == person and log.card_rect is not None,
          act=person_moves, frames=20000)
    assert log.since
    others = {board.words.player(seat) for seat in (1, 2)}
    assert any(name in text for text in log.since for name in others)
    assert not any(text.startswith(board.words.player(person)) for text in log.since)
    acted = len(board.match.actions)
    while len(board.match.actions) == acted:
        legal = board.match.state.legal_actions()
        board.apply(legal[0])
    assert log.card_rect is None, "the card goes with the person's first move"


def test_the_since_card_says_who_won_an_auction_not_every_bid(app, open_board):
    """Play-test 5: after an auction the card listed the computers' bids one by one ("Blue
    bids 100", "Yellow bids 110", ... "and 14 more lines") and never reached who won; the bids
    stay in the log, the card tells the outcome."""
    board = open_board(setup_for("kraken_bay", seed=3, people=1, computers=3))
    log = board.game_log
    person = board.humans[0]

    def since_mark() -> list:
        """Every line the others made since the person's last move, minor ones too."""
        return [line for line in log.book.lines[log.marks.get(person, 10**9):]
                if line.seat != person]

    def others_bid_since_mark() -> bool:
        keys = {line.text[0] for line in since_mark()}
        return {"property_board.event.bid", "property_board.event.won"} <= keys

    for _ in range(40000):
        if log.since_seat == person and log.card_rect is not None and others_bid_since_mark():
            break
        if board.person is not None and not board.busy:
            legal = [a for a in board.match.state.legal_actions()
                     if not isinstance(a, Offer)]
            board.apply(next((a for a in (DECLINE, DROP) if a in legal), legal[-1]))
        app.step(1 / 60)
    assert others_bid_since_mark(), "no auction among the computers while the person waited"
    lines = since_mark()
    won = [board.log_words(line)[0] for line in lines
           if line.text[0] == "property_board.event.won"]
    bids = [board.log_words(line)[0] for line in lines
            if line.text[0] in ("property_board.event.bid", "property_board.event.dropped")]
    assert bids and all(text not in log.since for text in bids), log.since
    assert all(text in log.since for text in won), log.since


@pytest.mark.parametrize(("language", "bank"),
                         [("en", "to the bank"), ("de", "an die Bank"), ("ru", "в банк")])
@pytest.mark.parametrize("reason", ["tax", "card", "fine"])
def test_a_payment_to_the_bank_says_where_the_money_went(app, open_board, language, bank,
                                                        reason):
    """Play-test 5: 'Green pays 15 000' after a tax, a card or the jail's fine left the reader
    asking to whom; a rent names its owner, so a payment to the bank names the bank."""
    board = open_board(setup_for("menedzher"), curtain=False)
    app.set_language(language)
    app.run_frames(1)
    [line] = lines_of([ev.Paid(0, -1, 15000, reason)], board.match.state)
    assert say(line, board.words).endswith(bank), say(line, board.words)
    assert line.money


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_an_accepted_trade_is_one_line_naming_its_places_as_the_log_does(app, open_board):
    """Places both ways, cash and a pass: one line says it all (no "«…» goes to Ben" nor "Ben
    keeps the pass" after it), and names each place as the buy line names one (Russian in
    «»)."""
    board = open_board(GameSetup("menedzher", 5, PEOPLE, {}), curtain=False)
    state, rs, words = board.match.state, board.rs, board.words
    first = state.current_player
    other = 1 - first
    mine, theirs = [p for p in range(rs.n_spaces) if rs.kind[p] == PROPERTY][:2]
    state.owner[mine], state.owner[theirs] = first, other
    d, c = next((d, c) for d, deck in enumerate(rs.decks)
                for c, effect in enumerate(deck.effects) if effect[0] == PASS)
    state.decks[d].remove(c)
    state.held[first].append(d * 64 + c)
    state._owned = state._legal = None
    board.apply(Offer(other, Terms(give_places=(mine,), give_cash=150, give_passes=1,
                                   get_places=(theirs,))))
    count = len(board.game_log.book.lines)
    assert board.apply(ACCEPT)
    new = board.game_log.book.lines[count:]
    assert [line.text[0] for line in new] == ["property_board.event.traded"]
    said = board.log_words(new[0])[0]
    bought = words.say("property_board.event.bought", player="P", space="XYZ", price="1")
    start, end = bought.index("XYZ"), bought.index("XYZ") + 3
    while start and not bought[start - 1].isspace():
        start -= 1
    while end < len(bought) and not bought[end].isspace():
        end += 1
    as_named = bought[start:end]  # "XYZ" in de and en, "«XYZ»" in ru
    assert as_named != "XYZ" or app.settings.language != "ru"
    for place in (mine, theirs):
        assert as_named.replace("XYZ", words.space(place)) in said
    assert words.player(other) in said and words.player(first) in said


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["menedzher", "kraken_bay"])
def test_an_offer_a_counter_and_a_rejection_say_their_terms_in_the_log(app, open_board, game):
    """Play-test propleft2: the log's offer, counter and rejection said only who offered whom,
    so reading back nobody could tell what was asked. Each names its places and its cash, as
    the accepted trade's line does."""
    board = open_board(GameSetup(game, 5, PEOPLE, {}), curtain=False)
    state, rs, words = board.match.state, board.rs, board.words
    first = state.current_player
    other = 1 - first
    mine, theirs = [p for p in range(rs.n_spaces) if rs.kind[p] == PROPERTY][:2]
    state.owner[mine], state.owner[theirs] = first, other
    state._owned = state._legal = None
    said = []
    for action in (Offer(other, Terms(give_places=(mine,), give_cash=150, get_places=(theirs,))),
                   Counter(Terms(give_places=(theirs,), get_places=(mine,), get_cash=170)),
                   REJECT):
        count = len(board.game_log.book.lines)
        assert board.apply(action), action
        [line] = board.game_log.book.lines[count:]
        said.append(board.log_words(line)[0])
    for text, cash in zip(said, (150, 170, 170), strict=True):
        assert words.space(mine) in text and words.space(theirs) in text, text
        assert words.money(cash) in text, text


@pytest.mark.parametrize("answer", [REJECT, ACCEPT])
def test_the_since_card_tells_the_persons_own_answer_to_an_offer(app, open_board, answer):
    """pt-late: Ben's offer stood on Anna's since-your-last-turn card with no word of what
    became of it, her own answer (rejected, or the trade made) left out as her own line."""
    board = open_board(GameSetup("kraken_bay", 5, PEOPLE, {}), curtain=False)
    state, rs, log = board.match.state, board.rs, board.game_log
    anna = state.current_player
    ben = 1 - anna
    mine, theirs = [p for p in range(rs.n_spaces) if rs.kind[p] == PROPERTY][:2]
    state.owner[mine], state.owner[theirs] = ben, anna
    state._owned = state._legal = None

    def play_turn_of(seat: int, before_end=None) -> None:
        """`seat` plays its turn (no buys), `before_end` first once its roll is done."""
        while state.turn_player() == seat and not state.is_terminal():
            legal = state.legal_actions()
            if before_end is not None and END_TURN in legal:
                before_end()
                before_end = None
                continue
            move = next((a for a in (DECLINE, END_TURN, ROLL, PAY) if a in legal), legal[0])
            assert board.apply(move), move

    def ben_offers() -> None:
        assert board.apply(Offer(anna, Terms(give_places=(mine,), get_places=(theirs,))))
        assert state.current_player == anna
        assert board.apply(answer), answer

    play_turn_of(anna)
    play_turn_of(ben, ben_offers)
    app.run_frames(2)
    assert log.since_seat == anna
    name = board.words.player(anna)
    said = [text for text in log.since if board.words.space(mine) in text]
    assert len(said) == 2, log.since
    assert said[1].startswith(name), "the second is Anna's answer"
