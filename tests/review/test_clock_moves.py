"""A move a clock made for a person is no choice of theirs: the review lists it apart ("The
clock moved: …"), never judges it (no loss, no swing) and counts only the person's own
decisions. Here the clocks of the boards really run out (the property games' turn timer,
Speedtycoon's Lobbyist window and think time), the game is saved and loaded, then reviewed;
and the example saves (tests/data/review/) with their planted bad move marked as the clock's.
The marks in the match and the save: tests/core/test_clock_moves.py."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.ai.budget import Budget
from game.ai.review import GameReview, ReviewBudget
from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.games import game_entry
from game.property.scenes.board_scene import BoardScene
from game.reviews import open_for_review, report, review_save, store_review
from game.scenes import review_view as rv
from game.scenes.player_files import player_files
from game.scenes.review_open import open_review
from game.scenes.review_scene import PLAN_JOIN, ReviewScene
from game.speedtycoon.rules import actions as act
from game.speedtycoon.scenes.clock import GRACE, LOBBY_IDLE
from tests.property_scenes.autoplay import Person, settle
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts
from tests.review.conftest import GAMES, plant_of, save_of
from tests.speedtycoon_scenes.test_clicking import exact_start
from tests.speedtycoon_scenes.test_clock import lobby_for_the_person, timed_table, wait
from tests.support.wait import until
from tests.text_fit import drawn_texts

#: Enough to tell which decisions are reviewed; how well they are judged is not asked here.
TINY = ReviewBudget(samples=2, horizon=1, hard=Budget(iterations=2))


def reviewed(path: Path) -> GameReview:
    game = open_for_review(path, 0)
    return review_save(game, 0, TINY)


def marked_copy(folder: Path, game_id: str, moves: list[int]) -> Path:
    data = json.loads(save_of(game_id).read_text("utf-8"))
    data["meta"]["clock_moves"] = moves
    path = folder / f"{game_id}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("game_id", GAMES)
def test_the_planted_move_made_by_the_clock_is_listed_apart_and_not_counted(tmp_path, game_id):
    plant = plant_of(game_id)
    move, plan = plant["move"], tuple(plant["action"])
    plain = reviewed(save_of(game_id))
    assert move in [d.move for d in plain.swings], "the person's own bad move is a swing"
    timed = reviewed(marked_copy(tmp_path, game_id, list(range(move, move + len(plan)))))
    assert move not in [d.move for d in timed.decisions], "no loss, no 'better was' for it"
    assert move not in [d.move for d in timed.swings]
    assert len(timed.decisions) == len(plain.decisions) - 1, "only the person's own count"
    assert [(c.move, c.taken) for c in timed.clock] == [(move, plan)]
    assert GameReview.from_dict(timed.to_dict()) == timed, "kept beside the save as it is"

    load_translations(locales_dir())
    said = report(open_for_review(tmp_path / f"{game_id}.json", 0), timed, "en",
                  lambda key, **params: translate(key, "en", **params))
    assert [(c["move"], c["action"], c["player"]) for c in said["clock_moves"]] == [
        (move, list(plan), "Anna")]
    assert move not in [d["move"] for d in said["decisions"]]


def test_where_the_clock_finishes_a_persons_plan_their_own_part_is_still_theirs(tmp_path):
    """Tycoon's planted plan (buy, fly, factory, end) with the clock making the last two."""
    plant = plant_of("tycoon")
    move, plan = plant["move"], plant["action"]
    timed = reviewed(marked_copy(tmp_path, "tycoon", [move + 2, move + 3]))
    [own] = [d for d in timed.decisions if d.move == move]
    assert own.taken == tuple(plan[:2])
    assert [(c.move, c.taken) for c in timed.clock] == [(move + 2, tuple(plan[2:]))]


def loaded_again(app, board):
    """Continue after the clock moved: the newest autosave, read back by the store."""
    board.autosaver.flush()
    saves = player_files(app).saves()
    path = saves.newest_game().path
    return path, saves.load(path)


def assert_reviewed_without(path: Path, moves: tuple[int, ...]) -> GameReview:
    review = reviewed(path)
    assert [c.move for c in review.clock] != [], "the clock's moves are listed"
    listed = {m for c in review.clock for m in range(c.move, c.move + len(c.taken))}
    assert set(moves) == listed, "each of the clock's moves, and no move of the person's"
    decided = {m for d in review.decisions for m in range(d.move, d.move + len(d.taken))}
    assert decided.isdisjoint(moves), "none of them reviewed as the person's choice"
    return review


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_turn_timer_runs_out_at_a_real_decision_and_the_review_does_not_count_it(app, game):
    app.settings.animation_speed = "instant"
    options = {"turn_timer_s": 30}
    board = app.scenes.push(BoardScene(app, setup_for(game, seed=first_seat_starts(game, options),
                                                      options=options), curtain=False))
    app.run_frames(2)
    kit, person = game_entry(game).review(), Person()
    for _ in range(300):
        settle(app, board)
        s = board.match.state
        if board.person == 0 and not board.timer_paused() and kit.is_real(s, 0):
            break
        person.act(app, board)
    else:
        pytest.fail("no real decision of the person came")
    moves = len(board.match.actions)
    app.step(31)
    assert board.match.clock_moves == (moves,), "the timer's move is marked as the clock's"
    path, loaded = loaded_again(app, board)
    assert loaded.clock_moves == (moves,)
    again = BoardScene.from_save(app, loaded)
    assert again.match.clock_moves == (moves,)
    assert_reviewed_without(path, (moves,))


def test_the_lobbyist_window_passes_by_itself_and_the_review_does_not_count_it(app):
    board = lobby_for_the_person(app)
    moves = len(board.match.actions)
    wait(app, LOBBY_IDLE + 0.5)
    assert isinstance(board.match.actions[moves], act.LobbyPass)
    assert board.match.clock_moves == (moves,)
    path, loaded = loaded_again(app, board)
    assert loaded.clock_moves == (moves,)
    assert_reviewed_without(path, (moves,))


def test_a_pass_of_the_persons_own_is_no_move_of_the_clock(app):
    board = lobby_for_the_person(app)
    board.press(board.buttons["pass"])
    assert isinstance(board.match.actions[-1], act.LobbyPass)
    assert board.match.clock_moves == ()


def test_the_computer_plays_out_a_run_out_think_time_and_the_review_does_not_count_it(app):
    board = timed_table(app, exact_start()[0], "30")
    wait(app, 30 + GRACE + 0.5)
    assert board.autopilot
    until(app, lambda: board.match.state.turn != 0, dt=0.05)
    marked = board.match.clock_moves
    assert marked and marked == tuple(range(marked[0], marked[0] + len(marked))), \
        "the rest of the turn, move by move"
    path, loaded = loaded_again(app, board)
    assert loaded.clock_moves == marked
    assert_reviewed_without(path, marked)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_screen_lists_the_clocks_move_apart_and_counts_only_the_persons_own(
        app, tmp_path, language):
    app.set_language(language)
    plant = plant_of("kraken_bay")
    move, plan = plant["move"], tuple(plant["action"])
    path = marked_copy(tmp_path, "kraken_bay", [move])
    game = open_for_review(path, 0)
    review = review_save(game, 0, TINY)
    store_review(game, review)
    open_review(app, path)
    app.run_frames(3)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene) and scene.review == review
    assert all(card_move != move for card_move in (d.move for d in scene.review.swings))
    [clock] = review.clock
    words = PLAN_JOIN.join(scene.board.plan_words(scene.replay.state_at(move), 0, plan))
    assert [" ".join(row) for row in scene.foot().rows] == [
        app.tr("review.ui.reviewed", count=len(review.decisions), player="Anna"),
        app.tr("review.ui.clock_heading", count=1, player="Anna"),
        app.tr("review.ui.clock_moved", where=app.tr(clock.progress[0], **clock.progress[1]),
               plan=words)]
    scene.go(0)
    rect = rv.clock_rects(scene.foot())[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    app.run_frames(2)
    assert scene.move == move, "a click on the clock's line shows its position"


#: The heading's words for seven moves, the count a player checks against the chart's axis.
SEVEN_MOVES = {"de": "7 Aktionen", "en": "7 moves", "ru": "7 действий"}


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_clocks_moves_are_counted_as_the_chart_counts_moves(app, tmp_path, monkeypatch,
                                                                 language):
    """Speedtycoon's example save with two of Anna's turns played by the clock, one of four
    moves (buy, take, build, End turn) and one of three: the foot said "The clock made 2
    moves" over those seven, one per line, where the chart's axis counts every move
    (speedkeys2, from a real game's review whose clock ended a turn and played the next).
    The lines stay what the clock did in one go; the count is seven, with CLDR's plural."""
    app.set_language(language)
    turns = [p for p in open_for_review(save_of("speedtycoon"), 0).decisions
             if p.length > 2][:2]
    moves = [m for p in turns for m in range(p.move, p.move + p.length)]
    assert len(turns) == 2 and len(moves) == 7
    path = marked_copy(tmp_path, "speedtycoon", moves)
    game = open_for_review(path, 0)
    store_review(game, review_save(game, 0, TINY))
    open_review(app, path)
    app.run_frames(3)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene) and len(scene.review.clock) == 2
    rows = [" ".join(row) for row in scene.foot().rows]
    assert rows[1] == app.tr("review.ui.clock_heading", count=7, player="Anna")
    assert SEVEN_MOVES[language] in rows[1], rows[1]
    assert len(rows) == 4, "and each go of the clock on its own line"
    first = scene.review.clock[0]
    assert len(first.taken) == 4
    drawn = drawn_texts(monkeypatch)
    scene.ring_card(first.move)  # the ring's hover card: "4 moves the clock made", not "A move"
    said = " ".join(text for text, _px in drawn)
    assert app.tr("review.ui.clock_tip", count=4) in said, said
    assert app.tr("review.ui.clock_tip", count=1) not in said


def test_a_review_whose_only_swing_the_clock_made_opens_at_the_clocks_move(app, tmp_path):
    """The staged Kraken Bay review (tests/scenes/stage_review.py): the planted trade and the
    person's next decision made by the clock, so no decision is a swing. The screen opened at
    move 0, far from the clock's moves it lists; it opens at the first of them, and a review
    with a swing still opens at the biggest swing (docs/review.md)."""
    from tests.scenes.stage_review import clocked_copy

    path = clocked_copy("kraken_bay", tmp_path)
    open_review(app, path)
    app.run_frames(3)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene) and scene.review is not None
    assert scene.review.swings == [] and scene.review.clock
    assert scene.move == scene.review.clock[0].move == plant_of("kraken_bay")["move"]
    swinging = replace(scene.review, swing_indices=(3,))
    assert rv.opening_move(swinging) == scene.review.decisions[3].move != scene.move


def test_a_speedtycoon_save_half_way_shows_the_clocks_turns_in_words_and_on_the_chart(app):
    """Speedtycoon played with a 30 s clock: the person takes money and lets the clock end
    that turn, then lets it play the whole of their next turn, and leaves (the autosave is the
    game half-way). Reviewed from that save, the screen counts the person's own decision,
    words both of the clock's turns at the column's foot as the game's hints word them, the
    headless report lists them, and each is ringed on the person's line inside the chart:
    the lines ended at the person's last decision, so the second turn's ring stood past the
    chart's right end, out of sight (x 3256 on a chart 704 wide)."""
    board = timed_table(app, exact_start()[0], "30")
    state = board.match.state
    take = next(a for a in state.legal_actions() if str(a).startswith("take"))
    board.apply(take)
    wait(app, 30 + GRACE + 0.5)
    until(app, lambda: board.match.state.turn != 0)
    until(app, lambda: board.match.state.turn == 0 and board.match.seat_to_act == 0)
    wait(app, 30 + GRACE + 0.5)
    until(app, lambda: board.match.state.turn != 0)
    path, loaded = loaded_again(app, board)
    assert not board.match.state.is_terminal(), "a game saved half-way"
    review = assert_reviewed_without(path, loaded.clock_moves)
    assert [d.taken for d in review.decisions] == [(str(take),)], "the person's own take"
    assert len(review.clock) == 2, "the end of the first turn, the whole of the second"
    store_review(open_for_review(path, 0), review)
    app.scenes.pop()
    open_review(app, path)
    app.run_frames(3)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene) and scene.review == review
    rows = [" ".join(row) for row in scene.foot().rows]
    assert rows[:2] == [app.tr("review.ui.reviewed", count=1, player="Anna"),
                        app.tr("review.ui.clock_heading", count=len(loaded.clock_moves),
                               player="Anna")], "every move the clock made, as the chart's"
    for clock, row in zip(review.clock, rows[2:], strict=True):
        words = PLAN_JOIN.join(scene.board.plan_words(scene.replay.state_at(clock.move), 0,
                                                      clock.taken))
        assert row == app.tr("review.ui.clock_moved", plan=words,
                             where=app.tr(clock.progress[0], **clock.progress[1]))
        assert "speedtycoon" not in row and "@" not in row, "words, not the save's actions"
    scene.chart()
    plot = rv.plot_rect(rv.CHART.size)
    rings = dict(scene._rings)
    assert sorted(rings) == [c.move for c in review.clock]
    for move, (x, y) in rings.items():
        assert plot.left <= x <= plot.right and plot.top <= y <= plot.bottom, \
            f"the clock's move {move} is ringed inside the chart"
    person = dict(scene._lines)[0]
    assert person[-1][0] == len(scene.replay), "the person's line runs to the save's last move"

    load_translations(locales_dir())
    said = report(open_for_review(path, 0), review, "en",
                  lambda key, **params: translate(key, "en", **params))
    assert [(c["move"], c["action"]) for c in said["clock_moves"]] == [
        (c.move, list(c.taken)) for c in review.clock]
