"""A swing card of the game review says its last row whole. Reviewing Boris's game (pt-speed4,
ru, 1366x768, a three-seat Speedtycoon hot seat) the first card's computer plan ran to nine
steps; even at the smallest type the card stopped mid-sentence: "Компьютер на месте игрока
Борис выходит на первое место в отрасли" — which branch, before which scoring, was cut. Now
the longest row (the plan) gives up its last lines and ends with "…"; the rows after it stay
whole, at the card's smallest type at most."""

from __future__ import annotations

from game.scenes import review_view as rv

STEP = ("построить на отмеченной клетке, на 1 клетку правее и на 1 клетку выше "
        "штаб-квартиры")
PLAN = " › ".join(["купить на площадке Шанхай за 8 元 + 1 元",
                   "купить на площадке Нью-Йорк за 8 $ + 4 $",
                   "купить на площадке Франкфурт за 8 €", "купить на площадке Токио за 4 ¥",
                   "взять 9 €", STEP, STEP, STEP, STEP, STEP, "нажать «Закончить ход»"])
WHY = ("Компьютер на месте игрока Борис выходит на первое место в отрасли «Небоскрёбы» "
       "перед подсчётом «Стартап»")
CARD = rv.CardText("1. Ход 20, до подсчёта «Стартап»: потеря 41 пункт",
                   ["Выбор игрока Борис: взять 9 € › нажать «Закончить ход»",
                    "Компьютер выбрал бы: " + PLAN,
                    "Шанс на победу после этого: 26 % · после выбора компьютера: 67 %", WHY])


def test_a_long_plan_is_shortened_and_the_reason_after_it_stays_whole(app):
    layout = rv.card_layout([CARD, CARD, CARD], clocked=True)
    rect, size = layout.rects[0], layout.size
    wrapped = rv.card_lines(rect, CARD, size)
    assert rv.all_drawn(rect, size, wrapped), "every line is drawn inside the card"
    assert " ".join(wrapped[-1]) == WHY, "the reason is read whole"
    assert " ".join(wrapped[0]) == CARD.rows[0] and " ".join(wrapped[2]) == CARD.rows[2]
    plan = " ".join(wrapped[1])
    assert plan.endswith("…") and plan.startswith("Компьютер выбрал бы: купить"), plan


def test_a_card_the_smallest_type_just_holds_keeps_its_plan_whole(app):
    """Review card 2 of the play-test, in a card just as high as `card_layout` reckons its
    words need at 11 px: the drawing holds them all, nothing is shortened."""
    plan = " › ".join(["купить на площадке Шанхай за 8 元 + 1 元",
                       "купить на площадке Нью-Йорк за 8 $ + 4 $",
                       "купить на площадке Токио за 4 ¥", "взять 8 €", STEP, STEP, STEP,
                       "нажать «Закончить ход»"])
    card = rv.CardText(CARD.heading, [CARD.rows[0], "Компьютер выбрал бы: " + plan,
                                      CARD.rows[2], WHY])
    size = rv.CARD_SIZES[-1]
    rect = rv.SWINGS.copy()
    rect.h = rv.card_need(card, size)
    wrapped = rv.card_lines(rect, card, size)
    assert rv.all_drawn(rect, size, wrapped)
    assert [" ".join(lines) for lines in wrapped] == list(card.rows), "all of it, no …"


def test_a_card_that_fits_is_left_whole(app):
    short = rv.CardText("1.", ["Выбор: взять 9 €", WHY])
    layout = rv.card_layout([short], clocked=False)
    assert layout.size == rv.CARD_SIZES[0]
    wrapped = rv.card_lines(layout.rects[0], short, layout.size)
    assert [" ".join(lines) for lines in wrapped] == list(short.rows)
