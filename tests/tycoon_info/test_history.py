"""History (H): every move as a line in both languages, filterable, with computer reasons."""

from __future__ import annotations

import i18n
import pytest

from game.core.i18n import load_translations
from game.core.paths import locales_dir
from game.tycoon.info.history import History
from game.tycoon.panels.words import Words
from game.tycoon.rules import (
    BuildFactory,
    BuildHotel,
    Buy,
    FactoryBuilt,
    Flew,
    FlewHome,
    Fly,
    HotelBuilt,
    HotelEvicted,
    LoanTaken,
    Payday,
    TicketBought,
    TicketsRefunded,
    TurnStarted,
)
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_info.games import moves

NAMES = ("Anna", "Bert", "Carla")


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def whole_game(seed: int = 5) -> tuple[History, list]:
    history = History()
    history.begin(0)
    all_events = []
    for _before, _action, events in moves(seed, players=3):
        history.feed(events)
        all_events.extend(events)
    return history, all_events


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_every_line_of_a_whole_game_reads_as_a_sentence(lang):
    history, _events = whole_game()
    words = Words(lang, NAMES)
    texts = [words(line.text) for line in history.lines]
    assert len(texts) > 100
    for text in texts:
        assert "%{" not in text and "tycoon_info." not in text and "tycoon_board." not in text, text
    assert any(name in text for text in texts for name in NAMES)


def test_each_build_purchase_eviction_and_payday_has_its_line():
    history, events = whole_game()
    keys = [line.text[0] for line in history.lines]
    expected = {
        HotelBuilt: "tycoon_info.history.hotel",
        FactoryBuilt: "tycoon_info.history.factory",
        TicketBought: "tycoon_info.history.bought",
        HotelEvicted: "tycoon_info.history.evicted",
    }
    for kind, key in expected.items():
        assert keys.count(key) == sum(1 for ev in events if type(ev) is kind)
    paydays = sum(1 for ev in events if isinstance(ev, Payday))
    assert paydays == 3
    assert (
        keys.count("tycoon_info.history.payday") + keys.count("tycoon_info.history.final_payday")
        == 3
    )
    assert keys.count("tycoon_info.history.income") == 3 * 3


def test_filter_by_player_keeps_their_lines_and_the_tables_own():
    history, _events = whole_game()
    for seat in range(3):
        lines = history.filtered(seat)
        assert lines and all(line.seat in (seat, None) for line in lines)
        assert any(line.seat == seat for line in lines)
    assert history.filtered(None) == history.lines


def test_a_computer_reason_goes_with_the_line_of_the_choice_it_explains():
    history = History()
    reason = ("tycoon_ai.reason.hotel_first", {"city": "cairo"})
    history.feed([TicketBought(1, "S09", 0, 4)], reason)
    history.feed([HotelBuilt(1, "cairo", 3, 3, False)], reason)
    assert history.lines[0].reason is None, "not beside the ticket bought on the way"
    assert history.lines[1].reason == reason


def test_a_computer_turn_says_its_reason_once_beside_its_build_not_its_tickets_or_flight():
    history = History()
    history.begin(1)
    reason = ("tycoon_ai.reason.hotel_first", {"city": "cairo"})
    history.feed([TicketBought(1, "S09", 0, 4)], reason)
    history.feed([Flew(1, "S09", None, ("cairo",), True, 1)], reason)
    history.feed([HotelBuilt(1, "cairo", 3, 3, False)], reason)
    assert [line.reason for line in history.lines[1:]] == [None, None, reason]
    history.feed([TurnStarted(2, 1), TurnStarted(1, 1)])
    history.feed([HotelBuilt(1, "cairo", 4, 3, False)], reason)
    assert history.lines[-1].reason == reason  # a new turn says it again
    other = ("tycoon_ai.reason.loan", {"amount": 10})
    history.feed([LoanTaken(1, "L01", 10, False)], other)
    assert history.lines[-1].reason == other  # a changed mind is news


def test_a_loan_reason_stands_on_the_loan_line_even_when_the_plane_flies_home_first():
    history = History()
    reason = ("tycoon_ai.reason.loan_broke", {"amount": 10})
    history.feed([FlewHome(0, "cairo"), TicketsRefunded(0, ("S09",), (0,), 4),
                  LoanTaken(0, "L01", 10, False)], reason)
    said = [line for line in history.lines if line.reason]
    assert [line.text[0] for line in said] == ["tycoon_info.history.loan"]


#: The history's line of each choice a plan is made for, by the reason's first word.
CHOICE_LINES = {
    "hotel": {"tycoon_info.history.hotel"},
    "renovate": {"tycoon_info.history.renovated"},
    "factory": {"tycoon_info.history.factory"},
    "loan": {"tycoon_info.history.loan", "tycoon_info.history.loan_at_home"},
    "repay": {"tycoon_info.history.repaid"},
    "extend": {"tycoon_info.history.extended"},
    "pass": {"tycoon_info.history.passed"},
}


def test_in_a_game_of_computers_every_reason_stands_beside_the_choice_it_explains():
    """Seeded Normal seats, each step of their plans fed with its reason as the board does:
    a reason about a hotel stands on the hotel's line, one about a loan on the loan's, never
    on a ticket bought or a flight on the way (play-test: "takes first place in Monaco"
    beside "buys Scheduled Cape Town")."""
    from game.tycoon.bot import choose, level_budget
    from game.tycoon.rules import new_game

    state, history = new_game(3, 3), History()
    history.begin(state.current_player)
    for step in range(80):
        reply = choose(state, state.current_player, "normal", level_budget("normal"), seed=step)
        history.feed(state.apply(reply.action), reply.reason)
    said = [line for line in history.lines if line.reason is not None]
    assert {line.reason[0].split(".")[-1].split("_")[0] for line in said} >= {
        "hotel", "factory", "loan"}, "this game's computers build and borrow"
    assert any(line.text[0] == "tycoon_info.history.bought" for line in history.lines)
    every_choice = set().union(*CHOICE_LINES.values())
    for line in said:
        kind = line.reason[0].split(".")[-1].split("_")[0]
        assert line.text[0] in CHOICE_LINES.get(kind, every_choice), (line.text, line.reason)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_loan_reads_as_one_line_flying_home_only_when_the_plane_was_away(lang):
    words = Words(lang, NAMES)
    history = History()
    history.feed([FlewHome(0, "cairo"), TicketsRefunded(0, ("S09",), (0,), 4),
                  LoanTaken(0, "L01", 10, False)])
    texts = [words(line.text) for line in history.lines]
    assert len(texts) == 2 and "10" in texts[0]
    assert texts[0] == words.t("tycoon_info.history.loan", seat=0, amount=10)
    history.feed([LoanTaken(1, "L02", 10, False)])  # already at home
    assert words(history.lines[-1].text) == words.t("tycoon_info.history.loan_at_home",
                                                    seat=1, amount=10)
    assert words(history.lines[-1].text) != words.t("tycoon_info.history.loan", seat=1,
                                                    amount=10)
    assert not any(line.text[0] == "tycoon_info.history.flew_home" for line in history.lines)


def test_builds_and_flights_name_the_city_in_the_players_language():
    words = Words("de", NAMES)
    history = History()
    for before, action, events in moves(3, players=3):
        if isinstance(action, BuildHotel | BuildFactory | Fly | Buy):
            history.feed(events)
            if len(history.lines) > 40:
                break
        del before
    cities = {"Kairo", "Tokio", "Hongkong", "Kapstadt", "Mexiko-Stadt", "New York", "Monaco",
              "Rio de Janeiro", "Sydney"}
    texts = [words(line.text) for line in history.lines]
    assert any(any(city in text for city in cities) for text in texts)
    assert i18n.t("tycoon_info.history.flew", locale="de", seat="A", city="B", ticket="C") != \
        i18n.t("tycoon_info.history.flew", locale="en", seat="A", city="B", ticket="C")
