"""A Kapital card's card outside the person's own take. In the person's Lobbyist window
(speed2, from speedpolish's play-test) it ended "Damit hättest du 8 元", a take the window does
not offer: there it says what the window offers (buy with the depot, or pass). In a computer's
turn (speedleft) it still said "Damit hättest du …" in the person's green, as if the take were
theirs: there it states the rule as the game's and the what-if for the seat whose turn it is,
by name, in the card's plain colour; once the turn's actions are done, no one's what-if."""

from __future__ import annotations

import random

import pytest

from game.core.i18n import Money, translate
from game.speedtycoon import rules
from game.speedtycoon.rules import queries
from game.speedtycoon.rules.data import CARD_CUR, CURRENCIES, SPECIAL_FIRST, ZONE_IDS
from game.speedtycoon.rules.phases import ACT, DONE, LOBBY, OVER, PLACE
from game.speedtycoon.scenes import info
from game.ui.palette import BAD, GOOD

NAMES = ["Anna", "Ben", "Yellow (normal)", "Robo"]


def in_a_window(seed: int = 11):
    """A four-seat Tycoon game played by random legal moves until a seat other than the active
    one is asked in a Lobbyist window; the state and that seat."""
    for tries in range(40):
        s = rules.new_game(4, seed + tries, {"game_type": "tycoon"})
        rng = random.Random(seed + tries)
        for _ in range(400):
            if s.phase == LOBBY and s.asked != s.turn:
                return s, s.asked
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no Lobbyist window came")


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_kapital_card_in_a_lobbyist_window_offers_no_take(app, language):
    def say(key, **params):
        return translate(key, language, **params)

    s, seat = in_a_window()
    card = s.display[0]
    text = "\n".join(b.text for b in info.card_card(say, s, seat, card, False, NAMES))
    assert say("speedtycoon_play.info.lobby_no_take") in text
    assert "speedtycoon_play" not in text, "every line has its words"
    for total in ("then_total", "then_exact"):
        head = translate(f"speedtycoon_play.info.{total}", language).split("%")[0]
        assert head not in text, f"the card still speaks of a take: {head!r}"
    assert say("speedtycoon_play.info.rule_take") not in text
    s.phase, s.asked = ACT, s.turn  # the window closed: the active seat acts
    own = "\n".join(b.text for b in info.card_card(say, s, s.turn, card, False, NAMES))
    assert say("speedtycoon_play.info.rule_take") in own, "the rule stays outside the window"


def in_anothers_turn(seed: int = 3):
    """A three-seat Tycoon game played by random legal moves until seat 2 (the computer) is
    to take or buy in its own turn, the person (seat 0) waiting; the state."""
    s = rules.new_game(3, seed, {"game_type": "tycoon"})
    rng = random.Random(seed)
    for _ in range(400):
        if s.phase == ACT and s.turn == 2 and s.current_player == 2 and s.display:
            return s
        s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("seat 2's turn never came")


def said(language: str):
    return lambda key, **params: translate(key, language, **params)


def heads(language: str, *keys: str) -> list[str]:
    """The fixed start of each text (before its first placeholder)."""
    return [translate(f"speedtycoon_play.info.{key}", language).split("%")[0] for key in keys]


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_kapital_card_in_a_computers_turn_is_not_offered_to_the_person(app, language):
    say = said(language)
    s = in_anothers_turn()
    card = s.display[0]
    blocks = info.card_card(say, s, 0, card, False, NAMES)
    text = "\n".join(b.text for b in blocks)
    assert "speedtycoon_play" not in text, "every line has its words"
    for head in heads(language, "then_total", "then_exact"):
        assert head not in text, f"the card offers the person a take: {head!r}"
    assert say("speedtycoon_play.info.rule_take") not in text, "the rule as an order to them"
    assert say("speedtycoon_play.info.rule_take_turn") in text, "the rule as the game's"
    look = queries.card_outlook(s, 2, card)
    for cur, total in look["totals"].items():
        line = say("speedtycoon_play.info.their_total", player=NAMES[2],
                   total=Money(total, CURRENCIES[cur]),
                   now=Money(look["now"][cur], CURRENCIES[cur]))
        assert line in text, "the what-if is the computer's, by name"
    assert not [b.text for b in blocks if b.colour == GOOD], "nothing in the person's green"


@pytest.mark.parametrize("phase", [PLACE, DONE], ids=["placing", "done"])
def test_once_the_turns_actions_are_done_no_ones_take_is_told(app, phase):
    say = said("en")
    s = in_anothers_turn()
    s.phase = phase
    text = "\n".join(b.text for b in info.card_card(say, s, 0, s.display[0], False, NAMES))
    assert say("speedtycoon_play.info.rule_take_turn") in text
    for head in heads("en", "then_total", "then_exact"):
        assert head not in text, head
    assert not [name for name in NAMES if name in text], "no seat's what-if"


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_market_buildings_card_in_a_lobbyist_window_gives_the_windows_rule(app, language):
    """speedleft's play-test (en 1366x768): in Ben's Lobbyist window a market building's card
    said "An exact payment gives you one more action. You build at the end of your turn",
    neither true of a Lobbyist purchase."""
    say = said(language)
    s, seat = in_a_window()
    place = next(p for p in range(4) if s.market[p] >= 0)
    text = "\n".join(b.text for b in info.building_card(say, s, seat, s.market[place],
                                                        "market", NAMES, place))
    assert say("speedtycoon_play.info.rule_market_lobby") in text
    assert say("speedtycoon_play.info.rule_market") not in text
    s.phase, s.asked = ACT, s.turn  # the window closed: the active seat buys in its turn
    own = "\n".join(b.text for b in info.building_card(say, s, s.turn, s.market[place],
                                                       "market", NAMES, place))
    assert say("speedtycoon_play.info.rule_market") in own


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_market_buildings_card_in_a_computers_turn_is_not_offered_to_the_person(app,
                                                                                 language):
    """Words6's play-test: during a computer's turn a market building's card told the waiting
    person "You have only ¥4, …" in red, as if the purchase were theirs. As the Kapital's card
    (`model.taker`): the market's rule as the game's, and the verdict for the seat whose turn
    it is, by name, in the card's plain colour; once the turn's actions are done, no one's."""
    say = said(language)
    s = in_anothers_turn()
    for place in [p for p in range(4) if s.market[p] >= 0]:
        blocks = info.building_card(say, s, 0, s.market[place], "market", NAMES, place)
        text = "\n".join(b.text for b in blocks)
        assert "speedtycoon_play" not in text, "every line has its words"
        mine, params = queries.purchase_outlook(s, 0, place)
        own_words = [say("speedtycoon_play.info.rule_market")]
        if mine in info.THEIR_BUY_KEYS:             # not a closed or empty place's fact
            own_words.append(say(info.BUY_KEYS[mine], **info._purchase_params(say, place,
                                                                               params)))
        for words in own_words:
            assert words not in text, f"the card speaks to the person: {words!r}"
        assert say("speedtycoon_play.info.rule_market_turn") in text
        verdict, _params = queries.purchase_outlook(s, 2, place)
        if verdict in info.THEIR_BUY_KEYS:
            line = next(b for b in blocks if NAMES[2] in b.text)
            assert line.colour not in (GOOD, BAD), "not in the person's green or red"
        s.phase = DONE
        done = "\n".join(b.text for b in info.building_card(say, s, 0, s.market[place],
                                                            "market", NAMES, place))
        assert NAMES[2] not in done, "no seat's purchase once the actions are done"
        s.phase = ACT


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_market_buildings_what_if_in_a_computers_turn_is_the_computers(app, language):
    """speedleft3: in a computer's turn a market building's card still told the waiting
    person "Your Skyscraper would go from 1 to 2" and "Fits at 3 places in your empire" in
    their green, as if the building were theirs to buy. Like the Kapital's card, it tells the
    what-if of the seat whose turn it is, by name, in the card's plain colour."""
    say = said(language)
    s = in_anothers_turn()
    places = [p for p in range(4) if s.market[p] >= 0]
    assert places, "the market holds buildings"
    for place in places:
        tile = s.market[place]
        blocks = info.building_card(say, s, 0, tile, "market", NAMES, place)
        text = "\n".join(b.text for b in blocks)
        assert not [b.text for b in blocks if b.colour == GOOD], "nothing in the person's green"
        look = queries.building_outlook(s, 2, tile)
        fits = look["green"] + look["yellow"]
        key = "their_fits_tunnel" if look["yellow"] else "their_fits"
        theirs = say(f"speedtycoon_play.info.{key}", count=fits, tunnel=look["yellow"],
                     player=NAMES[2])
        assert theirs in text, "where it fits in the computer's empire, by name"
        mine = queries.building_outlook(s, 0, tile)
        for key in ("fits", "fits_tunnel"):
            own = say(f"speedtycoon_play.info.{key}", count=mine["green"] + mine["yellow"],
                      tunnel=mine["yellow"])
            assert own not in text, f"the card speaks of the person's empire: {own!r}"
        s.phase = DONE
        done = info.building_card(say, s, 0, tile, "market", NAMES, place)
        assert not [b.text for b in done if NAMES[2] in b.text or b.colour == GOOD], \
            "no one's what-if once the turn's actions are done"
        s.phase = ACT


def test_a_zone_in_another_seats_city_speaks_of_that_seats_zones(app):
    """speedleft3: a zone in a computer's city on view said "On your best free cell it would
    score …" and "All your zones together", counted for the person's city."""
    say = said("en")
    for seed in range(40):
        s = rules.new_game(3, seed, {"game_type": "tycoon"})
        rng = random.Random(seed)
        for _ in range(600):
            zone = next((t for t in s.emp[2].values() if t in ZONE_IDS), None)
            if zone is not None or s.phase == OVER:
                break
            s.apply(rng.choice(s.legal_actions()))
        if zone is not None:
            break
    else:
        raise AssertionError("no computer built a zone")
    blocks = info.building_card(say, s, 0, zone, "empire", NAMES, owner=2)
    text = "\n".join(b.text for b in blocks)
    look = queries.zone_outlook(s, 2, zone)
    assert say("speedtycoon_play.info.their_zone_now", count=look["now"],
               player=NAMES[2]) in text
    assert not [b.text for b in blocks if b.colour == GOOD], "nothing in the person's green"
    own = info.building_card(say, s, 2, zone, "empire", NAMES, owner=2)
    assert say("speedtycoon_play.info.zone_now", count=look["now"]) in \
        "\n".join(b.text for b in own), "the owner's own card keeps their words"


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_market_card_in_another_seats_lobbyist_window_speaks_of_the_windows_buyer(
        app, language):
    """speedleft3: during another seat's Lobbyist window a market building's card told the
    purchase and what-if of the seat whose turn it is (its actions still ahead), not of the
    seat that may buy now. The person here is neither."""
    say = said(language)
    s, asked = in_a_window()
    person = next(p for p in range(4) if p not in (asked, s.turn))
    places = [p for p in range(4) if s.market[p] >= 0]
    assert places, "the market holds buildings"
    for place in places:
        tile = s.market[place]
        blocks = info.building_card(say, s, person, tile, "market", NAMES, place)
        text = "\n".join(b.text for b in blocks)
        assert "speedtycoon_play" not in text, "every line has its words"
        look = queries.building_outlook(s, asked, tile)
        key = "their_fits_tunnel" if look["yellow"] else "their_fits"
        fits = say(f"speedtycoon_play.info.{key}", count=look["green"] + look["yellow"],
                   tunnel=look["yellow"], player=NAMES[asked])
        assert fits in text, "where it fits in the window's buyer's empire, by name"
        rule = say("speedtycoon_play.info.rule_market_window", player=NAMES[asked],
                   turn=NAMES[s.turn])  # names the turn's seat as the one who waits
        assert NAMES[s.turn] not in text.replace(rule, ""), \
            "not the turn's seat's what-if, whose actions wait"
        assert not [b.text for b in blocks if b.colour in (GOOD, BAD)
                    and NAMES[asked] in b.text], "in the card's plain colour"


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_market_card_in_another_seats_lobbyist_window_says_whose_window_it_is(
        app, language):
    """speedleft4: during another seat's Lobbyist window a third person at the hot seat read
    the market's rule as the game's ("A player buys here in their own turn …"), as if play
    went on as usual. The card says whose window it is and that the person waits; to the
    seat whose turn it is, that its turn goes on after it."""
    say = said(language)
    s, asked = in_a_window()
    person = next(p for p in range(4) if p not in (asked, s.turn))
    place = next(p for p in range(4) if s.market[p] >= 0)
    for seat, key in ((person, "rule_market_window"), (s.turn, "rule_market_window_turn")):
        text = "\n".join(b.text for b in info.building_card(say, s, seat, s.market[place],
                                                            "market", NAMES, place))
        assert "speedtycoon_play" not in text, "every line has its words"
        for general in ("rule_market", "rule_market_turn", "rule_market_lobby"):
            assert say(f"speedtycoon_play.info.{general}") not in text, general
        assert say(f"speedtycoon_play.info.{key}", player=NAMES[asked],
                   turn=NAMES[s.turn]) in text, "whose window it is, and the wait"
        assert "%{" not in text


def test_a_money_cards_card_names_its_one_place_in_the_singular(app):
    """speedleft4's play-test (ru 1280x800): a yen card's card said «Платит на площадках:
    Токио» (at the places); one place is «на площадке Токио», an exchange card's two stay
    plural."""
    say = said("ru")
    s = in_anothers_turn()
    cards = list(s.display) + [c for hand in s.hands for c in hand]
    one = next(c for c in cards if c < SPECIAL_FIRST and bin(CARD_CUR[c]).count("1") == 1)
    text = info.card_card(say, s, 0, one, True, NAMES)[1].text
    assert text.startswith("Платит на площадке "), text
    assert "площадках" not in text
    two = next(c for c in range(SPECIAL_FIRST) if bin(CARD_CUR[c]).count("1") == 2)
    assert "площадках: " in info.card_card(say, s, 0, two, True, NAMES)[1].text
