"""One rotating log file per user, so a player's bug report can carry what happened before it.

The file handler is attached to the root logger: every module logs through
`logging.getLogger(__name__)` and lands here without knowing where the file is.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import sys
from pathlib import Path

from game.core.safe_read import NotARegularFile, is_regular_or_missing

LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3
LOG_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

_handler: logging.Handler | None = None


class QuietFileHandler(logging.handlers.RotatingFileHandler):
    """The log file, which says once when it cannot be written and then stays quiet.

    logging's own handler prints a whole traceback to stderr for every record it fails to
    write: on a full disk, that was every line the game logged.
    """

    failed = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.failed:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        self.failed = True
        error = sys.exc_info()[1]
        with contextlib.suppress(Exception):
            sys.stderr.write(f"tycoon: the log file {self.baseFilename} cannot be written "
                             f"({error}); logging to it is off for this session\n")


def setup_logging(log_file: Path, *, echo: bool = True) -> logging.Logger:
    """Send every log record to `log_file` (rotating) and warnings to stderr.

    Called again (a second App in the same test process) it moves the file handler to the new
    file instead of stacking handlers, so one record is never written twice.
    """
    global _handler
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
        _handler = None
    try:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        if not is_regular_or_missing(log_file):
            raise NotARegularFile(f"{log_file} is not a regular file")
        handler: logging.Handler = QuietFileHandler(
            log_file, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError as error:
        # A read-only or full disk must not stop the game; stderr still gets the warnings.
        handler = logging.NullHandler()
        logging.getLogger(__name__).warning("cannot write log file %s: %s", log_file, error)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    root.addHandler(handler)
    _handler = handler
    if echo and not any(getattr(h, "_tycoon_echo", False) for h in root.handlers):
        stderr = logging.StreamHandler()
        stderr.setLevel(logging.WARNING)
        stderr.setFormatter(logging.Formatter(LOG_FORMAT))
        stderr._tycoon_echo = True  # type: ignore[attr-defined]
        root.addHandler(stderr)
    return logging.getLogger("game")
