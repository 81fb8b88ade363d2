"""How to play Speedtycoon: the shared book (game/scenes/howto_book.py) with Speedtycoon's
chapters, each with a picture from the real table, and the guided first turn. All text is
``speedtycoon_howto.*`` (our own words)."""

from __future__ import annotations

from game.scenes.howto_book import BookWords, Chapter, HowToBook
from game.scenes.player_files import person_name
from game.scenes.scene import Scene
from game.speedtycoon.howto.pictures import Pictures

#: In reading order; each chapter's id names its picture.
CHAPTERS = (
    Chapter("goal", "speedtycoon_howto.chapter.goal.title",
            "speedtycoon_howto.chapter.goal.text", Pictures.goal),
    Chapter("turn", "speedtycoon_howto.chapter.turn.title",
            "speedtycoon_howto.chapter.turn.text", Pictures.turn),
    Chapter("paying", "speedtycoon_howto.chapter.paying.title",
            "speedtycoon_howto.chapter.paying.text", Pictures.paying),
    Chapter("building", "speedtycoon_howto.chapter.building.title",
            "speedtycoon_howto.chapter.building.text", Pictures.building),
    Chapter("ring", "speedtycoon_howto.chapter.ring.title",
            "speedtycoon_howto.chapter.ring.text", Pictures.ring),
    Chapter("scoring", "speedtycoon_howto.chapter.scoring.title",
            "speedtycoon_howto.chapter.scoring.text", Pictures.scoring),
    Chapter("fund", "speedtycoon_howto.chapter.fund.title",
            "speedtycoon_howto.chapter.fund.text", Pictures.fund),
    Chapter("modules", "speedtycoon_howto.chapter.modules.title",
            "speedtycoon_howto.chapter.modules.text", Pictures.modules),
    Chapter("end", "speedtycoon_howto.chapter.end.title",
            "speedtycoon_howto.chapter.end.text", Pictures.end),
)


class SpeedtycoonHowTo(HowToBook):
    chapters = CHAPTERS
    words = BookWords("speedtycoon_howto.book.heading", "speedtycoon_howto.book.guided_tip")

    def make_pictures(self) -> Pictures:
        return Pictures(self.app.tr, person_name(self.app))

    def guided_scene(self) -> Scene:
        from game.speedtycoon.howto.guided import GuidedTable

        return GuidedTable(self.app)
