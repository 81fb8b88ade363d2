"""The board's words: space, set and card names of the ruleset, the rules' refusal reasons and
the computers' reasons with their params turned into names (the log's lines:
game/property/view/log_lines.py).

The engine speaks in keys under ``property.`` (docs/rules-property.md); the board's texts live
in the ``property_board`` namespace, so a rules key ``property.why.uneven`` is read as
``property_board.why.uneven`` and a name ``property.<ruleset>.space.<id>`` as
``property_board.<ruleset>.space.<id>``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.i18n import format_list, translate
from game.core.setup import Seat
from game.property.rules.rulesets import (
    CASH,
    EACH,
    FERRY,
    POWER,
    PROPERTY,
    REPAIRS,
    TAX,
    WINNINGS,
)
from game.property.scenes.new_game_scene import COLOUR
from game.property.view import model
from game.property.view.cell_text import plain
from game.scenes.seat_rows import seat_names as shared_seat_names
from game.scenes.seat_rows import shown_name

NS = "property_board"

#: A reason's number that picks its text's plural form ("просчитав 64 варианта игры"): the
#: computers name what they counted (`samples`, as every save holds it since the first Hard),
#: a text picks its form by `count`, so old saves read the plural texts without a change.
COUNTED = ("samples",)
#: A computer's reasons (`property_bot.reason.*`), whole sentences, and the same reasons as
#: only the why (`property_bot.why.*`), for under the move's own log line.
REASONS, WHY = "property_bot.reason.", "property_bot.why."


def seat_names(seats: Sequence[Seat], say: Callable[..., str]) -> list[str]:
    """Every seat's name in the language of `say`, made from keys and the seat's data (the
    house's `shown_name`), so a computer is "Blue (normal)" in English even in a game begun in
    Russian, and a language switch renames every seat."""
    return shared_seat_names(seats, COLOUR, say)


def short_name(seat: Seat, index: int, say: Callable[..., str]) -> str:
    """A seat in fewer letters, where its whole name does not fit (a partner tab): a computer
    by its colour, which no other seat at the table wears; a person by their name."""
    if seat.kind != "human":
        return say(COLOUR[seat.colour])
    return shown_name(seat, index, COLOUR, say)


class Words:
    def __init__(self, say: Callable[..., str], rs, names: list[str],
                 language: str | None = None) -> None:
        """``language``: the one ``say`` speaks, for lists joined the language's way
        (`trade_side`); without it they are joined by commas."""
        self.say = say
        self.rs = rs
        self.players = names
        self.language = language

    def game(self, key: str, **params) -> str:
        """A text of this ruleset (`property_board.<ruleset>.<key>`)."""
        return self.say(f"{NS}.{self.rs.id}.{key}", **params)

    def board(self, key: str, **params) -> str:
        return self.say(f"{NS}.{key}", **params)

    def space(self, p: int) -> str:
        """A space's name in running text (its seams, where a cell may break it, taken out)."""
        return plain(self.marked_space(self.rs.space_ids[p]))

    def marked_space(self, space_id: str) -> str:
        """A space's name with its seams, for its cell (game/property/view/cell_text.py)."""
        return self.game(f"space.{space_id}")

    def set_name(self, set_id: str) -> str:
        return self.game(f"set.{set_id}")

    def player(self, seat: int) -> str:
        return self.board("board.bank") if seat < 0 else self.players[seat]

    def card(self, card_id: str) -> str:
        """A card's text with its sums from the ruleset (`amount`, `small`/`big` for repairs,
        `salary`), so they are written the language's way ("10.000" in German) like every
        other sum on the board."""
        rs = self.rs
        for deck in rs.decks:
            if card_id in deck.cards:
                kind, a, b = deck.effects[deck.cards.index(card_id)]
                params = {"salary": rs.salary}
                if kind in (CASH, EACH):
                    params["amount"] = abs(a)
                if kind == REPAIRS:
                    params.update(small=a, big=b)
                return self.game(f"card.{card_id}", **params)
        raise KeyError(card_id)

    def card_words(self, deck: str, card_id: str) -> tuple[str, str]:
        """A drawn card as the board shows it: its deck's name and its text."""
        return self.game(f"deck.{deck}"), self.card(card_id)

    def money(self, amount: int) -> str:
        return self.board("result.worth", amount=amount)

    def params(self, params: dict) -> dict:
        """Seats become names, spaces and sets their names, `big` the piece it means. A
        space or place may carry a role before its name (`give_place`: the place offered)."""
        out = {}
        for name, value in params.items():
            if _names_a(name, "space") and isinstance(value, int):
                out[name] = self.space(value)
            elif _names_a(name, "place") and isinstance(value, str):
                out[name] = plain(self.marked_space(value))
            elif name == "set" and isinstance(value, str):
                out[name] = self.set_name(value)
            elif name in ("seat", "rival") and isinstance(value, int):
                out[name] = self.player(value)
            elif name == "big" and isinstance(value, bool):
                out[name] = self.game("big_name" if value else "small_name")
            else:
                out[name] = value
        return out

    def reason(self, key: str, params: dict) -> str:
        """A rules refusal or a computer's reason, in words."""
        if key.startswith("property."):
            key = NS + key[len("property"):]
        shown = self.params(params)
        for name in COUNTED:
            if name in params and "count" not in params:
                shown["count"] = params[name]
        return self.say(key, **shown)

    def trade_side(self, places, cash: int, passes: int) -> str:
        """One side of a trade in words: its places, cash and passes (or "nothing"). Each place
        is named as the log's other lines name one in running text (in quotes in Russian, the
        key `trade.place`), since the log's trade line and the offer's card run them together.
        The last joined by the language's "and" (Babel): "Anchor Ferry, 20" read as a place
        and its price, in the review's "Yellow gives 250 for Anchor Ferry, 20" (propleft2)."""
        parts = [self.board("trade.place", space=self.space(p)) for p in places]
        if cash:
            parts.append(self.money(cash))
        if passes:
            parts.append(self.board("board.passes", count=passes))
        if not parts:
            return self.board("trade.nothing")
        if self.language is None:
            return ", ".join(parts)
        return format_list(parts, self.language)

    def prices(self) -> tuple[str, ...]:
        rs = self.rs
        out = []
        for p in range(rs.n_spaces):
            kind = rs.kind[p]
            if kind in (PROPERTY, FERRY, POWER):
                out.append(self.money(rs.price[p]))
            elif kind in (TAX, WINNINGS):
                out.append(self.money(rs.amount[p]))
            else:
                out.append("")
        return tuple(out)

    def names(self) -> tuple[str, ...]:
        """Every space's name as its cell sets it (seams kept)."""
        return tuple(self.marked_space(space_id) for space_id in self.rs.space_ids)


def _names_a(param: str, what: str) -> bool:
    return param == what or param.endswith("_" + what)


def review_reason(state, key: str, params: dict, lang: str, names: list[str]) -> str:
    """A computer's reason in words for the game review (`PropertyReview.words`)."""
    return Words(lambda k, **p: translate(k, lang, **p), model.ruleset(state),
                 list(names), lang).reason(key, params)


def why_only(reason: tuple[str, dict]) -> tuple[str, dict]:
    """A computer's reason as only the why, for under its move's log line: "Blue buys Kelp
    Market for 100" with "— buys Kelp Market for 100: completes its set" under it said the
    move twice (prop22, as Tycoon's `tycoon_ai.why.*`). The news line and the review, which
    show no move line of their own, keep the whole sentence."""
    key, params = reason
    return (WHY + key[len(REASONS):] if key.startswith(REASONS) else key), params
