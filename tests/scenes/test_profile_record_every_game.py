"""Every game a person can start counts in the profile's record once it ends (issue 18.8,
21.8): the board's match loop records the first person's result, and the Profiles screen shows
it under the game's own name, in the game's unit, against the computer's level."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.games import playable_games
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import ProfilesScene, score_words

GAMES = [entry for entry in playable_games() if entry.id != "scratch"]


def last_move_left(entry, seat_name: str) -> tuple[Match, object, int]:
    """A person and a Normal computer, played by random legal moves up to the game's last
    action: the match before it, that action, and the person's seat. The person sits where
    that last action is played, so no computer on the board can play another move first."""
    def setup_with(person: int) -> GameSetup:
        seats = [Seat("computer", "Robo", "blue", "normal"), Seat("computer", "Robo", "blue",
                                                                  "normal")]
        seats[person] = Seat("human", seat_name, "red")
        return GameSetup(entry.id, 3, tuple(seats), {})

    state = entry.start(setup_with(0))
    rng, actions = random.Random(3), []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        before = state.clone()
        state.apply(action)
        actions.append(action)
    setup = setup_with(Match(setup_with(0), before, actions[:-1]).seat_to_act)
    state = entry.start(setup)
    for action in actions[:-1]:
        state.apply(action)
    match = entry.board().match_class(setup, state, actions[:-1])   # the board's own kind
    return match, actions[-1], match.seat_to_act


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_a_finished_game_counts_in_the_profile_record_under_its_name(app, entry):
    app.settings.animation_speed = "instant"
    profile = player_files(app).profiles.create("Anna", "en")
    match, last, person = last_move_left(entry, profile.name)
    board = entry.board()(app, match.setup, curtain=False, match=match)
    app.scenes.push(board)
    app.run_frames(2)
    assert board.apply(last), "the game's last move is played on the board"
    app.run_frames(2)  # the end is recorded with the move, before any payday or scoring card
    app.back_to_title()
    app.click(app.scenes.top.buttons["profiles"])
    scene = app.scenes.top
    assert isinstance(scene, ProfilesScene)
    app.click(scene.games.buttons[entry.id])
    scene = app.scenes.top
    assert scene.games.buttons[entry.id].text == entry.name_key
    record = scene.record_box.html_text
    state, won = match.state, int(person in match.state.winners())
    assert f"Games played: 1, won: {won}" in record
    best = score_words(app, entry.score_key, state.scores()[person])
    assert app.tr(entry.record_keys[0], score=best) in record
    assert f"Against Normal: {won} of 1 won" in record
