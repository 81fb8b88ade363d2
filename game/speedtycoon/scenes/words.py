"""The table's words for the rules' and the computer's ids: a reason's params (branch, place,
scoring and seat ids) in the board's language, money as the language writes it: a payment as
"$5 + $3" in English, "5 $ + 3 $" in German and Russian, a price likewise."""

from __future__ import annotations

from collections.abc import Callable

from game.core.i18n import Money, translate
from game.speedtycoon.rules.data import BRANCHES, CURRENCIES, PLACES
from game.speedtycoon.scenes import keys

Say = Callable[..., str]


def branch(say: Say, b: int | str) -> str:
    name = BRANCHES[b] if isinstance(b, int) else b
    return say(keys.BRANCH[name])


def place(say: Say, p: int | str) -> str:
    name = PLACES[p][0] if isinstance(p, int) else p
    return say(keys.PLACE[name])


def buildings(say: Say, name: str) -> dict[str, str]:
    """A branch's building as a reason names it, one noun in the case its sentence needs:
    `a_building` ("ein Industriegebäude", "einen Wolkenkratzer"), `the_building` ("das
    Industriegebäude", "den Wolkenkratzer") and `only_building` ("единственный небоскрёб").
    "das Gebäude (Industrie) in Tokio" read clumsy (play-test, speedwords); the article and the
    adjective follow the noun's gender, so each language writes each branch's whole phrase."""
    return {"a_building": say(keys.BUILDING_A[name]),
            "the_building": say(keys.BUILDING_THE[name]),
            "only_building": say(keys.BUILDING_ONLY[name])}


def scoring(say: Say, name: str) -> str:
    return say(keys.SCORING[name])


def money(say: Say, amount: int, currency: int | str) -> str:
    """An amount in a currency (its index or sign), through the one money formatter
    (game/core/i18n.py `format_money`): "$7" in English, "7 $" in German and Russian."""
    sign = CURRENCIES[currency] if isinstance(currency, int) else currency
    return say("speedtycoon_play.money", amount=Money(amount, sign))


def card(say: Say, kind: str) -> str:
    """A money card by the rules' kind ("$7"; an exchange card "$€7") as `money` writes it."""
    value = kind.lstrip("".join(CURRENCIES))
    return money(say, int(value), kind[:len(kind) - len(value)])


def where(say: Say, x: int, y: int) -> str:
    """A cell of an empire as a player finds it on the board: counted from the headquarters
    in the middle ("2 cells right and 1 cell up of the headquarters"); the rules' coordinates
    (x to the right, y downwards) meant nothing to a player reading "at (1, 0)"."""
    steps = []
    if x:
        steps.append(say("speedtycoon_play.where." + ("right" if x > 0 else "left"),
                         count=abs(x)))
    if y:
        steps.append(say("speedtycoon_play.where." + ("down" if y > 0 else "up"), count=abs(y)))
    if not steps:
        return say("speedtycoon_play.where.hq")
    if len(steps) == 1:
        return say("speedtycoon_play.where.one", steps=steps[0])
    return say("speedtycoon_play.where.both", across=steps[0], along=steps[1])


def cards(say: Say, kinds) -> str:
    """A payment or a take as the player reads it: "$5 + $3" / "5 $ + 3 $". The rules'
    refusals and the computers' reasons give it joined already ("$5 + $3", "$5 $3")."""
    if isinstance(kinds, str):
        kinds = kinds.replace("+", " ").split()
    return " + ".join(card(say, kind) for kind in kinds)


def reason(say: Say, key: str, params: dict, names: list[str]) -> str:
    """A reason (the bot's or the rules') with its ids turned into words; a cell the rules
    name by its coordinates ("x", "y") as `where` says it, from the headquarters; a rival
    numbered after the seats is the state fund (the majorities count it with two players)."""
    out = dict(params)
    if isinstance(out.get("x"), int) and isinstance(out.get("y"), int):
        out["where"] = where(say, out["x"], out["y"])
    if out.get("branch") in keys.BRANCH:
        out.update(buildings(say, out["branch"]))
        out["branch"] = branch(say, out["branch"])
    for number in ("length", "points"):  # the ring's sections, the zone points: plurals
        if isinstance(out.get(number), int):
            out.setdefault("count", out[number])
    if isinstance(out.get("place"), str) and out["place"] in {p[0] for p in PLACES}:
        out["place"] = place(say, out["place"])
    if out.get("scoring") in keys.SCORING:
        out["scoring"] = scoring(say, out["scoring"])
    if out.get("cards"):
        out["cards"] = cards(say, out["cards"])
    if isinstance(out.get("rival"), int) and 0 <= out["rival"] < len(names):
        out["rival"] = names[out["rival"]]
    elif out.get("rival") == len(names):  # the competitor after the seats: the state fund
        out["rival"] = say("speedtycoon_play.sheet.fund")
    return say(key, **out)


def review_reason(state: object, key: str, params: dict, lang: str, names: list[str]) -> str:
    """A computer's reason in words for the game review (`SpeedtycoonReview.words`)."""
    return reason(lambda k, **p: translate(k, lang, **p), key, params, list(names))
