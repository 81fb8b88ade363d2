"""Things named as "module:attribute" text, imported only when first used.

The title menu, the games registry and the AI worker name scenes and functions this way, so
start-up imports no feature it does not show yet and registries stay plain data.
"""

from __future__ import annotations

import importlib
from typing import Any


def resolve(target: str) -> Any:
    module_name, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module_name), attribute)
