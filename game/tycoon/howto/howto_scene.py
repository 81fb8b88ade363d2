"""How to play Tycoon: the shared book (game/scenes/howto_book.py) with Tycoon's chapters, each
with its picture, and Tycoon's guided first turn. All text is ``tycoon_info.howto.*`` (our own
words)."""

from __future__ import annotations

from game.scenes.howto_book import Chapter, HowToBook
from game.scenes.scene import Scene
from game.tycoon.howto.pictures import Pictures
from game.tycoon.panels.words import Words

#: In reading order; each chapter's id names its picture and its keys.
CHAPTERS = tuple(Chapter(draw.__name__, f"tycoon_info.howto.{draw.__name__}.title",
                         f"tycoon_info.howto.{draw.__name__}.text", draw)
                 for draw in (Pictures.goal, Pictures.turn, Pictures.tickets, Pictures.hotels,
                              Pictures.red_lots, Pictures.factories, Pictures.loans,
                              Pictures.payday, Pictures.end))
SAMPLE_NAMES = (
    "tycoon_info.howto.sample.red",
    "tycoon_info.howto.sample.blue",
    "tycoon_info.howto.sample.yellow",
)


class HowToPlayScene(HowToBook):
    chapters = CHAPTERS
    words = "tycoon_info.howto"

    def make_pictures(self) -> Pictures:
        names = tuple(self.app.tr(key) for key in SAMPLE_NAMES)
        return Pictures(Words(self.app.settings.language, names))

    def guided_scene(self) -> Scene:
        from game.tycoon.howto.guided import GuidedTurnScene

        return GuidedTurnScene(self.app)
