"""Taking money as a person meets it (issue 31 point 5): Take takes exactly what is lit, even
after quick clicks dropped and picked a card again; a take that spends an Insider tip says so
before; a selection the rules refuse says why instead of a grey Take alone; the money card's
"at most 5" tells the whole truth; the advice names a tip it would spend."""

from __future__ import annotations

from itertools import combinations

from game.core.i18n import translate
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import payments
from game.speedtycoon.rules.data import CARD_KIND, CARD_VALUE, SPECIAL_FIRST, TAKE_LIMIT
from game.speedtycoon.scenes import info, table_words
from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at, usable
from tests.speedtycoon_scenes.test_clicking import open_table


def deal_with(game_type: str, wanted) -> tuple[int, tuple[int, ...]]:
    """A seed whose first turn is seat 0's, with display positions for which `wanted(values)`
    holds (the values of the cards at those positions)."""
    for seed in range(300):
        s = rules.new_game(2, seed, {"game_type": game_type})
        if s.current_player != 0 or any(c >= SPECIAL_FIRST for c in s.display):
            continue
        for size in (2, 3):
            for picked in combinations(range(len(s.display)), size):
                kinds = {CARD_KIND[s.display[i]] for i in picked}
                if len(kinds) == size and wanted([CARD_VALUE[s.display[i]] for i in picked]):
                    return seed, picked
    raise AssertionError("no such deal")


def kinds_at(board, picked) -> tuple[str, ...]:
    return payments.canonical(CARD_KIND[board.match.state.display[i]] for i in picked)


def test_quick_clicks_on_a_second_card_keep_both_and_take_takes_what_is_lit(app):
    seed, (first, second) = deal_with("classic", lambda v: len(v) == 2 and sum(v) <= TAKE_LIMIT)
    board = open_table(app, seed)
    wanted = kinds_at(board, (first, second))
    click_at(app, tv.display_rect(first).center)
    for _ in range(3):  # picked, dropped, picked again: well within the double-click time
        click_at(app, tv.display_rect(second).center)
    assert board.match.actions == [], "quick clicks beside another pick take nothing alone"
    assert board.marks.display == {first, second}
    app.click(board.buttons["take"])
    assert board.match.actions == [act.TakeMoney(wanted)]


def test_a_take_that_needs_an_insider_tip_says_so_before(app):
    seed, picked = deal_with("tycoon", lambda v: len(v) == 2 and sum(v) > TAKE_LIMIT)
    board = open_table(app, seed, game_type="tycoon")
    s = board.match.state
    tips = s.tips[0]
    for i in picked:
        click_at(app, tv.display_rect(i).center)
    total = sum(CARD_VALUE[s.display[i]] for i in picked)
    assert board.depot_hint() == app.tr("speedtycoon_play.take.tip",
                                        cards=" + ".join(kinds_at(board, picked)),
                                        total=total, limit=TAKE_LIMIT, count=tips - 1)
    assert usable(board.buttons["take"])
    app.click(board.buttons["take"])
    assert board.match.state.tips[0] == tips - 1, "the tip said is the tip spent"


def test_a_plain_take_says_what_it_takes_and_spends_no_tip(app):
    seed, picked = deal_with("tycoon", lambda v: len(v) == 2 and sum(v) <= TAKE_LIMIT)
    board = open_table(app, seed, game_type="tycoon")
    for i in picked:
        click_at(app, tv.display_rect(i).center)
    hint = board.depot_hint()
    assert hint == app.tr("speedtycoon_play.take.plain",
                          cards=" + ".join(kinds_at(board, picked)),
                          total=sum(CARD_VALUE[board.match.state.display[i]] for i in picked))
    tips = board.match.state.tips[0]
    app.click(board.buttons["take"])
    assert board.match.state.tips[0] == tips


def test_one_card_is_named_alone_without_a_sum_together(app):
    seed, (only, _) = deal_with("classic", lambda v: len(v) == 2)
    board = open_table(app, seed)
    click_at(app, tv.display_rect(only).center)
    assert board.marks.display == {only}
    hint = board.depot_hint()
    assert hint == app.tr("speedtycoon_play.take.one_card", cards=kinds_at(board, (only,))[0])
    assert "together" not in hint


def test_a_refused_selection_says_why_not_only_a_grey_take(app):
    seed, picked = deal_with("classic", lambda v: len(v) == 2 and sum(v) > TAKE_LIMIT)
    board = open_table(app, seed)
    for i in picked:
        click_at(app, tv.display_rect(i).center)
    assert not board.buttons["take"].is_enabled
    total = sum(CARD_VALUE[board.match.state.display[i]] for i in picked)
    assert board.depot_hint() == app.tr("speedtycoon.illegal.take_over",
                                        cards=" + ".join(kinds_at(board, picked)),
                                        total=total, limit=TAKE_LIMIT)


def test_too_much_even_for_a_tip_names_the_tips_rule(app):
    # (the selection keeps up to 14 together: more starts a new selection)
    seed, picked = deal_with("tycoon", lambda v: len(v) == 3 and sum(v) - max(v) > TAKE_LIMIT
                             and sum(v) <= TAKE_LIMIT + 9)
    board = open_table(app, seed, game_type="tycoon")
    for i in picked:
        click_at(app, tv.display_rect(i).center)
    assert board.marks.display == set(picked)
    assert not board.buttons["take"].is_enabled
    said = {"cards": " + ".join(kinds_at(board, picked)), "limit": TAKE_LIMIT,
            "total": sum(CARD_VALUE[board.match.state.display[i]] for i in picked)}
    assert board.depot_hint() == app.tr("speedtycoon.illegal.take_over_tip", **said)
    board.match.state.tips[0] = 0
    assert board.depot_hint() == app.tr("speedtycoon.illegal.take_over_no_tip", **said)


def test_the_money_card_tells_the_tip_rule_only_while_the_person_has_tips(app):
    seed, _picked = deal_with("tycoon", lambda v: True)
    s = rules.new_game(2, seed, {"game_type": "tycoon"})

    def text() -> str:
        say = app.tr
        blocks = info.card_card(say, s, 0, s.display[0], False, ["Anna", "Ben"])
        return "\n".join(b.text for b in blocks)

    assert app.tr("speedtycoon_play.info.rule_take_tip", count=s.tips[0]) in text()
    s.tips[0] = 0
    assert "speedtycoon_play.info.rule_take_tip" not in text()
    assert app.tr("speedtycoon_play.info.rule_take_tip", count=1) not in text()


def test_advice_to_take_with_a_tip_names_the_tip():
    s = rules.new_game(2, 1, {"game_type": "tycoon"})
    kinds = (CARD_KIND[s.display[0]], CARD_KIND[s.display[1]])
    for lang in ("de", "en", "ru"):
        say = lambda key, **params: translate(key, lang, **params)  # noqa: E731, B023
        (key, params), _marks = table_words.describe_move(say, s, act.TakeMoney(kinds, True))
        assert key == "speedtycoon_play.advice.take_tip"
        (plain, _), _marks = table_words.describe_move(say, s, act.TakeMoney(kinds))
        assert plain == "speedtycoon_play.advice.take"


class Answered:
    """The adviser as it stands once the worker has answered."""

    failed = False
    thinking = False
    asked_for = 0  # the person's seat asked (tycoonseat: the answer is that seat's hint)

    def __init__(self, answer) -> None:
        self.answer = answer


def test_the_advice_names_a_tip_once_with_what_stays(app):
    board = open_table(app, 1, game_type="tycoon")
    worker = board.adviser
    move = ("speedtycoon_play.advice.take_tip", {"cards": "$7 + ¥5"})
    reason = ("speedtycoon.reason.take_tip", {"cards": "$7 ¥5", "tips": 1})
    board.adviser = Answered(((move, tv.Marks()), reason))
    board._show_advice()
    assert board.advice_text == app.tr(
        "speedtycoon_play.advice.with_reason",
        move=app.tr("speedtycoon_play.advice.take", cards="$7 + ¥5"),
        reason=app.tr("speedtycoon.reason.take_tip", cards="$7 ¥5", tips=1))
    board.adviser = Answered(((move, tv.Marks()), None))
    board._show_advice()
    assert board.advice_text == app.tr("speedtycoon_play.advice.take_tip", cards="$7 + ¥5")
    board.adviser = worker  # the real one shuts down with the table
