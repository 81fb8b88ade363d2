"""Issue 14.4: a hint is the computer's whole plan, spoken to you, pointing at the one thing to
click; following it step by step is one hint; it fits its box in every language (the box grows
for a long plan: a scrolled box shows a half-cut line)."""

from __future__ import annotations

import html
import json
import re
import time
from pathlib import Path

import pygame
import pytest

from game.tycoon.info.advice import HintPlan, Pointer, Step, describe, describe_plan
from game.tycoon.panels import rects
from game.tycoon.panels.pointer import pointer_rect
from game.tycoon.rules import Buy, EndTurn, TakeLoan, board, new_game
from game.tycoon.rules.board import LOAN_AMOUNTS
from game.tycoon.scenes.turn_panel import action_rect
from game.tycoon.view import layout
from tests.tycoon_info.host import SEATS, HostScene

PLAN_DECIDER = "tests.tycoon_info.decider:decide_plan"
LOCALES = Path(__file__).resolve().parents[2] / "locales"


def host_on(app, state, **kwargs) -> HostScene:
    host = HostScene(app, state, SEATS, **kwargs)
    app.scenes.replace(host)
    app.run_frames(2)
    return host


def wait_for_hint(app, host) -> None:
    deadline = time.monotonic() + 60  # the worker process starts on the first hint
    while time.monotonic() < deadline and host.info.hint.thinking:
        app.run_frames(1)
        time.sleep(0.01)
    assert host.info.hint.answer is not None


def test_following_the_hinted_plan_step_by_step_costs_one_hint(make_app):
    app = make_app("en")
    host = host_on(app, new_game(2, 9), decider=PLAN_DECIDER)
    app.press_key(pygame.K_h, frames=2)
    wait_for_hint(app, host)
    plan = host.info.hint_plan
    assert len(plan.steps) >= 3 and host.match.hints_of(0) == 1
    shown = host.info.hint_html()
    for number in range(1, len(plan.steps) + 1):
        assert f"{number}. " in shown  # the whole plan is on screen, numbered
    first = host.info._hint_rect()
    step_action = next(a for a in host.state.legal_actions()
                       if describe(host.state, 0, a)[0] == plan.steps[0].text)
    host.play(step_action)
    assert host.info.open_name == "hint"  # still showing the plan, now at its second step
    assert host.info.hint_step == 1 and host.match.hints_of(0) == 1
    assert host.info._hint_rect() != first
    app.press_key(pygame.K_h)  # closed and opened again on the plan: no new question
    app.press_key(pygame.K_h)
    assert not host.info.hint.thinking and host.match.hints_of(0) == 1
    assert host.info.hint_step == 1


def test_leaving_the_plan_closes_the_hint_and_the_next_one_counts(make_app):
    app = make_app("en")
    host = host_on(app, new_game(2, 9), decider=PLAN_DECIDER)
    app.press_key(pygame.K_h, frames=2)
    wait_for_hint(app, host)
    planned = host.info.hint_plan.steps[0].text
    other = next(a for a in host.state.legal_actions()
                 if describe(host.state, 0, a)[0] != planned and isinstance(a, Buy))
    host.play(other)
    assert host.info.open_name is None and host.info.hint_plan is None
    app.press_key(pygame.K_h, frames=2)
    wait_for_hint(app, host)
    assert host.match.hints_of(0) == 2


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_loan_hint_at_home_does_not_say_fly_home_and_lights_only_its_button(make_app, lang):
    app = make_app(lang)
    host = host_on(app, new_game(2, 9))
    words = host.info.words
    state = host.state
    assert state.pos[0] < 0  # the plane starts at home
    for amount in LOAN_AMOUNTS:
        text, pointer = describe(state, 0, TakeLoan(amount))
        assert text[0] == "tycoon_info.hint.loan_at_home"
        assert words(text) == words.t("tycoon_info.hint.loan_at_home", amount=amount)
        rect = pointer_rect(pointer, host.model)
        assert rect == action_rect(f"loan_{amount}") and rect.width < layout.ACTION_BAR.width / 4
    away = state.clone()
    ticket = board.TICKET_IDS[next(t for t in away.display if t >= 0)]
    away.apply(Buy(ticket))
    fly = next(a for a in away.legal_actions() if type(a).__name__ == "Fly")
    away.apply(fly)
    assert describe(away, 0, TakeLoan(10))[0][0] == "tycoon_info.hint.loan"
    assert pointer_rect(describe(away, 0, EndTurn())[1], host.model) == action_rect("end")


def _tree(lang: str, name: str) -> dict:
    return json.loads((LOCALES / f"{name}.{lang}.json").read_text(encoding="utf-8"))[lang]


#: The computer speaking of itself: "its", "sein", "его"/"он"/"свой" (a hint says "your",
#: "dein", "ваш").
THIRD_PERSON = {"en": r"\b(its|it's)\b", "de": r"\bsein(e|en|em|er|es)?\b",
                "ru": r"\b(его|он|него|ему|нему|сво(й|я|ё|е|ю|и|его|ей|ему|ем|ём|их|им|ими))\b"}


def _forms(texts: dict) -> list[str]:
    """Every text of a tree level, each plural form of a text with plural forms."""
    return [form for text in texts.values()
            for form in (text.values() if isinstance(text, dict) else [text])]


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_every_computer_reason_has_a_wording_that_speaks_to_you(lang):
    """"reopens its closed hotel" is the computer speaking of itself; a hint says "your"."""
    reasons = _tree(lang, "tycoon_ai")["reason"]
    why = _tree(lang, "tycoon_info")["hint"]["why"]
    assert set(why) == set(reasons)
    assert any(re.search(THIRD_PERSON[lang], text) for text in _forms(reasons)), \
        "the check finds the computer's own wording"
    assert [text for text in _forms(why) if re.search(THIRD_PERSON[lang], text)] == []


def test_german_says_tipp_for_a_hint_everywhere():
    texts = json.dumps(_tree("de", "tycoon_info"), ensure_ascii=False)
    assert re.findall(r"\bRat(schlag)?\b", texts) == []
    assert "Tipp" in _tree("de", "tycoon_info")["panel"]["hint"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_count_claims_a_profile_record_only_when_a_profile_records_it(make_app, lang):
    app = make_app(lang)
    host = host_on(app, new_game(2, 9))
    host.info.profile = None
    alone = html.unescape(host.info.hint_html())
    assert host.info.words.t("tycoon_info.hint.counted", count=0) in alone
    assert "profil" not in alone.lower() and "record" not in alone.lower()
    host.info.profile = "Anna"
    recorded = html.unescape(host.info.hint_html())
    assert host.info.words.t("tycoon_info.hint.counted_for", count=0) in recorded


def _longest_plan(state, words) -> HintPlan:
    """Six of the longest step texts there are (a play-test's plan: buy, fly, buy, fly, build,
    end), with the longest city and ticket names."""
    city = max(board.CITY_IDS, key=lambda c: len(words.city(c)))
    ticket = max(board.TICKET_IDS, key=lambda t: len(words.texts.ticket(t)))
    steps = (("tycoon_info.hint.buy", {"ticket": ticket}),
             ("tycoon_info.hint.fly", {"ticket": ticket, "city": city}),
             ("tycoon_info.hint.buy", {"ticket": ticket}),
             ("tycoon_info.hint.fly", {"ticket": ticket, "city": city}),
             ("tycoon_info.hint.renovate", {"city": city}),
             ("tycoon_info.hint.end", {}))
    before = state.to_dict()
    return HintPlan(tuple(Step(text, Pointer("city", 6), before) for text in steps))


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
@pytest.mark.parametrize("over_market", [False, True])
def test_the_longest_hint_fits_its_box_without_a_scroll_bar(make_app, lang, over_market):
    app = make_app(lang)
    host = host_on(app, new_game(2, 9), decider=PLAN_DECIDER)
    app.press_key(pygame.K_h, frames=2)
    wait_for_hint(app, host)
    info = host.info
    reasons = _tree(lang, "tycoon_info")["hint"]["why"]
    longest = max(reasons, key=lambda k: len(reasons[k]))
    plan = _longest_plan(host.state, info.words)
    if over_market:  # the box moves over the board when the step points at a market card
        plan = HintPlan((Step(plan.steps[0].text, Pointer("market", 0), plan.steps[0].before),
                         *plan.steps[1:]))
    info.hint_plan, info.hint_step = plan, 0
    info.hint.answer = (plan, (f"tycoon_ai.reason.{longest}",
                               {"city": "rio_de_janeiro", "count": 9, "spread": 40, "payout": 28,
                                "amount": 16, "later": 30}))
    info.match.seat_hints = tuple(999 for _ in info.match.setup.seats)
    info.profile = "W" * 20
    info._refresh()
    app.run_frames(2)
    assert info._text is not None and info._text.scroll_bar is None
    box = info._frame.rect  # a taller box still keeps off the step's target and the bars
    assert not box.colliderect(info._hint_rect())
    assert not box.colliderect(layout.HAND) and not box.colliderect(layout.ACTION_BAR)


def _room_under_last_row(text) -> int:
    """The px of the hint box's text room left under its last row (negative: the row runs
    past what the box shows)."""
    laid = text.text_box_layout
    return text.text_wrap_rect.height - (laid.layout_rows[-1].bottom - laid.layout_rect.y)


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_short_plan_gets_a_short_box_and_a_long_one_a_full_box(make_app, lang):
    """A short plan left the lower half of the 300 px box empty (play-test): the box is as
    tall as its text, laid out at its own width; a long plan fills its box, the last line in
    sight without a scroll bar."""
    app = make_app(lang)
    host = host_on(app, new_game(2, 9))
    info = host.info
    longest = _longest_plan(host.state, info.words)
    for plan, full in ((HintPlan(longest.steps[:2]), False), (longest, True)):
        info.close_panel()
        info.hint_plan, info.hint_step = plan, 0  # a plan in hand: no question asked
        info.open("hint")
        app.run_frames(1)
        height = info._frame.rect.height
        assert (height > rects.HINT.height * 2 / 3) == full, height
        assert info._text.scroll_bar is None and 0 <= _room_under_last_row(info._text) <= 8


def test_describe_plan_keeps_each_steps_position(make_app):
    state = new_game(2, 9)
    ticket = board.TICKET_IDS[next(t for t in state.display if t >= 0)]
    plan = describe_plan(state, 0, (Buy(ticket), TakeLoan(10)))
    assert plan.step_at(state) == 0
    after = state.clone()
    after.apply(Buy(ticket))
    assert plan.step_at(after) == 1
    after.apply(TakeLoan(10))
    assert plan.step_at(after) is None
