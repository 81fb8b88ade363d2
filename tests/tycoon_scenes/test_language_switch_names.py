"""A language switch mid-game says every name and box again (issue 34, point 3): seat names are
made from keys and the seats' data, not the text stored at set-up, and older saves whose names
were stored as text in another language still open with names in the player's language."""

from __future__ import annotations

from game.core.setup import GameSetup
from game.tycoon.scenes.board_scene import BoardScene
from tests.tycoon_scenes.autoplay import play_human_turn, settle


def _until_the_computer_built(app, board) -> None:
    for _turn in range(14):
        settle(app, board)
        if board.since.lines:
            return
        play_human_turn(app, board)
    raise AssertionError("the computer never built within a few turns")


def test_a_switch_to_russian_renames_the_computer_everywhere(app, board):
    _until_the_computer_built(app, board)
    assert board.since.lines[0].startswith("Blue (easy)")
    app.set_language("ru")
    app.run_frames(1)
    blue = "Синий (слабый)"
    assert board.model.players[1].name == blue, "the players' rows on the board"
    assert board.turn.names() == ("Anna", blue)
    assert board.info.words.name(1) == blue, "the panels, cards and history"
    assert board.since.lines and board.since.lines[0].startswith(blue), board.since.lines
    assert all("Blue" not in line and "built" not in line for line in board.since.lines)
    history = [board.log_words(line)[0] for line in board.game_log.book.lines]
    assert any(blue in line for line in history) and not any("Blue" in line
                                                             for line in history)
    assert board.seat_name(1) == blue, "the curtain and the news line ask the board"


def test_the_payday_card_says_the_names_again(app, board):
    from game.tycoon.rules import Payday, PlayerPayday

    nothing = tuple(PlayerPayday(seat, 0, 0, (), (), 0) for seat in range(2))
    payday = Payday(session=1, players=nothing, final=False)
    board._payday_events([payday], None)
    assert [c.name for c in board.payday.columns] == ["Anna", "Blue (easy)"]
    app.set_language("de")
    assert [c.name for c in board.payday.columns] == ["Anna", "Blau (leicht)"]


def test_an_old_save_with_names_in_another_language_opens_in_the_players_language(app):
    """Saves before issue 34 stored "Blau (leicht)" and "Spieler 2" as text: the board says
    them in the language of the player who opens the game; a typed name stays as typed."""
    old = GameSetup.from_dict({
        "game": "tycoon", "seed": 5, "options": {"stops": "exact", "start_player": 0},
        "seats": [{"kind": "human", "name": "Anna", "colour": "red", "level": None},
                  {"kind": "human", "name": "Spieler 2", "colour": "yellow", "level": None},
                  {"kind": "computer", "name": "Blau (leicht)", "colour": "blue",
                   "level": "easy"}]})
    board = app.scenes.push(BoardScene(app, old, curtain=False))
    app.run_frames(2)
    assert [p.name for p in board.model.players] == ["Anna", "Player 2", "Blue (easy)"]
    app.set_language("ru")
    assert [p.name for p in board.model.players] == ["Anna", "Игрок 2", "Синий (слабый)"]

