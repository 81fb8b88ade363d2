"""The example saves (tests/data/review/, tools/make_review_saves.py) and small budgets: the
tests check what a review says, the minute of CPU a full one takes is tools/bench_review.py's."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.ai.budget import Budget
from game.games import game_entry

DATA = Path(__file__).resolve().parents[1] / "data" / "review"
GAMES = ("tycoon", "speedtycoon", "kraken_bay", "menedzher")


def save_of(game_id: str) -> Path:
    return DATA / f"{game_id}.json"


def plant_of(game_id: str) -> dict:
    return json.loads((DATA / f"{game_id}.plant.json").read_text("utf-8"))


def small(budget):
    """An eighth of the samples (at least 4) and a Hard level that thinks 8 samples."""
    return replace(budget, samples=max(4, budget.samples // 8), hard=Budget(iterations=8))


@pytest.fixture
def small_budgets(monkeypatch):
    """Every game's review kit with a small budget for this test."""
    for game_id in GAMES:
        kit = game_entry(game_id).review()
        monkeypatch.setattr(kit, "budget", small(type(kit).budget))
