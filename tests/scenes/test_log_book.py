"""The game log's lines (game/ui/log_book.py): a move taken back takes its lines along, the
filters keep what a player would expect, and the summary leaves out the person's own lines."""

from __future__ import annotations

from game.ui.log_book import LogBook, LogLine, keeps, with_reason

TURN = LogLine(0, ("turn", {}), header=True, minor=True)
ROLL = LogLine(0, ("rolled", {}), minor=True)
RENT = LogLine(0, ("rent", {}), money=True, seats=(1,))
BID = LogLine(2, ("bid", {}))
ROUND = LogLine(None, ("round", {}), header=True)


def test_undo_cuts_the_lines_of_the_moves_taken_back():
    book = LogBook([TURN])
    book.add([ROLL, RENT], 1)
    book.add([BID], 2)
    book.cut(1)
    assert book.lines == [TURN, ROLL, RENT]
    book.add([ROUND], 2)  # another move in its place
    assert book.lines == [TURN, ROLL, RENT, ROUND]
    book.add([BID], 2)  # the same count again: the move before it was taken back first
    assert book.lines == [TURN, ROLL, RENT, BID]
    book.cut(0)
    assert book.lines == [TURN]


def test_the_filters():
    lines = [TURN, ROLL, RENT, BID, ROUND]
    assert [line for line in lines if keeps(line, "money", 0)] == [RENT]
    assert [line for line in lines if keeps(line, "mine", 1)] == [RENT, ROUND], \
        "a rent counts for its owner too; the table's lines stay"
    assert [line for line in lines if keeps(line, 2, None)] == [BID, ROUND]
    assert all(keeps(line, "all", None) for line in lines)


def test_the_summary_leaves_out_ones_own_lines_dice_and_headers():
    book = LogBook([TURN])
    book.add([ROLL, RENT, BID, ROUND], 1)
    assert book.since(0, 2) == [RENT] and book.since(3, 2) == [], "one's own bid is left out"
    assert book.since(0, 1) == [RENT, BID]
    assert book.since(0, 0) == [RENT, BID], "after one's own turn: an answer to another seat"


def test_the_summary_keeps_ones_own_answer_to_another_seat():
    """pt-late: the card showed Ben's offer with no word of what the person answered."""
    offer = LogLine(1, ("offered", {}), seats=(0,))
    answer = LogLine(0, ("rejected", {}), seats=(1,))
    book = LogBook([TURN])
    book.add([offer], 1)
    book.add([answer], 2)
    assert book.since(1, 0) == [offer, answer]


def test_a_reason_goes_on_the_first_own_line_of_a_move():
    said = ("why", {})
    assert with_reason([BID, ROUND], said, 2)[0].reason == said
    assert with_reason([BID], None, 2)[0].reason is None
    assert with_reason([], said, 2) == []
    assert with_reason([TURN, ROLL], said, 0)[1].reason == said, "not on a turn's header"
    assert [line.reason for line in with_reason([TURN], said, 0)] == [None], \
        "an end of turn shows no line of its own: the next seat's header keeps no reason"


def test_an_auctions_bids_give_their_reason_once_a_seat():
    """Every raise carried the whole reason again ("bids 27 000 for the Power Station: it is
    worth more to it"); the line says the amount, so a seat's reason in the same words with
    other numbers is said once, and a new reason or a new turn says it again."""
    def bid(seat: int, amount: int, key: str = "bid") -> LogLine:
        return LogLine(seat, ("bids", {"amount": amount}),
                       reason=(key, {"place": "power", "amount": amount, "minimum": amount}))

    book = LogBook([TURN])
    for n, line in enumerate([bid(1, 100), bid(2, 110), bid(1, 120), bid(2, 130),
                              bid(1, 140, "bid_blocks")], start=1):
        book.add([line], n)
    assert [line.reason is not None for line in book.lines[1:]] == [True, True, False, False,
                                                                    True]
    book.add([ROUND, bid(1, 50)], 6)
    assert book.lines[-1].reason is not None, "a new turn says it again"
    book.add([LogLine(1, ("bids", {}), reason=("bid", {"place": "wharf", "amount": 60,
                                                       "minimum": 60}))], 7)
    assert book.lines[-1].reason is not None, "another place is another reason"


def test_a_reason_already_said_in_the_turn_is_not_said_again():
    said = ("why", {})
    book = LogBook([TURN])
    book.add([LogLine(2, ("took", {}), reason=said)], 1)
    book.add([LogLine(2, ("built", {}), reason=said)], 2)
    book.add([LogLine(2, ("took", {}), reason=("other", {}))], 3)
    assert [line.reason for line in book.lines[1:]] == [said, None, ("other", {})]
    book.add([ROUND, LogLine(2, ("took", {}), reason=said)], 4)
    book.add([LogLine(2, ("took", {}), reason=said)], 5)
    assert book.lines[-2].reason == said, "said once more after a new header"
    assert book.lines[-1].reason is None


def test_a_second_repay_says_its_own_numbers():
    """A computer that repaid two cards showed "repays 12 M now instead of 16 M later" on the
    first and nothing on the second (play-test): its 30 M later is said by no line, so the
    reason stands again; a number the line itself says is still not news (the bids above)."""
    def repay(amount: int, later: int) -> LogLine:
        return LogLine(1, ("repaid", {"seat": 1, "amount": amount}),
                       reason=("repay", {"amount": amount, "later": later}))

    book = LogBook([TURN])
    book.add([repay(12, 16)], 1)
    book.add([repay(20, 30)], 2)
    book.add([repay(20, 30)], 3)
    assert [line.reason for line in book.lines[1:]] == [
        ("repay", {"amount": 12, "later": 16}), ("repay", {"amount": 20, "later": 30}), None]
