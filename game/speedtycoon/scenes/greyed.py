"""Why a greyed button of the Speedtycoon table is greyed, in words for its hover tip.

Take, Buy and Demolish are explained by the depot's line (the picks' own verdict); the others
have blockers that line never names: the step of the turn (a bought building waits to be
built, the Lobbyist's purchase comes first, the turn is done), the loans held, the picks for a
repayment. Read from the state only; the rules alone decide what is legal, this says why not
in the player's terms.
"""

from __future__ import annotations

from game.speedtycoon.rules.data import LOAN_REPAY, M_LOANS, MAX_LOANS, TILE_BRANCH
from game.speedtycoon.rules.phases import DONE, END_PLACE, LOBBY, LOBBY_PLACE, PLACE
from game.speedtycoon.scenes.words import Say
from game.speedtycoon.view import model
from game.speedtycoon.view.table_view import Marks

#: The buttons this module explains (Take, Buy, Demolish: the depot's line; Undo, Hint and
#: the menu keep their own tip).
BUTTONS = frozenset({"plan", "fund", "loan", "repay", "end", "pass"})
PLACING = (PLACE, LOBBY_PLACE, END_PLACE)
KEY = "speedtycoon_play.greyed."


def reason(say: Say, s, seat: int, name: str, marks: Marks) -> str | None:
    """The words for a greyed button, or None for a button not explained here."""
    if name not in BUTTONS:
        return None
    phase = model.phase(s)
    if phase == DONE:
        return say("speedtycoon_play.hint.done")
    if name in ("plan", "fund"):
        return _tile_reason(say, name, phase, marks)
    if phase in PLACING:
        return say(KEY + "place_first")
    if phase == LOBBY:
        return say(KEY + "lobby")
    if name == "end":  # a loan is one of the actions only with the Loans module (play-test)
        return say(KEY + ("end" if model.plays(s, M_LOANS) else "end_no_loans"))
    if name == "loan":
        return _loan_reason(say, s, seat)
    if name == "repay":
        return say(KEY + "repay", amount=LOAN_REPAY)
    return say("speedtycoon.illegal.pass")


def _tile_reason(say: Say, name: str, phase: int, marks: Marks) -> str:
    """To planning and To the fund take only a bought building waiting to be built (a
    building picked in the planning is built from there); the fund never a special zone."""
    if name == "fund" and phase in PLACING and marks.tile is not None \
            and TILE_BRANCH[marks.tile] < 0:
        return say("speedtycoon.illegal.zone_to_fund")
    return say(KEY + f"{name}_no_tile")


def _loan_reason(say: Say, s, seat: int) -> str:
    """The Loans module's limit, else the deck and discard hold no money card to lend."""
    if model.loans(s, seat) >= MAX_LOANS:
        return say(KEY + "loan_most", count=MAX_LOANS)
    return say(KEY + "loan_no_cards")
