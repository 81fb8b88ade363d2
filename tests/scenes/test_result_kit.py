"""The one result screen (issue 30.5) in every game: the breakdown adds up to the score the
card shows, the ranks follow the game's order, every label exists and fits in de/en/ru at
1280x800 (six seats in Speedtycoon), and the numbers under the chart are those of the game's
own events, gathered here while the game is played, not from the screen's replay."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
import pytest

from game.core.i18n import format_list, tr
from game.core.match import Match
from game.core.setup import Seat
from game.games import game_entry
from game.scenes.result_scene import TABLE, chart_rect, played_text
from game.speedtycoon.scenes import keys
from game.ui import fonts
from game.ui.result_table import SMALL, grid, header
from tests.support.boards import two_people_board
from tests.support.drawn import blits_recorded
from tools.show_result import NAMES, played_match

LANGUAGES = ("de", "en", "ru")
#: (game, seed, seats): Kraken Bay's seed 7 and «Менеджер»'s seed 8 send seats bankrupt.
TABLES = (("tycoon", 2, 4), ("speedtycoon", 3, 6), ("kraken_bay", 7, 4), ("menedzher", 8, 4))


@dataclass
class Played:
    match: Match
    events: list = field(default_factory=list)  # every event, in order, as the game went


def play(game: str, seed: int, players: int) -> Played:
    """The table played to its end by the league's members (tools/league/), its events kept
    as the rules returned them while it was played."""
    events: list = []
    return Played(played_match(game, seed, players, events), events)


@pytest.fixture(scope="module", params=TABLES, ids=[t[0] for t in TABLES])
def played(request) -> Played:
    return play(*request.param)


def result_of(app, played: Played):
    match = played.match
    scene = game_entry(match.setup.game).result_class()(app, match, curtain=False)
    app.scenes.push(scene)
    app.run_frames(2)
    return scene


def kinds(events, name: str) -> list:
    return [e for e in events if type(e).__name__ == name]


def test_the_breakdown_adds_up_to_the_score_the_card_shows(app, played):
    result = result_of(app, played)
    scores = played.match.state.scores()
    totals = result.total_texts()
    for seat, score in result.ranking():
        parts = [line.values[seat] for line in result.details.lines if line.adds]
        if all(part is None for part in parts):  # went out: nothing left, worth 0 (D44)
            assert score == 0 and totals[seat] == "–"
            continue
        assert result.details.total(seat) == score == scores[seat]
        assert totals[seat] == result.cell_text(score)
    assert any(line.heading for line in result.details.lines) or \
        played.match.setup.game in ("kraken_bay", "menedzher")


def test_each_heading_shows_the_sum_of_the_rows_under_it(app, played):
    """A heading's rows are those after it up to the next heading: a row that belongs to no
    heading (Tycoon's start money, Speedtycoon's Unicorns) stands before the first."""
    lines = result_of(app, played).details.lines
    for index, line in enumerate(lines):
        if not line.heading:
            continue
        under = []
        for part in lines[index + 1:]:
            if part.heading:
                break
            under.append(part)
        for seat, value in enumerate(line.values):
            assert value == sum(part.values[seat] or 0 for part in under)


def test_the_ranks_follow_the_game_s_order(app, played):
    result = result_of(app, played)
    state = played.match.state
    ranking = result.ranking()
    seats = [seat for seat, _score in ranking]
    assert sorted(seats) == list(range(state.n))
    if played.match.setup.game in ("kraken_bay", "menedzher"):
        out = [e.seat for e in kinds(played.events, "WentBankrupt")]
        assert out, "this table sends seats out"
        assert seats[state.n - len(out):] == out[::-1], "the bankrupt last, the last out first"
        assert result.places() == list(range(1, state.n + 1))
        first_out = out[0]
        assert result.seat_text(first_out, 0) == tr("property_board.result.out",
                                                    round=result.out[first_out])
    else:
        scores = [score for _seat, score in ranking]
        assert scores == sorted(scores, reverse=True)
        places = result.places()
        for i in range(1, len(ranking)):
            assert (places[i] == places[i - 1]) == (scores[i] == scores[i - 1])
    assert seats[0] in result.winners()


def test_the_numbers_under_the_chart_are_the_game_s_own(app, played):
    result = result_of(app, played)
    game, state, events = played.match.setup.game, played.match.state, played.events
    said = result.stats()
    names = result.names()  # computers all: by colour and level, as their table named them
    assert not set(names) & set(NAMES), "not by the names their set-up stored"
    if game == "tycoon":
        paydays = [(pp.total, pp.seat) for e in kinds(events, "Payday") for pp in e.players]
        best, seat = max(paydays, key=lambda p: p[0])
        number = next(e.session for e in kinds(events, "Payday")
                      for pp in e.players if (pp.total, pp.seat) == (best, seat))
        tied = sorted({pp.seat for e in kinds(events, "Payday") for pp in e.players
                       if (pp.total, e.session) == (best, number)})
        assert said[:2] == [
            tr("match.result.stats.turns", count=len(kinds(events, "TurnStarted"))),
            tr("tycoon_info.result.best_payday", amount=result.score_text(best),
               player=format_list([names[s] for s in tied], "en"), number=number,
               count=len(tied))]
    elif game == "speedtycoon":
        scorings = kinds(events, "ScoringDone")
        best = max(max(e.totals) for e in scorings)
        done = next(e for e in scorings if best in e.totals)
        tied = [seat for seat, total in enumerate(done.totals) if total == best]
        assert said[:2] == [
            tr("match.result.stats.turns", count=state.turn_no),
            tr("speedtycoon_play.result.best_scoring", amount=result.score_text(best),
               player=format_list([names[s] for s in tied], "en"), count=len(tied),
               scoring=tr(keys.SCORING[done.scoring]))]
    else:
        rent = max((e for e in kinds(events, "Paid") if e.reason == "rent"),
                   key=lambda e: e.amount)
        tied = sorted({e.payee for e in kinds(events, "Paid")
                       if e.reason == "rent" and e.payee >= 0 and e.amount == rent.amount})
        assert said[:3] == [
            tr("property_board.result.rounds", count=state.round),
            tr("property_board.result.best_rent", amount=result.score_text(rent.amount),
               player=format_list([names[s] for s in tied], "en"), count=len(tied)),
            tr("property_board.result.trades", count=len(kinds(events, "TradeAccepted")))]
    assert said[-1] == played_text(played.match.play_seconds)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_exists_and_fits_at_1280x800(app, played, language):
    app.set_language(language)
    result = result_of(app, played)
    n = played.match.setup.num_players
    lines = result.details.lines
    g = grid(TABLE, n, len(lines))
    too_wide = []
    for line in lines:
        label = result.label_text(line)
        assert "result." not in label and "%{" not in label, label
        if fonts.size_of(label, g.size, line.heading)[0] > g.label_room(line):
            too_wide.append(label)
        for seat in range(n):
            if line.values[seat] is not None:
                text = result.value_text(line, seat)
                if fonts.size_of(text, g.size, line.heading)[0] > g.value_room:
                    too_wide.append(text)
    total = tr(result.total_key)
    assert total != result.total_key
    if fonts.size_of(total, g.size, True)[0] > g.label_w - 10:
        too_wide.append(total)
    chart = chart_rect(n, len(result.stat_rows()))
    for stat in result.stats():
        assert "result." not in stat and "%{" not in stat, stat
    for row in result.stat_rows():  # a line too wide goes on two rows, each must fit
        if fonts.size_of(row, 15)[0] > chart.width - 8:
            too_wide.append(row)
    for title in (result.axes().across, result.axes().up):
        assert title and "chart." not in title
        if fonts.size_of(title, 12, True)[0] > chart.height - 40:
            too_wide.append(title)
    assert not too_wide
    assert chart.height >= 200, "the chart keeps room with every seat and number"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chart_s_title_is_not_its_axis_title(app, played, language, monkeypatch):
    """The property chart said «Капитал» over it and «Капитал» up its side: the title says
    what the chart follows over the game, the axis the unit ("Net worth")."""
    from game.ui import chart as chart_module

    app.set_language(language)
    result = result_of(app, played)
    written = blits_recorded(monkeypatch, chart_module)
    assert result.chart((600, 300)) is not None
    title, axes = written[0][0], result.axes()
    assert title and "chart" not in title
    assert title not in (axes.up, axes.across), (title, axes)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_seats_names_over_the_table_stand_at_one_size(app, played, language):
    """Each seat's name over its column at one size for all, never shrunk on its own: the
    header was a row of different sizes (ru, 1280x800: «Синий (средний)» beside a tiny
    «Красный (средний)»). Whole names on one line, else the colours alone on one line, else
    (six seats) each name broken in two at a space. The league's seats are computers, named
    by colour and level."""
    app.set_language(language)
    result = result_of(app, played)
    names, short = result.names(), result.short_names()
    assert all("(" in name for name in names), names
    g, head = header(TABLE, names, len(result.details.lines), short)
    heads = head.lines
    assert len({len(lines) for lines in heads}) == 1, "the names stand on one baseline"
    too_wide = [part for lines in heads for part in lines
                if fonts.size_of(part, head.size, True)[0] > g.value_room]
    assert not too_wide
    assert head.size >= SMALL, "every seat's name reads at the table's small size at least"
    if len(names) <= 4:
        assert all(len(lines) == 1 for lines in heads), heads
    if len(heads[0]) == 1:
        assert [lines[0] for lines in heads] in (list(names), list(short))
    else:  # each word whole, or shortened with a full stop ("Фиолет."), never cut in two
        for lines, name in zip(heads, names, strict=True):
            shown = " ".join(part for part in lines if part).split(" ")
            assert len(shown) == len(name.split(" ")), (lines, name)
            assert all(word == whole or word.endswith(".") and whole.startswith(word[:-1])
                       for word, whole in zip(shown, name.split(" "), strict=True)), lines


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_four_computers_names_stand_on_one_line_over_speedtycoon_s_table(app, language, level):
    """Four computers over Speedtycoon's breakdown (its rows at 1280x800, drawn scaled at
    1366x768): «Жёлтый (средний)» wrapped onto two lines in ru (speedfix). Whole names on
    one line where they fit at SMALL or more (de, en), else the colours alone (ru); nothing
    cut, nothing wrapped."""
    from game.scenes.seat_rows import seat_names

    app.set_language(language)
    colours = list(keys.COLOUR)[:4]
    seats = [Seat("computer", "", colour, level) for colour in colours]
    names = seat_names(seats, keys.COLOUR, tr)
    g, head = header(TABLE, names, 17, [tr(keys.COLOUR[c]) for c in colours])
    assert all(len(lines) == 1 for lines in head.lines), head.lines
    assert head.size >= SMALL
    assert all(fonts.size_of(lines[0], head.size, True)[0] <= g.value_room
               for lines in head.lines)
    if language != "ru":
        assert [lines[0] for lines in head.lines] == names, "de and en keep the level"


def test_six_seats_names_stay_readable_and_no_word_is_broken(app):
    """Six seats in Russian: «Фиолетовый» is wider than its column even at the small size;
    the header went down to 9 px for it, then cut it over two lines («Фиолето-» / «вый»,
    a broken word in the play-test). Every name stays at SMALL or more on two lines, the
    long colour shortened as print does («Фиолет.», «Оранж.»), its level on the line below."""
    from game.scenes.seat_rows import seat_names

    app.set_language("ru")
    seats = [Seat("computer", "", colour, "normal") for colour in keys.COLOUR]
    names = seat_names(seats, keys.COLOUR, tr)
    assert len(names) == 6 and "Фиолетовый (средний)" in names
    g, head = header(TABLE, names, 12)
    assert head.size >= SMALL
    assert ["Фиолет.", "(средний)"] in head.lines and ["Оранж.", "(средний)"] in head.lines
    assert ["Синий", "(средний)"] in head.lines, "a word that fits stays whole"
    assert not any(part.endswith("-") for lines in head.lines for part in lines)
    assert all(fonts.size_of(part, head.size, True)[0] <= g.value_room
               for lines in head.lines for part in lines)


@pytest.mark.parametrize("language", LANGUAGES)
def test_time_played_reads_in_hours_and_minutes(app, language):
    app.set_language(language)
    assert played_text(20) == tr("match.result.stats.time_none")
    assert played_text(754.6) == tr("match.result.stats.time_minutes", minutes=12)
    assert played_text(2 * 3600 + 5 * 60 + 9) == tr("match.result.stats.time", hours=2,
                                                   minutes=5)
    assert "%{" not in played_text(3700)


@pytest.mark.parametrize("game", ["tycoon", "speedtycoon", "kraken_bay"])
def test_every_board_counts_the_time_played_but_not_behind_its_curtain(app, game):
    board = two_people_board(app, game)
    app.run_frames(30, dt=0.1)
    assert board.match.play_seconds == 0, "nobody plays while the curtain is down"
    board.curtain = None
    app.run_frames(30, dt=0.1)
    assert board.match.play_seconds == pytest.approx(3.0)


def test_the_result_left_alone_is_not_drawn_again_and_a_language_switch_is(app, played):
    result_of(app, played)
    app.run_frames(30)
    drawn = app.frames_drawn
    app.run_frames(60)
    assert app.frames_drawn == drawn, "a result nobody touches costs nothing"
    table = pygame.image.tobytes(app.screen.subsurface(TABLE), "RGB")
    app.set_language("ru")
    app.run_frames(2)
    assert app.frames_drawn > drawn
    assert pygame.image.tobytes(app.screen.subsurface(TABLE), "RGB") != table, \
        "the breakdown is painted again in the new language"
