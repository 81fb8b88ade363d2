"""The hover info cards' words (design §4.3): for a building its branch, price with each
modifier named, place and currency, highway sides, contract holder, the rule in full sentences
and what it means for the person now; for a government contract where its building is and what
it does to its holder's count; for a money card its value and currency, the rule of
taking and what taking it would bring. The facts come from rules/queries.py; this module only
puts them into the board's language."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.i18n import Money, Signed
from game.speedtycoon.rules import contract_view, queries
from game.speedtycoon.rules.data import (
    BRANCHES,
    CARD_CUR,
    CARD_VALUE,
    COLUMN,
    CURRENCIES,
    DIR_NAMES,
    HQ,
    M_INSIDER,
    PLACES,
    ROW,
    SPECIAL_FIRST,
    TILE_BRANCH,
    TILE_PRICE,
    TILE_SIDES,
    ZONE_AXIS,
)
from game.speedtycoon.rules.phases import LOBBY
from game.speedtycoon.scenes import keys, words
from game.speedtycoon.view import model
from game.ui.hover import Block, bad, good, heading

Say = Callable[..., str]
MODIFIER_KEYS = {"home": "speedtycoon_play.info.mod_home",
                 "strong": "speedtycoon_play.info.mod_strong",
                 "weak": "speedtycoon_play.info.mod_weak",
                 "oil_crisis": "speedtycoon_play.info.mod_oil_crisis",
                 "stock_rally": "speedtycoon_play.info.mod_stock_rally"}
SIDE_KEYS = {"N": "speedtycoon_play.info.side_n", "E": "speedtycoon_play.info.side_e",
             "S": "speedtycoon_play.info.side_s", "W": "speedtycoon_play.info.side_w"}
BUY_KEYS = {"exact": "speedtycoon_play.info.buy_exact", "over": "speedtycoon_play.info.buy_over",
            "short": "speedtycoon_play.info.buy_short",
            "closed": "speedtycoon_play.info.buy_closed",
            "empty": "speedtycoon_play.info.buy_empty"}
#: A take's what-if (its totals, a building it could then pay exactly), as the person's own.
OWN_TAKE_KEYS = ("speedtycoon_play.info.then_total", "speedtycoon_play.info.then_exact")
#: Each what-if of a card said as the person's own, and its words for another seat, by name
#: (%{player}): the seat whose turn it is, or the owner of the city on view. A card tells
#: another seat's what-if in its plain colour, never in the person's green or red
#: (speedleft: the Kapital's; words6: a purchase's verdict; speedleft3: the branch, Unicorn,
#: fit and zone lines of a market building in a computer's turn).
THEIR_KEYS = {
    "speedtycoon_play.info.then_total": "speedtycoon_play.info.their_total",
    "speedtycoon_play.info.then_exact": "speedtycoon_play.info.their_exact",
    "speedtycoon_play.info.buy_exact": "speedtycoon_play.info.their_buy_exact",
    "speedtycoon_play.info.buy_over": "speedtycoon_play.info.their_buy_over",
    "speedtycoon_play.info.buy_short": "speedtycoon_play.info.their_buy_short",
    "speedtycoon_play.info.branch_alone": "speedtycoon_play.info.their_branch_alone",
    "speedtycoon_play.info.branch_rival": "speedtycoon_play.info.their_branch_rival",
    "speedtycoon_play.info.branch_fund": "speedtycoon_play.info.their_branch_fund",
    "speedtycoon_play.info.unicorn": "speedtycoon_play.info.their_unicorn",
    "speedtycoon_play.info.fits": "speedtycoon_play.info.their_fits",
    "speedtycoon_play.info.fits_tunnel": "speedtycoon_play.info.their_fits_tunnel",
    "speedtycoon_play.info.zone_now": "speedtycoon_play.info.their_zone_now",
    "speedtycoon_play.info.zone_best": "speedtycoon_play.info.their_zone_best",
    "speedtycoon_play.info.zone_total": "speedtycoon_play.info.their_zone_total",
}
#: A purchase's verdict for another seat, by name; "closed" and "empty" are the place's, for
#: anyone.
THEIR_BUY_KEYS = {verdict: THEIR_KEYS[BUY_KEYS[verdict]] for verdict in ("exact", "over",
                                                                         "short")}
#: The verdicts under which the person can buy (the others say what stands in the way).
CAN_BUY = frozenset({"exact", "over"})
ZONE_TITLE_KEYS = {ROW: "speedtycoon_play.info.zone_row",
                   COLUMN: "speedtycoon_play.info.zone_column"}
ZONE_RULE_KEYS = {ROW: "speedtycoon_play.info.rule_zone_row",
                  COLUMN: "speedtycoon_play.info.rule_zone_column"}
WHERE_KEYS = {"market": "speedtycoon_play.info.rule_market",
              "empire": "speedtycoon_play.info.rule_empire",
              "tray": "speedtycoon_play.info.rule_tray",
              "planning": "speedtycoon_play.info.rule_planning"}


def building_card(say: Say, s, seat: int, tile: int, where: str, names: list[str],
                  place: int | None = None, owner: int | None = None) -> list[Block]:
    """`where`: "market" (at `place`), "empire" (the city of `owner`, the person's when
    None), "tray" or "planning"; `seat` the person."""
    if tile == HQ:
        return [heading(say("speedtycoon_play.info.hq")),
                Block(say("speedtycoon_play.info.rule_hq"))]
    b = TILE_BRANCH[tile]
    zone = ZONE_AXIS[tile]
    title = words.branch(say, b) if b >= 0 else say(ZONE_TITLE_KEYS[zone])
    blocks = [heading(title)]
    if place is not None:
        # the price the card's buyer would pay (a home market is the buyer's), the
        # person's when no one is buying
        payer = buyer(s, seat)
        info = queries.market_prices(s, seat if payer is None else payer)[place]
        named = ", ".join(say(MODIFIER_KEYS[m], delta=Signed(d)) for m, d in info["modifiers"])
        key = "speedtycoon_play.info.price_modified" if named else "speedtycoon_play.info.price"
        sign = CURRENCIES[PLACES[place][2]]
        blocks.append(Block(say(key, price=Money(info["price"], sign),
                                printed=Money(info["printed"], sign),
                                place=words.place(say, place), modifiers=named)))
    else:
        blocks.append(Block(say("speedtycoon_play.info.printed", price=TILE_PRICE[tile])))
    sides = [say(SIDE_KEYS[name]) for bit, name in DIR_NAMES.items() if TILE_SIDES[tile] & bit]
    blocks.append(Block(say("speedtycoon_play.info.sides", sides=", ".join(sides))
                        if sides else say("speedtycoon_play.info.no_sides")))
    holders = [p for p in range(s.num_players) if tile in model.contracts(s, p)]
    if holders:
        blocks.append(Block(say("speedtycoon_play.info.contract", player=names[holders[0]])))
    blocks.append(Block(""))
    if zone:
        blocks.append(Block(say(ZONE_RULE_KEYS[zone]), 12))
    if not (zone and where == "empire"):  # the empire's rule speaks of a branch
        key, params = _where_rule(s, seat, where, names)
        blocks.append(Block(say(key, **params), 12))
    blocks += _building_now(say, s, seat, tile, where, names, place, owner)
    return blocks


def _where_rule(s, seat: int, where: str, names: list[str]) -> tuple[str, dict]:
    """The rule of the place the building stands in (key, params). A market building in the
    person's Lobbyist window is bought by the window's rule: the market's ("an exact payment
    gives you one more action; you build at the end of your turn") is not true there
    (speedleft's play-test, en 1366x768). In another seat's window the card says what is
    happening: whose window it is, and that the person waits for it (speedleft4: a third
    person read the market's rule as the game's, as if play went on as usual). Outside the
    person's own purchases the market's rule is the game's ("a player pays ... in their own
    turn"), not an order to them (words6)."""
    if where == "market" and model.phase(s) == LOBBY:
        window = s.current_player
        if window == seat:
            return "speedtycoon_play.info.rule_market_lobby", {}
        key = "speedtycoon_play.info.rule_market_window_turn" if model.turn(s) == seat \
            else "speedtycoon_play.info.rule_market_window"
        return key, {"player": names[window], "turn": names[model.turn(s)]}
    if where == "market" and buyer(s, seat) != seat:
        return "speedtycoon_play.info.rule_market_turn", {}
    return WHERE_KEYS[where], {}


def buyer(s, seat: int) -> int | None:
    """Whose purchase a market building's card speaks of: in a Lobbyist window the window's
    buyer (the seat that may buy now: the person's own window, or another seat's, whose
    purchase comes before the turn's seat acts, speedleft3), else the seat whose turn's
    actions are ahead or under way (`model.taker`, as the Kapital's card), None once they
    are done. Words6's play-test: in a computer's turn the card told the waiting person
    "You have only ¥4 …" in red. `seat` (the person) is the voice's own when it buys."""
    if model.phase(s) == LOBBY:
        return s.current_player
    return model.taker(s)


@dataclass(frozen=True)
class Voice:
    """Whose what-if a card tells: the person's own (`name` None) in their green, red for what
    stands in their way; another seat's by name in the card's plain colour, as a fact of the
    game and not an offer to the person (the Kapital's card since speedleft, every what-if of
    a market building since speedleft3)."""

    seat: int
    name: str | None = None

    def line(self, say: Say, key: str, in_the_way: bool = False, **params) -> Block:
        """The what-if `key` (the person's own words, THEIR_KEYS has the others')."""
        if self.name is not None:
            return Block(say(THEIR_KEYS[key], player=self.name, **params))
        said = say(key, **params)
        return bad(said) if in_the_way else good(said)


def voice(seat: int, whose: int | None, names: list[str]) -> Voice | None:
    """The voice of `whose` what-if on the card of the person at `seat`; None: no one's."""
    if whose is None:
        return None
    return Voice(whose, None if whose == seat else names[whose])


def _building_now(say: Say, s, seat: int, tile: int, where: str, names: list[str],
                  place: int | None, owner: int | None) -> list[Block]:
    """What the building would mean now, and for whom: a market building's for its `buyer`
    (no one once the turn's actions are done), a building in a city for the city's owner,
    one in the person's own "To build" or planning for the person."""
    if where == "empire":
        whose = voice(seat, seat if owner is None else owner, names)
    elif place is not None:
        whose = voice(seat, buyer(s, seat), names)
    else:
        whose = Voice(seat)
    out = [Block("")]
    if place is not None:
        out += _purchase_now(say, s, seat, place, whose)
    if whose is not None and ZONE_AXIS[tile]:
        out += _zone_now(say, s, whose, tile)
    if whose is not None and where != "empire":
        out += _outlook(say, s, whose, tile, names)
    return out if len(out) > 1 else []


def _outlook(say: Say, s, whose: Voice, tile: int, names: list[str]) -> list[Block]:
    """The branch count the building would bring, a Unicorn it would win and where it fits,
    for `whose` city."""
    look = queries.building_outlook(s, whose.seat, tile)
    out = []
    if look["branch"] >= 0:
        branch = words.branch(say, BRANCHES[look["branch"]])
        if look["leader"] is None:
            out.append(whose.line(say, "speedtycoon_play.info.branch_alone", branch=branch,
                                  before=look["mine"], after=look["after"]))
        elif look["leader"] >= 0:
            out.append(whose.line(say, "speedtycoon_play.info.branch_rival", branch=branch,
                                  before=look["mine"], after=look["after"],
                                  leader=names[look["leader"]], count=look["leader_count"]))
        else:  # the two-player state fund leads: no player (ru «у игрока Госфонд» read so)
            out.append(whose.line(say, "speedtycoon_play.info.branch_fund", branch=branch,
                                  before=look["mine"], after=look["after"],
                                  count=look["leader_count"]))
    if look["unicorn"]:
        out.append(whose.line(say, "speedtycoon_play.info.unicorn", points=look["unicorn"]))
    fits = look["green"] + look["yellow"]
    if look["yellow"]:
        out.append(whose.line(say, "speedtycoon_play.info.fits_tunnel", count=fits,
                              tunnel=look["yellow"]))
    else:
        out.append(whose.line(say, "speedtycoon_play.info.fits", count=fits))
    return out


def _purchase_now(say: Say, s, seat: int, place: int, whose: Voice | None) -> list[Block]:
    """Whether the card's `buyer` can pay at `place` now, in `whose` voice; none once the
    turn's actions are done. A closed or empty place is the place's fact, for anyone."""
    verdict, params = queries.purchase_outlook(s, seat if whose is None else whose.seat, place)
    if verdict not in THEIR_BUY_KEYS:
        return [bad(say(BUY_KEYS[verdict]))]
    if whose is None:
        return []
    return [whose.line(say, BUY_KEYS[verdict], verdict not in CAN_BUY,
                       **_purchase_params(say, place, params))]


def _purchase_params(say: Say, place: int, params: dict) -> dict:
    """A verdict's params in words: the cards named, the rest sums (have, missing, over) in
    the place's currency."""
    sign = CURRENCIES[PLACES[place][2]]
    return {name: words.cards(say, value) if name == "cards" else Money(value, sign)
            for name, value in params.items()}


def _zone_now(say: Say, s, whose: Voice, tile: int) -> list[Block]:
    """A zone's count for `whose` city: what it scores where it stands, or at best where it
    could go now, and all the city's zones together."""
    look = queries.zone_outlook(s, whose.seat, tile)
    out = []
    if look["now"] is not None:
        out.append(whose.line(say, "speedtycoon_play.info.zone_now", count=look["now"]))
    elif look["best"] is not None:
        out.append(whose.line(say, "speedtycoon_play.info.zone_best", count=look["best"]))
    if look["total"]:
        out.append(whose.line(say, "speedtycoon_play.info.zone_total", count=look["total"]))
    return out


def card_card(say: Say, s, seat: int, card: int, in_depot: bool,
              names: list[str], picked: tuple[int, ...] = ()) -> list[Block]:
    """A money card: what it is and where it pays; in the Kapital, the rule of taking and
    what a take would mean, for `seat` (the person) in their own turn together with the
    Kapital cards they have `picked`, else for the seat whose turn it is, by name and not in
    the person's green (speedleft)."""
    if card >= SPECIAL_FIRST:
        return [heading(say("speedtycoon_play.info.special"))]
    currencies = [CURRENCIES[c] for c in range(4) if CARD_CUR[card] & (1 << c)]
    value = CARD_VALUE[card]
    if len(currencies) == 2:
        title = say("speedtycoon_play.info.exchange_card", value=value, first=currencies[0],
                    second=currencies[1])
    else:
        title = say("speedtycoon_play.info.money_card", money=Money(value, currencies[0]))
    places = [words.place(say, p) for p in range(4) if CARD_CUR[card] & (1 << PLACES[p][2])]
    # one place or two (an exchange card): «Платит на площадке Токио» (speedleft4, ru: "at
    # the places: Tokyo")
    blocks = [heading(title), Block(say("speedtycoon_play.info.pays_in", count=len(places),
                                        places=", ".join(places))), Block("")]
    if in_depot:
        blocks.append(Block(say("speedtycoon_play.info.rule_pay"), 12))
        return blocks
    if model.phase(s) == LOBBY and s.current_player == seat:
        # speed2: the take's rule and "With it you would have ..." spoke of a take the
        # Lobbyist window does not offer; the card says what the window does offer.
        blocks.append(Block(say("speedtycoon_play.info.lobby_no_take"), 12))
        return blocks
    taker = model.taker(s)
    if taker != seat:  # the rule as a rule of the game, not an offer
        blocks.append(Block(say("speedtycoon_play.info.rule_take_turn"), 12))
    else:
        blocks.append(Block(say("speedtycoon_play.info.rule_take"), 12))
        tips = model.tips_left(s, seat)
        if model.plays(s, M_INSIDER) and tips > 0:  # "at most 5" is not all the truth then
            blocks.append(Block(say("speedtycoon_play.info.rule_take_tip", count=tips), 12))
    whose = voice(seat, taker, names)
    if whose is not None:
        blocks += [Block(""), *_take_lines(say, s, whose, card,
                                           picked if whose.seat == seat else ())]
    return blocks


def _take_lines(say: Say, s, whose: Voice, card: int, picked: tuple[int, ...]) -> list[Block]:
    """What taking the card (with the `picked` ones) would mean for `whose` depot: its totals
    afterwards beside what it holds now, and each market building it could then pay
    exactly."""
    look = queries.card_outlook(s, whose.seat, card, picked)
    lines = [whose.line(say, OWN_TAKE_KEYS[0], total=Money(total, CURRENCIES[cur]),
                        now=Money(look["now"][cur], CURRENCIES[cur]))
             for cur, total in look["totals"].items()]
    for p in look["exact"]:
        b = TILE_BRANCH[model.market(s)[p]]
        what = words.branch(say, b) if b >= 0 else say("speedtycoon_play.info.zone")
        lines.append(whose.line(say, OWN_TAKE_KEYS[1], building=what,
                                place=words.place(say, p)))
    return lines


CONTRACT_WHERE_KEYS = {"market": "speedtycoon_play.contract.in_market",
                       "empire": "speedtycoon_play.contract.in_empire",
                       "planning": "speedtycoon_play.contract.in_planning",
                       "tray": "speedtycoon_play.contract.waiting",
                       "lobby": "speedtycoon_play.contract.waiting",
                       "handout": "speedtycoon_play.contract.waiting",
                       "fund": "speedtycoon_play.contract.in_fund",
                       "bag": "speedtycoon_play.contract.in_bag"}


def contract_card(say: Say, s, seat: int, tile: int, names: list[str]) -> list[Block]:
    """A government contract (§3.1, §4.3): the building, whose contract it is, the doubling
    rule, where the building is now and what it does to the holder's count."""
    look = contract_view.contract_outlook(s, seat, tile)
    branch = words.branch(say, BRANCHES[look["branch"]])
    holder = look["holder"]
    mine = holder == seat
    at = look["at"]
    blocks = [heading(say("speedtycoon_play.contract.title", branch=branch)),
              Block(say("speedtycoon_play.contract.yours") if mine else
                    say("speedtycoon_play.contract.theirs", player=names[holder])),
              Block(say("speedtycoon_play.info.printed", price=TILE_PRICE[tile])), Block(""),
              Block(say("speedtycoon_play.contract.rule"), 12), Block("")]
    if look["where"] == "market":
        where = say(CONTRACT_WHERE_KEYS["market"], place=words.place(say, at),
                    price=Money(look["price"], CURRENCIES[PLACES[at][2]]))
    else:
        where = say(CONTRACT_WHERE_KEYS[look["where"]],
                    player=names[at] if at >= 0 else "")
    blocks.append(good(where))
    params = {"branch": branch, "count": look["count"], "with_it": look["with_it"],
              "player": names[holder]}
    if look["standing"] == contract_view.COUNTS:
        key = "speedtycoon_play.contract.counts_mine" if mine else \
            "speedtycoon_play.contract.counts_theirs"
    elif look["standing"] == contract_view.OPEN:
        key = "speedtycoon_play.contract.would_mine" if mine else \
            "speedtycoon_play.contract.would_theirs"
    else:
        key = "speedtycoon_play.contract.lost"
    blocks.append(good(say(key, **params)))
    return blocks


def module_card(say: Say, module: str) -> list[Block]:
    """A module's chip at the status line: its name, what it does (the new-game screen's tip)
    and when it comes into the game (speed22: a module that shows nothing until later)."""
    return [heading(say(keys.MODULE[module])), Block(say(keys.MODULE_TIP[module])),
            Block("", 6), Block(say(keys.MODULE_WHEN[module]))]
