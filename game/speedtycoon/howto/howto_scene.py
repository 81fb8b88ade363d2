"""How to play Speedtycoon: the shared book (game/scenes/howto_book.py) with Speedtycoon's
chapters, each with a picture from the real table, and the guided first turn. All text is
``speedtycoon_howto.*`` (our own words)."""

from __future__ import annotations

from game.scenes.howto_book import Chapter, HowToBook
from game.scenes.scene import Scene
from game.speedtycoon.howto.pictures import Pictures

#: In reading order; each chapter's id names its picture and its keys.
CHAPTERS = tuple(Chapter(draw.__name__, f"speedtycoon_howto.chapter.{draw.__name__}.title",
                         f"speedtycoon_howto.chapter.{draw.__name__}.text", draw)
                 for draw in (Pictures.goal, Pictures.turn, Pictures.paying, Pictures.building,
                              Pictures.ring, Pictures.scoring, Pictures.fund, Pictures.modules,
                              Pictures.end))


class SpeedtycoonHowTo(HowToBook):
    chapters = CHAPTERS
    words = "speedtycoon_howto.book"

    def make_pictures(self) -> Pictures:
        return Pictures(self.app.tr)

    def guided_scene(self) -> Scene:
        from game.speedtycoon.howto.guided import GuidedTable

        return GuidedTable(self.app)
