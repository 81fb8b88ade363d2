"""A renamed save keeps its review: the name is in the save's bytes, which the review keeps
the SHA-256 of, so a rename made the next Review think again from the start."""

from __future__ import annotations

import shutil

from game.core.paths import UserPaths
from game.core.saves import SaveStore
from game.games import game_entry
from game.reviews import cached_review, open_save, review_save, store_review
from game.scenes.rename_save import start_rename
from tests.review.conftest import save_of
from tests.review.test_review_files import TINY


def test_a_renamed_save_keeps_its_review_and_a_changed_one_does_not(tmp_path):
    store = SaveStore(UserPaths.under(tmp_path), "0123456789ab", games=game_entry)
    store.folder.mkdir(parents=True)
    save = shutil.copy2(save_of("menedzher"), store.folder / "slot-0000000000aa.json")
    review = review_save(open_save(save), 0, TINY)
    store_review(open_save(save), review)
    job = start_rename(store, save, "Renamed", None)
    assert job.done.wait(30) and job.error is None
    game = open_save(save)
    assert game.path == save and store.list_saves().entries[0].meta.name == "Renamed"
    assert cached_review(game, 0) == review, "the rename cost the review"
    save.write_text(save.read_text("utf-8").replace('"Renamed"', '"By hand"'), "utf-8")
    assert cached_review(open_save(save), 0) is None, "a save changed otherwise is reviewed anew"
