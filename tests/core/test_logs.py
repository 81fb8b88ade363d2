"""The log file: every module's records land in it, it rotates, and a bad disk stops nothing."""

from __future__ import annotations

import logging

from game.core import logs
from game.core.logs import setup_logging


def test_records_from_any_module_reach_the_log_file(tmp_path):
    log_file = tmp_path / "logs" / "tycoon.log"
    setup_logging(log_file, echo=False)
    logging.getLogger("game.tycoon.view.board").warning("plane %s landed", "TK1")
    assert "plane TK1 landed" in log_file.read_text(encoding="utf-8")


def test_a_second_set_up_moves_to_the_new_file_without_writing_twice(tmp_path):
    first, second = tmp_path / "a.log", tmp_path / "b.log"
    setup_logging(first, echo=False)
    setup_logging(second, echo=False)
    logging.getLogger("game").info("only once")
    assert second.read_text(encoding="utf-8").count("only once") == 1
    assert "only once" not in first.read_text(encoding="utf-8")


def test_the_log_rotates_instead_of_growing_without_end(tmp_path, monkeypatch):
    monkeypatch.setattr(logs, "LOG_BYTES", 2_000)
    log_file = tmp_path / "tycoon.log"
    setup_logging(log_file, echo=False)
    for index in range(200):
        logging.getLogger("game").info("line %d with some padding to fill the file", index)
    assert log_file.stat().st_size <= 2_000
    assert (tmp_path / "tycoon.log.1").exists()
    assert not (tmp_path / f"tycoon.log.{logs.LOG_BACKUPS + 1}").exists()


def test_an_unwritable_log_folder_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "logs"
    blocker.write_text("a file where the folder should be")
    logger = setup_logging(blocker / "tycoon.log", echo=False)
    logger.error("still running")
