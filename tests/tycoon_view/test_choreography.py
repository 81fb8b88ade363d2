"""Real rules events turned into motion: a bought ticket flies to the hand, a plane takes off,
flies and lands on its runway, a hotel drops and the one it evicts slides to the centre."""

from __future__ import annotations

import random

import pytest

from game.tycoon.rules import (
    BuildHotel,
    Buy,
    Fly,
    HotelEvicted,
    fly_destinations,
    new_game,
)
from game.tycoon.view import layout
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.places import plane_position
from game.tycoon.view.sprites import PLAYER_RGB
from game.tycoon.view.state_adapter import default_seats, from_state
from tests.tycoon_view.games import choose
from tests.tycoon_view.pixels import has_colour


def act(view, state, action):
    seats = default_seats(state.num_players)
    before = from_state(state, seats)
    events = state.apply(action)
    after = from_state(state, seats)
    view.animate(events, before, after)
    return before, after, events


def scheduled_in_display(state):
    return next(a for a in state.legal_actions() if isinstance(a, Buy) and a.ticket[0] == "S")


@pytest.fixture
def played():
    sounds = []
    view = BoardView("en", "normal", on_sound=sounds.append)
    view.set_decor(hand_seat=0)
    return view, sounds


def test_a_bought_ticket_flies_to_the_hand_and_the_cash_counts_down(played):
    view, sounds = played
    state = new_game(2, 11)
    buy = scheduled_in_display(state)
    before, after, _ = act(view, state, buy)
    assert ("hand", 0, 0) in view.timeline.hidden()
    assert view.timeline.cash_shown_for(0, after.player(0).cash) == 15
    view.update(0.05)
    assert view.timeline.cash_shown_for(0, after.player(0).cash) == after.player(0).cash < 15
    assert sounds == ["cash"]
    view.update(2.0)
    assert not view.busy
    picture = view.render(after)
    assert picture.get_at(layout.hand_card_rect(0, 1).center) != \
        BoardView("en").render(after).get_at(layout.hand_card_rect(0, 1).center)


def test_a_plane_takes_off_flies_and_lands_on_its_runway(played):
    view, sounds = played
    state = new_game(2, 11)
    buy = scheduled_in_display(state)
    act(view, state, buy)
    view.skip()
    city = fly_destinations(state, buy.ticket)[0]
    before, after, events = act(view, state, Fly(buy.ticket, city))
    assert ("plane", 0) in view.timeline.hidden()
    view.update(0.3)
    assert sounds[-1] == "takeoff"
    mid = view.render(after)
    runway = layout.runway_rect(after.player(0).city, after.player(0).runway)
    assert not has_colour(mid, runway, PLAYER_RGB["red"]), "not landed yet"
    view.update(3.0)
    assert sounds[-1] == "landing" and not view.busy
    landed = view.render(after)
    assert runway.collidepoint(plane_position(after, 0))
    assert has_colour(landed, runway, PLAYER_RGB["red"])


def eviction_turn():
    """Play a seeded game until a hotel build evicts another; return the state before it."""
    rng = random.Random(2)
    state = new_game(2, 2)
    for _ in range(3000):
        action = choose(state, rng)
        if isinstance(action, BuildHotel):
            trial = state.clone()
            if any(isinstance(e, HotelEvicted) for e in trial.apply(action)):
                return state, action
        state.apply(action)
    raise AssertionError("no eviction in this game")


def test_a_hotel_drops_then_the_evicted_one_slides_to_the_centre():
    sounds = []
    view = BoardView("en", "normal", on_sound=sounds.append)
    state, build = eviction_turn()
    before, after, events = act(view, state, build)
    evicted = next(e for e in events if isinstance(e, HotelEvicted))
    assert len(view.timeline._steps) == 1, "drop and eviction play as one step"
    hidden = view.timeline.hidden()
    assert any(k[0] == "hotel" for k in hidden) and any(k[0] == "evicted" for k in hidden)
    view.update(0.3)
    assert "build" in sounds and "eviction" not in sounds
    view.update(0.5)
    assert sounds.index("eviction") > sounds.index("build")
    view.update(2.0)
    assert not view.busy
    city = [c for c in range(9) if after.cities[c].evicted != before.cities[c].evicted][0]
    owner_colour = PLAYER_RGB[after.player(evicted.owner).colour]
    assert has_colour(view.render(after), layout.evicted_rect(city), owner_colour)


def test_a_whole_game_animates_and_every_motion_ends_where_the_rules_put_the_pieces():
    rng = random.Random(21)
    state = new_game(3, 21)
    seats = default_seats(3)
    view = BoardView("de", "fast")
    model = from_state(state, seats)
    surface = view.render(model)
    frames = 0
    while not state.is_terminal():
        view.set_decor(hand_seat=state.current_player)
        before = model
        events = state.apply(choose(state, rng))
        model = from_state(state, seats)
        view.animate(events, before, model)
        while view.busy:
            view.update(0.05)
            frames += 1
            if frames % 7 == 0:
                view.draw(surface, model)
            assert frames < 200_000
    view.update(5.0)  # floating texts fade out
    assert view.timeline.hidden() == frozenset() and view.timeline.cash_shown() == ()
    final = view.render(model)
    fresh = BoardView("de")
    fresh.set_decor(hand_seat=view.decor.hand_seat)
    expected = fresh.render(model)
    assert final.get_view("2").raw == expected.get_view("2").raw



def test_cash_changes_float_inside_their_own_players_row():
    """"−4 M" once rose from the figure into the header (first row) or the row above (issue 34,
    point 4): every seat's change starts and ends inside its own panel."""
    from game.tycoon.view.choreography import Choreographer
    from game.tycoon.view.places import panel_row
    from game.tycoon.view.texts import Texts

    state, rng, seats = new_game(4, 7), random.Random(7), default_seats(4)
    rows_seen = set()
    while len(rows_seen) < 4 and not state.is_terminal():
        before = from_state(state, seats)
        events = state.apply(choose(state, rng))
        after = from_state(state, seats)
        for step in Choreographer(Texts("en"), before, after, None).steps(events):
            for track in step.floaters:
                track.apply(0.0)
                row = next(r for r in range(4) if layout.player_panel(r).collidepoint(
                    track.sprite.pos))
                panel = layout.player_panel(row)
                for t in (0.0, 0.5, 1.0):
                    track.apply(t)
                    rect = track.sprite.image.get_rect(center=track.sprite.pos)
                    assert panel.top <= rect.top and rect.bottom <= panel.bottom, (row, t, rect)
                rows_seen.add(row)
    assert rows_seen == {panel_row(after, seat) for seat in range(4)}


def test_a_cash_change_never_covers_the_figure_it_changes():
    """"-6 M" rose onto a computer's cash figure and hid it during its move (play-test): the
    change floats beside the figure, from start to end."""
    from game.tycoon.view.choreography import Choreographer
    from game.tycoon.view.places import panel_row
    from game.tycoon.view.texts import Texts
    from game.ui import fonts

    texts, seen = Texts("en"), 0
    state, rng, seats = new_game(3, 5), random.Random(5), default_seats(3)
    while seen < 40 and not state.is_terminal():
        before = from_state(state, seats)
        events = state.apply(choose(state, rng))
        after = from_state(state, seats)
        for step in Choreographer(texts, before, after, None).steps(events):
            figures = [fonts.text(texts.money(cash), layout.CASH_FIGURE_SIZE, (0, 0, 0), True)
                       .get_rect(midright=layout.cash_anchor(panel_row(after, seat)))
                       for seat, cash in step.cash.items()]
            for track in step.floaters:
                for t in (0.0, 0.3, 0.6, 1.0):
                    track.apply(t)
                    rect = track.sprite.image.get_rect(center=track.sprite.pos)
                    assert rect.collidelist(figures) == -1, (t, rect, figures)
                seen += 1
    assert seen == 40


@pytest.mark.parametrize("language", ["ru", "de"])
def test_a_cash_change_never_covers_a_long_name(language):
    """"−5 млн" rose left of the figure over the end of "Синий (средний)" (play-test): with
    names as long as the panel draws them, no change covers its seat's name, start to end, and
    it stays in the seat's panel, the widest change a game shows too."""
    from game.tycoon.view.choreography import Choreographer
    from game.tycoon.view.places import panel_row
    from game.tycoon.view.sprites import FloatingText
    from game.tycoon.view.state_adapter import Seat
    from game.tycoon.view.texts import Texts
    from game.ui import fonts

    texts, seen = Texts(language), 0
    names = ("Синий (средний)", "Жёлтый (сильный)", "Константин Константинопольский")
    seats = tuple(Seat(name, colour) for name, colour in zip(
        names, ("blue", "yellow", "red"), strict=True))
    state, rng = new_game(3, 5), random.Random(5)
    while seen < 60 and not state.is_terminal():
        before = from_state(state, seats)
        events = state.apply(choose(state, rng))
        after = from_state(state, seats)
        for step in Choreographer(texts, before, after, None).steps(events):
            for track in step.floaters:
                track.apply(0.0)
                seat = next(seat for seat in range(3) if layout.player_panel(
                    panel_row(after, seat)).collidepoint(track.sprite.pos))
                row = panel_row(after, seat)
                name = fonts.fit(names[seat], 16, (0, 0, 0), layout.NAME_WIDTH, bold=True)
                name_rect = name.get_rect(topleft=layout.seat_name_rect(row).topleft)
                panel = layout.player_panel(row)
                for t in (0.0, 0.3, 0.6, 1.0):
                    track.apply(t)
                    rect = track.sprite.image.get_rect(center=track.sprite.pos)
                    assert not rect.colliderect(name_rect), (names[seat], t, rect, name_rect)
                    assert panel.contains(rect), (t, rect, panel)
                seen += 1
    assert seen == 60
    for delta in (129, -129):   # the widest change seen in 30 games of four
        label = FloatingText(texts.money_delta(delta), delta > 0, (0, 0)).image
        rect = label.get_rect(center=layout.cash_float_start(3, label.get_width()))
        assert layout.player_panel(3).contains(rect), rect
        assert rect.left > layout.cash_anchor(3)[0], "clear of the figure"


def test_a_cash_float_is_drawn_until_it_has_faded(played):
    """Floats outlive the last step; the board stopped drawing with the step, so a half-faded
    "-6 M" stood on the panel while the next computer thought (play-test)."""
    view, _sounds = played
    state = new_game(2, 11)
    act(view, state, scheduled_in_display(state))
    floated = 0
    for _frame in range(300):
        view.update(1 / 60)
        if view.timeline._floaters:  # what the next frame would draw
            floated += 1
            assert view.moving(), "a float still on the panel is drawn again"
    assert floated and not view.moving()
