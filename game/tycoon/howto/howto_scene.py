"""How to play Tycoon: the shared book (game/scenes/howto_book.py) with Tycoon's chapters, each
with its picture, and Tycoon's guided first turn. All text is ``tycoon_info.howto.*`` (our own
words)."""

from __future__ import annotations

from game.scenes.howto_book import BookWords, Chapter, HowToBook
from game.scenes.scene import Scene
from game.tycoon.howto.pictures import Pictures
from game.tycoon.panels.words import Words

#: In reading order; each chapter's id names its picture.
CHAPTERS = (
    Chapter("goal", "tycoon_info.howto.goal.title", "tycoon_info.howto.goal.text",
            Pictures.goal),
    Chapter("turn", "tycoon_info.howto.turn.title", "tycoon_info.howto.turn.text",
            Pictures.turn),
    Chapter("tickets", "tycoon_info.howto.tickets.title", "tycoon_info.howto.tickets.text",
            Pictures.tickets),
    Chapter("hotels", "tycoon_info.howto.hotels.title", "tycoon_info.howto.hotels.text",
            Pictures.hotels),
    Chapter("red_lots", "tycoon_info.howto.red_lots.title", "tycoon_info.howto.red_lots.text",
            Pictures.red_lots),
    Chapter("factories", "tycoon_info.howto.factories.title", "tycoon_info.howto.factories.text",
            Pictures.factories),
    Chapter("loans", "tycoon_info.howto.loans.title", "tycoon_info.howto.loans.text",
            Pictures.loans),
    Chapter("payday", "tycoon_info.howto.payday.title", "tycoon_info.howto.payday.text",
            Pictures.payday),
    Chapter("end", "tycoon_info.howto.end.title", "tycoon_info.howto.end.text",
            Pictures.end),
)
SAMPLE_NAMES = (
    "tycoon_info.howto.sample.red",
    "tycoon_info.howto.sample.blue",
    "tycoon_info.howto.sample.yellow",
)


class HowToPlayScene(HowToBook):
    chapters = CHAPTERS
    words = BookWords("tycoon_info.howto.heading", "tycoon_info.howto.guided_tip")

    def make_pictures(self) -> Pictures:
        names = tuple(self.app.tr(key) for key in SAMPLE_NAMES)
        return Pictures(Words(self.app.settings.language, names))

    def guided_scene(self) -> Scene:
        from game.tycoon.howto.guided import GuidedTurnScene

        return GuidedTurnScene(self.app)
