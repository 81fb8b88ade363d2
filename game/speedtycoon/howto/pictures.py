"""The pictures of Speedtycoon's How-to-play pages: crops of the real table view
(game/speedtycoon/view/table_view.py) and the real score sheet, drawn for seeded positions that
the rules themselves played (so the pictures always look like the game and never show a
position the rules would not allow)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.howto_book import PICTURE_SIZE
from game.speedtycoon.howto.guided import OPTIONS, YOU, exact_place, guide_seed
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import geometry, new_game, queries
from game.speedtycoon.rules.data import (
    BRANCHES,
    CARD_KIND,
    CARD_VALUE,
    GAME_TYPES,
    MODULES,
    NUM_BRANCHES,
)
from game.speedtycoon.scenes import keys, words
from game.speedtycoon.scenes.table_words import SCORING_KEYS, status_line
from game.speedtycoon.view import art, model, score_sheet
from game.speedtycoon.view import table_view as tv
from game.ui.palette import DIM_TEXT, GOLD, LIGHT_TEXT, PANEL
from game.ui.text import blit_text, wrap

SIZE = PICTURE_SIZE
CANVAS = (1280, 800)
COLOURS = ["blue", "red"]
#: A two-player Klassisch game whose rule-played middle shows a city with highways, a waiting
#: tile with several green cells and the fund holding buildings.
SAMPLE_SEED = 3
MIDDLE_ACTIONS = 40
LATE_ACTIONS = 70
Say = Callable[..., str]


def _choose(state):
    """A plain, repeatable way through a game: build where the rules first allow, buy what
    can be bought, else take the most money."""
    legal = state.legal_actions()
    for kind in (act.Place, act.Buy):
        found = next((a for a in legal if isinstance(a, kind)), None)
        if found is not None:
            return found
    takes = [a for a in legal if isinstance(a, act.TakeMoney)]
    if takes:
        return max(takes, key=lambda a: sum(CARD_VALUE[_display_card(state, k)]
                                            for k in a.cards))
    return legal[0]


def _display_card(state, kind: str) -> int:
    return next(c for c in model.display(state) if CARD_KIND[c] == kind)


def sample_state(actions: int, seed: int = SAMPLE_SEED, *, stop=None):
    """The position after `actions` moves of a rule-played game; with `stop` (a test of the
    state) the first moment after that when it holds."""
    state = new_game(2, seed, {"game_type": "classic"})
    done = 0
    while not state.is_terminal():
        if done >= actions and (stop is None or stop(state)):
            break
        state.apply(_choose(state))
        done += 1
    return state


def placing(state) -> bool:
    """A bought tile waits to be placed."""
    return any(isinstance(a, act.Place) for a in state.legal_actions())


def bag_empty(state) -> bool:
    return not model.bag_left(state)


def framed(cells: list[tuple[int, int]], crop: pygame.Rect) -> tv.EmpireCamera:
    """A camera that shows every cell inside `crop` (a part of the city's view, EMPIRE_VIEW),
    8 px clear of its edges: the table's own framing (EmpireCamera.frame)."""
    camera = tv.EmpireCamera()
    camera.frame(cells, crop.inflate(-16, -16))
    return camera


def _canvas() -> pygame.Surface:
    s = pygame.Surface(SIZE, pygame.SRCALPHA)
    s.fill(PANEL)
    return s


def _lines(s: pygame.Surface, text: str, pos: tuple[int, int], width: int, size: int = 16,
           colour=LIGHT_TEXT) -> int:
    """Wrapped text from `pos`; the y below it."""
    x, y = pos
    for line in wrap(text, size, width):
        blit_text(s, line, (x, y), size, colour)
        y += size + 10
    return y


class Pictures:
    """Pictures in one language (`say` is the app's translator); each table is drawn once.
    `you` is the person's name as the lesson and the new-game screen call them
    (`player_files.person_name`; without it the first seat's default): the pictures said
    "Newcomer", the lesson then "Player 1" or the profile's name (playtest lessonleft). The
    computer keeps its sample name."""

    def __init__(self, say: Say, you: str | None = None) -> None:
        self.say = say
        self.you = you or say("match.new_game.default_name", number=1)
        self._tables: dict[tuple, pygame.Surface] = {}

    def texts(self, state) -> tv.TableTexts:
        """The panel titles the crops show (the rest of the table's words stay off)."""
        say = self.say
        lines = tuple(say("speedtycoon_play.table.player_line", name=name,
                          cards=str(len(model.hand(state, i))))
                      for i, name in enumerate((self.you,
                                                say("speedtycoon_howto.guide.computer"))))
        return tv.TableTexts(
            money=lambda amount, currency: words.money(say, amount, currency),
            market=say("speedtycoon_play.table.market"),
            kapital=say("speedtycoon_play.table.kapital"),
            players=say("speedtycoon_play.table.players"),
            tray=say("speedtycoon_play.table.tray"),
            planning=say("speedtycoon_play.table.planning"),
            depot=say("speedtycoon_play.table.depot"),
            place_names=tuple(words.place(say, p) for p in range(4)),
            deck=say("speedtycoon_play.table.deck", deck=str(model.deck_left(state)),
                     discard=str(model.discarded(state))),
            closed=say("speedtycoon_play.table.closed"),
            player_lines=lines,
            fund_line=say("speedtycoon_play.table.fund_line", count=model.fund_size(state)),
        )

    def table(self, name: str, state, camera: tv.EmpireCamera | None = None,
              marks: tv.Marks | None = None, hint: str = "") -> pygame.Surface:
        """The whole table as the game draws it, for seat 0."""
        if name not in self._tables:
            surface = pygame.Surface(CANVAS)
            texts = self.texts(state)
            texts.depot_hint = hint
            tv.draw_table(surface, state, COLOURS, 0, 0, camera or tv.EmpireCamera(),
                          marks or tv.Marks(), texts)
            self._tables[name] = surface
        return self._tables[name]

    # --- one method per chapter ---------------------------------------------------------------

    def goal(self) -> pygame.Surface:
        s = _canvas()
        state = sample_state(LATE_ACTIONS)
        camera = framed([geometry.xy(c) for c in model.city(state, 0)], tv.EMPIRE_VIEW)
        small = pygame.transform.smoothscale(self.table("late", state, camera), (480, 300))
        s.blit(small, (0, 0))
        _lines(s, self.say("speedtycoon_howto.picture.goal"), (500, 60), 340, 17)
        return s

    def turn(self) -> pygame.Surface:
        s = _canvas()
        state = sample_state(MIDDLE_ACTIONS)
        table = self.table("middle", state)
        parts = ((tv.KAPITAL, "speedtycoon_howto.picture.take"),
                 (tv.place_rect(0).inflate(8, 8), "speedtycoon_howto.picture.buy"),
                 (tv.TRAY.union(tv.PLANNING), "speedtycoon_howto.picture.restructure"))
        x = 16
        for rect, key in parts:
            crop = table.subsurface(rect)
            s.blit(crop, (x, 24))
            blit_text(s, self.say(key), (x + rect.w // 2, 250),
                      17, GOLD, True, rect.w, align="center")
            x += rect.w + 30
        return s

    def paying(self) -> pygame.Surface:
        s = _canvas()
        state = new_game(2, guide_seed(), OPTIONS)
        place = exact_place(state, YOU)
        payment = queries.best_payment(state, YOU, place)
        hint = self.say("speedtycoon_play.pay.exact", cards=words.cards(self.say, payment))
        table = self.table("exact", state, marks=tv.Marks(place=place, payment=payment),
                           hint=hint)
        market = tv.place_rect(place).inflate(8, 8)
        s.blit(pygame.transform.smoothscale(table.subsurface(market),
                                            (market.w * 3 // 2, market.h * 3 // 2)), (20, 30))
        s.blit(table.subsurface(tv.DEPOT), (260, 30))
        _lines(s, self.say("speedtycoon_howto.picture.exact"), (610, 90), 230, 18, GOLD)
        return s

    def building(self) -> pygame.Surface:
        s = _canvas()
        state = sample_state(MIDDLE_ACTIONS, stop=placing)
        tile = model.first_in_tray(state)
        cells = queries.legal_cells(state, 0, tile)
        crop = pygame.Rect(tv.EMPIRE.centerx - 260, tv.EMPIRE.centery - 150, 520, 300)
        camera = framed([geometry.xy(c) for c in model.city(state, 0)] + list(cells), crop)
        table = self.table("placing", state, camera, tv.Marks(tile=tile, cells=cells))
        s.blit(table.subsurface(crop), (0, 0))
        s.blit(art.tile_image(tile, tv.CELL), (24, 24))  # the building waiting to be built
        y = 40
        for key in ("speedtycoon_howto.picture.sides", "speedtycoon_howto.picture.on_foot",
                    "speedtycoon_howto.picture.no_hole"):
            pygame.draw.circle(s, GOLD, (548, y + 11), 5)
            y = _lines(s, self.say(key), (562, y), 280) + 16
        return s

    def ring(self) -> pygame.Surface:
        s = _canvas()
        state = sample_state(LATE_ACTIONS)
        crop = pygame.Rect(tv.EMPIRE.centerx - 270, tv.EMPIRE.centery - 150, 540, 300)
        camera = framed([geometry.xy(c) for c in model.city(state, 0)], crop)
        picture = self.table("late_ring", state, camera).copy()
        run = queries.ring_run(state, 0)
        tv.draw_ring_run(picture, run, camera)
        s.blit(picture.subsurface(crop), (0, 0))
        _lines(s, self.say("speedtycoon_howto.picture.ring", count=len(run)), (570, 100), 270,
               18, GOLD)
        return s

    def scoring(self) -> pygame.Surface:
        s = _canvas()
        state = sample_state(LATE_ACTIONS)
        counts, doubled = queries.majority_counts(state)
        say = self.say
        names = (self.you, say("speedtycoon_howto.guide.computer"),
                 say("speedtycoon_play.sheet.fund"))
        sheet = score_sheet.SheetWords(
            title=say("speedtycoon_play.sheet.what_if",
                      scoring=say(SCORING_KEYS[queries.next_scoring(state)])),
            branches=tuple(words.branch(say, b) for b in BRANCHES),
            ring=say("speedtycoon_play.sheet.ring"), zones=say("speedtycoon_play.sheet.zones"),
            sustainability=say("speedtycoon_play.sheet.sustainability"),
            loans=say("speedtycoon_play.sheet.loans"), total=say("speedtycoon_play.sheet.total"),
            names=names)
        score_sheet.draw_sheet(s, queries.what_if(state), counts, doubled, COLOURS, sheet,
                               parts=NUM_BRANCHES + 1, rect=pygame.Rect(0, 0, *SIZE))
        return s

    def fund(self) -> pygame.Surface:
        s = _canvas()
        state = sample_state(MIDDLE_ACTIONS)
        players = self.table("middle", state).subsurface(tv.PLAYERS)
        s.blit(pygame.transform.smoothscale(players, (389, 300)), (10, 0))
        _lines(s, self.say("speedtycoon_howto.picture.fund"), (430, 90), 400, 18)
        return s

    def modules(self) -> pygame.Surface:
        s = _canvas()
        say = self.say
        for i, module in enumerate(MODULES):
            column, row = divmod(i, 7)
            blit_text(s, say(keys.MODULE[module]),
                      (24 + column * 250, 18 + row * 38), 16, LIGHT_TEXT, width=240)
        blit_text(s, say("speedtycoon_howto.picture.types"), (540, 18), 17, GOLD, True)
        y = 52
        for game_type in GAME_TYPES:
            blit_text(s, say(keys.TYPE[game_type]), (540, y), 16, GOLD)
            y = _lines(s, say(keys.TYPE_TIP[game_type]), (540, y + 24), 300, 14, DIM_TEXT) + 8
        return s

    def end(self) -> pygame.Surface:
        s = _canvas()
        state = sample_state(LATE_ACTIONS, stop=bag_empty)
        say = self.say
        texts = self.texts(state)
        texts.status = status_line(say, state)
        table = pygame.Surface(CANVAS)
        tv.draw_table(table, state, COLOURS, 0, 0, tv.EmpireCamera(), tv.Marks(), texts)
        s.blit(table.subsurface(tv.MARKET), (130, 16))
        s.blit(table.subsurface(tv.STATUS.clip(tv.MARKET.x, tv.STATUS.y, 600, 24)), (130, 200))
        _lines(s, say("speedtycoon_howto.picture.end"), (130, 236), 600, 17)
        return s
