"""Player text for the board: python-i18n keys of locales/tycoon_board.*.json, money per language.

Text is looked up once per (key, params) and kept, because the board redraws panels often and
python-i18n formats templates on every call.
"""

from __future__ import annotations

from collections.abc import Sequence

import i18n

from game.core.i18n import translate
from game.core.paths import locales_dir
from game.tycoon.rules import board

#: Name keys in board.CITY_IDS order.
CITY_KEYS: tuple[str, ...] = (
    "tycoon_board.city.new_york", "tycoon_board.city.monaco", "tycoon_board.city.tokyo",
    "tycoon_board.city.mexico_city", "tycoon_board.city.cairo", "tycoon_board.city.hong_kong",
    "tycoon_board.city.rio_de_janeiro", "tycoon_board.city.cape_town", "tycoon_board.city.sydney",
)
#: The short forms of the city names too long for a line of a ticket card (by city index):
#: «Рио-де-Жанейро» broke at its hyphens into three lines of a two-city charter card, and
#: "Mexiko-Stadt" into "Mexiko-" / "Stadt" on a hand card.
CITY_SHORT_KEYS: dict[int, str] = {
    board.city_index("mexico_city"): "tycoon_board.city_short.mexico_city",
    board.city_index("rio_de_janeiro"): "tycoon_board.city_short.rio_de_janeiro",
}
COLOUR_KEYS: dict[str, str] = {
    "red": "tycoon_board.colour.red", "blue": "tycoon_board.colour.blue",
    "yellow": "tycoon_board.colour.yellow", "green": "tycoon_board.colour.green",
}
#: Placeholder names that always hold an amount of money (rules, computer and info texts).
AI_REASONS = "tycoon_ai.reason."
AI_WHY = "tycoon_ai.why."
MONEY_PARAMS = frozenset({"amount", "money", "worth", "first", "second", "repay", "extended",
                          "due", "spread", "majorities", "factories", "cost", "total", "need",
                          "have", "payout", "later", "price"})


def _ensure_locales() -> None:
    path = str(locales_dir())
    if path not in i18n.load_path:
        i18n.load_path.append(path)
    if i18n.get("file_format") != "json":
        i18n.set("file_format", "json")


class Texts:
    """Translations for one language, independent of the app's current language (the board
    is drawn in the language it was made for)."""

    def __init__(self, lang: str) -> None:
        _ensure_locales()
        self.lang = lang
        self._cache: dict[tuple, str] = {}

    def t(self, key: str, **params: object) -> str:
        cache_key = (key, *sorted(params.items()))
        text = self._cache.get(cache_key)
        if text is None:
            text = translate(key, self.lang, **params)
            self._cache[cache_key] = text
        return text

    def money(self, amount: int) -> str:
        """Cash as the language writes millions: "15 Mio." / "15 M"; negatives keep the sign."""
        if amount < 0:
            return self.t("tycoon_board.money_loss", amount=-amount)
        return self.t("tycoon_board.money", amount=amount)

    def money_delta(self, delta: int) -> str:
        """A change of cash, always signed: "+12 Mio." / "−5 M"."""
        if delta < 0:
            return self.t("tycoon_board.money_loss", amount=-delta)
        return self.t("tycoon_board.money_gain", amount=delta)

    def city(self, city: int) -> str:
        return self.t(CITY_KEYS[city])

    def city_short(self, city: int) -> str | None:
        """The city's known short form («Рио»), None for a city without one."""
        key = CITY_SHORT_KEYS.get(city)
        return None if key is None else self.t(key)

    def colour(self, colour: str) -> str:
        return self.t(COLOUR_KEYS[colour])

    def ticket(self, ticket_id: str) -> str:
        """A ticket named the way players read it: “Scheduled Cairo”, “Charter Cairo–Tokyo”."""
        t = board.ticket(ticket_id)
        if t.kind == board.SCHEDULED:
            return self.t("tycoon_board.ticket.scheduled_label", city=self.city(t.dest))
        a, b = t.cities
        return self.t("tycoon_board.ticket.charter_label", a=self.city(a), b=self.city(b))

    def reason(self, key: str, params: dict, names: Sequence[str] = ()) -> str:
        """A rules reason (key "tycoon_board.why.*", params with ids and amounts) as a sentence: ids
        become localized names, amounts money, a seat its player's name from `names`."""
        shown: dict[str, object] = {}
        for name, value in params.items():
            if name == "city":
                shown[name] = self.city(board.city_index(value))
            elif name == "ticket":
                shown[name] = self.ticket(value)
            elif name in MONEY_PARAMS:
                shown[name] = self.money(value)
            elif name == "seat":
                shown["player"] = names[value] if value < len(names) else str(value + 1)
            else:
                shown[name] = value
        return self.t(key, **shown)


def why_only(reason: tuple[str, dict]) -> tuple[str, dict]:
    """A computer's reason (`tycoon_ai.reason.*`) as only the why, for where the move itself
    stands just above it (the log's line, the payday card's choice): "borrows 10 M: no build in
    reach…" under "Blue (easy) borrows 10 M" said the act twice (play-test). The news line,
    which says no move of its own, keeps the whole reason."""
    key, params = reason
    return key.replace(AI_REASONS, AI_WHY, 1) if key.startswith(AI_REASONS) else key, params


def review_reason(state: object, key: str, params: dict, lang: str, names: Sequence[str]) -> str:
    """A computer's reason in words for the game review (`TycoonReview.words`)."""
    return Texts(lang).reason(key, params, names)
