"""(key, params) from game/tycoon/info made into sentences: ids become names, amounts money.

The info package keeps ids so a line can be shown again in another language; this is the one
place that decides how each kind of parameter reads.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.tycoon.rules import board
from game.tycoon.view.texts import MONEY_PARAMS as MONEY
from game.tycoon.view.texts import Texts

DELTA = frozenset({"gain"})
CITY = frozenset({"city", "a", "b", "from"})
CITY_LIST = frozenset({"cities", "via"})
SEAT_LIST = frozenset({"winners"})


class Words:
    """Sentences in one language for one table of players."""

    def __init__(self, lang: str, names: Sequence[str]) -> None:
        self.texts = Texts(lang)
        self.names = tuple(names)

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    def city(self, city_id: str) -> str:
        return self.texts.city(board.city_index(city_id))

    def money(self, amount: int) -> str:
        return self.texts.money(amount)

    def join(self, items: Sequence[str], key: str) -> str:
        if len(items) <= 1:
            return "".join(items)
        return self.texts.t(key, rest=", ".join(items[:-1]), last=items[-1])

    def param(self, name: str, value: object) -> object:
        if name == "seat" and isinstance(value, int):
            return self.name(value)
        if name in MONEY and isinstance(value, int):
            return self.money(value)
        if name == "spread_cities" and isinstance(value, int):  # "1 city", "5 городов"
            return self.texts.t("tycoon_info.count.cities", count=value)
        if name in DELTA and isinstance(value, int):
            return self.texts.money_delta(value)
        if name in CITY and isinstance(value, str):
            return self.city(value)
        if name in CITY_LIST:
            joiner = "tycoon_info.join.or" if name == "cities" else "tycoon_info.join.and"
            return self.join([self.city(c) for c in value], joiner)
        if name in SEAT_LIST:
            return self.join([self.name(s) for s in value], "tycoon_info.join.and")
        if name == "ticket" and isinstance(value, str):
            return self.texts.ticket(value)
        if name == "tickets":
            return ", ".join(self.texts.ticket(t) for t in value)
        return value

    def __call__(self, text: tuple[str, dict]) -> str:
        key, params = text
        return self.texts.t(key, **{k: self.param(k, v) for k, v in params.items()})

    def t(self, key: str, **params: object) -> str:
        return self((key, params))
