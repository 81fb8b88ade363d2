"""Reliability tests: the long ones carry a marker so a quick run can leave them out:

    pytest -m "not fuzz and not monkey"     # everything else, in a few seconds
"""

from __future__ import annotations

import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def pytest_configure(config):
    config.addinivalue_line("markers", "fuzz: the 1,000-game rules fuzz (about a minute)")
    config.addinivalue_line("markers", "monkey: the 60-second interface monkey")
    if str(TOOLS) not in sys.path:
        # the tools are scripts, not a package; their process pools import them by name
        sys.path.insert(0, str(TOOLS))
