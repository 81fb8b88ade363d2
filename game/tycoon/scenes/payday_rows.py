"""The payday card's income rows laid out: a label too long for its one line beside the amount
("1-е место: Рио-де-Жанейро (2 отеля)") breaks at a space onto a second line at the same size,
rather than shrink to 10 px as it did (play-test, ru). The card's drawing and the place of the
loans under the tallest list both read these rows, so the two never disagree. A computer's
reason under a loan line wraps the same way (`note_lines`), and so do the loan lines themselves
(`figure_label`, `status_lines`): fitted to one line, «2 новые карты по 10 млн (на долги)»
shrank to 12 px in a four-player column."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from game.core.i18n import format_list, tr
from game.tycoon.scenes.payday_lines import COUNTED, SUMS, Line, summed
from game.tycoon.view.texts import Texts
from game.ui import fonts
from game.ui.text import wrap

NBSP = "\u00a0"
SIZE = 15  # the rows' text; never below the kit's body size on a second line
REMARK_SIZE = 12
NOTE_SIZE = 13  # a computer's reason under a loan line
FIGURE_SIZE = 14  # the loans' lines: the cash, what is due, each settled card, the status
#: A space after a number or a "×" that must not break: "10 млн", "2 карты", "2 × Kredit".
_KEPT_SPACE = re.compile(r"(?<=[0-9×]) ")
_ASIDE = re.compile(r"\([^()]*\)")  # "(für Schulden)": kept whole on a line where it fits
LINE_H = 20
NOTE_H = LINE_H - 4
GAP = 8  # between a label and its amount
#: A remark with no room beside its line goes under it this far down: below the line's
#: parentheses and descenders (they reach 20 px down), so the two never touch.
REMARK_DROP = LINE_H - 1


@dataclass(frozen=True)
class Row:
    """One income row as drawn: the label's lines, the amount, the remark and where it goes."""

    label: tuple[str, ...]
    amount: str
    remark: str | None
    remark_below: bool

    @property
    def height(self) -> int:
        return LINE_H * len(self.label) + (LINE_H - 5) * self.remark_below


def label_of(line: Line, texts: Texts) -> str:
    """The row's words, a count kept with its noun on one line."""
    params = dict(line.params)
    if "city" in params:
        params["city"] = tr(params["city"])
    if "hotels" in params:
        hotels = texts.t("tycoon_play.payday.hotels", count=params["hotels"])
        params["hotels"] = hotels.replace(" ", NBSP)  # "(12 / отелей)" broke apart
    if "places" in params:  # a sum's cities, in the case its line needs ("in 4 Städten")
        places = texts.t("tycoon_play.payday.factory_cities", count=params["places"])
        params["places"] = places.replace(" ", NBSP)
    if "cities" in params:  # a sum's cities by name ("Tokio, Rom und Kapstadt")
        params["cities"] = format_list([tr(city) for city in params["cities"]], texts.lang)
    return tr(line.key, **params)


def income_row(line: Line, texts: Texts, width: int) -> Row:
    """`line` in a column `width` wide: its label on as many lines as its words need beside
    the amount, the remark beside the label's last line when it fits there, else under it."""
    amount = texts.money(line.amount)
    room = width - fonts.size_of(amount, SIZE, True)[0] - GAP
    label = tuple(wrap(label_of(line, texts), SIZE, room))
    remark = tr(line.remark) if line.remark else None
    below = False
    if remark is not None:
        beside = room - fonts.size_of(label[-1], SIZE)[0] - 12
        below = fonts.size_of(remark, REMARK_SIZE)[0] > beside
    return Row(label, amount, remark, below)


def fitted(lines: list[Line], texts: Texts, width: int, room: int) -> list[Line]:
    """The income lines as they fit `room` px tall in a column `width` wide: every one, else
    alike ones summed (`SUMS`' order) until they fit. A final payday of nine cities and five
    factories ran down over the loans and the standings in a four-player column. A sum of
    places names its cities, and counts them only where the names do not fit either."""
    def fits(shown: list[Line]) -> bool:
        return sum(income_row(line, texts, width).height for line in shown) <= room

    for key, sum_key in SUMS:
        if fits(lines):
            return lines
        lines = summed(lines, key, sum_key)
    if fits(lines):
        return lines
    return [replace(line, key=COUNTED.get(line.key, line.key)) for line in lines]


def amount_drop() -> int:
    """How far the bold amount goes down so it stands on the label's baseline."""
    return fonts.font(SIZE).get_ascent() - fonts.font(SIZE, True).get_ascent()


def note_lines(note: str, width: int) -> tuple[str, ...]:
    """A computer's reason under its loan line, broken at spaces onto as many lines as it needs
    at the note's own size, as the rows' labels are: fitted to one line it shrank to 9 px in a
    four-player column, "продлевает кредит: деньги остаются на постройки" to 10 px."""
    return tuple(wrap(note, NOTE_SIZE, width))


def figure_label(label: str, amount: str, width: int) -> tuple[str, ...]:
    """A loan line's label beside its bold amount in a column `width` wide: broken at spaces
    onto as many lines as it needs at the lines' own size (`FIGURE_SIZE`), as the income rows'
    labels are, a number kept with its unit or noun ("10 Mio.", "2 карты")."""
    room = width - fonts.size_of(amount, FIGURE_SIZE, True)[0] - GAP
    return tuple(wrap(_kept(label, room), FIGURE_SIZE, room))


def status_lines(status: str, width: int) -> tuple[str, ...]:
    """A seat's loan status ("ждёт решения: 2 кредитные карты") on as many lines as it needs
    in a column `width` wide, at the loan lines' size."""
    return tuple(wrap(_kept(status, width), FIGURE_SIZE, width))


def _kept(label: str, room: int) -> str:
    """`label` with the spaces that must not break made no-break ones: after a number, and
    inside an aside in parentheses that fits a line ("(für / Schulden)" read as two things)."""
    def whole(aside: re.Match) -> str:
        text = aside.group(0)
        return text.replace(" ", NBSP) if fonts.size_of(text, FIGURE_SIZE)[0] <= room else text

    return _ASIDE.sub(whole, _KEPT_SPACE.sub(NBSP, label))
