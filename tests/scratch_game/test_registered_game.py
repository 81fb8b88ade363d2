"""A game joins the house by its entry alone: the dice race, registered from its own folder
(tests/scratch_game/entry.py), is offered by the title's picker, played against a computer,
continued and loaded from its autosave, and counted in the profile's record, through the same
screens as Tycoon and with no line of the house changed for it."""

from __future__ import annotations

from game.scenes.game_picker import GamePickerScene
from game.scenes.load_scene import LoadScene
from game.scenes.new_game import FIRST_GAME_SEATS
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import ProfilesScene
from game.scenes.result_scene import MatchResultScene
from tests.scratch_game.board import DiceRaceBoard
from tests.scratch_game.new_game import DiceRaceNewGame
from tests.scratch_game.test_dice_race import play_to_the_end


def person_moves(app, board: DiceRaceBoard, moves: int) -> None:
    """The person rolls `moves` times; returns on the person's next turn, the board at rest."""
    for _ in range(4000):
        mine = board.roll.visible and not board.busy
        if mine and moves == 0:
            return
        if mine:
            app.click(board.roll)
            moves -= 1
        else:
            app.step(0.05)
    raise AssertionError("the race stalled")


def test_the_picker_offers_a_registered_game_and_its_new_game_screen_starts_it(app, scratch_game):
    app.click(app.scenes.top.buttons["new_game"])
    picker = app.scenes.top
    assert isinstance(picker, GamePickerScene)
    assert "scratch" in picker.game_buttons and "tycoon" in picker.game_buttons
    assert app.tr(picker.game_buttons["scratch"].text) == "Dice race"
    app.click(picker.game_buttons["scratch"])
    assert isinstance(app.scenes.top, DiceRaceNewGame)
    app.click(app.scenes.top.start)
    board = app.scenes.top
    assert isinstance(board, DiceRaceBoard)
    kinds = [seat.kind for seat in board.match.setup.seats]
    assert kinds == ["human"] + ["computer"] * (FIRST_GAME_SEATS - 1), \
        "the first set-up seats the person and computers as for every game"
    profile = player_files(app).current
    assert profile.last_setup_for("scratch") == board.match.setup, "the set-up is remembered"


def test_a_registered_game_continues_and_loads_where_it_was_left(app, scratch_game):
    app.click(app.scenes.top.buttons["new_game"])
    app.click(app.scenes.top.game_buttons["scratch"])
    app.click(app.scenes.top.start)
    board = app.scenes.top
    person_moves(app, board, 2)
    squares, actions = list(board.match.state.squares), list(board.match.actions)
    assert len(actions) == 2 * FIRST_GAME_SEATS, "two rolls each: the computers answered"
    app.back_to_title()  # the board waits for its last autosave as it leaves
    app.run_frames(2)

    app.click(app.scenes.top.buttons["continue"], frames=3)
    continued = app.scenes.top
    assert isinstance(continued, DiceRaceBoard) and continued is not board
    assert continued.match.state.squares == squares
    assert continued.match.actions == actions
    assert continued.match.game_uid == board.match.game_uid, "its autosaves go on the same game"

    app.back_to_title()
    app.run_frames(2)
    app.click(app.scenes.top.buttons["load"], frames=3)  # the busy card, then the list
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    (row_button, entry), = load.load_buttons.items()
    title_label, details_label = load.rows.built[0][2:4]
    title = app.tr(title_label.text, **(title_label.text_kwargs or {}))
    details = details_label.text
    assert entry.setup.game == "scratch"
    assert title.startswith("Dice race"), "the row's title names the game first"
    assert "round 3" in details, details
    app.click(row_button, frames=3)
    loaded = app.scenes.top
    assert isinstance(loaded, DiceRaceBoard)
    assert loaded.match.state.squares == squares and loaded.match.actions == actions


def test_a_finished_registered_game_counts_in_the_profile_record(app, scratch_game):
    app.click(app.scenes.top.buttons["new_game"])
    app.click(app.scenes.top.game_buttons["scratch"])
    app.click(app.scenes.top.start)
    board = app.scenes.top
    play_to_the_end(app, board)
    assert isinstance(app.scenes.top, MatchResultScene)
    state = board.match.state
    won = 0 in state.winners()

    app.back_to_title()
    app.click(app.scenes.top.buttons["profiles"])
    scene = app.scenes.top
    assert isinstance(scene, ProfilesScene)
    assert scene.games.buttons[scene.record_game].text == "scratch_race.game.name", \
        "opened after a game, the screen shows that game's record"
    record = scene.record_box.html_text
    assert f"Games played: 1, won: {int(won)}" in record
    assert f"Best result: square {state.scores()[0]}" in record
    assert f"Against Normal: {int(won)} of 1 won" in record


def test_the_picker_names_the_languages_of_a_game_that_lacks_the_players(app, scratch_game):
    """The race declares English only: in German it is still offered (a game is never lost
    by a language switch), but its button and tooltip say that its texts come in English."""
    app.set_language("de")
    app.click(app.scenes.top.buttons["new_game"])
    picker = app.scenes.top
    race, tycoon = picker.game_buttons["scratch"], picker.game_buttons["tycoon"]
    assert race.text == "Dice race (English)"
    assert "Seine Texte erscheinen auf Englisch" in race.tool_tip_text
    assert tycoon.text == "Tycoon" and tycoon.tool_tip_text is None, "Tycoon speaks German"
    app.click(race)
    assert isinstance(app.scenes.top, DiceRaceNewGame), "and it can be played"
