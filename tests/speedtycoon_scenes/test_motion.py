"""What the table animates (design §4.9): a bought tile flies to "Zu bauen" and is not drawn
there before it lands, placing drops it onto its cell, refills deal in; a click skips the
motion, and the speed comes from Settings."""

from __future__ import annotations

from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import exact  # noqa: F401  (fixture)


def buy(app, board, place) -> int:
    tile = board.match.state.market[place]
    click_at(app, tv.place_rect(place).center)
    app.click(board.buttons["buy"], frames=2)
    return tile


def test_a_bought_tile_flies_to_zu_bauen_and_lands_there(app, exact):  # noqa: F811
    board, place = exact
    tile = buy(app, board, place)
    assert board.busy and tile in board.hidden_tiles(), "in the air: not yet in the tray"
    for _ in range(60):
        app.step(0.05)
    assert not board.busy and tile not in board.hidden_tiles()


def test_placing_drops_the_tile_onto_its_cell(app, exact):  # noqa: F811
    board, place = exact
    tile = buy(app, board, place)
    board.timeline.skip()
    app.click(board.buttons["end"], frames=2)
    x, y = next(iter(board.marks.cells))
    click_at(app, board.camera.cell_rect(x, y).center)
    assert board.busy and tile in board.hidden_tiles()


def test_a_click_skips_the_motion(app, exact):  # noqa: F811
    board, place = exact
    buy(app, board, place)
    assert board.busy
    click_at(app, (600, 500))
    assert not board.busy


def test_with_instant_animations_nothing_waits(app, exact):  # noqa: F811
    board, place = exact
    app.settings.animation_speed = "instant"
    buy(app, board, place)
    assert not board.busy


def test_a_take_and_the_turn_ends_refills_play_at_once():
    """Issue 31.1: the cards taken, the market and the Kapital refilling move together, so a
    turn's end is watched in the time of its longest part, not of all three in a row."""
    from game.speedtycoon import rules
    from game.speedtycoon.rules import actions as act
    from game.speedtycoon.rules import events as ev
    from game.speedtycoon.view import motion

    s = rules.new_game(3, 2, {"game_type": "classic"})
    buy = next(a for a in s.legal_actions() if isinstance(a, act.Buy))
    s.apply(buy)  # an emptied market place and the money paid
    while s.current_player == s.turn and s.phase != 2:
        s.apply(s.legal_actions()[0])
    take = next(a for a in s.legal_actions() if isinstance(a, act.TakeMoney))
    events = s.apply(take)
    kinds = {type(e) for e in events}
    assert ev.DisplayRefilled in kinds, "the take ended a turn with a refill"
    where = motion.Where(0, 0, tv.EmpireCamera(), s.n)
    alone = [motion._step(e, s, where) for e in events]
    alone = [step for step in alone if step is not None]
    steps = motion.steps_for(events, s, where)
    assert len(alone) >= 2 and len(steps) == 1
    assert steps[0].duration == max(step.duration for step in alone)
    assert steps[0].reveals == frozenset().union(*(step.reveals for step in alone))
