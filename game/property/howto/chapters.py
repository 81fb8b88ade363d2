"""The chapters of How to play, one book for Kraken Bay Tycoon and «Менеджер».

Why a table and not two books: the rules are one engine with switches (game/property/rules/
rulesets.py), so the book is one list of paragraphs, each shown when the ruleset has the rule
it explains: Kraken Bay reads about ferries, power stations and the rent escalator,
«Менеджер» about a mortgage breaking its group and one piece per place per turn. The few texts
that are a ruleset's own (its introduction, its building ladder, its jail's title) sit in
`OWN`. Every name and number comes from the ruleset and the board's own words, so a
corrected board corrects the book.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from game.core.i18n import format_list, format_number
from game.property.rules.rulesets import (
    FERRY,
    GO_TO_JAIL,
    POWER,
    REST,
    START,
    TAX,
    WINNINGS,
    Ruleset,
)
from game.property.scenes.words import Words
from game.scenes.howto_book import Chapter

Say = Callable[..., str]

#: The texts that belong to one ruleset: {ruleset id: {name: key}}.
OWN = {
    "kraken_bay": {"intro": "property_howto.kraken_bay.intro",
                   "ladder": "property_howto.kraken_bay.ladder",
                   "jail_title": "property_howto.kraken_bay.jail_title"},
    "menedzher": {"intro": "property_howto.menedzher.intro",
                  "ladder": "property_howto.menedzher.ladder",
                  "jail_title": "property_howto.menedzher.jail_title"},
}


def own(name: str) -> Callable[[Ruleset], str]:
    return lambda rs: OWN[rs.id][name]


def always(rs: Ruleset) -> bool:
    return True


def has(kind: int) -> Callable[[Ruleset], bool]:
    return lambda rs: kind in rs.kind


@dataclass(frozen=True)
class Paragraph:
    key: str | Callable[[Ruleset], str]
    when: Callable[[Ruleset], bool] = always

    def text_key(self, rs: Ruleset) -> str:
        return self.key if isinstance(self.key, str) else self.key(rs)


@dataclass(frozen=True)
class Page:
    """One chapter: its id (which also names its picture), its title and its paragraphs."""

    id: str
    title: str | Callable[[Ruleset], str]
    paragraphs: tuple[Paragraph, ...]


P = Paragraph
PAGES = (
    Page("goal", "property_howto.chapter.goal.title",
         (P(own("intro")), P("property_howto.chapter.goal.text"))),
    Page("turn", "property_howto.chapter.turn.title",
         (P("property_howto.chapter.turn.text"), P("property_howto.chapter.turn.doubles"))),
    Page("buy", "property_howto.chapter.buy.title",
         (P("property_howto.chapter.buy.text"),
          P("property_howto.chapter.buy.auction_optional", lambda rs: rs.auctions_optional),
          P("property_howto.chapter.buy.auction_always", lambda rs: not rs.auctions_optional))),
    Page("rent", "property_howto.chapter.rent.title",
         (P("property_howto.chapter.rent.text"),
          P("property_howto.chapter.rent.ferries", has(FERRY)),
          P("property_howto.chapter.rent.power", has(POWER)),
          P("property_howto.chapter.rent.mortgage_breaks_set",
            lambda rs: rs.mortgage_breaks_set))),
    Page("build", "property_howto.chapter.build.title",
         (P("property_howto.chapter.build.text"), P(own("ladder")))),
    Page("mortgage", "property_howto.chapter.mortgage.title",
         (P("property_howto.chapter.mortgage.text"),)),
    Page("trade", "property_howto.chapter.trade.title",
         (P("property_howto.chapter.trade.text"),
          P("property_howto.chapter.trade.mortgaged_moves", lambda rs: rs.trade_mortgaged),
          P("property_howto.chapter.trade.mortgaged_stays", lambda rs: not rs.trade_mortgaged))),
    Page("jail", own("jail_title"), (P("property_howto.chapter.jail.text"),)),
    Page("cards", "property_howto.chapter.cards.title",
         (P("property_howto.chapter.cards.text"),
          P("property_howto.chapter.cards.taxes", has(TAX)),
          P("property_howto.chapter.cards.winnings", has(WINNINGS)))),
    Page("debt", "property_howto.chapter.debt.title",
         (P("property_howto.chapter.debt.text"),
          P("property_howto.chapter.debt.to_creditor", lambda rs: rs.bankrupt_to_creditor),
          P("property_howto.chapter.debt.to_bank", lambda rs: not rs.bankrupt_to_creditor))),
    Page("end", "property_howto.chapter.end.title",
         (P("property_howto.chapter.end.text"),
          P("property_howto.chapter.end.escalator", lambda rs: bool(rs.escalator_from)))),
)


def first_of(rs: Ruleset, kind: int) -> int:
    return rs.kind.index(kind)


def spaces_costing(rs: Ruleset, kind: int, words: Words, say: Say, language: str) -> str:
    """The spaces of `kind` with their amounts, joined the language's way."""
    items = [say("property_howto.chapter.cards.item", name=words.space(p),
                 amount=format_number(rs.amount[p], language))
             for p in range(rs.n_spaces) if rs.kind[p] == kind]
    return format_list(items, language)


def facts(rs: Ruleset, words: Words, say: Say, language: str) -> dict[str, object]:
    """Every name and number the chapters' texts fill in, read from the ruleset."""
    out: dict[str, object] = {
        "money": rs.start_money, "salary": rs.salary, "fine": rs.jail_fine,
        "opening": rs.auction_opening, "step": rs.auction_step,
        "small": rs.small_supply, "big": rs.big_supply,
        "start": words.space(first_of(rs, START)), "jail": words.space(rs.jail_space),
        "go_to_jail": words.space(first_of(rs, GO_TO_JAIL)),
        "rest": words.space(first_of(rs, REST)),
        "deck_a": words.game(f"deck.{rs.decks[0].id}"),
        "deck_b": words.game(f"deck.{rs.decks[1].id}"),
        "taxes": spaces_costing(rs, TAX, words, say, language),
        "winnings": spaces_costing(rs, WINNINGS, words, say, language),
        "times_one": rs.power_multipliers[1], "times_both": rs.power_multipliers[2],
        "from": rs.escalator_from, "every": rs.escalator_every,
        "roll": say("property_board.button.roll"),
        "end_turn": say("property_board.button.end_turn"),
        "trade": say("property_board.button.trade"),
    }
    if FERRY in rs.kind:
        rents = rs.rents[first_of(rs, FERRY)]
        out.update({f"ferry{k}": rents[k] for k in range(1, len(rents))})
    return out


def page_text(page: Page, rs: Ruleset, words: Words, say: Say, language: str) -> str:
    """The chapter's paragraphs for this ruleset, as the text box's markup."""
    values = facts(rs, words, say, language)
    shown = [say(p.text_key(rs), **values) for p in page.paragraphs if p.when(rs)]
    return "<br><br>".join(html.escape(text, quote=False) for text in shown)


def title_key(page: Page, rs: Ruleset) -> str:
    return page.title if isinstance(page.title, str) else page.title(rs)


def chapters(rs: Ruleset, say: Say, language: str, draw: dict) -> tuple[Chapter, ...]:
    """The book's chapters for `rs` in the current language; `draw[id]` draws a picture."""
    words = Words(say, rs, [])
    return tuple(Chapter(page.id, title_key(page, rs),
                         page_text(page, rs, words, say, language), draw[page.id])
                 for page in PAGES)
