"""Write the property boards' screenshots into docs/screenshots/ (house rule 8).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.property_scenes.render_pngs docs/screenshots

A real headless app plays one person against three computers (in the worker process) through
the board's widgets, in English and German, on both boards, and saves: the board mid-game with
a title deed under the pointer, the first auction the person bids in, the trade screen with a
deal put together, a computer's counter-offer to a deal the person sent on screen, the first
debt screen, and the result. Names after the folder keep only those shots (counter_offer).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from tests.languages import languages_of_game

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

BOARD_ROUND = 14
SEEDS = (21, 22, 23, 24, 25, 26)


def counter_bait(s, me: int, partner: int):
    """Terms `partner`'s computer (level Normal) answers with a counter-offer, or None: a
    place of theirs bought for cash, or one of mine that completes their set sold dear; each
    is tried on a copy by the computer's own rule."""
    from game.property.bot.policy import NORMAL, act
    from game.property.rules import Counter, Offer, Terms

    rs = s.rs
    tries = []
    for q in s.owned(me):
        members = rs.sets[rs.set_of[q]] if rs.set_of[q] >= 0 else ()
        if not s.level[q] and members and all(s.owner[m] == partner for m in members
                                              if m != q):
            tries += [Terms(give_places=(q,), get_cash=rs.price[q] * k)
                      for k in (10, 8, 6, 5, 4, 3, 2)]
    for p in s.owned(partner):
        if not s.level[p] and not s.mort[p]:
            tries += [Terms(give_cash=rs.price[p] * k // 4, get_places=(p,)) for k in (3, 4, 5)]
    for terms in tries:
        offer = Offer(partner, terms, by=me)
        if terms.give_cash > s.cash[me] or not s.is_legal(offer):
            continue
        copy = s.clone()
        copy.apply(offer)
        if isinstance(act(copy, partner, NORMAL)[0], Counter):
            return terms
    return None


def counter_back(s, me: int):
    """A counter of mine to the computer's open offer that it answers with a counter-offer of
    its own (more cash asked of it, or less paid by me), or None."""
    from game.property.bot.policy import NORMAL, act
    from game.property.rules import Counter
    from game.property.scenes.trade_draft import TradeDraft

    draft = TradeDraft.answering(s, me)
    step = s.rs.auction_step
    for k in (2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128):
        if draft.give_cash >= k * step:
            draft.give_cash -= k * step
        else:
            draft.get_cash += k * step
        counter = Counter(draft.terms())
        if s.is_legal(counter):
            copy = s.clone()
            copy.apply(counter)
            if isinstance(act(copy, s.tr_from, NORMAL)[0], Counter):
                return draft
        draft = TradeDraft.answering(s, me)
    return None


def shoot(game: str, lang: str, out: Path, wanted: set[str] | None = None,
          seed: int = 21) -> list[str]:
    import pygame

    from game.app import App
    from game.core.setup import GameSetup, Seat
    from game.property.scenes.board_scene import BoardScene
    from tests.property_scenes.autoplay import Person, click_space, settle

    saved: list[str] = []
    app = App.headless(Path(tempfile.mkdtemp(prefix="property-shots-")), lang)
    app.settings.animation_speed = "instant"

    def save(name: str) -> None:
        app.run_frames(2)
        file = f"{game}_{name}_{lang}.png"
        pygame.image.save(app.screen, str(out / file))
        saved.append(file)

    level = {"en": ("Easy", "Normal", "Hard"), "de": ("Leicht", "Mittel", "Schwer"),
             "ru": ("Лёгкий", "Средний", "Сильный")}[lang]
    options = {"time_limit_min": 45} if game == "menedzher" else {}
    setup = GameSetup(game, seed, (
        Seat("human", "Anna", "red"), Seat("computer", f"Boris ({level[0]})", "blue", "easy"),
        Seat("computer", f"Clara ({level[1]})", "green", "normal"),
        Seat("computer", f"Dima ({level[0]})", "purple", "easy")), options)
    board = app.scenes.push(BoardScene(app, setup, curtain=False))
    app.run_frames(2)
    person = Person()
    shots = {"board", "auction", "trade", "debt", "counter_offer"} & (wanted or {
        "board", "auction", "trade", "debt", "counter_offer"})
    normal = 2   # Clara, the computer that trades
    try:
        while app.scenes.top is board:
            settle(app, board)
            if app.scenes.top is not board:
                break
            s = board.match.state
            if "auction" in shots and s.au_place >= 0:
                shots.discard("auction")
                save("auction")
            if "debt" in shots and s.in_debt:
                shots.discard("debt")
                save("debt")
            if "counter_offer" in shots and s.tr_terms is not None and s.tr_count >= 2 \
                    and s.tr_to == 0:
                shots.discard("counter_offer")
                save("counter_offer")
            if "counter_offer" in shots and s.tr_terms is not None and s.tr_count == 1 \
                    and s.tr_to == 0 and s.tr_from == normal:
                back = counter_back(s, 0)
                if back is not None:
                    app.click(board.control("counter"))
                    board.entries["give_cash"].set_text(str(back.give_cash))
                    board.entries["get_cash"].set_text(str(back.get_cash))
                    board.read_entries()
                    app.click(next(b for b, run in board.handlers.items()
                                   if run == board.send_trade))
                    continue
            if "counter_offer" in shots and s.phase == 0 and not s.in_debt \
                    and s.au_place < 0 and s.tr_terms is None and s.alive[normal] \
                    and board.offers("trade") and s.tr_opened[0] == 0:
                bait = counter_bait(s, 0, normal)
                if bait is not None:
                    app.click(board.control("trade"))
                    app.click(next(b for b, run in board.handlers.items()
                                   if getattr(b, "object_ids", None)
                                   and f"#property_partner_{normal}" in b.object_ids))
                    for place in bait.give_places + bait.get_places:
                        click_space(app, board, place)
                    board.entries["give_cash"].set_text(str(bait.give_cash))
                    board.entries["get_cash"].set_text(str(bait.get_cash))
                    board.read_entries()
                    app.click(next(b for b, run in board.handlers.items()
                                   if run == board.send_trade))
                    continue
            if wanted and not shots:
                break
            if s.round >= BOARD_ROUND and s.phase == 0 and not s.in_debt \
                    and s.au_place < 0 and s.tr_terms is None:
                if "board" in shots:
                    shots.discard("board")
                    target = next((p for p in s.owned(0)), s.rs.ownable[0])
                    board.pointer = board.view.cells[target].rect.center
                    app.run_frames(30)
                    save("board")
                    board.pointer = None
                elif "trade" in shots and board.offers("trade"):
                    shots.discard("trade")
                    app.click(board.control("trade"))
                    partner = board.draft.partner
                    mine = [p for p in s.owned(0) if s.level[p] == 0][:1]
                    theirs = [p for p in s.owned(partner) if s.level[p] == 0][:1]
                    for p in mine + theirs:
                        click_space(app, board, p)
                    board.entries["get_cash"].set_text(str(s.rs.auction_step * 5))
                    board.read_entries()
                    save("trade")
                    app.click(next(b for b, run in board.handlers.items()
                                   if run == board.close_trade))
                if s.round >= BOARD_ROUND + 10 and game == "menedzher" and not s.time_up:
                    app.step(45 * 60)
            person.act(app, board)
        if wanted is None or "result" in wanted:
            save("result")
    finally:
        app.close()
    return saved


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    games = [a for a in argv[1:] if a in ("kraken_bay", "menedzher")] or ["kraken_bay",
                                                                         "menedzher"]
    wanted = {a for a in argv[1:] if a not in games} or None
    for game in games:
        for lang in languages_of_game(game):
            for seed in SEEDS:   # a game where the computer counters may need a few deals
                names = shoot(game, lang, out, wanted, seed)
                if names or wanted is None:
                    break
            for name in names:
                print(out / name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
